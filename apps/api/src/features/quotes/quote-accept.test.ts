// A quote's life on SQLite and PostgreSQL: quoted and revised in versions (all kept), accepted as one order at the
// quoted prices and shipping (never the body's), refused when revised, expired, short of stock or already
// accepted; two acceptances at once make one order; declined; reopened after its order was cancelled.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { changeVariant, variantStockOf } from '../../../test/cart-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { acceptQuote, inDays, postVersion, readQuote, requestedQuote } from '../../../test/quote-helpers.ts';
import { createUser } from '../../../test/users.ts';
import type { ProductRow } from '../catalog/catalog.repository.ts';

let t: TestApp;
let userA: TestUser;
let userB: TestUser;
let admin: TestUser;
let chain: ProductRow;
let pads: ProductRow;

beforeEach(async () => {
  t = await buildTestApp();
  [userA, userB, admin] = await Promise.all([createUser(t), createUser(t), createUser(t, { role: 'admin' })]);
  chain = await createProduct(t.store.db, { name: 'Chain 11-speed', priceTaka: 900, minQuantity: 10, maxQuantity: 50 });
  pads = await createProduct(t.store.db, { name: 'Brake Pads', priceTaka: 300, minQuantity: 1, maxQuantity: 30 });
});
afterEach(async () => {
  await t.close();
});

/** userA's request for 20 chains and 5 pads, quoted at ৳800 and ৳250 with ৳150 delivery. */
async function quotedRequest(user: TestUser | null = userA) {
  const { id, key } = await requestedQuote(
    t,
    [
      { productId: chain.id, quantity: 20 },
      { productId: pads.id, quantity: 5 },
    ],
    user,
  );
  const res = await postVersion(t, admin, id, {
    lines: [
      { variantId: chain.id, quantity: 20, unitPrice: 80_000 },
      { variantId: pads.id, quantity: 5, unitPrice: 25_000 },
    ],
    shipping: 15_000,
  });
  expect(res.statusCode).toBe(201);
  return { id, key };
}

const orders = () =>
  t.store.db.selectFrom('orders').select(['id', 'subtotal', 'shipping', 'total', 'status']).execute();
const orderLines = (orderId: string) =>
  t.store.db
    .selectFrom('orderLines')
    .select(['variantId', 'quantity', 'unitPrice', 'lineTotal'])
    .where('orderId', '=', orderId)
    .orderBy('lineNo')
    .execute();
const statusOf = async (id: string) => (await readQuote(t, admin, id)).json().status;

describe('quoting', () => {
  it('keeps every version, the latest quoted, and mails the requester its total with the link', async () => {
    const { id, key } = await quotedRequest();
    const revised = await postVersion(t, admin, id, {
      lines: [
        { variantId: chain.id, quantity: 25, unitPrice: 78_000 },
        { variantId: pads.id, quantity: 5, unitPrice: 25_000 },
      ],
      shipping: 0,
    });
    expect(revised.statusCode).toBe(201);
    const quote = revised.json();
    expect(quote.status).toBe('quoted');
    expect(quote.versions.map((v: { version: number; total: number }) => [v.version, v.total])).toEqual([
      [1, 20 * 80_000 + 5 * 25_000 + 15_000],
      [2, 25 * 78_000 + 5 * 25_000],
    ]);
    const offers = await t.store.db
      .selectFrom('mailMessages')
      .select(['recipient', 'data'])
      .where('template', '=', 'quote-offer')
      .execute();
    // One mail per version; rows come back in no set order.
    const mailed = offers.map((o) => JSON.parse(o.data ?? '{}') as { total: number });
    expect(mailed.map((d) => d.total).sort()).toEqual(
      [20 * 80_000 + 5 * 25_000 + 15_000, 25 * 78_000 + 5 * 25_000].sort(),
    );
    expect(mailed.find((d) => d.total === 25 * 78_000 + 5 * 25_000)).toMatchObject({ id, key });
  });

  it('refuses a version that leaves out a requested line, adds another, goes below a minimum or is already past', async () => {
    const { id } = await requestedQuote(t, [
      { productId: chain.id, quantity: 20 },
      { productId: pads.id, quantity: 5 },
    ]);
    const res = await postVersion(t, admin, id, {
      lines: [
        { variantId: chain.id, quantity: 5, unitPrice: 80_000 },
        { variantId: 'not-requested', quantity: 5, unitPrice: 1 },
      ],
      shipping: 0,
      validUntil: inDays(-1),
    });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().error;
    expect(fields['lines.0.quantity']).toBe('This product is sold from 10 pieces: ask for at least 10.');
    expect(fields['lines.1.variantId']).toBe('Price every requested product exactly once, and no other.');
    expect(fields.lines).toBe('Price every requested product exactly once, and no other.');
    expect(fields.validUntil).toBe('Choose a date in the future until which the quote may be accepted.');
    expect(await statusOf(id)).toBe('requested');
  });
});

