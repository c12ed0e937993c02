// The catalogue read in one go and written in batches, for the CSV export, the import and the bulk edits.
// NOTE: batched writes are UPDATE … FROM (VALUES …): both engines name a VALUES list's columns column1,
// column2…, and PostgreSQL needs each cell cast (a bound parameter in VALUES is text to it).
import { type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/database.ts';

/** A variant as the spreadsheet and the bulk edits read it. */
const VARIANT_COLUMNS = [
  'id',
  'productId',
  'position',
  'option1',
  'option2',
  'option3',
  'sku',
  'price',
  'stock',
  'minQuantity',
  'weightGrams',
] as const;

export interface CatalogProduct {
  id: string;
  name: string;
  categoryId: string | null;
  vatRate: string;
  img: string;
  description: string;
  /** Whether buyers and visitors see it (decision 243). */
  published: boolean;
}

export interface CatalogVariant {
  id: string;
  productId: string;
  position: number;
  option1: string | null;
  option2: string | null;
  option3: string | null;
  sku: string | null;
  price: number;
  stock: number;
  minQuantity: number;
  weightGrams: number;
}

export interface CatalogCategory {
  id: string;
  name: string;
}

/** Everything the CSV holds, products oldest first and their variants in order. */
export interface CatalogSnapshot {
  products: CatalogProduct[];
  variants: CatalogVariant[];
  categories: CatalogCategory[];
}

/** Three reads, whatever the catalogue's size (the CSV's rows come from these). */
export async function readCatalog(db: DB): Promise<CatalogSnapshot> {
  const productRows = await db
    .selectFrom('products')
    .select(['id', 'name', 'categoryId', 'vatRate', 'img', 'description', 'published'])
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const products = productRows.map((p) => ({ ...p, published: Number(p.published) === 1 }));
  const variants = await db
    .selectFrom('productVariants')
    .select(VARIANT_COLUMNS)
    .orderBy('productId')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const categories = await db.selectFrom('categories').select(['id', 'name']).orderBy('position').execute();
  return {
    products,
    // PostgreSQL answers bigint as text.
    variants: variants.map((v) => ({
      ...v,
      price: Number(v.price),
      stock: Number(v.stock),
      minQuantity: Number(v.minQuantity),
      weightGrams: Number(v.weightGrams),
    })),
    categories,
  };
}

type CellType = 'text' | 'bigint' | 'integer';
type Cell = string | number | null;

/** Rows per statement: 13 columns at most, well under SQLite's 32766 bound parameters. */
const BATCH = 1000;

/**
 * `update <table> as t set <set> from (values …) as d where t.id = d.column1 [and <also>]`, in batches;
 * each row's first cell is the id. Answers how many rows matched: fewer than sent means a condition failed.
 */
export async function updateFromValues(
  db: DB,
  table: 'products' | 'product_variants',
  types: readonly CellType[],
  rows: readonly (readonly Cell[])[],
  set: string,
  also = '',
): Promise<number> {
  let matched = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const values = rows
      .slice(i, i + BATCH)
      .map((row) => sql`(${sql.join(row.map((cell, j) => sql`cast(${cell} as ${sql.raw(types[j] ?? 'text')})`))})`);
    const where = also === '' ? '' : ` and ${also}`;
    const result = await sql`update ${sql.raw(table)} as t set ${sql.raw(set)}
      from (values ${sql.join(values)}) as d where t.id = d.column1${sql.raw(where)}`.execute(db);
    matched += Number(result.numAffectedRows ?? 0n);
  }
  return matched;
}

/** Lets go of these variants' SKUs first: two variants trading SKUs would meet the unique index halfway. */
export async function clearSkus(db: DB, variantIds: readonly string[]): Promise<void> {
  for (let i = 0; i < variantIds.length; i += BATCH) {
    await db
      .updateTable('productVariants')
      .set({ sku: null })
      .where('id', 'in', variantIds.slice(i, i + BATCH))
      .execute();
  }
}

const cheapest = (column: string): RawBuilder<unknown> =>
  sql.raw(`(select v.${column} from product_variants v where v.product_id = products.id
    order by v.price, v.position limit 1)`);

/**
 * Rewrites these products' summary of their variants as writeSummary() does (the cheapest variant's price,
 * minimum order, and SKU when it is the only one), in batches; the stock sum is kept by its own deltas.
 */
