// The catalog's orderings and facts in memory: paging 100,000 products is a slice, not a sort per
// request. Rows are always read fresh, so stock is never stale here.
import type { ProductSort } from '@store/shared/constants';
import { LRUCache } from 'lru-cache';
import type { DB, DialectName } from '../../db/database.ts';
import type { CatalogChange, FreshnessTarget } from './catalog-freshness.ts';
import {
  findProductsByIds,
  findSummaryWeights,
  listProductFacts,
  listIdsWithOrderableValue,
  listProductIds,
  listSoldOutIds,
  type ProductFacts,
  type ProductRow,
  searchProductIds,
} from './catalog.repository.ts';
import { type CategoryRow, listCategories } from './categories.repository.ts';
import { groupCardPrices } from './catalog-prices.ts';
import type { PricingGroup } from '../pricing/index.ts';

const MAX_ORDERED = 500;
const MAX_FILTERED = 500;
/** Groups whose card prices are kept (a store has a handful). */
const MAX_GROUPS = 16;

/** The filters of a list; prices in poisha, inclusive. */
export interface CatalogFilter {
  categoryId?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStock?: boolean | undefined;
  /** An option value: products with a variant of it that can be ordered now. */
  option?: string | undefined;
}

export interface CatalogSelection {
  ids: string[];
  /** Matches per category id under every filter but the category (null: no category). */
  categoryCounts: Map<string | null, number>;
}

/** A list's sort, search words and filters as one cache key. */
export const listKey = (sort: ProductSort, words: string[], f: CatalogFilter): string =>
  [
    sort,
    words.join(' '),
    f.categoryId ?? '',
    f.minPrice ?? '',
    f.maxPrice ?? '',
    f.inStock === true ? 1 : 0,
    f.option ?? '',
  ].join('\u0000');

/** Whether a list goes by price (a price filter or sort): only then do a group's prices change which products and in what order. */
export const goesByPrice = (sort: ProductSort, f: CatalogFilter): boolean =>
  sort === 'price-asc' || sort === 'price-desc' || f.minPrice !== undefined || f.maxPrice !== undefined;

/** A group's part of a key: its id and percent (a changed percent flushes everything anyway). */
const groupTag = (group: PricingGroup): string[] => (group ? [`group:${group.id}:${group.discountPercent}`] : []);

export const hasFilter = (f: CatalogFilter): boolean =>
  f.categoryId !== undefined ||
  f.minPrice !== undefined ||
  f.maxPrice !== undefined ||
  f.inStock === true ||
  f.option !== undefined;

export class CatalogReadModel implements FreshnessTarget {
  /** Ids in order, by sort and search words; a change of products' stock or rating leaves them. */
  private readonly ordered = new LRUCache<string, Promise<string[]>>({ max: MAX_ORDERED });
  private readonly filtered = new LRUCache<string, Promise<CatalogSelection>>({ max: MAX_FILTERED });
  /** Lists of what is in stock, dropped when a product crosses its minimum order. */
  private readonly inStock = new LRUCache<string, Promise<CatalogSelection>>({ max: MAX_FILTERED });
  /** Every product's facts; a change of products' stock or rating leaves them. */
  private readonly facts = new LRUCache<'facts', Promise<Map<string, ProductFacts>>>({ max: 1 });
  /** The sold-out products (stock below the minimum order), loading, then kept up to date by changes. */
  private soldOut: { loading: Promise<Set<string>>; set: Set<string> | null } | null = null;
  private readonly categories = new LRUCache<'categories', Promise<CategoryRow[]>>({ max: 1 });
  /** Each group's card price per product (poisha), for its price filters and sorts; any change of prices flushes them. */
  private readonly groupPrices = new LRUCache<string, Promise<Map<string, number>>>({ max: MAX_GROUPS });
  /** Each ordering's facts in its order: a filtered list walks an array instead of looking up every id. */
  private readonly aligned = new WeakMap<
    readonly string[],
    { facts: Map<string, ProductFacts>; list: (ProductFacts | undefined)[] }
  >();
  keeping = true;

