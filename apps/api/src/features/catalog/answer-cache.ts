// The exact bytes of public catalog answers, keyed by the normalized query, each knowing the
// products it holds (docs/decisions/110-catalog-answer-cache.md). A change to a product drops the
// answers holding it; a change to what a list holds or its order drops the lists it can affect.
// Bounded in bytes, least recently used first out (lru-cache: a hit costs the same however many
// answers are kept); a missed answer is built once however many requests wait for it. Freshness
// comes from catalog-freshness.ts, which calls changed()/flush().
import { createHash } from 'node:crypto';
import type { ProductSort } from '@store/shared/constants';
import { LRUCache } from 'lru-cache';

/** What a change touched (the mask of the change log, migrations 110 and 130). */
export const CHANGE = {
  row: 1,
  price: 2,
  name: 4,
  description: 8,
  membership: 16,
  reviews: 32,
  /** The product went in or out of stock (stock >= min_quantity). */
  stockStatus: 64,
  /** The product's category. */
  category: 128,
  /** The categories themselves (added, renamed, reordered, deleted); no product id. */
  categories: 256,
} as const;

export interface Change {
  productId: string | null;
  mask: number;
}

/** What an answer depends on. */
export type AnswerScope =
  | { kind: 'product'; productId: string }
  | {
      kind: 'list';
      sort: ProductSort;
      searched: boolean;
      productIds: string[] | 'all';
      /** Which filters it applies, and whether it carries facet counts (they depend on all of them). */
      byCategory?: boolean;
      byPrice?: boolean;
      byStock?: boolean;
      facets?: boolean;
    }
  | { kind: 'reviews' };

export interface Answer {
  body: Buffer;
  etag: string;
  /** X-Total-Count of a paged list. */
  total: string | undefined;
}

type ListScope = Extract<AnswerScope, { kind: 'list' }>;

/**
 * A kept list's scope, its product ids as 32-bit hashes (idHash): a change is looked for in
 * thousands of kept lists as integers, and a list keeps 4 bytes per id rather than a string. Two
 * ids with one hash only drop a list that did not need it, never keep a stale one.
 */
type KeptList = Omit<ListScope, 'productIds'> & { productIds: Uint32Array | 'all' };

interface Entry extends Answer {
  key: string;
  scope: Exclude<AnswerScope, ListScope> | KeptList;
  bytes: number;
}

/** Roughly what an entry costs besides its body: the entry, its key, its scope's ids. */
const ENTRY_OVERHEAD = 300;
const PER_LISTED_ID = 4;
const MAX_URLS = 50_000;
const MAX_RECENT = 10_000;

export interface AnswerCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
  /** Keys in the indexes (per product, lists, reviews): never more than the entries. */
  indexed: number;
}

