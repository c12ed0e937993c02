// A product with options and several variants, and orders whose lines name them, written directly
// (as the variants' save and checkout write them) for the tests of what reads them afterwards.
import { takaToPoisha } from '@store/shared/money';
import { variantTitle } from '@store/shared/schemas';
import type { DB } from '../src/db/database.ts';
import { newId, nowIso } from '../src/lib/ids.ts';
import { createProduct } from './factories.ts';
import { insertDeskOrder, type DeskOrderOverrides } from './order-desk-fixtures.ts';

export interface VariantSpec {
  /** One value per option. */
  values: string[];
  sku?: string | null;
  priceTaka?: number;
  stock?: number;
  minQuantity?: number;
}

export interface TestVariant {
  id: string;
  productId: string;
  productName: string;
  title: string;
  sku: string | null;
  priceTaka: number;
}

/** A product with these options and exactly these variants (its summary row written as the save writes it). */
export async function createProductWithVariants(
  db: DB,
  spec: { name: string; options: { name: string; values: string[] }[]; variants: VariantSpec[] },
): Promise<TestVariant[]> {
  const product = await createProduct(db, { name: spec.name });
  const at = nowIso();
  const rows = spec.variants.map((v, position) => ({
    id: newId(),
    productId: product.id,
    position,
    option1: v.values[0] ?? null,
    option2: v.values[1] ?? null,
    option3: v.values[2] ?? null,
    sku: v.sku ?? null,
    price: takaToPoisha(v.priceTaka ?? 500),
    stock: v.stock ?? 20,
    minQuantity: v.minQuantity ?? 1,
    img: null,
    createdAt: at,
    updatedAt: at,
  }));
  const cheapest = [...rows].sort((a, b) => a.price - b.price)[0];
  if (!cheapest) throw new Error('a product has at least one variant');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('productVariants').where('productId', '=', product.id).execute();
    await trx.insertInto('productVariants').values(rows).execute();
    await trx
      .updateTable('products')
      .set({
        options: JSON.stringify(spec.options),
        price: cheapest.price,
        minQuantity: cheapest.minQuantity,
        sku: null,
        stock: rows.reduce((sum, r) => sum + r.stock, 0),
      })
      .where('id', '=', product.id)
      .execute();
  });
  return rows.map((r, i) => ({
    id: r.id,
    productId: product.id,
    productName: spec.name,
    title: variantTitle(spec.variants[i]?.values ?? []),
    sku: r.sku,
    priceTaka: spec.variants[i]?.priceTaka ?? 500,
  }));
}

/** An order (see insertDeskOrder) whose lines are these variants, with their titles and SKUs copied. */
export async function insertVariantOrder(
  db: DB,
  owner: { id: string; email: string },
  lines: { variant: TestVariant; quantity: number }[],
  overrides: Omit<DeskOrderOverrides, 'lines'> = {},
): Promise<string> {
  const orderId = await insertDeskOrder(db, owner, {
    ...overrides,
    lines: lines.map((l) => ({
      name: l.variant.productName,
      unitPriceTaka: l.variant.priceTaka,
      quantity: l.quantity,
    })),
  });
  for (const [i, { variant }] of lines.entries()) {
    await db
      .updateTable('orderLines')
      .set({ productId: variant.productId, variantId: variant.id, variantTitle: variant.title, sku: variant.sku })
      .where('orderId', '=', orderId)
      .where('lineNo', '=', i + 1)
      .execute();
  }
  return orderId;
}
