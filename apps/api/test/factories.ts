// Factories with overrides: each call makes a new row with believable defaults.
import { takaToPoisha } from '@store/shared/money';
import type { DB } from '../src/db/database.ts';
import { catalogChanged } from '../src/features/catalog/catalog-freshness.ts';
import { findProductById, insertProducts, type ProductRow } from '../src/features/catalog/catalog.repository.ts';
import { findVariants, type VariantRow } from '../src/features/catalog/variants.repository.ts';
import { setVariants } from '../src/features/catalog/variants.service.ts';
import { newId, nowIso } from '../src/lib/ids.ts';

let counter = 0;

/** A product's fields, named as the API names them (`des`, `maxQuantity` for the stock). */
export interface ProductOverrides {
  /** '15' (default), '5', '0' or 'exempt'. */
  vatRate?: string;
  name?: string;
  des?: string;
  img?: string;
  minQuantity?: number;
  maxQuantity?: number;
  priceTaka?: number;
  createdAt?: string;
  categoryId?: string | null;
  /** The only variant's shipping weight in grams (0: not weighed yet). */
  weightGrams?: number;
  /** False: hidden from buyers and visitors (default true). */
  published?: boolean;
  /** With `variants`: the product's options, e.g. [{ name: 'Size', values: ['32T', '34T'] }]. */
  options?: { name: string; values: string[] }[];
  /** Its variants, one value per option; without: one variant with the product's own fields. */
  variants?: { options: string[]; priceTaka?: number; maxQuantity?: number; minQuantity?: number; sku?: string }[];
}

type WithVariants = ProductOverrides & { variants: NonNullable<ProductOverrides['variants']> };

/** A product; with `variants`, those and the options (without, one variant whose id is the product's). */
export async function createProduct(db: DB, overrides: WithVariants): Promise<ProductRow & { variants: VariantRow[] }>;
export async function createProduct(db: DB, overrides?: ProductOverrides): Promise<ProductRow>;
export async function createProduct(
  db: DB,
  overrides: ProductOverrides = {},
): Promise<ProductRow | (ProductRow & { variants: VariantRow[] })> {
  counter += 1;
  const at = overrides.createdAt ?? new Date(Date.now() + counter).toISOString();
  const row: ProductRow = {
    id: newId(),
    name: overrides.name ?? `Test Sprocket ${counter}`,
    description: overrides.des ?? `A sturdy test sprocket number ${counter}.`,
    img: overrides.img ?? '/images/products/chainring.svg',
    minQuantity: overrides.minQuantity ?? 1,
    stock: overrides.maxQuantity ?? 100,
    price: takaToPoisha(overrides.priceTaka ?? 500),
    createdAt: at,
    updatedAt: nowIso(),
    sku: null,
    options: '[]',
    variantTerms: '',
    ratingCount: 0,
    ratingTotal: 0,
    categoryId: overrides.categoryId ?? null,
    vatRate: overrides.vatRate ?? '15',
    published: overrides.published === false ? 0 : 1,
  };
  await db.transaction().execute((trx) => insertProducts(trx, [{ ...row, weightGrams: overrides.weightGrams ?? 0 }]));
  if (!overrides.variants) {
    await catalogChanged(db);
    return row;
  }
  await setVariants(db, row.id, {
    options: overrides.options ?? [],
    variants: overrides.variants.map((v) => ({
      options: v.options,
      sku: v.sku ?? '',
      price: v.priceTaka ?? overrides.priceTaka ?? 500,
      maxQuantity: v.maxQuantity ?? 100,
      minQuantity: v.minQuantity ?? 1,
      img: '',
    })),
  });
  const stored = await findProductById(db, row.id);
  if (!stored) throw new Error('the product just made is gone');
  return { ...stored, variants: await findVariants(db, row.id) };
}
