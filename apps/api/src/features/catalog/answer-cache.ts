// Public catalogue answers kept as their exact bytes and ETag; a miss is built once however many wait.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { FreshnessTarget } from './catalog-freshness.ts';

export interface Answer {
  body: Buffer;
  etag: string;
  total: string | undefined;
}

/** Roughly what an entry costs besides its body and key. */
const ENTRY_OVERHEAD = 300;
const MAX_URLS = 50_000;

export class AnswerCache implements FreshnessTarget {
  private readonly entries: LRUCache<string, Answer>;
  /** Request URLs (as sent) already answered, to their key: a hit skips validation (cached-answer.ts). */
  private readonly urls = new LRUCache<string, string>({ max: MAX_URLS });
  private readonly building = new Map<string, Promise<Answer>>();
  /** Bumped by every change: a build that started under an older version is served but not kept. */
  private version = 0;
  private hits = 0;
  private misses = 0;
  keeping = true;

  constructor(private readonly maxBytes: number) {
    this.entries = new LRUCache<string, Answer>({
      maxSize: maxBytes,
      sizeCalculation: (answer, key) => answer.body.length + key.length * 2 + ENTRY_OVERHEAD,
    });
  }

  /** The cached answer for `key`, or the one `build` makes (once for all concurrent callers). */
  get(key: string, build: () => Promise<{ body: string; total?: number }>): Promise<Answer> | Answer {
    const hit = this.entries.get(key);
    if (hit) {
      this.hits++;
      return hit;
    }
    const pending = this.building.get(key);
    if (pending) return pending;
    this.misses++;
    const version = this.version;
    const promise = build()
      .then((built) => {
        const body = Buffer.from(built.body);
        const answer: Answer = {
          body,
          etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
          total: built.total === undefined ? undefined : String(built.total),
        };
        if (this.keeping && version === this.version) this.entries.set(key, answer);
        return answer;
      })
      .finally(() => {
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

  changed(): void {
    this.flush();
  }

  flush(): void {
    this.version++;
    this.building.clear();
    this.entries.clear();
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  stats(): { entries: number; bytes: number; maxBytes: number; hits: number; misses: number } {
    const { size: entries, calculatedSize: bytes } = this.entries;
    return { entries, bytes, maxBytes: this.maxBytes, hits: this.hits, misses: this.misses };
  }
}
