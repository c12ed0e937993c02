// Kysely queries for products and their search terms; the only place catalog SQL is built.
import type { Insertable, Selectable } from 'kysely';
import type { ProductSort } from '@store/shared/constants';
import type { DB } from '../../db/database.ts';
import type { ProductTable } from '../../db/schema.ts';
import { prefixUpperBound, termsForProduct } from './search-terms.ts';

export type ProductRow = Selectable<ProductTable>;

export interface ProductListFilter {
  /** Search words; a product matches when each word is a prefix of one of its words. */
  words: string[];
  sort: ProductSort;
  limit?: number;
  offset?: number;
}

function filtered(db: DB, words: string[]) {
  let query = db.selectFrom('products');
  for (const word of words) {
    query = query.where('products.id', 'in', (eb) =>
      eb
        .selectFrom('productTerms')
        .select('productTerms.productId')
        .where('productTerms.term', '>=', word)
        .where('productTerms.term', '<', prefixUpperBound(word)),
    );
  }
  return query;
}

function listProductsQuery(db: DB, filter: ProductListFilter) {
  let query = filtered(db, filter.words);
  switch (filter.sort) {
    case 'newest':
      query = query.orderBy('products.createdAt', 'desc').orderBy('products.id', 'desc');
      break;
    case 'price-asc':
      query = query.orderBy('products.price', 'asc').orderBy('products.id', 'asc');
      break;
    case 'price-desc':
      query = query.orderBy('products.price', 'desc').orderBy('products.id', 'desc');
      break;
    case 'name':
      query = query.orderBy('products.name', 'asc').orderBy('products.id', 'asc');
      break;
  }
  return query;
}

export async function listProducts(db: DB, filter: ProductListFilter): Promise<ProductRow[]> {
  let query = listProductsQuery(db, filter).selectAll('products');
  if (filter.limit !== undefined) query = query.limit(filter.limit).offset(filter.offset ?? 0);
  return query.execute();
}

// ---- Orderings (read by catalog-read-model.ts) ----

/** Every product id in the given order (the read model caches this list). */
export async function listProductIds(db: DB, sort: ProductSort): Promise<string[]> {
  const rows = await listProductsQuery(db, { words: [], sort }).select('products.id').execute();
  return rows.map((r) => r.id);
}

/** Ids of products having a word that starts with `prefix`. */
export async function productIdsWithTermPrefix(db: DB, prefix: string): Promise<string[]> {
  const rows = await db
    .selectFrom('productTerms')
    .select('productId')
    .distinct()
    .where('term', '>=', prefix)
    .where('term', '<', prefixUpperBound(prefix))
    .execute();
  return rows.map((r) => r.productId);
}

/** The products with these ids (any order; missing ids are skipped). */
export async function findProductsByIds(db: DB, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
}

export async function findProductById(db: DB, id: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

export type NewProductRow = Insertable<ProductTable>;

/** Inserts products and their search terms (call inside a transaction for atomicity). */
export async function insertProducts(db: DB, rows: NewProductRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('products').values(rows).execute();
  const terms = rows.flatMap((r) => termsForProduct(r.name, r.description).map((term) => ({ term, productId: r.id })));
  // Chunked: SQLite allows at most 32766 bound parameters per statement.
  for (let i = 0; i < terms.length; i += 5000) {
    await db
      .insertInto('productTerms')
      .values(terms.slice(i, i + 5000))
      .execute();
  }
}

/** Replaces a product's search terms after its name or description changed. */
export async function reindexProductTerms(db: DB, id: string, name: string, description: string): Promise<void> {
  await db.deleteFrom('productTerms').where('productId', '=', id).execute();
  const terms = termsForProduct(name, description).map((term) => ({ term, productId: id }));
  if (terms.length > 0) await db.insertInto('productTerms').values(terms).execute();
}

// ---- Admin writes ----

export type ProductChanges = Partial<Omit<ProductRow, 'id' | 'createdAt'>> & { updatedAt: string };

/**
 * Updates one product and returns the new row; undefined when no row matched. A quantity sent
 * without the other is checked against the stored one in the same statement (no read-then-write).
 */
export async function updateProductRow(db: DB, id: string, changes: ProductChanges): Promise<ProductRow | undefined> {
  let query = db.updateTable('products').set(changes).where('id', '=', id);
  if (changes.minQuantity !== undefined && changes.stock === undefined) {
    query = query.where('stock', '>=', changes.minQuantity);
  }
  if (changes.stock !== undefined && changes.minQuantity === undefined) {
    query = query.where('minQuantity', '<=', changes.stock);
  }
  const row = await query.returningAll().executeTakeFirst();
  return row;
}

/** Deletes one product (its search terms go by cascade); returns how many rows went. */
export async function deleteProductRow(db: DB, id: string): Promise<number> {
  const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