export class AnswerCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Product id to the key of its one-product answer (the normalized key is one per product). */
  private readonly byProduct = new Map<string, string>();
  /** The kept lists' scopes by key: a change scans them without touching the entries' recency. */
  private readonly lists = new Map<string, KeptList>();
  private readonly reviews = new Set<string>();
  private readonly building = new Map<string, Promise<Answer>>();
  /** Request URLs (path and query as sent) already answered, to their key: hits skip validation. */
  private readonly urls = new Map<string, string>();
  /**
   * Bumped by every change; the changes since the oldest build in flight are kept, so that an
   * answer built across a change that touches it is served but not kept (one that the change does
   * not touch is kept). A flush discards every build in flight.
   */
  private epoch = 0;
  private flushedAt = 0;
  private readonly recent: { epoch: number; change: Change }[] = [];
  private inFlight = 0;
  private hits = 0;
  private misses = 0;
  /** False while changes may go unheard (the PostgreSQL listener is down): nothing is kept. */
  keeping = true;

  constructor(private readonly maxBytes: number) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: (entry) => entry.bytes,
      // Every way out (evicted, dropped, cleared) leaves the indexes too.
      dispose: (entry, key) => this.unindex(key, entry),
    });
  }

  /** The cached answer for `key`, or the one `build` makes (once for all concurrent callers). */
  get(
    key: string,
    build: () => Promise<{ body: string; total?: number; scope: AnswerScope }>,
  ): Promise<Answer> | Answer {
    const hit = this.entries.get(key);
    if (hit) {
      this.hits++;
      return hit;
    }
    const pending = this.building.get(key);
    if (pending) return pending;
    this.misses++;
    const epoch = this.epoch;
    this.inFlight++;
    const settle = () => {
      this.inFlight--;
      if (this.inFlight === 0) this.recent.length = 0;
      if (this.building.get(key) === promise) this.building.delete(key);
    };
    const promise: Promise<Answer> = build().then(
      (built) => {
        const body = Buffer.from(built.body);
        const answer: Answer = {
          body,
          etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
          total: built.total === undefined ? undefined : String(built.total),
        };
        if (this.keeping && !this.overtaken(epoch, built.scope)) this.keep(key, answer, built.scope);
        settle();
        return answer;
      },
      (error: unknown) => {
        settle();
        throw error;
      },
    );
    this.building.set(key, promise);
    return promise;
  }

  /** The answer already kept for a request URL (as sent), if that URL was answered before. */
  byUrl(url: string): Answer | undefined {
    const key = this.urls.get(url);
    if (key === undefined) return undefined;
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.hits++;
    return hit;
  }

  /** Remembers which key a request URL maps to (bounded: forgotten all at once when full). */
  rememberUrl(url: string, key: string): void {
    if (this.urls.size >= MAX_URLS) this.urls.clear();
    this.urls.set(url, key);
  }

  /**
   * Drops the answers the changes can affect. Lists are scanned rather than indexed by product:
   * a few thousand pages of 24 ids cost about a millisecond per batch of changes, and an index
   * of 100,000 products to their pages cost more memory than the pages' bytes.
   */
  changed(changes: readonly Change[]): void {
    this.building.clear();
    let mask = 0;
    const hashes = new Set<number>();
    for (const change of changes) {
      this.epoch++;
      if (this.inFlight > 0) this.recent.push({ epoch: this.epoch, change });
      mask |= change.mask;
      if (change.productId !== null) {
        hashes.add(idHash(change.productId));
        const key = this.byProduct.get(change.productId);
        if (key !== undefined) this.drop(key);
      }
    }
    if (mask & CHANGE.reviews) for (const key of [...this.reviews]) this.drop(key);
    if (mask & CHANGE.categories) {
      // Facets name every category in its order.
      for (const [key, scope] of this.lists) if (scope.facets === true) this.drop(key);
    }
    if (hashes.size === 0) return;
    // NOTE: the map itself, not a copy: a key dropped while iterating is simply not visited again.
    // An order changes one product at a time, and `includes` of one hash is the cheap test then.
    const only = hashes.size === 1 ? hashes.values().next().value : undefined;
    for (const [key, scope] of this.lists) {
      if (listAffected(scope, mask) || holdsAny(scope.productIds, hashes, only)) this.drop(key);
    }
  }

  /** Drops everything (a change may have gone unheard). */
  flush(): void {
    this.epoch++;
    this.flushedAt = this.epoch;
    this.recent.length = 0;
    this.urls.clear();
    this.building.clear();
    this.entries.clear();
    this.byProduct.clear();
    this.lists.clear();
    this.reviews.clear();
  }

  /** Whether an answer is kept for `key` (without touching its recency). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  stats(): AnswerCacheStats {
    return {
      entries: this.entries.size,
      bytes: this.entries.calculatedSize,
      maxBytes: this.maxBytes,
      hits: this.hits,
      misses: this.misses,
      indexed: this.byProduct.size + this.lists.size + this.reviews.size,
    };
  }

  /** Whether a change since `epoch` touches what an answer built from that moment holds. */
  private overtaken(epoch: number, scope: AnswerScope): boolean {
    if (epoch < this.flushedAt) return true;
    if (epoch === this.epoch) return false;
    const first = this.recent[0];
    // Changes not remembered (too many while this was built): assume the worst.
    if (!first || first.epoch > epoch + 1 || this.recent.length >= MAX_RECENT) return true;
    for (const { epoch: at, change } of this.recent) {
      if (at > epoch && touches(scope, change)) return true;
    }
    return false;
  }

  private keep(key: string, answer: Answer, scope: AnswerScope): void {
    const ids = scope.kind === 'list' && scope.productIds !== 'all' ? scope.productIds.length : 0;
    const bytes = answer.body.length + key.length * 2 + ENTRY_OVERHEAD + ids * PER_LISTED_ID;
    if (bytes > this.maxBytes) return;
    this.drop(key);
    const kept: Entry['scope'] =
      scope.kind === 'list'
        ? { ...scope, productIds: scope.productIds === 'all' ? 'all' : Uint32Array.from(scope.productIds, idHash) }
        : scope;
    // Setting may evict the least recently used answers (their dispose leaves the indexes).
    this.entries.set(key, { ...answer, key, scope: kept, bytes });
    if (kept.kind === 'product') this.byProduct.set(kept.productId, key);
    else if (kept.kind === 'reviews') this.reviews.add(key);
    else this.lists.set(key, kept);
  }

  private drop(key: string): void {
    this.entries.delete(key);
  }

  private unindex(key: string, entry: Entry): void {
    const { scope } = entry;
    if (scope.kind === 'product') {
      if (this.byProduct.get(scope.productId) === key) this.byProduct.delete(scope.productId);
    } else if (scope.kind === 'reviews') this.reviews.delete(key);
    else this.lists.delete(key);
  }
}

