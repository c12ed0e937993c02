// Access rows for dealer prices: only an admin sets a variant's breaks, keeps customer groups and their prices,
// puts buyers in groups and answers applications; any signed-in buyer reads their own pricing and applies.
import { newId, nowIso } from '../../src/lib/ids.ts';
import { createProduct } from '../factories.ts';
import type { AccessContext, AccessRow } from './types.ts';

const adminOnly = (status: number) => ({ anonymous: 401, userA: 403, userB: 403, admin: status });
const signedIn = (status: number) => ({ anonymous: 401, userA: status, userB: status, admin: status });

async function aGroup({ t }: AccessContext): Promise<string> {
  const id = newId();
  const at = nowIso();
  await t.store.db
    .insertInto('customerGroups')
    .values({ id, name: `Matrix ${id.slice(0, 8)}`, discountPercent: 10, createdAt: at, updatedAt: at })
    .execute();
  return id;
}

/** A pending application of user B to a new group. */
async function anApplication(ctx: AccessContext): Promise<string> {
  const { db } = ctx.t.store;
  // One waiting application per buyer: answer the earlier ones first.
  await db
    .updateTable('customerGroupApplications')
    .set({ status: 'refused' })
    .where('userId', '=', ctx.userB.id)
    .execute();
  const id = newId();
  await db
    .insertInto('customerGroupApplications')
    .values({
      id,
      userId: ctx.userB.id,
      groupId: await aGroup(ctx),
      note: '',
      status: 'pending',
      createdAt: nowIso(),
      decidedAt: null,
      decidedBy: null,
    })
    .execute();
  return id;
}

const groups = ({ t }: AccessContext) => t.store.db.selectFrom('customerGroups').selectAll().orderBy('id').execute();
const prices = ({ t }: AccessContext) =>
  t.store.db.selectFrom('customerGroupPrices').selectAll().orderBy('groupId').orderBy('variantId').execute();
const members = ({ t }: AccessContext) =>
  t.store.db.selectFrom('customerGroupMembers').selectAll().orderBy('userId').execute();
const applications = ({ t }: AccessContext) =>
  t.store.db.selectFrom('customerGroupApplications').select(['id', 'status']).orderBy('id').execute();
const breaks = ({ t }: AccessContext) =>
  t.store.db.selectFrom('priceBreaks').selectAll().orderBy('variantId').orderBy('minQuantity').execute();

export const rows: AccessRow[] = [
  {
    name: 'PUT /api/products/{id}/variants/{variantId}/price-breaks',
    request: async ({ t }) => {
      const product = await createProduct(t.store.db, { priceTaka: 450 });
      return {
        method: 'PUT',
        url: `/api/products/${product.id}/variants/${product.id}/price-breaks`,
        payload: { breaks: [{ from: 10, price: 420 }] },
      };
    },
    expect: adminOnly(200),
    permission: 'catalog',
    snapshot: breaks,
  },
  {
    name: 'GET /api/customer-groups',
    request: async () => ({ method: 'GET', url: '/api/customer-groups' }),
    expect: adminOnly(200),
    permission: 'customer-groups',
  },
  {
    name: 'POST /api/customer-groups',
    request: async () => ({
      method: 'POST',
      url: '/api/customer-groups',
      payload: { name: `Matrix ${newId().slice(0, 8)}`, discountPercent: 5 },
    }),
    expect: adminOnly(201),
    permission: 'customer-groups',
    snapshot: groups,
  },
  {
    name: 'PATCH /api/customer-groups/{id}',
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/customer-groups/${await aGroup(ctx)}`,
      payload: { name: `Matrix ${newId().slice(0, 8)}`, discountPercent: 15 },
    }),
    expect: adminOnly(200),
    permission: 'customer-groups',
    snapshot: groups,
  },
  {
    name: 'DELETE /api/customer-groups/{id}',
    request: async (ctx) => ({ method: 'DELETE', url: `/api/customer-groups/${await aGroup(ctx)}` }),
    expect: adminOnly(200),
    permission: 'customer-groups',
    snapshot: groups,
  },
  {
    name: 'PUT /api/customer-groups/{id}/prices/{variantId}',
    request: async (ctx) => {
      const product = await createProduct(ctx.t.store.db, { priceTaka: 450 });
      return {
        method: 'PUT',
        url: `/api/customer-groups/${await aGroup(ctx)}/prices/${product.id}`,
        payload: { price: 380 },
      };
    },
    expect: adminOnly(200),
    permission: 'customer-groups',
    snapshot: prices,
  },
  {
    name: 'DELETE /api/customer-groups/{id}/prices/{variantId}',
    request: async (ctx) => {
      const product = await createProduct(ctx.t.store.db, { priceTaka: 450 });
      const groupId = await aGroup(ctx);
      await ctx.t.store.db
        .insertInto('customerGroupPrices')
        .values({ groupId, variantId: product.id, price: 38_000 })
        .execute();
      return { method: 'DELETE', url: `/api/customer-groups/${groupId}/prices/${product.id}` };
    },
    expect: adminOnly(200),
    permission: 'customer-groups',
    snapshot: prices,
  },
  {
    name: 'GET /api/customer-groups/members',
    request: async () => ({ method: 'GET', url: '/api/customer-groups/members' }),
    expect: adminOnly(200),
    permission: 'customer-groups',
  },
  {
    name: 'PUT /api/customer-groups/members/{userId} (user B)',
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/customer-groups/members/${ctx.userB.id}`,
      payload: { groupId: await aGroup(ctx) },
    }),
    expect: adminOnly(200),
    permission: 'customer-groups',
    snapshot: members,
  },
  {
    name: 'GET /api/customer-groups/applications',
    request: async () => ({ method: 'GET', url: '/api/customer-groups/applications' }),
    expect: adminOnly(200),
    permission: 'customer-groups',
  },
  {
    name: 'POST /api/customer-groups/applications/{id}/approve',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/customer-groups/applications/${await anApplication(ctx)}/approve`,
    }),
    expect: adminOnly(200),
    permission: 'customer-groups',
    snapshot: async (ctx) => [await applications(ctx), await members(ctx)],
  },
  {
    name: 'POST /api/customer-groups/applications/{id}/refuse',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/customer-groups/applications/${await anApplication(ctx)}/refuse`,
    }),
    expect: adminOnly(200),
    permission: 'customer-groups',
    snapshot: applications,
  },
  {
    name: 'GET /api/pricing/me',
    request: async () => ({ method: 'GET', url: '/api/pricing/me' }),
    expect: signedIn(200),
  },
  {
    name: 'POST /api/pricing/applications',
    request: async (ctx) => {
      const groupId = await aGroup(ctx);
      // One waiting application per buyer: answer the earlier ones first.
      await ctx.t.store.db.updateTable('customerGroupApplications').set({ status: 'refused' }).execute();
      return { method: 'POST', url: '/api/pricing/applications', payload: { groupId, note: 'A workshop' } };
    },
    expect: signedIn(201),
    snapshot: applications,
  },
];
