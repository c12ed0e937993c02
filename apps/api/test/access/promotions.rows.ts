// Access rows for promotions: only an admin reads and keeps the promotions; the cart's coupon is the caller's own
// (another buyer reaches only their own cart), and refused cells change nothing.
import { newId, nowIso } from '../../src/lib/ids.ts';
import { createProduct } from '../factories.ts';
import type { AccessContext, AccessRow } from './types.ts';

const adminOnly = (status: number) => ({ anonymous: 401, userA: 403, userB: 403, admin: status });
const signedIn = (status: number) => ({ anonymous: 401, userA: status, userB: status, admin: status });

/** A running automatic promotion (10 % off the order); its id. */
async function aPromotion({ t }: AccessContext, code: string | null = null): Promise<string> {
  const id = newId();
  const at = nowIso();
  await t.store.db
    .insertInto('promotions')
    .values({
      id,
      name: `Matrix ${id.slice(0, 8)}`,
      kind: 'order_percent',
      status: 'active',
      startsAt: at,
      endsAt: null,
      percent: 10,
      amount: null,
      buyQuantity: null,
      getQuantity: null,
      code,
      minSubtotal: null,
      firstOrderOnly: 0,
      customerGroupId: null,
      paymentMethod: 'any',
      maxUses: null,
      maxUsesPerCustomer: null,
      combinable: 1,
      uses: 0,
      discountGiven: 0,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  return id;
}

const promotions = ({ t }: AccessContext) => t.store.db.selectFrom('promotions').selectAll().orderBy('id').execute();
const targets = ({ t }: AccessContext) =>
  t.store.db.selectFrom('promotionTargets').selectAll().orderBy('promotionId').orderBy('targetId').execute();
const coupons = ({ t }: AccessContext) => t.store.db.selectFrom('cartCoupons').selectAll().orderBy('userId').execute();

const body = (product: string) => ({
  name: 'Matrix sale',
  kind: 'items_percent',
  percent: 15,
  startsAt: '2026-01-01T00:00:00+06:00',
  targets: { productIds: [product] },
});

export const rows: AccessRow[] = [
  {
    name: 'GET /api/admin/promotions',
    request: async (ctx) => {
      await aPromotion(ctx);
      return { method: 'GET', url: '/api/admin/promotions?state=running' };
    },
    expect: adminOnly(200),
    permission: 'promotions',
  },
  {
    name: 'GET /api/admin/promotions/{id}',
    request: async (ctx) => ({ method: 'GET', url: `/api/admin/promotions/${await aPromotion(ctx)}` }),
    expect: adminOnly(200),
    permission: 'promotions',
  },
  {
    name: 'POST /api/admin/promotions',
    request: async ({ t }) => {
      const product = await createProduct(t.store.db);
      return { method: 'POST', url: '/api/admin/promotions', payload: body(product.id) };
    },
    expect: adminOnly(201),
    permission: 'promotions',
    snapshot: async (ctx) => ({ promotions: await promotions(ctx), targets: await targets(ctx) }),
  },
  {
    name: 'PUT /api/admin/promotions/{id}',
    request: async (ctx) => {
      const product = await createProduct(ctx.t.store.db);
      return { method: 'PUT', url: `/api/admin/promotions/${await aPromotion(ctx)}`, payload: body(product.id) };
    },
    expect: adminOnly(200),
    permission: 'promotions',
    snapshot: async (ctx) => ({ promotions: await promotions(ctx), targets: await targets(ctx) }),
  },
  {
    name: 'PATCH /api/admin/promotions/{id}/status',
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/admin/promotions/${await aPromotion(ctx)}/status`,
      payload: { status: 'paused' },
    }),
    expect: adminOnly(200),
    permission: 'promotions',
    snapshot: promotions,
  },
  {
    name: 'DELETE /api/admin/promotions/{id}',
    request: async (ctx) => ({ method: 'DELETE', url: `/api/admin/promotions/${await aPromotion(ctx)}` }),
    expect: adminOnly(200),
    permission: 'promotions',
    snapshot: promotions,
  },
  {
    name: 'PUT /api/cart/coupon (the caller’s own cart)',
    request: async (ctx) => {
      const code = `M${newId().slice(0, 8).toUpperCase()}`;
      await aPromotion(ctx, code);
      return { method: 'PUT', url: '/api/cart/coupon', payload: { code } };
    },
    expect: signedIn(200),
    snapshot: coupons,
  },
  {
    name: 'DELETE /api/cart/coupon (the caller’s own cart)',
    request: async () => ({ method: 'DELETE', url: '/api/cart/coupon' }),
    expect: signedIn(200),
    snapshot: coupons,
  },
];
