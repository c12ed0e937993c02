// A cart keyed by variant (decision 220): two sizes of one product are two lines, each checked against
// its own variant, checked out together, and removed one by one or with their product.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { Cart, Order } from '@store/shared/schemas';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  addLine,
  changeVariant,
  getCart,
  postCheckout,
  putLine,
  storeSnapshot,
  variantStockOf,
} from '../../../test/cart-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { createUser } from '../../../test/users.ts';

const { VARIANT_TEXT } = englishTexts('products');
const { CART_TEXT } = englishTexts('cart');
const { quantityAboveStock } = englishTexts('feedback').MESSAGES;

let t: TestApp;
let userA: TestUser;
let userB: TestUser;

beforeEach(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '100000' } });
  [userA, userB] = await Promise.all([createUser(t), createUser(t)]);
});
afterEach(async () => {
  await t.close();
});

/** Grips in Black (৳400) and Red (৳450), 10 of each. */
async function grips() {
  const product = await createProduct(t.store.db, {
    name: 'Grips',
    img: '/images/products/grips.svg',
    options: [{ name: 'Colour', values: ['Black', 'Red'] }],
    variants: [
      { options: ['Black'], priceTaka: 400, maxQuantity: 10, sku: `GR-BK-${Math.random()}` },
      { options: ['Red'], priceTaka: 450, maxQuantity: 10, minQuantity: 2, sku: `GR-RD-${Math.random()}` },
    ],
  });
  const [black, red] = product.variants as [(typeof product.variants)[0], (typeof product.variants)[0]];
  return { product, black, red };
}

