// Catalog rules: listing, search and lookup, in the API's shape (price in taka).
import { poishaToTaka } from '@store/shared/money';
import type { Product, ProductListQuery } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { isId } from '../../lib/ids.ts';
import { API_ERROR } from '@store/shared/messages';
import type { CatalogReadModel } from './catalog-read-model.ts';
import { findProductById, listProducts, type ProductRow } from './catalog.repository.ts';
import { wordsOf } from './search-terms.ts';

export function toProductDto(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    img: row.img,
    des: row.description,
    minQuantity: row.minQuantity,
    maxQuantity: row.stock,
    price: poishaToTaka(row.price),
  };
}

export interface ProductPage {
  items: Product[];
  /** Set when the caller asked for a page (`limit`). */
  total?: number;
}

export async function browseProducts(
  db: DB,
  readModel: CatalogReadModel,
  query: ProductListQuery,
): Promise<ProductPage> {
  const words = wordsOf(query.q ?? '').slice(0, 8);
  const sort = query.sort ?? 'newest';
  if (query.limit === undefined) {
    const rows = await listProducts(db, { words, sort });
    return { items: rows.map(toProductDto) };
  }
  const offset = ((query.page ?? 1) - 1) * query.limit;
  const { rows, total } = await readModel.page({ sort, words, limit: query.limit, offset });
  return { items: rows.map(toProductDto), total };
}

export async function getProduct(db: DB, id: string): Promise<Product> {
  const row = isId(id) ? await findProductById(db, id) : undefined;
  if (!row) throw notFound(API_ERROR.productNotFound);
  return toProductDto(row);
}
