// Public catalogue answers kept as their exact bytes and ETag; a miss is built once however many wait.
// Each answer names what it shows (tags): a change drops the answers that show what it changed.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { CatalogChange, FreshnessTarget } from './catalog-freshness.ts';

export interface Answer {
  body: Buffer;
  etag: string;
  total: string | undefined;
  /** The products it shows by id, IN_STOCK_TAG when it lists only what is in stock, REVIEWS_TAG. */
  tags: readonly string[];
}

export const IN_STOCK_TAG = 'in-stock';
export const REVIEWS_TAG = 'reviews';

/** Roughly what an entry costs besides its body and key. */
const ENTRY_OVERHEAD = 300;
const MAX_URLS = 50_000;

export class AnswerCache implements FreshnessTarget {
  private readonly entries: LRUCache<string, Answer>;
  /** Request URLs (as sent) already answered, to their key: a hit skips validation (cached-answer.ts). */
  private readonly urls = new LRUCache<string, string>({ max: MAX_URLS });
  private readonly building = new Map<string, Promise<Answer>>();
  /** Each tag to the keys of the answers that carry it. */
  private readonly tagged = new Map<string, Set<string>>();
  /**
   * What changed while each build ran ('all', or tags): a build that shows something changed since it
   * started is served to the requests already waiting but not kept.
   */
  private readonly inFlight = new Set<{ changed: Set<string> | 'all' }>();
  private hits = 0;
  private misses = 0;
  keeping = true;

  constructor(private readonly maxBytes: number) {
    this.entries = new LRUCache<string, Answer>({
      maxSize: maxBytes,
      sizeCalculation: (answer, key) => answer.body.length + key.length * 2 + ENTRY_OVERHEAD,
      dispose: (answer, key) => {
        for (const tag of answer.tags) {
          const keys = this.tagged.get(tag);
          keys?.delete(key);
          if (keys?.size === 0) this.tagged.delete(tag);
        }
      },
    });
  }

  /** The cached answer for `key`, or the one `build` makes (once for all concurrent callers). */
  /** `kept` false: built for the requests waiting now, never kept (a list read fresh each time). */
  get(
    key: string,
    build: () => Promise<{ body: string; total?: number; tags: string[] }>,
    kept = true,
  ): Promise<Answer> | Answer {
    const hit = kept ? this.entries.get(key) : undefined;
    if (hit) {
      this.hits++;
      return hit;
    }
    const pending = this.building.get(key);
    if (pending) return pending;
    this.misses++;
    const flight: { changed: Set<string> | 'all' } = { changed: new Set() };
    this.inFlight.add(flight);
    const promise = build()
      .then((built) => {
        const body = Buffer.from(built.body);
        const answer: Answer = {
          body,
          etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
          total: built.total === undefined ? undefined : String(built.total),
          tags: built.tags,
        };
        const { changed } = flight;
        if (kept && this.keeping && changed !== 'all' && !built.tags.some((tag) => changed.has(tag)))
          this.keep(key, answer);
        return answer;
      })
      .finally(() => {
        this.inFlight.delete(flight);
        if (this.building.get(key) === promise) this.building.delete(key);
      });
    this.building.set(key, promise);
    return promise;
  }

  byUrl(url: string): Answer | undefined {
    const key = this.urls.get(url);
    const hit = key === undefined ? undefined : this.entries.get(key);
    if (hit) this.hits++;
    return hit;
  }

  rememberUrl(url: string, key: string): void {
    this.urls.set(url, key);
  }

  changed(change: CatalogChange): void {
    if (change === 'all') return this.flush();
    // Later requests do not join a build that started before the change.
    this.building.clear();
    const tags = [...change.products.keys()];
    if (change.inStockLists === true) tags.push(IN_STOCK_TAG);
    if (change.reviews) tags.push(REVIEWS_TAG);
    for (const flight of this.inFlight) for (const tag of tags) if (flight.changed !== 'all') flight.changed.add(tag);
    for (const tag of tags) for (const key of [...(this.tagged.get(tag) ?? [])]) this.entries.delete(key);
  }

  flush(): void {
    for (const flight of this.inFlight) flight.changed = 'all';
    this.building.clear();
    this.entries.clear();
  }

  private keep(key: string, answer: Answer): void {
    this.entries.set(key, answer);
    if (this.entries.peek(key) !== answer) return;
    for (const tag of answer.tags) {
      const keys = this.tagged.get(tag);
      if (keys) keys.add(key);
      else this.tagged.set(tag, new Set([key]));
    }
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  stats(): { entries: number; bytes: number; maxBytes: number; hits: number; misses: number } {
    const { size: entries, calculatedSize: bytes } = this.entries;
    return { entries, bytes, maxBytes: this.maxBytes, hits: this.hits, misses: this.misses };
  }
}
