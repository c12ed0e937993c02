// Promotions through the API: the owner's promotions (checks per kind, state, pause, delete only unused), and the
// cart's discount lines and coupon with the reason a code does not apply.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { Cart, Promotion } from '@store/shared/schemas';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addLine, getCart } from '../../../test/cart-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { createUser } from '../../../test/users.ts';
import type { ProductRow } from '../catalog/catalog.repository.ts';

/** A message with values (the catalogue is not `as const`, so its type does not say it takes them). */
const withValues = (message: unknown, values: Record<string, unknown>): string =>
  (message as (v: Record<string, unknown>) => string)(values);

const { PROMOTION_ERRORS, PROMOTION_REASONS } = englishTexts('promotions');

let t: TestApp;
let buyer: TestUser;
let admin: TestUser;
let chain: ProductRow;
let brake: ProductRow;

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

const createPromotion = async (t: TestApp, admin: TestUser, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/promotions', headers: admin.headers, payload: body });

async function promotion(body: object): Promise<Promotion> {
  const res = await createPromotion(t, admin, { name: 'Eid', startsAt: ago(HOUR), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Promotion>();
}

const cart = async (user = buyer) => (await getCart(t.app, user)).json<Cart>();
const putCoupon = (code: string, user = buyer) =>
  t.app.inject({ method: 'PUT', url: '/api/cart/coupon', headers: user.headers, payload: { code } });

beforeEach(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '100000' } });
  [buyer, admin] = await Promise.all([createUser(t), createUser(t, { role: 'admin' })]);
  chain = await createProduct(t.store.db, { name: 'Chain', priceTaka: 500 });
  brake = await createProduct(t.store.db, { name: 'Brake', priceTaka: 1000 });
});
afterEach(async () => {
  await t.close();
});

