// An in-process read model of the catalog's orderings: the ordered ids for each sort, and for
// recent searches. Paging, counting and searching 100,000 products then costs a slice of an
// array and a fetch of the page's rows by id, instead of a sort or a COUNT(*) per request.
//
// Entries are tagged with catalog_state.version, which every product insert, update and delete
// bumps in its own transaction; a read of it (at most every 250 ms, and at once after this
// process wrote) tells whether they are current, so every instance sees a change within 250 ms. Rows are always read fresh, so
// stock (which moves with every order, without reordering anything) is never stale.
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
/** How long a read of catalog_state.version is trusted when this process has not written since. */
const VERSION_TTL_MS = 250;

let writtenSinceRead = 0;
/** Called on every catalog write in this process, so that its own changes show at once. */
export function noteCatalogWrite(): void {
  writtenSinceRead += 1;
}

interface Ordering {
  version: number;
  ids: Promise<string[]>;
}

class CatalogReadModel {
  private readonly orderings = new Map<ProductSort, Ordering>();
  /** Recent searches, oldest first (a Map keeps insertion order: an LRU). */
  private readonly searches = new Map<string, Ordering>();

  private version = { value: 0, readAt: -Infinity, writes: -1 };

  constructor(private readonly db: DB) {}

  /**
   * The catalog version, read again when this process wrote since, or after VERSION_TTL_MS
   * (another instance's write shows within that time).
   */
  private async currentVersion(): Promise<number> {
    const now = performance.now();
    if (this.version.writes === writtenSinceRead && now - this.version.readAt < VERSION_TTL_MS) return this.version.value;
    const writes = writtenSinceRead;
    const value = await readCatalogVersion(this.db);
    this.version = { value, readAt: now, writes };
    return value;
  }

  /** Ids of the products matching every word (prefix match), in the sort's order. */
  async orderedIds(sort: ProductSort, words: string[]): Promise<string[]> {
    const version = await this.currentVersion();
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

const models = new WeakMap<DB, CatalogReadModel>();

function modelFor(db: DB): CatalogReadModel {
  let model = models.get(db);
  if (!model) {
    model = new CatalogReadModel(db);
    models.set(db, model);
  }
  return model;
}

export interface CatalogPage {
  rows: ProductRow[];
  total: number;
}

/** One page of products matching `words` in the given order, with the total number of matches. */
export async function readCatalogPage(
  db: DB,
  query: { sort: ProductSort; words: string[]; limit: number; offset: number },
): Promise<CatalogPage> {
  const ids = await modelFor(db).orderedIds(query.sort, query.words);
  const pageIds = ids.slice(query.offset, query.offset + query.limit);
  const rows = await findProductsByIds(db, pageIds);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    rows: pageIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    }),
    total: ids.length,
  };
}
