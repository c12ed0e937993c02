// An in-process read model of the catalog's orderings: the ordered ids for each sort, and for
// recent searches. Paging, counting and searching 100,000 products then costs a slice of an
// array and a fetch of the page's rows by id, instead of a sort or a COUNT(*) per request.
//
// It is kept fresh by catalog-freshness.ts (the change log of migration 110): a change that can
// move a product in an ordering (a new or deleted product, a price, a name, a description) drops
// the orderings it can affect, with no query per request. Rows are always read fresh, so stock
// (which moves with every order, without reordering anything) is never stale here; the answers
// built from them are cached by answer-cache.ts.
// buildApp creates one read model per app (app.state.catalog); nothing is kept at module level.
import type { ProductSort } from '@store/shared/constants';
import type { DB } from '../../db/database.ts';
import { type Change, CHANGE } from './answer-cache.ts';
import { findProductsByIds, listProductIds, productIdsWithTermPrefix, type ProductRow } from './catalog.repository.ts';

const MAX_SEARCHES = 500;

export interface CatalogPage {
  rows: ProductRow[];
  total: number;
}

export class CatalogReadModel {
  private readonly orderings = new Map<ProductSort, Promise<string[]>>();
  /** Recent searches, oldest first (a Map keeps insertion order: an LRU). */
  private readonly searches = new Map<string, Promise<string[]>>();
  keeping = true;

  constructor(private readonly db: DB) {}

  /** One page of products matching `words` in the given order, with the total number of matches. */
  async page(query: { sort: ProductSort; words: string[]; limit: number; offset: number }): Promise<CatalogPage> {
    const ids = await this.orderedIds(query.sort, query.words);
    const pageIds = ids.slice(query.offset, query.offset + query.limit);
    const rows = await findProductsByIds(this.db, pageIds);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return {
      rows: pageIds.flatMap((id) => {
        const row = byId.get(id);
        return row ? [row] : [];
      }),
      total: ids.length,
    };
  }

  /** Drops the orderings and searches the changes can affect. */
  changed(changes: readonly Change[]): void {
    let mask = 0;
    for (const change of changes) mask |= change.mask;
    if (mask & CHANGE.membership) this.orderings.clear();
    if (mask & CHANGE.price) {
      this.orderings.delete('price-asc');
      this.orderings.delete('price-desc');
    }
    if (mask & CHANGE.name) this.orderings.delete('name');
    if (mask & (CHANGE.price | CHANGE.name | CHANGE.description | CHANGE.membership)) this.searches.clear();
  }

  flush(): void {
    this.orderings.clear();
    this.searches.clear();
  }

  /** Ids of the products matching every word (prefix match), in the sort's order. */
  private orderedIds(sort: ProductSort, words: string[]): Promise<string[]> {
    const all = this.ordering(sort);
    if (words.length === 0) return all;
    const key = `${sort}\u0000${words.join('\u0000')}`;
    const cached = this.searches.get(key);
    if (cached) {
      this.searches.delete(key);
      this.searches.set(key, cached);
      return cached;
    }
    const ids = this.search(all, words);
    this.remember(this.searches, key, ids);
    if (this.searches.size > MAX_SEARCHES) {
      const oldest = this.searches.keys().next().value;
      if (oldest !== undefined) this.searches.delete(oldest);
    }
    return ids;
  }

  private ordering(sort: ProductSort): Promise<string[]> {
    const cached = this.orderings.get(sort);
    if (cached) return cached;
    const ids = listProductIds(this.db, sort);
    this.remember(this.orderings, sort, ids);
    return ids;
  }

  private async search(all: Promise<string[]>, words: string[]): Promise<string[]> {
    const sets = await Promise.all(words.map(async (w) => new Set(await productIdsWithTermPrefix(this.db, w))));
    sets.sort((a, b) => a.size - b.size);
    const [smallest, ...rest] = sets;
    if (!smallest || smallest.size === 0) return [];
    const matches = rest.length === 0 ? smallest : new Set([...smallest].filter((id) => rest.every((s) => s.has(id))));
    return (await all).filter((id) => matches.has(id));
  }

  /** Keeps a load; a failed one must not stay. */
  private remember<K>(map: Map<K, Promise<string[]>>, key: K, ids: Promise<string[]>): void {
    map.set(key, ids);
    ids.catch(() => {
      if (map.get(key) === ids) map.delete(key);
    });
  }
}
