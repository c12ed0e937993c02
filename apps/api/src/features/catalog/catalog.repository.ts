import { type Insertable, type Selectable, sql } from 'kysely';
import type { ProductSort } from '@store/shared/constants';
import type { DB, DialectName } from '../../db/database.ts';
import type { ProductTable } from '../../db/schema.ts';
import { insertVariants, skuTerms } from './variants.repository.ts';

export type ProductRow = Selectable<ProductTable>;

/** Each sort's column and direction, the id breaking ties the same way (relevance needs a search: newest without one). */
const PRODUCT_ORDERS = {
  newest: ['createdAt', 'desc'],
  relevance: ['createdAt', 'desc'],
  'price-asc': ['price', 'asc'],
  'price-desc': ['price', 'desc'],
  name: ['name', 'asc'],
} as const satisfies Record<ProductSort, readonly [string, 'asc' | 'desc']>;

/** The published products' ids in the sort's order (an unpublished one is in no list, search or count). */
export async function listProductIds(db: DB, sort: ProductSort): Promise<string[]> {
  const [column, direction] = PRODUCT_ORDERS[sort];
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('published', '=', 1)
    .orderBy(column, direction)
    .orderBy('id', direction)
    .execute();
  return rows.map((r) => r.id);
}

/** What the filters and facets read of a product (whether it is in stock: listSoldOutIds). */
export interface ProductFacts {
  categoryId: string | null;
  price: number;
}

const FACTS_CHUNK = 5000;

// NOTE: read in chunks: 100,000 rows in one query lived long enough to reach the old generation (68 MB
// resident at start); a chunk's rows die young. Category ids are shared strings, not one per product.
// Published products only: a filtered list, its facets and its counts never see an unpublished one.
export async function listProductFacts(db: DB): Promise<Map<string, ProductFacts>> {
  const facts = new Map<string, ProductFacts>();
  const categoryIds = new Map<string, string>();
  let after: string | null = null;
  for (;;) {
    let query = db
      .selectFrom('products')
      .select(['id', 'categoryId', 'price'])
      .where('published', '=', 1)
      .orderBy('id')
      .limit(FACTS_CHUNK);
    if (after !== null) query = query.where('id', '>', after);
    const rows = await query.execute();
    for (const r of rows) {
      if (r.categoryId !== null) {
        const shared = categoryIds.get(r.categoryId);
        if (shared === undefined) categoryIds.set(r.categoryId, r.categoryId);
        else r.categoryId = shared;
      }
      facts.set(r.id, { categoryId: r.categoryId, price: Number(r.price) });
    }
    const last = rows.at(-1);
    if (!last || rows.length < FACTS_CHUNK) return facts;
    after = last.id;
  }
}

/** A variant as a group's card price needs it (poisha). */
export interface VariantPriceRow {
  id: string;
  productId: string;
  price: number;
  minQuantity: number;
}

/** Every variant's price and minimum order, in chunks by id (a group's card prices read them all). */
export async function* listVariantPrices(db: DB): AsyncGenerator<VariantPriceRow[]> {
  let after: string | null = null;
  for (;;) {
    let query = db
      .selectFrom('productVariants')
      .select(['id', 'productId', 'price', 'minQuantity'])
      .orderBy('id')
      .limit(FACTS_CHUNK);
    if (after !== null) query = query.where('id', '>', after);
    const rows = await query.execute();
    if (rows.length > 0) yield rows.map((r) => ({ ...r, price: Number(r.price), minQuantity: Number(r.minQuantity) }));
    const last = rows.at(-1);
    if (!last || rows.length < FACTS_CHUNK) return;
    after = last.id;
  }
}

/** A variant of product `p` can be ordered now. */
const orderableVariant = sql<boolean>`exists (select 1 from product_variants w
  where w.product_id = p.id and w.stock >= w.min_quantity)`;

/** The products none of whose variants can be ordered now (from the partial index of variants below their minimum). */
export async function listSoldOutIds(db: DB): Promise<Set<string>> {
  const { rows } = await sql<{ id: string }>`select distinct p.id from product_variants v
    join products p on p.id = v.product_id
    where v.stock < v.min_quantity and not ${orderableVariant}`.execute(db);
  return new Set(rows.map((r) => r.id));
}

/** Whether each product is sold out now (a product that is gone counts as sold out). */
export async function findSoldOutFlags(db: DB, ids: readonly string[]): Promise<Map<string, boolean>> {
  const flags = new Map(ids.map((id) => [id, true]));
  if (ids.length === 0) return flags;
  const rows = await db
    .selectFrom('products as p')
    .select(['p.id', orderableVariant.as('orderable')])
    .where('p.id', 'in', [...flags.keys()])
    .execute();
  for (const r of rows) flags.set(r.id, !r.orderable);
  return flags;
}

/** Products with a variant of this value (any option, any case) that can be ordered now. */
export async function listIdsWithOrderableValue(db: DB, value: string): Promise<Set<string>> {
  const v = value.toLowerCase();
  const rows = await db
    .selectFrom('productVariants')
    .select('productId')
    .distinct()
    .where(sql<boolean>`stock >= min_quantity`)
    .where((eb) =>
      eb.or([eb(sql`lower(option1)`, '=', v), eb(sql`lower(option2)`, '=', v), eb(sql`lower(option3)`, '=', v)]),
    )
    .execute();
  return new Set(rows.map((r) => r.productId));
}

