// Catalog rules: listing, search and lookup, in the API's shape (price in taka).
import { poishaToTaka } from '@store/shared/money';
import type { Product, ProductDetail, ProductListQuery } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { isId } from '../../lib/ids.ts';
import { API_ERROR } from '@store/shared/messages';
import type { Answer, AnswerCache } from './answer-cache.ts';
import type { CatalogReadModel } from './catalog-read-model.ts';
import { findProductById, listProducts, type ProductRow } from './catalog.repository.ts';
import { wordsOf } from './search-terms.ts';
import { productPageParts } from '../product-page/product-page.service.ts';

export function toProductDto(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    img: row.img,
    des: row.description,
    minQuantity: row.minQuantity,
    maxQuantity: row.stock,
    price: poishaToTaka(row.price),
    rating: ratingOf(row.ratingCount, row.ratingTotal),
  };
}

/** The cards' average (one decimal) and count of shown product reviews, kept on the product row. */
export function ratingOf(count: number, total: number): { average: number; count: number } {
  const n = Number(count);
  return { average: n > 0 ? Math.round((Number(total) / n) * 10) / 10 : 0, count: n };
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

/** One product as its page reads it: the card's fields with its SKU, gallery and specification. */
export async function getProduct(db: DB, id: string): Promise<ProductDetail> {
  const row = isId(id) ? await findProductById(db, id) : undefined;
  if (!row) throw notFound(API_ERROR.productNotFound);
  return { ...toProductDto(row), ...(await productPageParts(db, row)) };
}

/**
 * A list answer from the answer cache, keyed by the normalized query (sort, search words, page
 * size, page): `q=Chain` and `q=chain ` share one entry, and `page` counts only with `limit`.
 */
export function cachedProductList(
  db: DB,
  readModel: CatalogReadModel,
  answers: AnswerCache,
  query: ProductListQuery,
  url: string,
): Promise<Answer> | Answer {
  const words = wordsOf(query.q ?? '').slice(0, 8);
  const sort = query.sort ?? 'newest';
  const normalized: ProductListQuery = { sort, q: words.join(' ') };
  if (query.limit !== undefined) {
    normalized.limit = query.limit;
    normalized.page = query.page ?? 1;
  }
  const key = `list\u0000${sort}\u0000${normalized.q ?? ''}\u0000${normalized.limit ?? ''}\u0000${normalized.page ?? ''}`;
  answers.rememberUrl(url, key);
  return answers.get(key, async () => {
    const page = await browseProducts(db, readModel, normalized);
    return {
      body: JSON.stringify(page.items),
      ...(page.total === undefined ? {} : { total: page.total }),
      scope: {
        kind: 'list',
        sort,
        searched: words.length > 0,
        productIds: query.limit === undefined ? 'all' : page.items.map((p) => p._id),
      },
    };
  });
}

/** One product's answer from the answer cache (an unknown id is a 404, never cached). */
export function cachedProduct(db: DB, answers: AnswerCache, id: string, url: string): Promise<Answer> | Answer {
  if (!isId(id)) throw notFound(API_ERROR.productNotFound);
  const key = `product\u0000${id}`;
  answers.rememberUrl(url, key);
  return answers.get(key, async () => ({
    body: JSON.stringify(await getProduct(db, id)),
    scope: { kind: 'product', productId: id },
  }));
}
