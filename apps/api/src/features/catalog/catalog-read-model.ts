// An in-process read model of the catalog's orderings: the ordered ids for each sort, for recent
// searches and for recent filtered lists (with their count per category). Paging, counting,
// filtering and searching 100,000 products then costs a slice of an array and a fetch of the
// page's rows by id, instead of a sort or a COUNT(*) per request.
//
// Filters and facets read each product's facts (category, price, whether it is in stock), kept here
// for every product and refreshed per product: a change to a product marks its facts stale, and
// they are read again, by id, before the next filtered list is built.
//
// It is kept fresh by catalog-freshness.ts (the change log of migrations 110 and 130): a change that
// can move a product in an ordering or a filter (a new or deleted product, a price, a name, a
// description, a category, going in or out of stock) drops what it can affect, with no query per
// request. Rows are always read fresh, so stock (which moves with every order, without reordering
// anything) is never stale here; the answers built from them are cached by answer-cache.ts.
// buildApp creates one read model per app (app.state.catalog); nothing is kept at module level.
import type { ProductSort } from '@store/shared/constants';
import type { DB, DialectName } from '../../db/database.ts';
import { type Change, CHANGE } from './answer-cache.ts';
import {
  findProductFacts,
  findProductsByIds,
  listProductFacts,
  listProductIds,
  type ProductFacts,
  type ProductRow,
  searchProductIds,
} from './catalog.repository.ts';
import { type CategoryRow, listCategories } from './categories.repository.ts';

const MAX_SEARCHES = 500;
const MAX_FILTERED = 500;
/** More stale facts than this: read them all again rather than by id. */
const MAX_STALE_FACTS = 5000;

/** The filters of a list; prices in poisha, inclusive. */
export interface CatalogFilter {
  categoryId?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStock?: boolean | undefined;
}

export interface CatalogSelection {
  /** The matching ids, in order. */
  ids: string[];
  /** Matches per category id under every filter but the category (null: no category). */
  categoryCounts: Map<string | null, number>;
}

export interface CatalogPage {
  rows: ProductRow[];
  total: number;
}

export const hasFilter = (f: CatalogFilter): boolean =>
  f.categoryId !== undefined || f.minPrice !== undefined || f.maxPrice !== undefined || f.inStock === true;

export class CatalogReadModel {
  private readonly orderings = new Map<ProductSort, Promise<string[]>>();
  /** Recent searches, oldest first (a Map keeps insertion order: an LRU). */
  private readonly searches = new Map<string, Promise<string[]>>();
  /** Recent filtered (or faceted) lists, oldest first. */
  private readonly filtered = new Map<string, Promise<CatalogSelection>>();
  private facts: Promise<Map<string, ProductFacts>> | null = null;
  private readonly staleFacts = new Set<string>();
  private refreshing: Promise<void> | null = null;
  /** Bumped whenever the facts map's contents change (a refresh of stale products). */
  private factsGeneration = 0;
  /**
   * Each kept ordering's facts in its order: a filtered list walks an array instead of looking up
   * 100,000 ids, and after a stock change the first filtered list builds it once for all the others.
   */
  private readonly aligned = new WeakMap<
    readonly string[],
    { facts: Map<string, ProductFacts>; generation: number; list: (ProductFacts | undefined)[] }
  >();
  private categories: Promise<CategoryRow[]> | null = null;
  keeping = true;

  constructor(
    private readonly db: DB,
    private readonly dialect: DialectName = 'sqlite',
  ) {}

  /** One page of products matching `words` in the given order, with the total number of matches. */
  async page(query: { sort: ProductSort; words: string[]; limit: number; offset: number }): Promise<CatalogPage> {
    const ids = await this.orderedIds(query.sort, query.words);
    const pageIds = ids.slice(query.offset, query.offset + query.limit);
    return { rows: await this.rowsOf(pageIds), total: ids.length };
  }

