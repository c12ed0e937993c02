// A product with options and several variants, and orders whose lines name them (written directly,
// as checkout writes them), for the tests of what reads them afterwards.
import { poishaToTaka } from '@store/shared/money';
import { variantTitle } from '@store/shared/schemas';
import type { DB } from '../src/db/database.ts';
import { createProduct, type ProductOverrides } from './factories.ts';
import { insertDeskOrder, type DeskOrderOverrides } from './order-desk-fixtures.ts';

export interface TestVariant {
  id: string;
  productId: string;
  productName: string;
  title: string;
  sku: string | null;
  priceTaka: number;
}

/** A product with these options and variants (saved as the admin's save does), its variants as order lines name them. */
export async function createProductWithVariants(
  db: DB,
  spec: { name: string } & Required<Pick<ProductOverrides, 'options' | 'variants'>>,
): Promise<TestVariant[]> {
  const product = await createProduct(db, spec);
  return product.variants.map((v) => ({
    id: v.id,
    productId: product.id,
    productName: product.name,
    title: variantTitle([v.option1, v.option2, v.option3].filter((value) => value !== null)),
    sku: v.sku,
    priceTaka: poishaToTaka(Number(v.price)),
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
