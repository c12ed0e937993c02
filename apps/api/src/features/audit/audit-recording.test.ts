// Each staff change writes its entry with the fields that changed, in the change's own transaction: a refused
// change (409, 400) leaves none, and a buyer's change is not recorded. Run on SQLite and PostgreSQL.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { DHAKA_CITY } from '../../../test/delivery-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { orderIn, transition } from '../../../test/order-desk-helpers.ts';
import { createUser } from '../../../test/users.ts';

let t: TestApp;
let owner: TestUser;
let manager: TestUser;
let accountant: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ env: { PAYMENT_PROVIDERS: 'sandbox,cod' } });
  owner = await createUser(t, { name: 'Owner', role: 'owner' });
  manager = await createUser(t, { name: 'Manager', role: 'manager' });
  accountant = await createUser(t, { name: 'Accountant', role: 'accountant' });
  buyer = await createUser(t, { name: 'Buyer' });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.store.db.deleteFrom('auditEntries').execute();
});

const send = async (user: TestUser, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload && { payload }) });

const entries = async (kind?: string) => {
  let query = t.store.db.selectFrom('auditEntries').selectAll().orderBy('at').orderBy('id');
  if (kind) query = query.where('kind', '=', kind);
  const rows = await query.execute();
  return rows.map((r) => ({
    ...r,
    before: r.before === null ? null : (JSON.parse(r.before) as unknown),
    after: r.after === null ? null : (JSON.parse(r.after) as unknown),
  }));
};

const IMG = '/api/images/6f1b2c3d-0000-4000-8000-000000000001';

