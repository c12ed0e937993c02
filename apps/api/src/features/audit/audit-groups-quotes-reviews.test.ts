// The audit trail of the dealer prices, the quotes and the review moderation: each staff change writes its entry
// in the change's transaction, a refused one writes none, and a buyer's own steps none. SQLite and PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { postVersion, requestedQuote } from '../../../test/quote-helpers.ts';
import { createUser } from '../../../test/users.ts';
import type { ProductRow } from '../catalog/catalog.repository.ts';

let t: TestApp;
let owner: TestUser;
let manager: TestUser;
let packer: TestUser;
let buyer: TestUser;
let chain: ProductRow;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { name: 'Owner', role: 'owner' });
  manager = await createUser(t, { name: 'Manager', role: 'manager' });
  packer = await createUser(t, { name: 'Packer', role: 'packer' });
  buyer = await createUser(t, { name: 'Buyer' });
  chain = await createProduct(t.store.db, { name: 'Chain 11-speed', priceTaka: 450, minQuantity: 1, maxQuantity: 500 });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.store.db.deleteFrom('auditEntries').execute();
});

const send = async (user: TestUser, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload && { payload }) });

const entries = async () => {
  const rows = await t.store.db.selectFrom('auditEntries').selectAll().orderBy('at').orderBy('id').execute();
  return rows.map((r) => ({
    kind: r.kind,
    actorId: r.actorId,
    objectType: r.objectType,
    objectId: r.objectId,
    before: r.before === null ? null : (JSON.parse(r.before) as unknown),
    after: r.after === null ? null : (JSON.parse(r.after) as unknown),
  }));
};

describe('customer groups and dealer prices', () => {
  it('records a group, its percent, a fixed price set and removed, a member moved, and the deletion', async () => {
    const created = await send(manager, 'POST', '/api/customer-groups', { name: 'Dealers', discountPercent: 5 });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ _id: string }>()._id;
    expect(
      (await send(manager, 'PATCH', `/api/customer-groups/${id}`, { name: 'Dealers', discountPercent: 8 })).statusCode,
    ).toBe(200);
    const priced = await send(manager, 'PUT', `/api/customer-groups/${id}/prices/${chain.id}`, { price: 400 });
    expect(priced.statusCode, priced.body).toBe(200);
    expect((await send(manager, 'DELETE', `/api/customer-groups/${id}/prices/${chain.id}`)).statusCode).toBe(200);
    expect((await send(manager, 'PUT', `/api/customer-groups/members/${buyer.id}`, { groupId: id })).statusCode).toBe(
      200,
    );
    // Refused while the buyer is in it: no entry.
    expect((await send(manager, 'DELETE', `/api/customer-groups/${id}`)).statusCode).toBe(409);
    expect((await send(manager, 'PUT', `/api/customer-groups/members/${buyer.id}`, { groupId: null })).statusCode).toBe(
      200,
    );
    expect((await send(manager, 'DELETE', `/api/customer-groups/${id}`)).statusCode).toBe(200);

    const group = { objectType: 'customer-group', objectId: id, actorId: manager.id };
    const member = { objectType: 'user', objectId: buyer.id, actorId: manager.id };
    expect(await entries()).toEqual([
      { ...group, kind: 'group.created', before: null, after: { name: 'Dealers', discountPercent: 5 } },
      { ...group, kind: 'group.updated', before: { discountPercent: 5 }, after: { discountPercent: 8 } },
      {
        ...group,
        kind: 'group.price',
        before: { variantId: chain.id, price: null },
        after: { variantId: chain.id, price: 40_000 },
      },
      {
        ...group,
        kind: 'group.price',
        before: { variantId: chain.id, price: 40_000 },
        after: { variantId: chain.id, price: null },
      },
      { ...member, kind: 'group.member', before: { groupId: null }, after: { groupId: id } },
      { ...member, kind: 'group.member', before: { groupId: id }, after: { groupId: null } },
      { ...group, kind: 'group.deleted', before: { name: 'Dealers', discountPercent: 8 }, after: null },
    ]);
  });

  it('writes nothing for a refused change or for who may not', async () => {
    await send(manager, 'POST', '/api/customer-groups', { name: 'Workshops', discountPercent: 3 });
    await t.store.db.deleteFrom('auditEntries').execute();
    // The same name again: 409.
    expect(
      (await send(manager, 'POST', '/api/customer-groups', { name: 'Workshops', discountPercent: 4 })).statusCode,
    ).toBe(409);
    expect(
      (await send(packer, 'POST', '/api/customer-groups', { name: 'Packers', discountPercent: 4 })).statusCode,
    ).toBe(403);
    expect((await send(buyer, 'POST', '/api/customer-groups', { name: 'Mine', discountPercent: 50 })).statusCode).toBe(
      403,
    );
    expect(await entries()).toEqual([]);
  });

  it('records the answer to a buyer’s application, not the application itself', async () => {
    const created = await send(owner, 'POST', '/api/customer-groups', { name: 'Retailers', discountPercent: 2 });
    const groupId = created.json<{ _id: string }>()._id;
    await t.store.db.deleteFrom('auditEntries').execute();
    const applied = await send(buyer, 'POST', '/api/pricing/applications', { groupId, note: 'A shop in Khulna' });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(await entries()).toEqual([]);
    const id = applied.json<{ _id: string }>()._id;
    expect((await send(owner, 'POST', `/api/customer-groups/applications/${id}/approve`)).statusCode).toBe(200);
    // Answered already: 409, nothing more.
    expect((await send(owner, 'POST', `/api/customer-groups/applications/${id}/refuse`)).statusCode).toBe(409);
    expect(await entries()).toEqual([
      {
        kind: 'group.application',
        actorId: owner.id,
        objectType: 'user',
        objectId: buyer.id,
        before: { status: 'pending', groupId },
        after: { status: 'approved', groupId },
      },
    ]);
  });
});

