// A variant's quantity breaks, replaced whole by an admin (docs/features/dealer-prices.md).
import { refsTo } from '@store/shared/i18n/catalogue';
import { poishaToTaka, takaToPoisha } from '@store/shared/money';
import type { PriceBreaksInput } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { findBreaks, replaceBreaks } from '../pricing/index.ts';
import { type AuditActor, recordEdit } from '../audit/index.ts';
import { catalogChanged } from './catalog-freshness.ts';
import { existingProduct } from './catalog.service.ts';
import { findVariants } from './variants.repository.ts';

const text = refsTo('pricing', 'PRICING_TEXT');

/** Each break's field message when it does not start above the last (the minimum order first) or is not cheaper. */
function breakErrors(input: PriceBreaksInput, variant: { minQuantity: number; price: number }) {
  const fields: Record<string, string> = {};
  let from = Math.max(variant.minQuantity, 1);
  let price = variant.price;
  input.breaks.forEach((b, i) => {
    if (i === 0 && b.from <= from) fields[`breaks.${i}.from`] = text('fromAboveMinimum', { min: from });
    else if (b.from <= from) fields[`breaks.${i}.from`] = text('fromRising');
    const poisha = takaToPoisha(b.price);
    if (poisha >= price) fields[`breaks.${i}.price`] = text('priceFalling', { price: poishaToTaka(price) });
    from = Math.max(from, b.from);
    price = Math.min(price, poisha);
  });
  return fields;
}

/** PUT /api/products/{id}/variants/{variantId}/price-breaks: 404 for a variant not of the product, 400 per break. */
export async function setPriceBreaks(
  db: DB,
  productId: string,
  variantId: string,
  input: PriceBreaksInput,
  actor: AuditActor,
) {
  const product = await existingProduct(db, productId);
  const variant = (await findVariants(db, product.id)).find((v) => v.id === variantId);
  if (!variant) throw notFound(text('variantNotFound'));
  const fields = breakErrors(input, { minQuantity: Number(variant.minQuantity), price: Number(variant.price) });
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  await db.transaction().execute(async (trx) => {
    const breaks = input.breaks.map((b) => ({ minQuantity: b.from, price: takaToPoisha(b.price) }));
    const was = (await findBreaks(trx, [variant.id])).get(variant.id) ?? [];
    await replaceBreaks(trx, variant.id, breaks);
    const object = { kind: 'product.price', objectType: 'variant', objectId: variant.id } as const;
    await recordEdit(trx, actor, object, { priceBreaks: was }, { priceBreaks: breaks });
  });
  await catalogChanged(db, { products: [product.id] });
}