describe('products', () => {
  it('records a creation, the price, the stock and the other fields apart, and a deletion', async () => {
    const created = await send(manager, 'POST', '/api/products', {
      name: 'Chain',
      des: 'A chain',
      img: IMG,
      price: 450,
      minQuantity: 1,
      maxQuantity: 20,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ insertedId: string }>().insertedId;
    const edited = await send(manager, 'PATCH', `/api/products/${id}`, {
      price: 500,
      maxQuantity: 18,
      name: 'Chain 9s',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await send(manager, 'DELETE', `/api/products/${id}`)).statusCode).toBe(200);

    const all = await entries();
    expect(all.map((e) => e.kind)).toEqual([
      'product.created',
      'product.price',
      'stock.corrected',
      'product.updated',
      'product.deleted',
    ]);
    expect(all.every((e) => e.actorId === manager.id && e.actorRole === 'manager' && e.objectId === id)).toBe(true);
    expect(all[1]).toMatchObject({ before: { price: 45000 }, after: { price: 50000 } });
    expect(all[2]).toMatchObject({ before: { stock: 20 }, after: { stock: 18 } });
    expect(all[3]).toMatchObject({ before: { name: 'Chain' }, after: { name: 'Chain 9s' } });
    expect(all[4]).toMatchObject({ before: { name: 'Chain 9s', price: 50000 }, after: null });
  });

  it('writes nothing for an edit refused with 400 and nothing for an edit that changes nothing', async () => {
    const product = await createProduct(t.store.db, { maxQuantity: 5, priceTaka: 100 });
    expect((await send(manager, 'PATCH', `/api/products/${product.id}`, { minQuantity: 9 })).statusCode).toBe(400);
    expect((await send(manager, 'PATCH', `/api/products/${product.id}`, { price: 100 })).statusCode).toBe(200);
    expect(await entries()).toEqual([]);
  });

  it('records a variant’s price break change', async () => {
    const product = await createProduct(t.store.db, { maxQuantity: 50, priceTaka: 100 });
    const variant = await t.store.db
      .selectFrom('productVariants')
      .select('id')
      .where('productId', '=', product.id)
      .executeTakeFirstOrThrow();
    const res = await send(manager, 'PUT', `/api/products/${product.id}/variants/${variant.id}/price-breaks`, {
      breaks: [{ from: 10, price: 90 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await entries()).toMatchObject([
      {
        kind: 'product.price',
        objectType: 'variant',
        objectId: variant.id,
        before: { priceBreaks: [] },
        after: { priceBreaks: [{ minQuantity: 10, price: 9000 }] },
      },
    ]);
  });
});

describe('bulk edits and the variants form', () => {
  it('records each variant a bulk price change moved, and nothing when it is refused', async () => {
    const product = await createProduct(t.store.db, { maxQuantity: 5, priceTaka: 100 });
    const bulk = (percent: number) =>
      send(manager, 'POST', '/api/admin/products/bulk', { action: 'price-percent', ids: [product.id], percent });
    expect((await bulk(-100)).statusCode).toBe(400);
    expect((await bulk(10)).statusCode).toBe(200);
    expect(await entries()).toMatchObject([
      {
        kind: 'product.price',
        objectType: 'variant',
        objectId: product.id,
        before: { price: 10000 },
        after: { price: 11000 },
      },
    ]);
  });

  it('records a variant’s price and stock apart when the variants form saves them', async () => {
    const product = await createProduct(t.store.db, {
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { options: ['S'], priceTaka: 100, maxQuantity: 5, sku: 'AU-S' },
        { options: ['M'], priceTaka: 120, maxQuantity: 5, sku: 'AU-M' },
      ],
    });
    const [small, medium] = product.variants;
    const res = await send(manager, 'PUT', `/api/products/${product.id}/variants`, {
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { _id: small?.id, options: ['S'], sku: 'AU-S', price: 110, maxQuantity: 5, minQuantity: 1, img: '' },
        { _id: medium?.id, options: ['M'], sku: 'AU-M', price: 120, maxQuantity: 7, minQuantity: 1, img: '' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await entries()).toMatchObject([
      { kind: 'product.price', objectId: small?.id, before: { price: 10000 }, after: { price: 11000 } },
      { kind: 'stock.corrected', objectId: medium?.id, before: { stock: 5 }, after: { stock: 7 } },
    ]);
  });
});

describe('categories', () => {
  it('records create, rename and delete, and nothing for a 409', async () => {
    const created = await send(manager, 'POST', '/api/categories', { name: 'Tyres' });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ insertedId: string }>().insertedId;
    expect((await send(manager, 'POST', '/api/categories', { name: 'Tyres' })).statusCode).toBe(409);
    expect((await send(manager, 'PATCH', `/api/categories/${id}`, { name: 'Tubes' })).statusCode).toBe(200);
    expect((await send(manager, 'DELETE', `/api/categories/${id}`)).statusCode).toBe(200);
    expect(await entries()).toMatchObject([
      { kind: 'category.created', objectId: id, before: null, after: { name: 'Tyres' } },
      { kind: 'category.updated', objectId: id, before: { name: 'Tyres' }, after: { name: 'Tubes' } },
      { kind: 'category.deleted', objectId: id, before: { name: 'Tubes' }, after: null },
    ]);
  });
});

describe('orders', () => {
  it('records the desk’s steps by who took them, and nothing for a refused step', async () => {
    const { orderId } = await orderIn(t, { buyer, admin: manager }, 'processing');
    expect((await transition(t, manager, orderId, { to: 'delivered' })).statusCode).toBe(409);
    expect(await entries()).toMatchObject([
      {
        kind: 'order.transition',
        actorId: manager.id,
        objectType: 'order',
        objectId: orderId,
        before: { status: 'paid' },
      },
    ]);
    expect((await entries())[0]?.after).toEqual({ status: 'processing' });
  });

  it('records a staff cancel as order.cancel, and not the buyer’s own cancel', async () => {
    const { orderId } = await orderIn(t, { buyer, admin: manager }, 'unpaid');
    expect((await transition(t, manager, orderId, { to: 'cancelled', note: 'asked by phone' })).statusCode).toBe(200);
    await orderIn(t, { buyer, admin: manager }, 'cancelled');
    expect(await entries()).toMatchObject([
      {
        kind: 'order.cancel',
        objectId: orderId,
        before: { status: 'unpaid' },
        after: { status: 'cancelled', note: 'asked by phone' },
      },
    ]);
  });

  it('records a partial refund with its amount, and nothing for a refund over what was paid', async () => {
    const { orderId } = await orderIn(t, { buyer, admin: owner }, 'delivered', { quantity: 2 });
    await t.store.db.deleteFrom('auditEntries').execute();
    const refund = (body: object, key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/refunds`,
        headers: { ...accountant.headers, 'idempotency-key': key },
        payload: body,
      });
    expect((await refund({ amount: 1_000_000 }, 'k-too-much')).statusCode).toBe(409);
    expect((await refund({ lines: [{ lineNo: 1, quantity: 1 }] }, 'k-1')).statusCode).toBe(201);
    expect(await entries()).toMatchObject([
      { kind: 'order.refund', actorRole: 'accountant', objectId: orderId, after: { kind: 'partial', amount: 30000 } },
    ]);
  });
});

describe('promotions', () => {
  it('records create, a change of the fields that changed, the switch and the deletion', async () => {
    const body = { name: 'Eid', kind: 'order_amount', amount: 100, startsAt: new Date().toISOString() };
    const created = await send(manager, 'POST', '/api/admin/promotions', body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ _id: string }>()._id;
    expect((await send(manager, 'PUT', `/api/admin/promotions/${id}`, { ...body, amount: 150 })).statusCode).toBe(200);
    expect((await send(manager, 'PATCH', `/api/admin/promotions/${id}/status`, { status: 'paused' })).statusCode).toBe(
      200,
    );
    expect((await send(manager, 'DELETE', `/api/admin/promotions/${id}`)).statusCode).toBe(200);
    const all = await entries();
    expect(all.map((e) => e.kind)).toEqual([
      'promotion.created',
      'promotion.updated',
      'promotion.status',
      'promotion.deleted',
    ]);
    expect(all[1]).toMatchObject({ before: { amount: 10000 }, after: { amount: 15000 } });
    expect(all[2]).toMatchObject({ before: { status: 'active' }, after: { status: 'paused' } });
  });
});

describe('roles and settings (the owner)', () => {
  it('records a role change and Make Admin, and nothing for the last owner’s refused change', async () => {
    const person = await createUser(t, { name: 'Person' });
    expect((await send(owner, 'PUT', `/api/admin/users/${person.id}/role`, { role: 'packer' })).statusCode).toBe(200);
    const other = await createUser(t, { name: 'Other' });
    expect((await send(owner, 'PUT', `/api/user/admin/${other.email}`)).statusCode).toBe(200);
    expect((await send(owner, 'DELETE', `/api/user/admin/${other.email}`)).statusCode).toBe(200);
    expect((await send(owner, 'PUT', `/api/admin/users/${owner.id}/role`, { role: 'user' })).statusCode).toBe(409);
    expect(await entries()).toMatchObject([
      { kind: 'role.changed', objectId: person.id, before: { role: 'user' }, after: { role: 'packer' } },
      { kind: 'role.changed', objectId: other.id, before: { role: 'user' }, after: { role: 'manager' } },
      { kind: 'role.changed', objectId: other.id, before: { role: 'manager' }, after: { role: 'user' } },
    ]);
  });

  it('records a shipping zone and the cash-on-delivery rules', async () => {
    const zone = await send(owner, 'POST', '/api/shipping-zones', DHAKA_CITY);
    expect(zone.statusCode, zone.body).toBe(201);
    const rules = { onlyZoneIds: null, newNumberMaxTotal: 1500, refuseAfter: 2 };
    expect((await send(owner, 'PUT', '/api/admin/cod-rules', rules)).statusCode).toBe(200);
    const all = await entries();
    expect(all.map((e) => e.kind)).toEqual(['settings.shipping-zones', 'settings.cod-rules']);
    expect(all[0]).toMatchObject({ before: null, after: { name: DHAKA_CITY.name } });
    expect(all[1]).toMatchObject({ before: { newNumberMaxTotal: null }, after: { newNumberMaxTotal: 1500 } });
    const off = { onlyZoneIds: null, newNumberMaxTotal: null, refuseAfter: null };
    expect((await send(owner, 'PUT', '/api/admin/cod-rules', off)).statusCode).toBe(200);
  });
});

describe('the catalogue import', () => {
  const recordsOf = (csv: string): Record<string, string>[] => parse(csv, { bom: true, columns: true });
  const csvOf = (rows: Record<string, string>[]) => {
    const header = Object.keys(rows[0] ?? {});
    const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
    return [header, ...rows.map((r) => header.map((h) => r[h] ?? ''))].map((r) => r.map(quote).join(',')).join('\r\n');
  };
  const importCsv = (path: 'preview' | 'apply', csv: string, token = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/catalog/import/${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
      headers: { ...manager.headers, 'content-type': 'text/csv' },
      payload: csv,
    });
  const fileChanging = async (variantId: string, price: string, stock: string) => {
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalog/export.csv',
      headers: owner.headers,
    });
    const rows = recordsOf(exported.body);
    return csvOf(
      rows.filter((r) => r['Variant ID'] === variantId).map((r) => ({ ...r, 'Price (BDT)': price, Stock: stock })),
    );
  };

  it('records one entry per changed row with the stock apart, and none when the apply is refused (409)', async () => {
    const product = await createProduct(t.store.db, { maxQuantity: 10, priceTaka: 200 });
    const csv = await fileChanging(product.id, '250.00', '12');
    const preview = await importCsv('preview', csv);
    expect(preview.statusCode, preview.body).toBe(200);
    expect((await importCsv('apply', csv, preview.json<{ token: string }>().token)).statusCode).toBe(200);
    expect(await entries()).toMatchObject([
      {
        kind: 'catalog.import',
        objectType: 'variant',
        objectId: product.id,
        before: { price: '200.00' },
        after: { price: '250.00' },
      },
      {
        kind: 'stock.corrected',
        objectType: 'variant',
        objectId: product.id,
        before: { stock: '10' },
        after: { stock: '12' },
      },
    ]);

    const again = await fileChanging(product.id, '260.00', '15');
    const token = (await importCsv('preview', again)).json<{ token: string }>().token;
    // A sale between the preview and the apply: the apply is refused and writes nothing.
    await t.store.db.updateTable('productVariants').set({ stock: 11 }).where('id', '=', product.id).execute();
    expect((await importCsv('apply', again, token)).statusCode).toBe(409);
    expect(await entries()).toHaveLength(2);
  });
});