/** How many words of the product's name (`p`) come before the word's first place in it (many: none). */
function wordsBefore(dialect: DialectName, word: string) {
  const at =
    dialect === 'sqlite' ? sql<number>`instr(lower(p.name), ${word})` : sql<number>`strpos(lower(p.name), ${word})`;
  const head = sql`substr(lower(p.name), 1, ${at})`;
  return sql`case when ${at} = 0 then 1000000 else length(${head}) - length(replace(${head}, ' ', '')) end`;
}

/**
 * Ids of the products with, for every word, a word starting with it, best first: names with every
 * word, then the first word nearer the name's start ("cha": Chainring before Relief Channel), then the
 * engine's rank, then newest. `words` come from wordsOf(): letters and digits only, no query syntax.
 * Published products only.
 */
export async function searchProductIds(db: DB, dialect: DialectName, words: string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const before = wordsBefore(dialect, words[0] ?? '');
  if (dialect === 'sqlite') {
    const all = words.map((w) => `"${w}"*`).join(' ');
    const { rows } = await sql<{ id: string }>`
      select r.product_id as id
      from product_search s
      join product_search_rows r on r.rowid = s.rowid
      join products p on p.id = r.product_id
      where product_search match ${all} and p.published = 1
      order by (s.rowid in (select rowid from product_search where product_search match ${`name : (${all})`})) desc,
        ${before},
        bm25(product_search, 10.0, 1.0), p.created_at desc, p.id desc`.execute(db);
    return rows.map((r) => r.id);
  }
  const all = words.map((w) => `${w}:*`).join(' & ');
  const inName = words.map((w) => `${w}:*A`).join(' & ');
  const { rows } = await sql<{ id: string }>`
    select s.product_id as id
    from product_search s
    join products p on p.id = s.product_id
    where s.document @@ to_tsquery('simple', ${all}) and p.published = 1
    order by (s.document @@ to_tsquery('simple', ${inName})) desc,
      ${before},
      ts_rank(s.document, to_tsquery('simple', ${all})) desc, p.created_at desc, p.id desc`.execute(db);
  return rows.map((r) => r.id);
}

/** Chunks of ids per `in (…)` (SQLite allows at most 32766 bound parameters per statement). */
const ID_CHUNK = 5000;

export async function findProductsByIds(db: DB, ids: string[]): Promise<ProductRow[]> {
  const rows: ProductRow[] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    rows.push(
      ...(await db
        .selectFrom('products')
        .selectAll()
        .where('id', 'in', ids.slice(i, i + ID_CHUNK))
        .execute()),
    );
  }
  return rows;
}

/** Every product, published or not, newest first (Manage Products). */
export async function listAllProducts(db: DB): Promise<ProductRow[]> {
  return db.selectFrom('products').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

export async function findProductById(db: DB, id: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Each product's shipping weight as its summary gives it: the lowest-priced variant's, the first by
 * position on a tie, as writeSummary() picks the price. Read, not kept on the product row: only variants
 * hold a weight, and the cheapest is one lookup of the variants' (product_id, position) index.
 */
export async function findSummaryWeights(db: DB, ids: readonly string[]): Promise<Map<string, number>> {
  const weights = new Map<string, number>();
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const rows = await db
      .selectFrom('products')
      .select([
        'id',
        sql<number>`coalesce((select v.weight_grams from product_variants v
          where v.product_id = products.id order by v.price, v.position limit 1), 0)`.as('weightGrams'),
      ])
      .where('id', 'in', ids.slice(i, i + ID_CHUNK))
      .execute();
    for (const r of rows) weights.set(r.id, Number(r.weightGrams));
  }
  return weights;
}

/** A new product's row; `weightGrams` is its one variant's (0 without). */
export type NewProductRow = Insertable<ProductTable> & { weightGrams?: number };

/** New products, each with one variant (the product's id, price, stock, minimum, SKU and weight): call in a transaction. */
export async function insertProducts(db: DB, rows: NewProductRow[]): Promise<void> {
  // SQLite allows at most 32766 bound parameters per statement.
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('products')
      .values(
        rows.slice(i, i + 1000).map(({ weightGrams: _weight, ...p }) => ({
          ...p,
          // Every row names every column: in one statement a missing key is NULL on SQLite, not the default.
          options: p.options ?? '[]',
          variantTerms: p.variantTerms ?? [...new Set(skuTerms(p.sku))].join(' '),
          vatRate: p.vatRate ?? '15',
          published: p.published ?? 1,
        })),
      )
      .execute();
  }
  await insertVariants(
    db,
    rows.map((p) => ({
      id: p.id,
      productId: p.id,
      position: 0,
      sku: p.sku ?? null,
      price: p.price,
      stock: p.stock,
      minQuantity: p.minQuantity,
      weightGrams: p.weightGrams ?? 0,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
    })),
  );
}

export type ProductChanges = Partial<Omit<ProductRow, 'id' | 'createdAt'>> & { updatedAt: string };

/** A quantity sent without the other is checked against the stored one in the same statement. */
export async function updateProductRow(db: DB, id: string, changes: ProductChanges): Promise<ProductRow | undefined> {
  let query = db.updateTable('products').set(changes).where('id', '=', id);
  if (changes.minQuantity !== undefined && changes.stock === undefined) {
    query = query.where('stock', '>=', changes.minQuantity);
  }
  if (changes.stock !== undefined && changes.minQuantity === undefined) {
    query = query.where('minQuantity', '<=', changes.stock);
  }
  return query.returningAll().executeTakeFirst();
}

export async function deleteProductRow(db: DB, id: string): Promise<number> {
  const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