describe('quotes', () => {
  it('records each version with its prices, and closing and reopening; a refused close writes none', async () => {
    const { id } = await requestedQuote(t, [{ productId: chain.id, quantity: 20 }], buyer);
    expect(await entries()).toEqual([]);
    const quoted = await postVersion(t, manager, id, {
      lines: [{ variantId: chain.id, quantity: 20, unitPrice: 41_000 }],
      shipping: 15_000,
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    expect((await send(manager, 'PUT', `/api/admin/quotes/${id}/status`, { status: 'closed' })).statusCode).toBe(200);
    expect((await send(manager, 'PUT', `/api/admin/quotes/${id}/status`, { status: 'closed' })).statusCode).toBe(409);
    expect((await send(manager, 'PUT', `/api/admin/quotes/${id}/status`, { status: 'requested' })).statusCode).toBe(
      200,
    );

    const all = await entries();
    expect(all.map((e) => [e.kind, e.objectType, e.objectId, e.actorId])).toEqual([
      ['quote.version', 'quote', id, manager.id],
      ['quote.status', 'quote', id, manager.id],
      ['quote.status', 'quote', id, manager.id],
    ]);
    expect(all[0]).toMatchObject({
      before: { status: 'requested', version: 0 },
      after: {
        status: 'quoted',
        version: 1,
        shipping: 15_000,
        lines: [{ variantId: chain.id, quantity: 20, unitPrice: 41_000 }],
      },
    });
    expect(all[1]).toMatchObject({ before: { status: 'quoted' }, after: { status: 'closed' } });
    expect(all[2]).toMatchObject({ before: { status: 'closed' }, after: { status: 'requested' } });
  });
});

describe('review moderation', () => {
  it('records hiding, showing and deleting a store review with the reason; a buyer’s review writes none', async () => {
    const posted = await send(buyer, 'POST', '/api/review', { number: 1, des: 'spam test' });
    expect(posted.statusCode).toBe(201);
    const id = posted.json<{ insertedId: string }>().insertedId;
    expect((await send(manager, 'POST', `/api/store-reviews/${id}/hide`, { reason: 'Spam' })).statusCode).toBe(200);
    expect((await send(manager, 'POST', `/api/store-reviews/${id}/hide`, { reason: 'Spam' })).statusCode).toBe(409);
    expect((await send(packer, 'POST', `/api/store-reviews/${id}/show`, { reason: 'Mine' })).statusCode).toBe(403);
    expect((await send(manager, 'POST', `/api/store-reviews/${id}/show`, { reason: 'A real buyer' })).statusCode).toBe(
      200,
    );
    expect((await send(owner, 'DELETE', `/api/store-reviews/${id}`)).statusCode).toBe(200);

    const review = { objectType: 'store-review', objectId: id };
    expect(await entries()).toEqual([
      {
        ...review,
        kind: 'review.moderated',
        actorId: manager.id,
        before: { hidden: false },
        after: { hidden: true, reason: 'Spam' },
      },
      {
        ...review,
        kind: 'review.moderated',
        actorId: manager.id,
        before: { hidden: true },
        after: { hidden: false, reason: 'A real buyer' },
      },
      {
        ...review,
        kind: 'review.deleted',
        actorId: owner.id,
        before: { rating: 1, description: 'spam test' },
        after: null,
      },
    ]);
  });
});
