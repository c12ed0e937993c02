import { poishaToTaka, takaToPoisha } from '@store/shared/money';
import { type Product, type ProductDetail, type ProductListQuery, toVatRate } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { isId } from '../../lib/ids.ts';
import { API_ERROR } from '@store/shared/messages';
import { type Answer, type AnswerCache, IN_STOCK_TAG } from './answer-cache.ts';
import { type CatalogFilter, type CatalogReadModel, hasFilter, listKey } from './catalog-read-model.ts';
import { findProductById, findSummaryWeights, listAllProducts, type ProductRow } from './catalog.repository.ts';
import { findCategoryById } from './categories.repository.ts';
import { wordsOf } from './search-terms.ts';
import { productPageParts } from './product-page.service.ts';
import { optionsOf, variantsOf } from './variants.service.ts';
import type { PricingGroup } from '../pricing/index.ts';
import { pricedCards } from './catalog-prices.ts';
import { NO_SALES, type RunningSales, type SaleBook } from './sale-book.ts';

/** The spec's product; `weightGrams` is the summary's (findSummaryWeights), 0 when not given. */
export function toProductDto(row: ProductRow, weightGrams = 0): Product {
  return {
    _id: row.id,
    name: row.name,
    img: row.img,
    des: row.description,
    minQuantity: row.minQuantity,
    maxQuantity: row.stock,
    price: poishaToTaka(row.price),
    rating: ratingOf(row.ratingCount, row.ratingTotal),
    options: optionsOf(row.options),
    weightGrams,
    vatRate: toVatRate(row.vatRate),
  };
}

/** The cards' average (one decimal) and count of shown product reviews, kept on the product row. */
export function ratingOf(count: number, total: number): { average: number; count: number } {
  const n = Number(count);
  return { average: n > 0 ? Math.round((Number(total) / n) * 10) / 10 : 0, count: n };
}

/** The product's row; "Product not found" (404) for an unknown id or one that is not an id at all. */
export async function existingProduct(db: DB, id: string): Promise<ProductRow> {
  const row = isId(id) ? await findProductById(db, id) : undefined;
  if (!row) throw notFound(API_ERROR.productNotFound);
  return row;
}

/** Whether buyers and visitors see the product (decision 243). */
export const isPublished = (row: Pick<ProductRow, 'published'>): boolean => Number(row.published) === 1;

/** A product as a buyer or visitor may read it: an unpublished one is "Product not found" (404) as if it were gone. */
export async function publishedProduct(db: DB, id: string): Promise<ProductRow> {
  const row = await existingProduct(db, id);
  if (!isPublished(row)) throw notFound(API_ERROR.productNotFound);
  return row;
}

/** Manage Products: every product, published or hidden, newest first, each with `published`. */
export async function listProductsForStaff(db: DB): Promise<Product[]> {
  const rows = await listAllProducts(db);
  const weights = await findSummaryWeights(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...toProductDto(row, weights.get(row.id)), published: isPublished(row) }));
}

/** A list query as the cache and the read model see it: words as the search reads them, prices in poisha. */
function normalize(query: ProductListQuery) {
  const words = wordsOf(query.q ?? '').slice(0, 8);
  return {
    words,
    // A search is ranked unless another order is asked for.
    sort: query.sort ?? (words.length > 0 ? 'relevance' : 'newest'),
    filter: {
      categoryId: query.category === undefined || query.category === '' ? undefined : query.category,
      minPrice: query.minPrice === undefined ? undefined : takaToPoisha(query.minPrice),
      maxPrice: query.maxPrice === undefined ? undefined : takaToPoisha(query.maxPrice),
      inStock: query.inStock === 'true' ? true : undefined,
      option: query.option === undefined || query.option === '' ? undefined : query.option.toLowerCase(),
    } satisfies CatalogFilter,
    facets: query.facets === 'category',
    ...(query.limit === undefined ? {} : { limit: query.limit, page: query.page ?? 1 }),
  };
}

type NormalizedListQuery = ReturnType<typeof normalize>;

/** The list's page of products, how many match, and each category's count of matches. */
async function browse(readModel: CatalogReadModel, query: NormalizedListQuery, group: PricingGroup) {
  const { words, sort, filter, limit } = query;
  const [selection, categories] = await Promise.all([
    hasFilter(filter) || query.facets
      ? readModel.select(sort, words, filter, group)
      : readModel
          .orderedIds(sort, words, group)
          .then((ids) => ({ ids, categoryCounts: new Map<string | null, number>() })),
    query.facets ? readModel.categoryList() : [],
  ]);
  const offset = limit === undefined ? 0 : ((query.page ?? 1) - 1) * limit;
  const ids = limit === undefined ? selection.ids : selection.ids.slice(offset, offset + limit);
  const [rows, weights] = await Promise.all([readModel.rowsOf(ids), readModel.summaryWeightsOf(ids)]);
  return {
    categoryOf: new Map(rows.map((row) => [row.id, row.categoryId])),
    items: rows.map((row) => toProductDto(row, weights.get(row.id))),
    total: selection.ids.length,
    facets: {
      category: categories.map((c) => ({ _id: c.id, name: c.name, count: selection.categoryCounts.get(c.id) ?? 0 })),
    },
  };
}