describe('accepting', () => {
  it('places one order at the quoted unit prices and shipping, whatever the body says, and takes the stock', async () => {
    const { id } = await quotedRequest();
    const res = await acceptQuote(t, userA, id, {
      version: 1,
      unitPrice: 1,
      shipping: 0,
      lines: [{ variantId: chain.id, quantity: 20, unitPrice: 1 }],
    });
    expect(res.statusCode).toBe(201);
    const subtotal = 20 * 80_000 + 5 * 25_000;
    expect(res.json()).toEqual({
      acknowledged: true,
      insertedId: expect.any(String),
      total: (subtotal + 15_000) / 100,
    });
    const orderId = res.json().insertedId;
    expect(await orders()).toEqual([
      { id: orderId, subtotal, shipping: 15_000, total: subtotal + 15_000, status: 'unpaid' },
    ]);
    expect(
      (await orderLines(orderId)).map((l) => ({
        ...l,
        unitPrice: Number(l.unitPrice),
        lineTotal: Number(l.lineTotal),
      })),
    ).toEqual([
      { variantId: chain.id, quantity: 20, unitPrice: 80_000, lineTotal: 1_600_000 },
      { variantId: pads.id, quantity: 5, unitPrice: 25_000, lineTotal: 125_000 },
    ]);
    expect([await variantStockOf(t, chain.id), await variantStockOf(t, pads.id)]).toEqual([30, 25]);
    const quote = (await readQuote(t, userA, id)).json();
    expect(quote).toMatchObject({ status: 'accepted', orderId });
    const shopMail = await t.store.db
      .selectFrom('mailMessages')
      .select('recipient')
      .where('template', '=', 'quote-accepted')
      .execute();
    expect(shopMail).toEqual([{ recipient: t.app.config.CONTACT_EMAIL }]);
  });

  it('answers a repeated Idempotency-Key with the same order', async () => {
    const { id } = await quotedRequest();
    const first = await acceptQuote(t, userA, id, { version: 1 }, { 'idempotency-key': 'accept-1' });
    const again = await acceptQuote(t, userA, id, { version: 1 }, { 'idempotency-key': 'accept-1' });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().insertedId).toBe(first.json().insertedId);
    expect(await orders()).toHaveLength(1);
  });

  it('refuses the version the shop has since revised, and a quote not quoted yet', async () => {
    const { id } = await quotedRequest();
    await postVersion(t, admin, id, {
      lines: [
        { variantId: chain.id, quantity: 20, unitPrice: 82_000 },
        { variantId: pads.id, quantity: 5, unitPrice: 25_000 },
      ],
      shipping: 15_000,
    });
    const old = await acceptQuote(t, userA, id, { version: 1 });
    expect(old.statusCode).toBe(409);
    expect(old.json().error.message).toBe(
      'The shop revised this quote since you opened it. Read the new version and accept that one.',
    );
    const waiting = await requestedQuote(t, [{ productId: pads.id, quantity: 5 }], userA);
    const early = await acceptQuote(t, userA, waiting.id, { version: 1 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('The shop has not quoted this request yet.');
    expect(await orders()).toEqual([]);
  });

  it('refuses an expired quote, which the admin sees as expired and may revise', async () => {
    const { id } = await quotedRequest();
    const past = inDays(-1);
    await t.store.db.updateTable('quoteRequests').set({ validUntil: past }).where('id', '=', id).execute();
    await t.store.db.updateTable('quoteVersions').set({ validUntil: past }).where('requestId', '=', id).execute();
    const res = await acceptQuote(t, userA, id, { version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This quote expired. Ask the shop to revise it.');
    expect(await statusOf(id)).toBe('expired');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/quotes?status=expired',
      headers: admin.headers,
    });
    expect(listed.json().map((q: { id: string }) => q.id)).toEqual([id]);
    const open = await t.app.inject({ method: 'GET', url: '/api/admin/quotes?status=quoted', headers: admin.headers });
    expect(open.json()).toEqual([]);
    expect(await orders()).toEqual([]);
  });

  it('refuses a line short of stock, naming it and what is left; the quote stays quoted and the stock whole', async () => {
    const { id } = await quotedRequest();
    await changeVariant(t, chain.id, { stock: 12 });
    const res = await acceptQuote(t, userA, id, { version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Only 12 pieces of Chain 11-speed are in stock now. The quote stays open: ask the shop to revise it.',
    );
    expect(await statusOf(id)).toBe('quoted');
    expect([await variantStockOf(t, chain.id), await variantStockOf(t, pads.id)]).toEqual([12, 30]);
    expect(await orders()).toEqual([]);
  });

  it('refuses a second acceptance of an accepted quote', async () => {
    const { id } = await quotedRequest();
    expect((await acceptQuote(t, userA, id, { version: 1 })).statusCode).toBe(201);
    const again = await acceptQuote(t, userA, id, { version: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This quote was already accepted: its order is placed.');
    expect(await orders()).toHaveLength(1);
  });

  it('makes one order of two acceptances at once: one 201, one 409', async () => {
    const { id } = await quotedRequest();
    const answers = await Promise.all([
      acceptQuote(t, userA, id, { version: 1 }),
      acceptQuote(t, userA, id, { version: 1 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await orders()).toHaveLength(1);
    expect(await variantStockOf(t, chain.id)).toBe(30);
  });

  it('lets a signed-in holder of a guest request’s key accept it (it becomes theirs); two at once make one order', async () => {
    const { id, key } = await quotedRequest(null);
    expect((await acceptQuote(t, userB, id, { version: 1 })).statusCode).toBe(404);
    const answers = await Promise.all([
      acceptQuote(t, userA, id, { version: 1, key }),
      acceptQuote(t, userB, id, { version: 1, key }),
    ]);
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 404 || c === 409)).toHaveLength(1);
    expect(await orders()).toHaveLength(1);
    const winner = codes[0] === 201 ? userA : userB;
    const row = await t.store.db.selectFrom('quoteRequests').select(['userId', 'status']).executeTakeFirst();
    expect(row).toEqual({ userId: winner.id, status: 'accepted' });
  });

  it('answers 404 to another account and 401 to a guest', async () => {
    const { id } = await quotedRequest();
    expect((await acceptQuote(t, userB, id, { version: 1 })).statusCode).toBe(404);
    expect((await acceptQuote(t, null, id, { version: 1 })).statusCode).toBe(401);
    expect(await orders()).toEqual([]);
  });

  it('reopens an accepted quote whose order was cancelled when the shop revises it', async () => {
    const { id } = await quotedRequest();
    const orderId = (await acceptQuote(t, userA, id, { version: 1 })).json().insertedId;
    const early = await postVersion(t, admin, id, {
      lines: [
        { variantId: chain.id, quantity: 20, unitPrice: 80_000 },
        { variantId: pads.id, quantity: 5, unitPrice: 25_000 },
      ],
      shipping: 0,
    });
    expect(early.statusCode).toBe(409);
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/myorders/${orderId}`, headers: userA.headers });
    expect(cancel.statusCode).toBe(200);
    const revised = await postVersion(t, admin, id, {
      lines: [
        { variantId: chain.id, quantity: 20, unitPrice: 79_000 },
        { variantId: pads.id, quantity: 5, unitPrice: 25_000 },
      ],
      shipping: 0,
    });
    expect(revised.statusCode).toBe(201);
    expect(revised.json()).toMatchObject({ status: 'quoted', orderId: null });
    expect(revised.json().versions).toHaveLength(2);
    expect((await acceptQuote(t, userA, id, { version: 2 })).statusCode).toBe(201);
  });
});

describe('declining and closing', () => {
  it('lets the requester decline a quote; it cannot be accepted, declined again or quoted after', async () => {
    const { id } = await quotedRequest();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${id}/decline`,
      headers: userA.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('declined');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${id}/decline`,
      headers: userA.headers,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect((await acceptQuote(t, userA, id, { version: 1 })).json().error.message).toBe('This quote was declined.');
    const late = await postVersion(t, admin, id, {
      lines: [
        { variantId: chain.id, quantity: 20, unitPrice: 80_000 },
        { variantId: pads.id, quantity: 5, unitPrice: 25_000 },
      ],
      shipping: 0,
    });
    expect(late.statusCode).toBe(409);
  });

  it('lets a guest decline with the key and nobody without it', async () => {
    const { id, key } = await quotedRequest(null);
    const decline = (payload: object, user: TestUser | null = null) =>
      t.app.inject({ method: 'POST', url: `/api/quotes/${id}/decline`, headers: user?.headers ?? {}, payload });
    expect((await decline({})).statusCode).toBe(404);
    expect((await decline({}, userB)).statusCode).toBe(404);
    expect((await decline({ key: 'wrong' })).statusCode).toBe(404);
    expect(await statusOf(id)).toBe('quoted');
    expect((await decline({ key })).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('declined');
  });

  it('lets the admin close an open request and open it again, and no other change', async () => {
    const { id } = await quotedRequest();
    const put = (status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/quotes/${id}/status`,
        headers: admin.headers,
        payload: { status },
      });
    expect((await put('requested')).statusCode).toBe(409);
    expect((await put('closed')).json().status).toBe('closed');
    expect((await acceptQuote(t, userA, id, { version: 1 })).json().error.message).toBe(
      'The shop closed this request.',
    );
    expect((await put('closed')).statusCode).toBe(409);
    expect((await put('requested')).json().status).toBe('requested');
  });
});