  constructor(
    private readonly db: DB,
    private readonly dialect: DialectName = 'sqlite',
  ) {}

  async rowsOf(ids: string[]): Promise<ProductRow[]> {
    const rows = await findProductsByIds(this.db, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  }

  /** Each product's shipping weight (its summary's), read fresh like the rows. */
  summaryWeightsOf(ids: string[]): Promise<Map<string, number>> {
    return findSummaryWeights(this.db, ids);
  }

  /**
   * The matching ids in order. `group` (null: retail) is a buyer's customer group: its price filter and sort go
   * by the group's card prices; a list that does not go by price is the same for everyone and the group is ignored.
   */
  select(
    sort: ProductSort,
    words: string[],
    filter: CatalogFilter,
    group: PricingGroup = null,
  ): Promise<CatalogSelection> {
    const by = goesByPrice(sort, filter) ? group : null;
    // Read fresh: a variant may cross its minimum order without its product crossing (decision 220).
    if (filter.option !== undefined) return this.filter(this.orderedIds(sort, words, by), filter, by);
    // A visitor's key is exactly as before.
    const key = by ? `${listKey(sort, words, filter)}\u0000${groupTag(by).join('')}` : listKey(sort, words, filter);
    return this.kept(filter.inStock === true ? this.inStock : this.filtered, key, () =>
      this.filter(this.orderedIds(sort, words, by), filter, by),
    );
  }

  /** Reads every product's facts ahead of the first filtered list (at start, in the background). */
  async preload(): Promise<void> {
    try {
      await this.kept(this.facts, 'facts', () => listProductFacts(this.db));
    } catch {
      // The database went away (the app is closing) or failed: the next use tries again.
    }
  }

  categoryList(): Promise<CategoryRow[]> {
    return this.kept(this.categories, 'categories', () => listCategories(this.db));
  }

  /** The ids of products matching every word (prefix, any order), in the sort's order (a price sort: `group`'s prices). */
  orderedIds(sort: ProductSort, words: string[], group: PricingGroup = null): Promise<string[]> {
    // Without a search, "best match" has nothing to rank: newest first.
    const order = words.length === 0 && sort === 'relevance' ? 'newest' : sort;
    if (group && (order === 'price-asc' || order === 'price-desc')) {
      return this.kept(this.ordered, [order, ...words, ...groupTag(group)].join('\u0000'), () =>
        this.byGroupPrice(order, words, group),
      );
    }
    return this.kept(this.ordered, [order, ...words].join('\u0000'), () => {
      if (words.length === 0) return listProductIds(this.db, order);
      if (order === 'relevance') return searchProductIds(this.db, this.dialect, words);
      return this.search(order, words);
    });
  }

  /** Records whether each product is sold out now; true when one crossed, or while the set is loading. */
  soldOutMoved(products: ReadonlyMap<string, boolean>): boolean {
    if (!this.soldOut || products.size === 0) return false;
    const { set } = this.soldOut;
    // A load in flight may have read the rows before the write: it is not used.
    if (!set) {
      this.soldOut = null;
      return true;
    }
    let moved = false;
    for (const [id, soldOut] of products) {
      if (set.has(id) === soldOut) continue;
      moved = true;
      if (soldOut) set.add(id);
      else set.delete(id);
    }
    return moved;
  }

  changed(change: CatalogChange): void {
    if (change === 'all') return this.flush();
    if (change.inStockLists === true) this.inStock.clear();
  }

  flush(): void {
    for (const cache of [this.ordered, this.filtered, this.inStock, this.facts, this.categories, this.groupPrices])
      cache.clear();
    this.soldOut = null;
  }

  /** A search in another order than relevance: the ranked matches, filtered from that ordering. */
  private async search(sort: ProductSort, words: string[]): Promise<string[]> {
    const matches = new Set(await this.orderedIds('relevance', words));
    if (matches.size === 0) return [];
    return (await this.orderedIds(sort, [])).filter((id) => matches.has(id));
  }

  /** A group's card prices, read once per group until the next change of prices. */
  private pricesOf(group: NonNullable<PricingGroup>): Promise<Map<string, number>> {
    return this.kept(this.groupPrices, groupTag(group).join(''), () => groupCardPrices(this.db, group));
  }

  /** The retail order's matches sorted by the group's card price, the id breaking ties in the same direction as SQL. */
  private async byGroupPrice(
    order: 'price-asc' | 'price-desc',
    words: string[],
    group: NonNullable<PricingGroup>,
  ): Promise<string[]> {
    const [ids, prices, facts] = await Promise.all([
      this.orderedIds(order, words),
      this.pricesOf(group),
      this.kept(this.facts, 'facts', () => listProductFacts(this.db)),
    ]);
    const priceOf = (id: string) => prices.get(id) ?? facts.get(id)?.price ?? 0;
    const sign = order === 'price-asc' ? 1 : -1;
    return [...ids].sort((a, b) => sign * (priceOf(a) - priceOf(b) || (a < b ? -1 : a > b ? 1 : 0)));
  }

  private async filter(
    ordered: Promise<string[]>,
    filter: CatalogFilter,
    group: PricingGroup = null,
  ): Promise<CatalogSelection> {
    const [ids, facts, soldOut, withValue, prices] = await Promise.all([
      ordered,
      this.kept(this.facts, 'facts', () => listProductFacts(this.db)),
      filter.inStock === true ? this.soldOutIds() : null,
      filter.option === undefined ? null : listIdsWithOrderableValue(this.db, filter.option),
      group ? this.pricesOf(group) : null,
    ]);
    const inOrder = this.factsInOrder(ids, facts);
    const categoryCounts = new Map<string | null, number>();
    const selected: string[] = [];
    for (let i = 0; i < ids.length; i++) {
      const f = inOrder[i];
      const id = ids[i];
      if (!f || id === undefined || soldOut?.has(id) === true) continue;
      if (withValue && !withValue.has(id)) continue;
      const price = prices === null ? f.price : (prices.get(id) ?? f.price);
      if (filter.minPrice !== undefined && price < filter.minPrice) continue;
      if (filter.maxPrice !== undefined && price > filter.maxPrice) continue;
      categoryCounts.set(f.categoryId, (categoryCounts.get(f.categoryId) ?? 0) + 1);
      if (filter.categoryId === undefined || f.categoryId === filter.categoryId) selected.push(id);
    }
    return { ids: selected, categoryCounts };
  }

  private soldOutIds(): Promise<Set<string>> {
    if (this.soldOut) return this.soldOut.set ? Promise.resolve(this.soldOut.set) : this.soldOut.loading;
    const loading = listSoldOutIds(this.db);
    if (!this.keeping) return loading;
    const kept = { loading, set: null as Set<string> | null };
    this.soldOut = kept;
    loading.then(
      (set) => (kept.set = set),
      () => {
        if (this.soldOut === kept) this.soldOut = null;
      },
    );
    return loading;
  }

  private factsInOrder(ids: readonly string[], facts: Map<string, ProductFacts>): (ProductFacts | undefined)[] {
    const known = this.aligned.get(ids);
    if (known?.facts === facts) return known.list;
    const list = ids.map((id) => facts.get(id));
    this.aligned.set(ids, { facts, list });
    return list;
  }

  /** `load()`, kept under `key` from its start (a change clears a load in flight); a failure is forgotten. */
  private kept<K extends string, V>(cache: LRUCache<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
    const cached = cache.get(key);
    if (cached) return cached;
    const value = load();
    if (!this.keeping) return value;
    cache.set(key, value);
    value.catch(() => {
      if (cache.get(key) === value) cache.delete(key);
    });
    return value;
  }
}
