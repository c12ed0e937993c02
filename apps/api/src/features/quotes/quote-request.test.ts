// POST /api/quotes and who reads a request, on SQLite and PostgreSQL: stored with one line per variant, mailed
// and texted with its signed link, refused below a minimum order (never above the stock), limited per client;
// read by its requester, its key's holder or an admin, and by nobody else.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { askQuote, readQuote, requestedQuote } from '../../../test/quote-helpers.ts';
import { createUser } from '../../../test/users.ts';
import type { ProductRow } from '../catalog/catalog.repository.ts';

let t: TestApp;
let userA: TestUser;
let userB: TestUser;
let admin: TestUser;
let chain: ProductRow;

beforeEach(async () => {
  t = await buildTestApp();
  [userA, userB, admin] = await Promise.all([createUser(t), createUser(t), createUser(t, { role: 'admin' })]);
  chain = await createProduct(t.store.db, { name: 'Chain 11-speed', priceTaka: 900, minQuantity: 10, maxQuantity: 50 });
});
afterEach(async () => {
  await t.close();
});

const requests = () => t.store.db.selectFrom('quoteRequests').selectAll().execute();
const requestLines = () => t.store.db.selectFrom('quoteRequestLines').selectAll().orderBy('lineNo').execute();
const outbox = () =>
  t.store.db
    .selectFrom('mailMessages')
    .select(['template', 'recipient', 'locale'])
    .where('template', 'like', 'quote-%')
    .orderBy('template')
    .execute();
const texts = () => t.store.db.selectFrom('smsOutbox').select(['template', 'recipient', 'body']).execute();

describe('POST /api/quotes', () => {
  it('stores the request above the stock, mails the shop and the requester, and texts the link to a mobile', async () => {
    const res = await askQuote(t, [{ productId: chain.id, quantity: 500 }], { phone: '01711-000000', locale: 'bn' });
    expect(res.statusCode).toBe(201);
    const { id, key } = res.json();
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await requests()).toEqual([
      expect.objectContaining({ id, key, userId: null, status: 'requested', latestVersion: 0, locale: 'bn' }),
    ]);
    expect(await requestLines()).toEqual([
      { requestId: id, lineNo: 1, productId: chain.id, variantId: chain.id, name: 'Chain 11-speed', quantity: 500 },
    ]);
    expect((await outbox()).map((m) => [m.template, m.recipient, m.locale])).toEqual([
      ['quote-received', 'rahim@example.com', 'bn'],
      ['quote-shop', t.app.config.CONTACT_EMAIL, 'en'],
    ]);
    const [sms] = await texts();
    expect(sms).toMatchObject({ template: 'quote-received', recipient: '+8801711000000' });
    expect(sms?.body).toContain(`/bn/quotes/${id}?key=${key}`);
  });

  it('refuses a line below its minimum order, naming the minimum on that line, and stores nothing', async () => {
    const res = await askQuote(t, [{ productId: chain.id, quantity: 5 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['lines.0.quantity']).toBe(
      'This product is sold from 10 pieces: ask for at least 10.',
    );
    expect(await requests()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('makes one line of a variant asked for twice, the minimum checked on the sum', async () => {
    const res = await askQuote(t, [
      { productId: chain.id, quantity: 6 },
      { productId: chain.id, variantId: chain.id, quantity: 6 },
    ]);
    expect(res.statusCode).toBe(201);
    expect((await requestLines()).map((l) => l.quantity)).toEqual([12]);
  });

  it('refuses an unknown product and a missing variant on their lines', async () => {
    const sprocket = await createProduct(t.store.db, {
      name: 'Sprocket',
      options: [{ name: 'Teeth', values: ['32T', '34T'] }],
      variants: [{ options: ['32T'] }, { options: ['34T'] }],
    });
    const res = await askQuote(t, [
      { productId: chain.id, quantity: 10 },
      { productId: sprocket.id, quantity: 10 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['lines.1.variantId']);
    const unknown = await askQuote(t, [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 10 }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields['lines.0.productId']).toBe(
      'This product is not in the catalogue any more. Remove it from the request.',
    );
    expect(await requests()).toEqual([]);
  });

  it('refuses a request without lines, name or a way to reach the requester, with field messages', async () => {
    const res = await askQuote(t, [], { name: '', email: 'rahim', phone: '' });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().error;
    expect(fields.lines).toBe('Add from 1 to 50 products to the request.');
    expect(fields.name).toBe('Write your name (at most 100 characters).');
    expect(fields.email).toBe('Enter an email address, such as name@example.com.');
    const unreachable = await askQuote(t, [{ productId: chain.id, quantity: 10 }], { email: '', phone: '' });
    expect(unreachable.json().error.fields.phone).toBe(
      'Give a mobile number or an email address, so that the shop can send you its quote.',
    );
    expect(await requests()).toEqual([]);
  });

  it('makes the request the signed-in caller’s', async () => {
    await requestedQuote(t, [{ productId: chain.id, quantity: 10 }], userA);
    expect((await requests())[0]?.userId).toBe(userA.id);
  });

  it('answers 429 with Retry-After once a client address has sent its share', async () => {
    await t.close();
    t = await buildTestApp({ writeLimits: { quoteRequests: 2 } });
    const product = await createProduct(t.store.db, { minQuantity: 1 });
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        remoteAddress,
        payload: { name: 'Rahim', email: 'rahim@example.com', lines: [{ productId: product.id, quantity: 1 }] },
      });
    expect((await from('203.0.113.9')).statusCode).toBe(201);
    expect((await from('203.0.113.9')).statusCode).toBe(201);
    const third = await from('203.0.113.9');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect((await from('203.0.113.10')).statusCode).toBe(201);
  });
});

describe('reading a request', () => {
  it('shows the requester and the admin their request with its key, the key’s holder without it', async () => {
    const { id, key } = await requestedQuote(t, [{ productId: chain.id, quantity: 10 }], userA);
    const own = await readQuote(t, userA, id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id,
      key,
      status: 'requested',
      lines: [
        { productId: chain.id, name: 'Chain 11-speed', quantity: 10, listPrice: 90_000, minQuantity: 10, stock: 50 },
      ],
      versions: [],
      orderId: null,
    });
    expect((await readQuote(t, admin, id)).json().key).toBe(key);
    const byLink = await readQuote(t, null, id, key);
    expect(byLink.statusCode).toBe(200);
    expect(byLink.json()).not.toHaveProperty('key');
  });

  it('answers 404 to another account, to a guest without the key and to a wrong key', async () => {
    const { id, key } = await requestedQuote(t, [{ productId: chain.id, quantity: 10 }], userA);
    expect((await readQuote(t, userB, id)).statusCode).toBe(404);
    expect((await readQuote(t, null, id)).statusCode).toBe(404);
    expect((await readQuote(t, null, id, `${key.slice(0, -1)}x`)).statusCode).toBe(404);
    expect((await readQuote(t, null, id, '')).statusCode).toBe(404);
  });

  it('lists a signed-in requester’s own requests, newest first', async () => {
    const first = await requestedQuote(t, [{ productId: chain.id, quantity: 10 }], userA);
    const second = await requestedQuote(t, [{ productId: chain.id, quantity: 20 }], userA);
    await requestedQuote(t, [{ productId: chain.id, quantity: 30 }], userB);
    const res = await t.app.inject({ method: 'GET', url: '/api/quotes/mine', headers: userA.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((q: { id: string }) => q.id)).toEqual([second.id, first.id]);
  });
});