/**
 * One product priced for `group` (null: retail, as every public page shows it), after the `sales` running for it
 * (the admin's reads pass none: the owner edits the prices before any sale). `reader` 'public': an unpublished
 * product is not found; 'staff': any product, with whether it is published.
 */
export async function getProduct(
  db: DB,
  id: string,
  group: PricingGroup = null,
  sales: RunningSales = NO_SALES,
  reader: 'public' | 'staff' = 'staff',
): Promise<ProductDetail> {
  const row = reader === 'public' ? await publishedProduct(db, id) : await existingProduct(db, id);
  const [parts, category, variants, weights] = await Promise.all([
    productPageParts(db, row),
    row.categoryId === null ? undefined : findCategoryById(db, row.categoryId),
    variantsOf(db, row.id, group, (variantId) => sales.of(variantId, row.id, row.categoryId)),
    findSummaryWeights(db, [row.id]),
  ]);
  const product = toProductDto(row, weights.get(row.id));
  // A group's product price, or one on sale, is its cheapest variant's as the buyer pays it (a retail summary
  // already is the cheapest before any sale); a sale's price before and end come with it.
  const cheapest = variants.reduce<(typeof variants)[number] | undefined>(
    (best, v) => (best === undefined || v.price < best.price ? v : best),
    undefined,
  );
  const repriced = cheapest && (group || variants.some((v) => v.compareAtPrice !== undefined));
  return {
    ...product,
    ...(repriced && {
      price: cheapest.price,
      ...(cheapest.compareAtPrice !== undefined && {
        compareAtPrice: cheapest.compareAtPrice,
        saleEndsAt: cheapest.saleEndsAt ?? null,
      }),
    }),
    ...parts,
    category: category ? { _id: category.id, name: category.name } : null,
    variants,
    ...(reader === 'staff' && { published: isPublished(row) }),
  };
}

/**
 * A list answer from the answer cache, keyed by the normalized query (`q=Chain` and `q=chain ` share
 * one entry). With `facets` the answer is `{ items, total, facets }`; without, the spec's plain array.
 */
export function cachedProductList(
  readModel: CatalogReadModel,
  answers: AnswerCache,
  query: ProductListQuery,
  url: string,
  priced: { db: DB; group: PricingGroup; sales: SaleBook } | null = null,
): Promise<Answer> | Answer {
  const normalized = normalize(query);
  const { words, sort, filter } = normalized;
  const group = priced?.group ?? null;
  const key = [
    'list',
    listKey(sort, words, filter),
    normalized.facets ? 'facets' : '',
    normalized.limit ?? '',
    normalized.page ?? '',
    ...groupKey(group),
  ].join('\u0000');
  const answer = async () => {
    const [{ categoryOf, ...browsed }, sales] = await Promise.all([
      browse(readModel, normalized, group),
      priced ? priced.sales.running(group) : NO_SALES,
    ]);
    const page = priced
      ? {
          ...browsed,
          items: await pricedCards(priced.db, browsed.items, (id) => categoryOf.get(id) ?? null, group, sales),
        }
      : browsed;
    const tags = page.items.map((item) => item._id);
    if (filter.inStock === true) tags.push(IN_STOCK_TAG);
    return {
      body: JSON.stringify(normalized.facets ? page : page.items),
      ...(normalized.limit === undefined ? {} : { total: page.total }),
      tags,
    };
  };
  // A list by option value is not kept: a variant may cross its minimum without its product crossing (decision 220).
  if (filter.option !== undefined) return answers.get(key, answer, false);
  // The URL hook serves visitors only; a group's answer is never found by URL.
  if (!group) answers.rememberUrl(url, key);
  return answers.get(key, answer);
}

/** A group's answers are kept under keys of their own, so that no answer crosses from one group to another. */
const groupKey = (group: PricingGroup): string[] => (group ? [`group:${group.id}`] : []);

/** One product's answer from the answer cache (an unknown id is a 404, never cached). */
export function cachedProduct(
  db: DB,
  answers: AnswerCache,
  id: string,
  url: string,
  group: PricingGroup = null,
  sales: SaleBook | null = null,
): Promise<Answer> | Answer {
  if (!isId(id)) throw notFound(API_ERROR.productNotFound);
  const key = ['product', id, ...groupKey(group)].join('\u0000');
  if (!group) answers.rememberUrl(url, key);
  return answers.get(key, async () => {
    const running = sales ? await sales.running(group) : NO_SALES;
    return { body: JSON.stringify(await getProduct(db, id, group, running, 'public')), tags: [id] };
  });
}