const removeLine = (user: TestUser | null, productId: string, variantId?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/cart/lines/${productId}${variantId ? `?variantId=${variantId}` : ''}`,
    headers: user?.headers ?? {},
  });

describe('a cart with two variants of one product', () => {
  it("keeps a line per variant at each variant's price, minimum and stock, named by title and SKU", async () => {
    const { product, black, red } = await grips();
    await addLine(t.app, userA, product.id, 1, black.id);
    const cart = (await addLine(t.app, userA, product.id, 3, red.id)) as Cart;
    expect(cart.lines).toEqual([
      expect.objectContaining({
        productId: product.id,
        variantId: black.id,
        variantTitle: 'Black',
        sku: black.sku,
        productname: 'Grips',
        unitPrice: 400,
        quantity: 1,
        minQuantity: 1,
        stock: 10,
        problem: null,
      }),
      expect.objectContaining({ variantId: red.id, variantTitle: 'Red', unitPrice: 450, quantity: 3, minQuantity: 2 }),
    ]);
    expect(cart).toMatchObject({ subtotal: 1750 });
    // Setting a line again changes that variant's line only.
    const again = (await addLine(t.app, userA, product.id, 2, black.id)) as Cart;
    expect(again.lines.map((l) => [l.variantId, l.quantity])).toEqual([
      [black.id, 2],
      [red.id, 3],
    ]);
  });

  it('checks each line against its own variant: a price change of one size marks that line only', async () => {
    const { product, black, red } = await grips();
    await addLine(t.app, userA, product.id, 1, black.id);
    await addLine(t.app, userA, product.id, 2, red.id);
    await changeVariant(t, red.id, { price: 500_00 });
    const lines = (await getCart(t.app, userA)).json<Cart>().lines;
    expect(lines.map((l) => [l.variantId, l.problem, l.currentPrice])).toEqual([
      [black.id, null, null],
      [red.id, 'price_changed', 500],
    ]);
  });

  it('answers 400 on variantId without one for a product with several, for one of another product, or for a quantity under the variant’s minimum', async () => {
    const { product, red } = await grips();
    const other = await grips();
    const before = await storeSnapshot(t);
    const none = await putLine(t.app, userA, product.id, 1);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ variantId: VARIANT_TEXT.variantRequired });
    const foreign = await putLine(t.app, userA, product.id, 1, other.red.id);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ variantId: VARIANT_TEXT.unknownVariant });
    expect((await putLine(t.app, userA, product.id, 1, red.id)).json().error.fields).toHaveProperty('quantity');
    expect(await storeSnapshot(t)).toEqual(before);
  });

  it('checks out both sizes as two order lines, each taking its own variant’s stock', async () => {
    const { product, black, red } = await grips();
    await addLine(t.app, userA, product.id, 1, black.id);
    await addLine(t.app, userA, product.id, 4, red.id);
    const res = await postCheckout(t.app, userA);
    expect(res.statusCode, res.body).toBe(201);
    expect([await variantStockOf(t, black.id), await variantStockOf(t, red.id)]).toEqual([9, 6]);
    const order = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${res.json().insertedId}`, headers: userA.headers })
    ).json<Order>();
    expect(order).toMatchObject({ productname: 'Grips — Black and 1 more', subtotal: 2200 });
    expect(order.lines).toEqual([
      expect.objectContaining({ variantId: black.id, variantTitle: 'Black', sku: black.sku, quantity: 1 }),
      expect.objectContaining({ variantId: red.id, variantTitle: 'Red', sku: red.sku, quantity: 4, lineTotal: 1800 }),
    ]);
    expect((await getCart(t.app, userA)).json<Cart>().lines).toEqual([]);
  });

  it('refuses the checkout naming the size whose stock ran short, and nothing changes', async () => {
    const { product, black, red } = await grips();
    await addLine(t.app, userA, product.id, 1, black.id);
    await addLine(t.app, userA, product.id, 4, red.id);
    await changeVariant(t, red.id, { stock: 3 });
    const before = await storeSnapshot(t);
    const res = await postCheckout(t.app, userA);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(CART_TEXT.lineCannotBeServed({ name: 'Grips — Red' }));
    expect(res.json().error.fields).toEqual({ [`lines.${red.id}`]: quantityAboveStock({ n: 4, max: 3 }) });
    expect(await storeSnapshot(t)).toEqual(before);
  });

  it('marks a line whose variant was removed as gone, the others still served', async () => {
    const { product, black, red } = await grips();
    await addLine(t.app, userA, product.id, 1, black.id);
    await addLine(t.app, userA, product.id, 2, red.id);
    await t.store.db.deleteFrom('productVariants').where('id', '=', red.id).execute();
    const lines = (await getCart(t.app, userA)).json<Cart>().lines;
    expect(lines[1]).toMatchObject({ variantId: red.id, variantTitle: 'Red', problem: 'gone', stock: 0 });
    expect(lines[0]).toMatchObject({ variantId: black.id, problem: null });
  });
});

describe('DELETE /api/cart/lines/{productId}?variantId=', () => {
  it('removes one variant’s line with variantId, and every line of the product without', async () => {
    const { product, black, red } = await grips();
    const other = await createProduct(t.store.db);
    await addLine(t.app, userA, product.id, 1, black.id);
    await addLine(t.app, userA, product.id, 2, red.id);
    await addLine(t.app, userA, other.id, 1);
    const one = await removeLine(userA, product.id, black.id);
    expect(one.statusCode).toBe(200);
    expect(one.json<Cart>().lines.map((l) => l.variantId)).toEqual([red.id, other.id]);
    const all = await removeLine(userA, product.id);
    expect(all.json<Cart>().lines.map((l) => l.variantId)).toEqual([other.id]);
  });

  it("never touches another account's line of the same variant, and answers 401 without a token", async () => {
    const { product, black } = await grips();
    await addLine(t.app, userA, product.id, 1, black.id);
    const before = await storeSnapshot(t);
    const byB = await removeLine(userB, product.id, black.id);
    expect(byB.statusCode).toBe(200);
    expect(byB.json<Cart>().lines).toEqual([]);
    expect((await removeLine(null, product.id, black.id)).statusCode).toBe(401);
    expect((await putLine(t.app, null, product.id, 1, black.id)).statusCode).toBe(401);
    expect(await storeSnapshot(t)).toEqual(before);
    expect((await getCart(t.app, userA)).json<Cart>().lines).toHaveLength(1);
  });
});
