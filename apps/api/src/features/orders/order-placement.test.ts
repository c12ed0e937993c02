// Placing takes the stock last (decision 238): a line is priced from a read without a lock, and the stock
// UPDATE just before the commit refuses it when the variant's price changed in between.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { DELIVERY } from '../../../test/cart-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { createUser } from '../../../test/users.ts';
import type { DB } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type LineRequest, orderRulesFrom, placeOrderLines, type RefusedLine } from './order-placement.service.ts';

let t: TestApp;
let buyer: TestUser;

beforeEach(async () => {
  t = await buildTestApp({ env: { MAX_OPEN_UNPAID_ORDERS: '1000', RATE_LIMITS: 'off' } });
  buyer = await createUser(t);
});
afterEach(async () => {
  await t.close();
});

const stockOf = async (id: string) =>
  (await t.store.db.selectFrom('productVariants').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
const countOrders = async () => (await t.store.db.selectFrom('orders').select('id').execute()).length;

/**
 * Places `line` as the buyer; on each of the first `moves` attempts the variant's price is raised by ৳1 after the
 * line was priced and before the stock is taken (in the placing transaction, as another writer's commit would be
 * seen by the UPDATE). Resolves to the refusal, if any, and the number of attempts.
 */
async function placeWhilePriceMoves(line: LineRequest, moves: number) {
  let attempts = 0;
  let refusal: RefusedLine | undefined;
  const placing = placeOrderLines(t.store, orderRulesFrom(t.app.config), {
    user: { id: buyer.id, email: buyer.email },
    contact: DELIVERY,
    idempotencyKey: undefined,
    call: 'orders',
    readLines: () => Promise.resolve([line]),
    noLines: () => new AppError('BAD_REQUEST', 400, 'no lines'),
    refused: (r) => {
      refusal = r;
      return new AppError('CONFLICT', 409, r.reason);
    },
    afterPlaced: async (trx: DB) => {
      attempts += 1;
      if (attempts > moves) return;
      await trx
        .updateTable('productVariants')
        .set((eb) => ({ price: eb('price', '+', 100) }))
        .where('id', '=', line.variantId)
        .execute();
    },
  });
  const placed = await placing.catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'CONFLICT') return null;
    throw error;
  });
  return { placed, refusal, attempts };
}

describe('a price that changes between the read and the stock update', () => {
  it('refuses a cart line with price_changed and leaves stock and orders as they were', async () => {
    const product = await createProduct(t.store.db, { priceTaka: 500, maxQuantity: 10 });
    const line = { productId: product.id, variantId: product.id, quantity: 2, unitPrice: 50_000 };

    const { placed, refusal, attempts } = await placeWhilePriceMoves(line, 1);

    expect(placed).toBeNull();
    expect(attempts).toBe(1);
    expect(refusal?.reason).toBe('price_changed');
    expect(await stockOf(product.id)).toBe(10);
    expect(await countOrders()).toBe(0);
  });

  it('places a line without an agreed price again, priced as the catalogue is then', async () => {
    const product = await createProduct(t.store.db, { priceTaka: 500, maxQuantity: 10 });
    const line = { productId: product.id, variantId: product.id, quantity: 2 };

    const { placed, attempts } = await placeWhilePriceMoves(line, 1);

    // The raise was in the attempt that rolled back: the second one reads ৳500 again and places at it.
    expect(attempts).toBe(2);
    const order = await t.store.db
      .selectFrom('orders')
      .select(['id', 'subtotal'])
      .where('id', '=', placed?.orderId ?? '')
      .executeTakeFirstOrThrow();
    expect(order.subtotal).toBe(100_000);
    expect(await stockOf(product.id)).toBe(8);
  });

  it('refuses it with price_changed when the price moves on every attempt, and changes nothing', async () => {
    const product = await createProduct(t.store.db, { priceTaka: 500, maxQuantity: 10 });
    const line = { productId: product.id, variantId: product.id, quantity: 2 };

    const { placed, refusal, attempts } = await placeWhilePriceMoves(line, 3);

    expect(placed).toBeNull();
    expect(attempts).toBe(3);
    expect(refusal?.reason).toBe('price_changed');
    expect(await stockOf(product.id)).toBe(10);
    expect(await countOrders()).toBe(0);
  });
});

describe('the last piece', () => {
  it('goes to one of two buyers ordering it at once; the other gets 409 and no order', async () => {
    const product = await createProduct(t.store.db, { priceTaka: 500, maxQuantity: 1 });
    const other = await createUser(t);
    const results = await Promise.all(
      [buyer, other].map((user) =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: user.headers,
          payload: { ...DELIVERY, productId: product.id, orderQuanty: 1 },
        }),
      ),
    );

    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await stockOf(product.id)).toBe(0);
    expect(await countOrders()).toBe(1);
  });
});
