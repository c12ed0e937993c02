// A product's gallery (pictures added, removed, reordered) and specification (SKU and rows) in the audit trail:
// one entry with the whole list before and after when the change commits, none when it is refused (400, 404,
// 403, a SKU taken, found inside the write's transaction) or changes nothing. Run on SQLite and PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { createUser } from '../../../test/users.ts';

let t: TestApp;
let manager: TestUser;
let packer: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  manager = await createUser(t, { name: 'Manager', role: 'manager' });
  packer = await createUser(t, { name: 'Packer', role: 'packer' });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.store.db.deleteFrom('auditEntries').execute();
});

const A = '/images/products/chainring.svg';
const B = '/images/products/hub.svg';
const C = '/api/images/6f1b2c3d-0000-4000-8000-000000000001';
const MISSING = '6f1b2c3d-0000-4000-8000-0000000000ff';

const put = (user: TestUser, id: string, part: 'images' | 'specification', payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/products/${id}/${part}`, headers: user.headers, payload });

const entries = async (objectId: string) => {
  const rows = await t.store.db
    .selectFrom('auditEntries')
    .selectAll()
    .where('objectId', '=', objectId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    kind: r.kind,
    objectType: r.objectType,
    actorId: r.actorId,
    actorRole: r.actorRole,
    before: r.before === null ? null : (JSON.parse(r.before) as unknown),
    after: r.after === null ? null : (JSON.parse(r.after) as unknown),
  }));
};

describe('the gallery', () => {
  it('records pictures added, reordered and removed, each as the whole gallery before and after', async () => {
    const { id } = await createProduct(t.store.db, { img: A });
    for (const images of [[A, B, C], [C, A, B], [C]]) {
      const res = await put(manager, id, 'images', { images });
      expect(res.statusCode, res.body).toBe(200);
    }
    const by = { kind: 'product.updated', objectType: 'product', actorId: manager.id, actorRole: 'manager' };
    expect(await entries(id)).toEqual([
      { ...by, before: { images: [A] }, after: { images: [A, B, C] } },
      { ...by, before: { images: [A, B, C] }, after: { images: [C, A, B] } },
      { ...by, before: { images: [C, A, B] }, after: { images: [C] } },
    ]);
  });

  it('records nothing when refused (400, 404, 403) or when the gallery stays as it was', async () => {
    const { id } = await createProduct(t.store.db, { img: A });
    expect((await put(manager, id, 'images', { images: [] })).statusCode).toBe(400);
    expect((await put(manager, MISSING, 'images', { images: [A] })).statusCode).toBe(404);
    expect((await put(packer, id, 'images', { images: [B] })).statusCode).toBe(403);
    expect((await put(manager, id, 'images', { images: [A] })).statusCode).toBe(200);
    expect(await entries(id)).toEqual([]);
    expect(await entries(MISSING)).toEqual([]);
  });
});

describe('the specification', () => {
  it('records the SKU and the rows that changed, each side whole', async () => {
    const { id } = await createProduct(t.store.db);
    const specs = [
      { key: 'Material', value: 'Aluminium 7075' },
      { key: 'Teeth', value: '44' },
    ];
    expect((await put(manager, id, 'specification', { sku: 'CR-44', specs })).statusCode).toBe(200);
    const edited = [{ key: 'Teeth', value: '46' }];
    expect((await put(manager, id, 'specification', { sku: 'CR-44', specs: edited })).statusCode).toBe(200);
    const by = { kind: 'product.updated', objectType: 'product', actorId: manager.id, actorRole: 'manager' };
    expect(await entries(id)).toEqual([
      { ...by, before: { sku: null, specs: [] }, after: { sku: 'CR-44', specs } },
      { ...by, before: { specs }, after: { specs: edited } },
    ]);
  });

  it('records nothing for a SKU another product holds (refused inside the transaction), a 400, a 403 or no change', async () => {
    const { id } = await createProduct(t.store.db);
    const other = await createProduct(t.store.db);
    expect((await put(manager, other.id, 'specification', { sku: 'TAKEN-1', specs: [] })).statusCode).toBe(200);
    await t.store.db.deleteFrom('auditEntries').execute();

    const taken = await put(manager, id, 'specification', { sku: 'TAKEN-1', specs: [{ key: 'Teeth', value: '44' }] });
    expect(taken.statusCode, taken.body).toBe(400);
    expect((await put(manager, id, 'specification', { specs: [{ key: ' ', value: '44' }] })).statusCode).toBe(400);
    expect((await put(packer, id, 'specification', { sku: 'X-1', specs: [] })).statusCode).toBe(403);
    expect((await put(manager, id, 'specification', { sku: '', specs: [] })).statusCode).toBe(200);
    expect(await entries(id)).toEqual([]);
    expect(await t.store.db.selectFrom('productSpecs').selectAll().where('productId', '=', id).execute()).toEqual([]);
  });
});