export async function rewritePriceSummaries(db: DB, productIds: readonly string[], at: string): Promise<void> {
  for (let i = 0; i < productIds.length; i += BATCH) {
    await db
      .updateTable('products')
      .set({
        price: sql<number>`${cheapest('price')}`,
        minQuantity: sql<number>`${cheapest('min_quantity')}`,
        sku: sql<string | null>`case when (select count(*) from product_variants v
          where v.product_id = products.id) = 1 then ${cheapest('sku')} else null end`,
        updatedAt: at,
      })
      .where('id', 'in', productIds.slice(i, i + BATCH))
      .execute();
  }
}

/** Each product's summary stock moved by the sum of its variants' corrections. */
export async function addToSummaryStock(db: DB, deltas: ReadonlyMap<string, number>): Promise<void> {
  const rows = [...deltas].filter(([, delta]) => delta !== 0).sort(([a], [b]) => (a < b ? -1 : 1));
  await updateFromValues(db, 'products', ['text', 'integer'], rows, 'stock = t.stock + d.column2');
}

export async function setCategoryOf(db: DB, productIds: readonly string[], categoryId: string | null, at: string) {
  let matched = 0;
  for (let i = 0; i < productIds.length; i += BATCH) {
    const result = await db
      .updateTable('products')
      .set({ categoryId, updatedAt: at })
      .where('id', 'in', productIds.slice(i, i + BATCH))
      .executeTakeFirst();
    matched += Number(result.numUpdatedRows);
  }
  return matched;
}

export async function categoryExists(db: DB, id: string): Promise<boolean> {
  return (await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The variants of these products (a bulk price change reads only those). */
export async function findVariantsOf(db: DB, productIds: readonly string[]): Promise<CatalogVariant[]> {
  const found: CatalogVariant[] = [];
  for (let i = 0; i < productIds.length; i += BATCH) {
    const rows = await db
      .selectFrom('productVariants')
      .select(VARIANT_COLUMNS)
      .where('productId', 'in', productIds.slice(i, i + BATCH))
      .orderBy('id')
      .execute();
    found.push(
      ...rows.map((v) => ({
        ...v,
        price: Number(v.price),
        stock: Number(v.stock),
        minQuantity: Number(v.minQuantity),
        weightGrams: Number(v.weightGrams),
      })),
    );
  }
  return found;
}

/** What a bulk edit reads of each product: its name (for a message), category and whether it is published. */
export interface ProductState {
  name: string;
  categoryId: string | null;
  published: boolean;
}

export async function findProductStates(db: DB, ids: readonly string[]): Promise<Map<string, ProductState>> {
  const states = new Map<string, ProductState>();
  for (let i = 0; i < ids.length; i += BATCH) {
    const rows = await db
      .selectFrom('products')
      .select(['id', 'name', 'categoryId', 'published'])
      .where('id', 'in', ids.slice(i, i + BATCH))
      .execute();
    for (const r of rows) {
      states.set(r.id, { name: r.name, categoryId: r.categoryId, published: Number(r.published) === 1 });
    }
  }
  return states;
}

/** Publishes or unpublishes these products (decision 243). */
export async function setPublishedOf(db: DB, productIds: readonly string[], published: boolean, at: string) {
  for (let i = 0; i < productIds.length; i += BATCH) {
    await db
      .updateTable('products')
      .set({ published: published ? 1 : 0, updatedAt: at })
      .where('id', 'in', productIds.slice(i, i + BATCH))
      .execute();
  }
}

/** Each of these variants' SKU now (a variant that is gone is left out). */
export async function findSkusOf(db: DB, variantIds: readonly string[]): Promise<Map<string, string | null>> {
  const skus = new Map<string, string | null>();
  for (let i = 0; i < variantIds.length; i += BATCH) {
    const rows = await db
      .selectFrom('productVariants')
      .select(['id', 'sku'])
      .where('id', 'in', variantIds.slice(i, i + BATCH))
      .execute();
    for (const r of rows) skus.set(r.id, r.sku);
  }
  return skus;
}

/** What a product's search terms are made of: its variants' option values and SKUs, in order. */
export async function findTermSources(db: DB, productIds: readonly string[]) {
  return db
    .selectFrom('productVariants')
    .select(['productId', 'option1', 'option2', 'option3', 'sku'])
    .where('productId', 'in', [...productIds])
    .orderBy('productId')
    .orderBy('position')
    .execute();
}