  /** The products with these ids, in this order (gone ones skipped). */
  async rowsOf(ids: string[]): Promise<ProductRow[]> {
    const rows = await findProductsByIds(this.db, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  }

  /** The ids matching the search and the filters, in order, and the count per category. */
  select(sort: ProductSort, words: string[], filter: CatalogFilter): Promise<CatalogSelection> {
    const key = [
      sort,
      words.join(' '),
      filter.categoryId ?? '',
      filter.minPrice ?? '',
      filter.maxPrice ?? '',
      filter.inStock === true ? 1 : 0,
    ].join('\u0000');
    const cached = this.filtered.get(key);
    if (cached) {
      this.filtered.delete(key);
      this.filtered.set(key, cached);
      return cached;
    }
    const selection = this.filter(this.orderedIds(sort, words), filter);
    this.remember(this.filtered, key, selection, MAX_FILTERED);
    return selection;
  }

  /**
   * Reads every product's facts ahead of the first filtered list (called at start, in the
   * background), so that the first shopper who filters does not wait for them. A failure is
   * forgotten: the first filtered list reads them again.
   */
  async preload(): Promise<void> {
    try {
      await this.currentFacts();
    } catch {
      // The database went away (the app is closing) or failed: the next use tries again.
    }
  }

  /** Every category in its order (the facets' names). */
  categoryList(): Promise<CategoryRow[]> {
    if (this.categories) return this.categories;
    const loading = listCategories(this.db);
    this.categories = loading;
    loading.catch(() => {
      if (this.categories === loading) this.categories = null;
    });
    return loading;
  }

  /** The ids of products matching every word (prefix, any order), in the sort's order. */
  orderedIds(sort: ProductSort, words: string[]): Promise<string[]> {
    if (words.length === 0) return this.ordering(sort);
    const key = `${sort}\u0000${words.join('\u0000')}`;
    const cached = this.searches.get(key);
    if (cached) {
      this.searches.delete(key);
      this.searches.set(key, cached);
      return cached;
    }
    const ids = this.search(sort, words);
    this.remember(this.searches, key, ids, MAX_SEARCHES);
    return ids;
  }

  /** Drops the orderings, searches, filtered lists and facts the changes can affect. */
  changed(changes: readonly Change[]): void {
    let mask = 0;
    for (const change of changes) {
      mask |= change.mask;
      if (change.productId !== null && change.mask & FACT_BITS) this.staleFacts.add(change.productId);
    }
    if (this.staleFacts.size > MAX_STALE_FACTS) {
      this.facts = null;
      this.staleFacts.clear();
    }
    if (mask & CHANGE.membership) this.orderings.clear();
    if (mask & CHANGE.price) {
      this.orderings.delete('price-asc');
      this.orderings.delete('price-desc');
    }
    if (mask & CHANGE.name) this.orderings.delete('name');
    if (mask & (CHANGE.price | CHANGE.name | CHANGE.description | CHANGE.membership)) this.searches.clear();
    if (mask & (FACT_BITS | CHANGE.name | CHANGE.description)) this.filtered.clear();
    if (mask & CHANGE.categories) this.categories = null;
  }

  flush(): void {
    this.orderings.clear();
    this.searches.clear();
    this.filtered.clear();
    this.facts = null;
    this.staleFacts.clear();
    this.categories = null;
  }

  private ordering(sort: ProductSort): Promise<string[]> {
    // Without a search, "best match" has nothing to rank: newest first.
    const order = sort === 'relevance' ? 'newest' : sort;
    const cached = this.orderings.get(order);
    if (cached) return cached;
    const ids = listProductIds(this.db, order);
    this.remember(this.orderings, order, ids);
    return ids;
  }

  private async search(sort: ProductSort, words: string[]): Promise<string[]> {
    // The engine's ranked matches, kept once per word list (the other sorts filter their ordering).
    const ranked = this.orderedIdsRanked(words);
    if (sort === 'relevance') return ranked;
    const matches = new Set(await ranked);
    if (matches.size === 0) return [];
    return (await this.ordering(sort)).filter((id) => matches.has(id));
  }

  private orderedIdsRanked(words: string[]): Promise<string[]> {
    const key = `relevance\u0000${words.join('\u0000')}`;
    const cached = this.searches.get(key);
    if (cached) return cached;
    const ids = searchProductIds(this.db, this.dialect, words);
    this.remember(this.searches, key, ids, MAX_SEARCHES);
    return ids;
  }

  private async filter(ordered: Promise<string[]>, filter: CatalogFilter): Promise<CatalogSelection> {
    const [ids, facts] = await Promise.all([ordered, this.currentFacts()]);
    const inOrder = this.factsInOrder(ids, facts);
    const categoryCounts = new Map<string | null, number>();
    const selected: string[] = [];
    for (let i = 0; i < ids.length; i++) {
      const f = inOrder[i];
      const id = ids[i];
      if (!f || id === undefined) continue;
      if (filter.inStock === true && !f.inStock) continue;
      if (filter.minPrice !== undefined && f.price < filter.minPrice) continue;
      if (filter.maxPrice !== undefined && f.price > filter.maxPrice) continue;
      categoryCounts.set(f.categoryId, (categoryCounts.get(f.categoryId) ?? 0) + 1);
      if (filter.categoryId === undefined || f.categoryId === filter.categoryId) selected.push(id);
    }
    return { ids: selected, categoryCounts };
  }

  private factsInOrder(ids: readonly string[], facts: Map<string, ProductFacts>): (ProductFacts | undefined)[] {
    const known = this.aligned.get(ids);
    if (known && known.facts === facts && known.generation === this.factsGeneration) return known.list;
    const list = ids.map((id) => facts.get(id));
    this.aligned.set(ids, { facts, generation: this.factsGeneration, list });
    return list;
  }

  /** Every product's facts, the stale ones read again first (one refresh at a time; others wait). */
  private async currentFacts(): Promise<Map<string, ProductFacts>> {
    for (;;) {
      if (!this.facts) {
        const loading = listProductFacts(this.db);
        this.facts = loading;
        // Changes heard while loading are in staleFacts and are read again below.
        loading.catch(() => {
          if (this.facts === loading) this.facts = null;
        });
      }
      const facts = await this.facts;
      if (this.refreshing) {
        await this.refreshing;
        continue;
      }
      if (this.staleFacts.size === 0) return facts;
      const ids = [...this.staleFacts];
      this.staleFacts.clear();
      this.refreshing = findProductFacts(this.db, ids)
        .then(
          (fresh) => {
            this.factsGeneration++;
            for (const id of ids) {
              const f = fresh.get(id);
              if (f) facts.set(id, f);
              else facts.delete(id);
            }
          },
          (error: unknown) => {
            for (const id of ids) this.staleFacts.add(id);
            throw error;
          },
        )
        .finally(() => {
          this.refreshing = null;
        });
    }
  }

  /** Keeps a load (bounded, least recently used out); a failed one must not stay. */
  private remember<K, V>(map: Map<K, Promise<V>>, key: K, value: Promise<V>, max = Infinity): void {
    map.set(key, value);
    value.catch(() => {
      if (map.get(key) === value) map.delete(key);
    });
    if (map.size > max) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
  }
}

/** The change-log bits that change a product's facts (or whether it exists). */
const FACT_BITS = CHANGE.price | CHANGE.membership | CHANGE.stockStatus | CHANGE.category;
