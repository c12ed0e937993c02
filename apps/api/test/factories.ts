// Factories with overrides: each call makes a new row with believable defaults.
import { takaToPoisha } from '@store/shared/money';
import type { DB } from '../src/db/database.ts';
import { catalogChanged } from '../src/features/catalog/catalog-freshness.ts';
import { insertProducts, type ProductRow } from '../src/features/catalog/catalog.repository.ts';
import { newId, nowIso } from '../src/lib/ids.ts';

let counter = 0;

/** A product's fields, named as the API names them (`des`, `maxQuantity` for the stock). */
export interface ProductOverrides {
  name?: string;
  des?: string;
  img?: string;
  minQuantity?: number;
  maxQuantity?: number;
  priceTaka?: number;
  createdAt?: string;
  categoryId?: string | null;
}

export async function createProduct(db: DB, overrides: ProductOverrides = {}): Promise<ProductRow> {
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
    ratingCount: 0,
    ratingTotal: 0,
    categoryId: overrides.categoryId ?? null,
  };
  await db.transaction().execute((trx) => insertProducts(trx, [row]));
  await catalogChanged(db);
  return row;
}
