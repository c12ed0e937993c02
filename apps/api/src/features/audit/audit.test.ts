// The audit trail's reading side and recordChange's promise: an entry is written in the caller's transaction, so a
// change that rolls back leaves none; only staff are recorded; the owner alone reads it, newest first, filtered.
// Run on SQLite and PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/users.ts';
import { storeDay } from '../../lib/store-time.ts';
import type { AuditPage } from './audit.schemas.ts';
import { changedFields, recordChange } from './audit.service.ts';

let t: TestApp;
let owner: TestUser;
let manager: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { name: 'Owner', role: 'owner' });
  manager = await createUser(t, { name: 'Manager', role: 'manager' });
  buyer = await createUser(t, { name: 'Buyer' });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.store.db.deleteFrom('auditEntries').execute();
});

const read = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: owner.headers });
  expect(response.statusCode).toBe(200);
  return response.json<AuditPage>();
};

const change = (objectId: string, kind: 'product.updated' | 'order.refund' = 'product.updated') => ({
  kind,
  objectType: kind === 'order.refund' ? 'order' : 'product',
  objectId,
  before: { price: 100 },
  after: { price: 120 },
});

describe('recordChange', () => {
  it('writes the entry with the transaction that commits, and none when the transaction rolls back', async () => {
    await t.store.db.transaction().execute((trx) => recordChange(trx, manager, change('p-1')));
    await expect(
      t.store.db.transaction().execute(async (trx) => {
        await recordChange(trx, manager, change('p-2'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');

    const { items, total } = await read();
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      actorId: manager.id,
      actorEmail: manager.email,
      actorRole: 'manager',
      kind: 'product.updated',
      objectId: 'p-1',
      before: { price: 100 },
      after: { price: 120 },
    });
  });

  it('records nothing for a buyer or without an actor', async () => {
    await recordChange(t.store.db, buyer, change('p-3'));
    await recordChange(t.store.db, null, change('p-3'));
    expect((await read()).total).toBe(0);
  });

  it('keeps only the fields that changed', () => {
    expect(changedFields({ name: 'A', price: 1, stock: 2 }, { name: 'A', price: 3 })).toEqual({
      before: { price: 1 },
      after: { price: 3 },
    });
    expect(changedFields({ name: 'A' }, { name: 'A' })).toBeNull();
  });
});

describe('GET /api/admin/audit', () => {
  it('lists newest first, 50 a page, and filters by person, kind, object and days', async () => {
    for (let i = 0; i < 52; i++) await recordChange(t.store.db, owner, change(`p-${i}`));
    await recordChange(t.store.db, manager, change('o-1', 'order.refund'));

    const first = await read();
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 53 });
    expect(first.items).toHaveLength(50);
    expect(first.items[0]?.objectId).toBe('o-1');
    const second = await read('?page=2');
    expect(second.items.map((e) => e.objectId)).toEqual(['p-2', 'p-1', 'p-0']);

    expect((await read(`?person=${encodeURIComponent(manager.email.toUpperCase())}`)).total).toBe(1);
    expect((await read(`?person=${owner.id}`)).total).toBe(52);
    expect((await read('?kind=order')).items.map((e) => e.kind)).toEqual(['order.refund']);
    expect((await read('?kind=product.updated')).total).toBe(52);
    expect((await read('?objectType=product&objectId=p-7')).total).toBe(1);
    // The filter's days are the store's (Dhaka) days, which run six hours ahead of UTC.
    const today = storeDay(new Date());
    expect((await read(`?from=2020-01-01&to=2020-01-31`)).total).toBe(0);
    expect((await read(`?from=2020-01-01&to=2099-01-01`)).total).toBe(53);
    expect((await read(`?to=${today}`)).total).toBeGreaterThan(0);
  });

  it('answers 400 with the field for a bad day, a range backwards or a bad page', async () => {
    for (const query of ['?from=2026-13-01', '?from=2026-05-02&to=2026-05-01', '?page=0', '?kind=DROP%20TABLE']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: owner.headers });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('refuses the manager and a buyer (403) and a caller without a token (401)', async () => {
    for (const [user, status] of [
      [manager, 403],
      [buyer, 403],
      [null, 401],
    ] as const) {
      const headers = user?.headers ?? {};
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers })).statusCode).toBe(status);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit.csv', headers })).statusCode).toBe(status);
    }
  });
});

describe('GET /api/admin/audit.csv', () => {
  it('answers every matching entry as CSV with a BOM, before and after as JSON', async () => {
    await recordChange(t.store.db, manager, change('o-9', 'order.refund'));
    await recordChange(t.store.db, owner, change('p-9'));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit.csv?kind=order',
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('at,actor_email,actor_role,kind,object_type,object_id,before,after,id');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${manager.email},manager,order.refund,order,o-9,"{""price"":100}","{""price"":120}"`);
  });
});

describe('no route edits or deletes an entry', () => {
  it('has no PUT, PATCH or DELETE on an entry, and answers 404 to them', async () => {
    await recordChange(t.store.db, owner, change('p-1'));
    const [entry] = (await read()).items;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect(t.app.hasRoute({ method, url: '/api/admin/audit/:id' })).toBe(false);
      const response = await t.app.inject({ method, url: `/api/admin/audit/${entry?.id}`, headers: owner.headers });
      expect([404, 405]).toContain(response.statusCode);
    }
    expect((await read()).total).toBe(1);
  });
});