/** FNV-1a, 32 bits: a product id as a number for KeptList. */
function idHash(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Whether a change of this kind can change a list it does not hold, or change the order of the one
 * it holds: a new or deleted product moves every list; a price moves the price sorts; a name moves
 * the name sort and what a search finds; a description what a search finds. A list holding every
 * product (no `limit`) holds the changed one too. Answers holding the product are dropped anyway.
 */
function listAffected(scope: ListScope | KeptList, mask: number): boolean {
  if (scope.productIds === 'all') return true;
  if (mask & CHANGE.membership) return true;
  if (mask & CHANGE.price && (scope.sort === 'price-asc' || scope.sort === 'price-desc')) return true;
  // A filter (or a facet count, which applies every filter but the category) can gain or lose it.
  const counts = scope.facets === true;
  if (mask & CHANGE.category && (scope.byCategory === true || counts)) return true;
  if (mask & CHANGE.price && scope.byPrice === true) return true;
  if (mask & CHANGE.stockStatus && scope.byStock === true) return true;
  if (mask & CHANGE.name && (scope.sort === 'name' || scope.searched)) return true;
  if (mask & CHANGE.description && scope.searched) return true;
  return false;
}

/** Whether a kept list holds any of these id hashes (`only`: the one hash when there is one). */
function holdsAny(held: Uint32Array | 'all', hashes: ReadonlySet<number>, only: number | undefined): boolean {
  if (held === 'all') return hashes.size > 0;
  // NOTE: plain loops: a call to TypedArray#includes costs more than comparing 24 numbers.
  if (only !== undefined) {
    for (let i = 0; i < held.length; i++) if (held[i] === only) return true;
    return false;
  }
  for (let i = 0; i < held.length; i++) if (hashes.has(held[i] as number)) return true;
  return false;
}

/** Whether a change touches an answer of this scope (holds the product, or its list can move). */
function touches(scope: AnswerScope, change: Change): boolean {
  if (scope.kind === 'reviews') return (change.mask & CHANGE.reviews) !== 0;
  if (change.mask & CHANGE.categories) return scope.kind === 'list' && scope.facets === true;
  if (change.productId === null) return false;
  if (scope.kind === 'product') return scope.productId === change.productId;
  if (scope.productIds === 'all' || scope.productIds.includes(change.productId)) return true;
  return listAffected(scope, change.mask);
}
