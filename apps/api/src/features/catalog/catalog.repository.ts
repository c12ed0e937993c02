// Kysely queries for products and their search terms; the only place catalog SQL is built.
import type { Selectable } from 'kysely';
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

export async function listProducts(db: DB, filter: ProductListFilter): Promise<ProductRow[]> {
  let query = filtered(db, filter.words).selectAll('products');
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
  if (filter.limit !== undefined) query = query.limit(filter.limit).offset(filter.offset ?? 0);
  return query.execute();
}

export async function countProducts(db: DB, words: string[]): Promise<number> {
  const row = await filtered(db, words)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findProductById(db: DB, id: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

export type NewProductRow = ProductRow;

/** Inserts products and their search terms (call inside a transaction for atomicity). */
export async function insertProducts(db: DB, rows: NewProductRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('products').values(rows).execute();
  const terms = rows.flatMap((r) => termsForProduct(r.name, r.des).map((term) => ({ term, productId: r.id })));
  // Chunked: SQLite allows at most 32766 bound parameters per statement.
  for (let i = 0; i < terms.length; i += 5000) {
    await db.insertInto('productTerms').values(terms.slice(i, i + 5000)).execute();
  }
}

/** Replaces a product's search terms after its name or description changed. */
export async function reindexProductTerms(db: DB, id: string, name: string, des: string): Promise<void> {
  await db.deleteFrom('productTerms').where('productId', '=', id).execute();
  const terms = termsForProduct(name, des).map((term) => ({ term, productId: id }));
  if (terms.length > 0) await db.insertInto('productTerms').values(terms).execute();
}