describe('the owner’s promotions', () => {
  it('creates a coupon with amounts in taka and answers its state, uses and discount given', async () => {
    const p = await promotion({ kind: 'order_amount', amount: 150.5, code: ' eid 26 ', minSubtotal: 2000 });
    expect(p).toMatchObject({
      kind: 'order_amount',
      amount: 150.5,
      code: 'EID26',
      minSubtotal: 2000,
      state: 'running',
    });
    expect(p).toMatchObject({ uses: 0, discountGiven: 0, percent: null });
    const row = await t.store.db.selectFrom('promotions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ amount: 150_50, minSubtotal: 2000_00 });
    const read = await t.app.inject({ method: 'GET', url: `/api/admin/promotions/${p._id}`, headers: admin.headers });
    expect(read.json()).toEqual(p);
  });

  it('refuses each missing field of the kind with its own message', async () => {
    const cases: [object, string, string][] = [
      [{ kind: 'order_percent' }, 'percent', PROMOTION_ERRORS.percentRequired],
      [{ kind: 'items_amount', targets: { productIds: [] } }, 'amount', PROMOTION_ERRORS.amountRequired],
      [{ kind: 'items_percent', percent: 10 }, 'targets', PROMOTION_ERRORS.targetsRequired],
      [{ kind: 'buy_get', targets: { productIds: ['x'] } }, 'buyQuantity', PROMOTION_ERRORS.buyGetRequired],
      [
        { kind: 'buy_get', buyQuantity: 2, getQuantity: 1, targets: { categoryIds: ['c'] } },
        'targets.categoryIds',
        PROMOTION_ERRORS.buyGetOneProduct,
      ],
      [
        { kind: 'items_percent', percent: 10, targets: { productIds: ['no-such'] } },
        'targets.productIds',
        PROMOTION_ERRORS.targetNotFound,
      ],
      [{ kind: 'free_shipping', zoneIds: ['nowhere'] }, 'zoneIds', PROMOTION_ERRORS.zoneNotFound],
      [
        { kind: 'order_percent', percent: 10, customerGroupId: 'none' },
        'customerGroupId',
        PROMOTION_ERRORS.groupNotFound,
      ],
      [{ kind: 'order_percent', percent: 10, endsAt: ago(2 * HOUR) }, 'endsAt', PROMOTION_ERRORS.endBeforeStart],
      [{ kind: 'order_percent', percent: 95 }, 'percent', withValues(PROMOTION_ERRORS.percentWhole, { max: 90 })],
    ];
    for (const [body, field, message] of cases) {
      const res = await createPromotion(t, admin, { name: 'Bad', startsAt: ago(HOUR), ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(body)).toBe(message);
    }
    expect(await t.store.db.selectFrom('promotions').select('id').execute()).toEqual([]);
  });

  it('refuses a code another promotion has with 409 on code', async () => {
    await promotion({ kind: 'order_percent', percent: 10, code: 'EID' });
    const res = await createPromotion(t, admin, {
      name: 'Again',
      kind: 'free_shipping',
      startsAt: ago(HOUR),
      code: 'eid',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.code).toBe(PROMOTION_ERRORS.codeTaken);
  });

  it('computes the state and filters the list by it; pauses and resumes', async () => {
    const running = await promotion({ kind: 'order_percent', percent: 10 });
    const scheduled = await promotion({ kind: 'order_percent', percent: 10, startsAt: later(HOUR) });
    const ended = await promotion({ kind: 'order_percent', percent: 10, startsAt: ago(3 * HOUR), endsAt: ago(HOUR) });
    const usedUp = await promotion({ kind: 'order_percent', percent: 10, maxUses: 1 });
    await t.store.db.updateTable('promotions').set({ uses: 1 }).where('id', '=', usedUp._id).execute();
    expect([running.state, scheduled.state, ended.state]).toEqual(['running', 'scheduled', 'ended']);
    const list = async (state: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/promotions?state=${state}`, headers: admin.headers }))
        .json<Promotion[]>()
        .map((p) => p._id);
    expect(await list('used_up')).toEqual([usedUp._id]);
    const paused = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/promotions/${running._id}/status`,
      headers: admin.headers,
      payload: { status: 'paused' },
    });
    expect(paused.json()).toMatchObject({ status: 'paused', state: 'paused' });
    expect(await list('paused')).toEqual([running._id]);
    expect(await list('running')).toEqual([]);
  });

  it('replaces a promotion whole, keeping only what its kind uses', async () => {
    const p = await promotion({ kind: 'order_percent', percent: 10 });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/promotions/${p._id}`,
      headers: admin.headers,
      payload: {
        name: 'Chains',
        kind: 'items_amount',
        amount: 50,
        percent: 20,
        startsAt: ago(HOUR),
        targets: { productIds: [chain.id] },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Chains',
      kind: 'items_amount',
      amount: 50,
      percent: null,
      targets: { productIds: [chain.id] },
    });
  });

  it('deletes an unused promotion, and refuses a used one with 409 telling to pause it', async () => {
    const unused = await promotion({ kind: 'order_percent', percent: 10 });
    const del = (id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/promotions/${id}`, headers: admin.headers });
    expect((await del(unused._id)).json()).toEqual({ deletedCount: 1 });
    expect((await del(unused._id)).statusCode).toBe(404);
    const used = await promotion({ kind: 'order_percent', percent: 10 });
    await t.store.db
      .insertInto('promotionUses')
      .values({
        promotionId: used._id,
        orderId: 'o1',
        userId: buyer.id,
        phone: '',
        createdAt: ago(0),
        releasedAt: null,
      })
      .execute();
    const refused = await del(used._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(PROMOTION_ERRORS.usedPauseInstead);
  });
});

describe('the cart', () => {
  it('shows each automatic promotion as its own line and the total after them', async () => {
    await promotion({ name: 'Chain sale', kind: 'items_percent', percent: 10, targets: { productIds: [chain.id] } });
    await promotion({ name: 'Free delivery', kind: 'free_shipping' });
    await addLine(t.app, buyer, chain.id, 2);
    await addLine(t.app, buyer, brake.id, 1);
    const c = await cart();
    expect(c.subtotal).toBe(2000);
    expect(c.discounts?.map((d) => [d.name, d.amount])).toEqual([
      ['Chain sale', 100],
      ['Free delivery', c.shipping],
    ]);
    expect(c.discount).toBe(100 + c.shipping);
    expect(c.total).toBe(c.subtotal + c.shipping - (c.discount ?? 0));
    expect(c.coupon).toBeNull();
  });

  it('keeps a coupon that applies and shows its discount', async () => {
    await promotion({ name: 'Eid 10', kind: 'order_percent', percent: 10, code: 'EID10' });
    await addLine(t.app, buyer, brake.id, 2);
    const res = await putCoupon('eid10');
    expect(res.statusCode).toBe(200);
    const c = res.json<Cart>();
    expect(c.coupon).toEqual({ code: 'EID10', applied: true, reason: null, minSubtotal: null });
    expect(c.discounts).toEqual([expect.objectContaining({ name: 'Eid 10', code: 'EID10', amount: 200 })]);
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/cart/coupon', headers: buyer.headers });
    expect(removed.json()).toMatchObject({ coupon: null, discount: 0 });
  });

  it('refuses an unknown, not started, expired, paused, used up or already used code with its reason, keeping nothing', async () => {
    await addLine(t.app, buyer, brake.id, 1);
    await promotion({ kind: 'order_percent', percent: 10, code: 'SOON', startsAt: later(HOUR) });
    await promotion({ kind: 'order_percent', percent: 10, code: 'OVER', startsAt: ago(3 * HOUR), endsAt: ago(HOUR) });
    await promotion({ kind: 'order_percent', percent: 10, code: 'RESTING', status: 'paused' });
    const gone = await promotion({ kind: 'order_percent', percent: 10, code: 'GONE', maxUses: 1 });
    await t.store.db.updateTable('promotions').set({ uses: 1 }).where('id', '=', gone._id).execute();
    const once = await promotion({ kind: 'order_percent', percent: 10, code: 'ONCE', maxUsesPerCustomer: 1 });
    await t.store.db
      .insertInto('promotionUses')
      .values({
        promotionId: once._id,
        orderId: 'o1',
        userId: buyer.id,
        phone: '',
        createdAt: ago(0),
        releasedAt: null,
      })
      .execute();
    const cases: [string, keyof typeof PROMOTION_REASONS][] = [
      ['NOPE', 'unknown_code'],
      ['SOON', 'not_started'],
      ['OVER', 'expired'],
      ['RESTING', 'paused'],
      ['GONE', 'used_up'],
      ['ONCE', 'already_used'],
    ];
    for (const [code, reason] of cases) {
      const res = await putCoupon(code);
      expect(res.statusCode, code).toBe(400);
      const message = PROMOTION_REASONS[reason];
      expect(res.json().error.fields.code).toBe(typeof message === 'string' ? message : '');
    }
    expect(await t.store.db.selectFrom('cartCoupons').selectAll().execute()).toEqual([]);
  });

  it('keeps a coupon under its minimum, says how much to reach, and applies it once the cart reaches it', async () => {
    await promotion({ kind: 'order_amount', amount: 200, code: 'BIG', minSubtotal: 2000 });
    await addLine(t.app, buyer, brake.id, 1);
    const kept = (await putCoupon('BIG')).json<Cart>();
    expect(kept.coupon).toEqual({ code: 'BIG', applied: false, reason: 'minimum', minSubtotal: 2000 });
    expect(kept.discount).toBe(0);
    await addLine(t.app, buyer, brake.id, 2);
    expect((await cart()).coupon).toMatchObject({ applied: true, reason: null });
    expect((await cart()).discount).toBe(200);
  });

  it('shows a kept coupon that stopped applying with applied false and why', async () => {
    const p = await promotion({ kind: 'order_percent', percent: 10, code: 'EID' });
    await addLine(t.app, buyer, brake.id, 1);
    expect((await putCoupon('EID')).statusCode).toBe(200);
    await t.store.db
      .updateTable('promotions')
      .set({ endsAt: ago(1) })
      .where('id', '=', p._id)
      .execute();
    const c = await cart();
    expect(c.coupon).toEqual({ code: 'EID', applied: false, reason: 'expired', minSubtotal: null });
    expect(c.discount).toBe(0);
  });

  it('gives buy two get one free on the third piece', async () => {
    await promotion({ kind: 'buy_get', buyQuantity: 2, getQuantity: 1, targets: { productIds: [chain.id] } });
    await addLine(t.app, buyer, chain.id, 3);
    expect((await cart()).discount).toBe(500);
  });

  it('takes a fixed amount off each piece of a category', async () => {
    const categoryId = 'cat-brakes';
    await t.store.db
      .insertInto('categories')
      .values({ id: categoryId, name: 'Brakes', position: 1, createdAt: ago(0), updatedAt: ago(0) })
      .execute();
    const disc = await createProduct(t.store.db, { name: 'Disc', priceTaka: 800, categoryId });
    await promotion({ kind: 'items_amount', amount: 100, targets: { categoryIds: [categoryId] } });
    await addLine(t.app, buyer, disc.id, 2);
    await addLine(t.app, buyer, chain.id, 1);
    expect((await cart()).discount).toBe(200);
  });

  it('applies a group promotion to its members only, and a first-order one to a buyer without orders', async () => {
    const group = await t.app.inject({
      method: 'POST',
      url: '/api/customer-groups',
      headers: admin.headers,
      payload: { name: 'Workshops', discountPercent: 0 },
    });
    const groupId = group.json<{ _id: string }>()._id;
    await promotion({ kind: 'order_amount', amount: 50, customerGroupId: groupId });
    await promotion({ kind: 'order_amount', amount: 30, firstOrderOnly: true });
    await addLine(t.app, buyer, brake.id, 1);
    expect((await cart()).discount).toBe(30);
    await t.app.inject({
      method: 'PUT',
      url: `/api/customer-groups/members/${buyer.id}`,
      headers: admin.headers,
      payload: { groupId },
    });
    expect((await cart()).discount).toBe(80);
  });

  it('requires a signed-in buyer for the coupon', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/cart/coupon', payload: { code: 'EID' } });
    expect(res.statusCode).toBe(401);
  });
});
