// An in-process read model of the catalog's orderings: the ordered ids for each sort, and for
// recent searches. Paging, counting and searching 100,000 products then costs a slice of an
// array and a fetch of the page's rows by id, instead of a sort or a COUNT(*) per request.
//
// Entries are tagged with catalog_state.version, which every product insert, update and delete
// bumps in the same transaction as the change. Every read asks for the version first (one row by
// its key), so a write shows in every instance as soon as it commits: a reader sees the new version
// exactly when it can see the new rows. Rows are always read fresh, so stock (which moves with
// every order, without reordering anything) is never stale.
// buildApp creates one read model per app (app.state.catalog); nothing is kept at module level.
import type { ProductSort } from '@store/shared/constants';
import type { DB } from '../../db/database.ts';
import {
  findProductsByIds,
  listProductIds,
  productIdsWithTermPrefix,
  type ProductRow,
  readCatalogVersion,
} from './catalog.repository.ts';

const MAX_SEARCHES = 500;

interface Ordering {
  version: number;
  ids: Promise<string[]>;
}

export interface CatalogPage {
  rows: ProductRow[];
  total: number;
}

export class CatalogReadModel {
  private readonly orderings = new Map<ProductSort, Ordering>();
  /** Recent searches, oldest first (a Map keeps insertion order: an LRU). */
  private readonly searches = new Map<string, Ordering>();

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

  /** Ids of the products matching every word (prefix match), in the sort's order, as of now. */
  private async orderedIds(sort: ProductSort, words: string[]): Promise<string[]> {
    const version = await readCatalogVersion(this.db);
    const all = this.ordering(sort, version);
    if (words.length === 0) return all;
    const key = `${sort}\u0000${words.join('\u0000')}`;
    const cached = this.searches.get(key);
    if (cached && cached.version === version) {
      this.searches.delete(key);
      this.searches.set(key, cached);
      return cached.ids;
    }
    const ids = this.search(all, words);
    this.remember(key, { version, ids });
    return ids;
  }

  private ordering(sort: ProductSort, version: number): Promise<string[]> {
    const cached = this.orderings.get(sort);
    if (cached && cached.version === version) return cached.ids;
    const ids = listProductIds(this.db, sort);
    const entry = { version, ids };
    this.orderings.set(sort, entry);
    // A failed load must not stay cached.
    ids.catch(() => {
      if (this.orderings.get(sort) === entry) this.orderings.delete(sort);
    });
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

  private remember(key: string, entry: Ordering): void {
    this.searches.set(key, entry);
    entry.ids.catch(() => {
      if (this.searches.get(key) === entry) this.searches.delete(key);
    });
    if (this.searches.size > MAX_SEARCHES) {
      const oldest = this.searches.keys().next().value;
      if (oldest !== undefined) this.searches.delete(oldest);
    }
  }
}
