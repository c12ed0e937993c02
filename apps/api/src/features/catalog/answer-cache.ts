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
 * A kept list's scope, its product ids as 31-bit hashes (idHash), each indexed to the lists
 * holding it: a change finds the lists holding its product at once, and the index's keys are
 * small integers rather than strings. Two ids with one hash only drop a list that did not need
 * it, never keep a stale one.
 */
type KeptList = Omit<ListScope, 'productIds'> & { productIds: Uint32Array | 'all' };

interface Entry extends Answer {
  key: string;
  scope: Exclude<AnswerScope, ListScope> | KeptList;
  bytes: number;
}

/** Roughly what an entry costs besides its body: the entry, its key, its scope's ids (a hash and an index entry each). */
const ENTRY_OVERHEAD = 300;
const PER_LISTED_ID = 40;
/** The changes that can move a product into, out of or within a list that does not hold it (listAffected). */
const MOVES_LISTS =
  CHANGE.membership | CHANGE.price | CHANGE.name | CHANGE.description | CHANGE.stockStatus | CHANGE.category;
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
  /** Product id hashes indexed to the kept lists holding them. */
  listedIds: number;
}

export class AnswerCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Product id to the key of its one-product answer (the normalized key is one per product). */
  private readonly byProduct = new Map<string, string>();
  /** The kept lists' scopes by key: a change that can move lists scans them without touching the entries' recency. */
  private readonly lists = new Map<string, KeptList>();
  /** The kept lists holding a product, by the product id's hash: one key, or several. */
  private readonly listsHolding = new Map<number, string | string[]>();
  /** The kept lists of every product (no `limit`), dropped by a change of any product. */
  private readonly wholeLists = new Set<string>();
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
   * Drops the answers the changes can affect: those holding a changed product (found in the
   * indexes), and, for a change that can move products between or within lists, the lists it can
   * move (all kept lists scanned: about 0.2 ms for 4,000 pages). A stock change that does not
   * cross the minimum order scans nothing.
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
      // Facets name every category in its order; a product's answer names its category.
      for (const [key, scope] of this.lists) if (scope.facets === true) this.drop(key);
      for (const key of [...this.byProduct.values()]) this.drop(key);
    }
    if (hashes.size === 0) return;
    for (const hash of hashes) {
      const holding = this.listsHolding.get(hash);
      if (typeof holding === 'string') this.drop(holding);
      else if (holding !== undefined) for (const key of [...holding]) this.drop(key);
    }
    for (const key of [...this.wholeLists]) this.drop(key);
    if ((mask & MOVES_LISTS) === 0) return;
    // NOTE: the map itself, not a copy: a key dropped while iterating is simply not visited again.
    for (const [key, scope] of this.lists) if (listAffected(scope, mask)) this.drop(key);
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
    this.listsHolding.clear();
    this.wholeLists.clear();
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
      listedIds: this.listsHolding.size,
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
    else {
      this.lists.set(key, kept);
      if (kept.productIds === 'all') this.wholeLists.add(key);
      else for (const hash of kept.productIds) this.index(hash, key);
    }
  }

  private index(hash: number, key: string): void {
    const holding = this.listsHolding.get(hash);
    if (holding === undefined) this.listsHolding.set(hash, key);
    else if (typeof holding === 'string') {
      if (holding !== key) this.listsHolding.set(hash, [holding, key]);
    } else if (!holding.includes(key)) holding.push(key);
  }

  private unindexList(hash: number, key: string): void {
    const holding = this.listsHolding.get(hash);
    if (holding === key) this.listsHolding.delete(hash);
    else if (Array.isArray(holding)) {
      const rest = holding.filter((k) => k !== key);
      this.listsHolding.set(hash, rest.length === 1 ? (rest[0] as string) : rest);
    }
  }

  private drop(key: string): void {
    this.entries.delete(key);
  }

  private unindex(key: string, entry: Entry): void {
    const { scope } = entry;
    if (scope.kind === 'product') {
      if (this.byProduct.get(scope.productId) === key) this.byProduct.delete(scope.productId);
    } else if (scope.kind === 'reviews') this.reviews.delete(key);
    else {
      this.lists.delete(key);
      if (scope.productIds === 'all') this.wholeLists.delete(key);
      else for (const hash of scope.productIds) this.unindexList(hash, key);
    }
  }
}

/** FNV-1a, kept to 31 bits (a small integer for V8, not a boxed number): a product id for KeptList. */
function idHash(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash & 0x7fffffff;
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

/** Whether a change touches an answer of this scope (holds the product, or its list can move). */
function touches(scope: AnswerScope, change: Change): boolean {
  if (scope.kind === 'reviews') return (change.mask & CHANGE.reviews) !== 0;
  if (change.mask & CHANGE.categories)
    return scope.kind === 'product' || (scope.kind === 'list' && scope.facets === true);
  if (change.productId === null) return false;
  if (scope.kind === 'product') return scope.productId === change.productId;
  if (scope.productIds === 'all' || scope.productIds.includes(change.productId)) return true;
  return listAffected(scope, change.mask);
}
