// GET /api/admin/insights: every figure checked against a plain computation over the test's own
// orders (paid, unpaid, cancelled, expired, refunded; across a midnight in Dhaka and across the
// period's edges), the bad periods and who may ask. On SQLite and PostgreSQL alike.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messageRef } from '@store/shared/i18n/catalogue';
import { englishTexts, resolveMessageIn } from '@store/shared/i18n/server';
import { ORDER_STATUSES } from '@store/shared/order-flow';
import type { Insights } from '@store/shared/schemas';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertDeskOrder } from '../../../test/order-desk-fixtures.ts';
import { orderIn } from '../../../test/order-desk-helpers.ts';
import { createUser } from '../../../test/users.ts';
import { createProductWithVariants, insertVariantOrder, type TestVariant } from '../../../test/variant-fixtures.ts';

let t: TestApp;
let admin: TestUser;
let buyer: TestUser;

beforeEach(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_SCALE: '20', MAX_OPEN_UNPAID_ORDERS: '1000' } });
  [admin, buyer] = await Promise.all([createUser(t, { role: 'admin' }), createUser(t)]);
});
afterEach(async () => {
  await t.close();
});

function ask(query: string, user: TestUser | null = admin) {
  return t.app.inject({ method: 'GET', url: `/api/admin/insights${query}`, headers: user?.headers ?? {} });
}

async function insights(from: string, to: string): Promise<Insights> {
  const res = await ask(`?from=${from}&to=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Insights>();
}

/** One order of the test, as the plain computation sees it. Amounts in poisha. */
interface Fixture {
  status: string;
  createdAt: string;
  paidAt?: string;
  refundedAt?: string;
  method?: string;
  lines: { name: string; unitPriceTaka: number; quantity: number }[];
  shippingTaka: number;
}

async function insertFixture(f: Fixture): Promise<void> {
  const id = await insertDeskOrder(t.store.db, buyer, {
    status: f.status,
    createdAt: f.createdAt,
    paidAt: f.paidAt ?? null,
    transactionId: f.paidAt ? `pi_${f.createdAt}` : null,
    lines: f.lines,
    shippingTaka: f.shippingTaka,
  });
  await t.store.db
    .updateTable('orders')
    .set({ refundedAt: f.refundedAt ?? null, paymentMethod: f.method ?? null })
    .where('id', '=', id)
    .execute();
}

// ---- The plain computation: loops over the fixtures, days through Intl in Asia/Dhaka. ----

const dhakaDay = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-CA', {
    timeZone: 'Asia/Dhaka',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
const poisha = (taka: number) => Math.round(taka * 100);
const totalOf = (f: Fixture) =>
  f.lines.reduce((sum, l) => sum + poisha(l.unitPriceTaka) * l.quantity, 0) + poisha(f.shippingTaka);
const inPeriod = (iso: string | undefined, from: string, to: string) =>
  iso !== undefined && dhakaDay(iso) >= from && dhakaDay(iso) <= to;

function listDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to; d.setUTCDate(d.getUTCDate() + 1)) {
    days.push(d.toISOString().slice(0, 10));
  }
  return days;
}

function expectedFigures(orders: Fixture[], from: string, to: string, newCustomers: number) {
  const paid = orders.filter((o) => inPeriod(o.paidAt, from, to));
  const refunded = orders.filter((o) => inPeriod(o.refundedAt, from, to));
  const paidSum = paid.reduce((s, o) => s + totalOf(o), 0);
  return {
    revenue: (paidSum - refunded.reduce((s, o) => s + totalOf(o), 0)) / 100,
    paidOrders: paid.length,
    averageOrderValue: paid.length === 0 ? 0 : Math.round(paidSum / paid.length) / 100,
    piecesSold: paid.reduce((s, o) => s + o.lines.reduce((n, l) => n + l.quantity, 0), 0),
    newCustomers,
  };
}

function expectedInsights(orders: Fixture[], from: string, to: string, previous: { from: string; to: string }) {
  const days = listDays(from, to);
  const byDay = days.map((date) => {
    const paid = orders.filter((o) => o.paidAt && dhakaDay(o.paidAt) === date);
    const refunded = orders.filter((o) => o.refundedAt && dhakaDay(o.refundedAt) === date);
    return {
      date,
      revenue: (paid.reduce((s, o) => s + totalOf(o), 0) - refunded.reduce((s, o) => s + totalOf(o), 0)) / 100,
      orders: paid.length,
    };
  });
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0]));
  for (const o of orders) if (inPeriod(o.createdAt, from, to)) byStatus[o.status] = (byStatus[o.status] ?? 0) + 1;
  const methods = new Map<string, { revenue: number; orders: number }>();
  for (const o of orders) {
    const m = methods.get(o.method ?? 'unknown') ?? { revenue: 0, orders: 0 };
    if (inPeriod(o.paidAt, from, to)) {
      m.revenue += totalOf(o);
      m.orders += 1;
    }
    if (inPeriod(o.refundedAt, from, to)) m.revenue -= totalOf(o);
    if (inPeriod(o.paidAt, from, to) || inPeriod(o.refundedAt, from, to)) methods.set(o.method ?? 'unknown', m);
  }
  const products = new Map<string, { pieces: number; revenue: number }>();
  for (const o of orders.filter((x) => inPeriod(x.paidAt, from, to))) {
    for (const l of o.lines) {
      const p = products.get(l.name) ?? { pieces: 0, revenue: 0 };
      p.pieces += l.quantity;
      p.revenue += poisha(l.unitPriceTaka) * l.quantity;
      products.set(l.name, p);
    }
  }
  const productList = [...products.entries()].map(([name, p]) => ({
    productId: null,
    productname: name,
    pieces: p.pieces,
    revenue: p.revenue / 100,
  }));
  return {
    byDay,
    byStatus,
    byMethod: [...methods.entries()]
      .map(([method, m]) => ({ method, revenue: m.revenue / 100, orders: m.orders }))
      .sort((a, b) => b.revenue - a.revenue),
    topProducts: [...productList].sort((a, b) => b.revenue - a.revenue).slice(0, 10),
    topProductsByPieces: [...productList].sort((a, b) => b.pieces - a.pieces || b.revenue - a.revenue).slice(0, 10),
    // The fixtures' lines name no variant: each product is its one variant.
    topVariants: [...productList]
      .sort((a, b) => b.revenue - a.revenue)
      .slice(0, 10)
      .map((p) => ({ ...p, variantId: null, variantTitle: '' })),
    awaitingShipment: orders.filter((o) => o.status === 'paid' || o.status === 'processing').length,
    previous,
  };
}

// ---- The orders: the period is 10 to 16 March 2026 in Dhaka (UTC+6); the one before, 3 to 9 March. ----

const line = (name: string, unitPriceTaka: number, quantity: number) => ({ name, unitPriceTaka, quantity });

// 23:30 in Dhaka on 10 March (17:30 UTC): counts on the 10th.
const DHAKA_2330: Fixture = {
  status: 'delivered',
  createdAt: '2026-03-10T17:00:00.000Z',
  paidAt: '2026-03-10T17:30:00.000Z',
  method: 'sandbox',
  lines: [line('Disc Brake Rotor', 900, 2), line('Brake Pads', 250.5, 4)],
  shippingTaka: 120,
};
// 00:30 in Dhaka on 11 March (18:30 UTC on the 10th): counts on the 11th.
const DHAKA_0030: Fixture = {
  status: 'shipped',
  createdAt: '2026-03-10T18:20:00.000Z',
  paidAt: '2026-03-10T18:30:00.000Z',
  method: 'stripe',
  lines: [line('Carbon Chainring 52T', 4200, 1)],
  shippingTaka: 0,
};

const ORDERS: Fixture[] = [
  DHAKA_2330,
  DHAKA_0030,
  // 00:10 on 10 March in Dhaka, still 9 March in UTC: the period's first minutes.
  {
    status: 'processing',
    createdAt: '2026-03-09T18:05:00.000Z',
    paidAt: '2026-03-09T18:10:00.000Z',
    method: 'sandbox',
    lines: [line('Brake Pads', 250.5, 2)],
    shippingTaka: 120,
  },
  // 23:50 on 9 March in Dhaka: the previous period's last minutes.
  {
    status: 'paid',
    createdAt: '2026-03-09T17:40:00.000Z',
    paidAt: '2026-03-09T17:50:00.000Z',
    method: 'cod',
    lines: [line('Disc Brake Rotor', 900, 1)],
    shippingTaka: 120,
  },
  // 23:59 on 16 March in Dhaka: the period's last minute.
  {
    status: 'paid',
    createdAt: '2026-03-16T17:00:00.000Z',
    paidAt: '2026-03-16T17:59:00.000Z',
    method: 'stripe',
    lines: [line('Handlebar Tape', 450, 3)],
    shippingTaka: 120,
  },
  // 00:00 on 17 March in Dhaka: after the period.
  {
    status: 'paid',
    createdAt: '2026-03-16T17:58:00.000Z',
    paidAt: '2026-03-16T18:00:00.000Z',
    method: 'stripe',
    lines: [line('Handlebar Tape', 450, 5)],
    shippingTaka: 0,
  },
  // Placed in the period, never paid: no revenue.
  { status: 'unpaid', createdAt: '2026-03-12T04:00:00.000Z', lines: [line('Saddle', 1500, 1)], shippingTaka: 120 },
  { status: 'cancelled', createdAt: '2026-03-12T05:00:00.000Z', lines: [line('Saddle', 1500, 2)], shippingTaka: 120 },
  { status: 'expired', createdAt: '2026-03-13T05:00:00.000Z', lines: [line('Saddle', 1500, 3)], shippingTaka: 120 },
  // Paid in the previous period, refunded in this one: counts in the previous, subtracts on 12 March.
  {
    status: 'refunded',
    createdAt: '2026-03-05T04:00:00.000Z',
    paidAt: '2026-03-05T04:10:00.000Z',
    refundedAt: '2026-03-12T08:00:00.000Z',
    method: 'stripe',
    lines: [line('Crankset', 6000, 1)],
    shippingTaka: 0,
  },
  // Paid and refunded inside the period.
  {
    status: 'refunded',
    createdAt: '2026-03-13T04:00:00.000Z',
    paidAt: '2026-03-13T04:05:00.000Z',
    refundedAt: '2026-03-14T10:00:00.000Z',
    method: 'sandbox',
    lines: [line('Crankset', 6000, 2)],
    shippingTaka: 0,
  },
  // Paid, then cancelled by the admin with a refund, the same day.
  {
    status: 'cancelled',
    createdAt: '2026-03-12T06:00:00.000Z',
    paidAt: '2026-03-12T06:10:00.000Z',
    refundedAt: '2026-03-12T09:00:00.000Z',
    method: 'sandbox',
    lines: [line('Chain 11-speed', 1800, 1)],
    shippingTaka: 120,
  },
  // A payment that arrived after a cancel: money taken, refund still due.
  {
    status: 'refund_due',
    createdAt: '2026-03-14T06:00:00.000Z',
    paidAt: '2026-03-15T06:00:00.000Z',
    method: 'stripe',
    lines: [line('Chain 11-speed', 1800, 2)],
    shippingTaka: 120,
  },
  // Paid before either period, still waiting to be shipped.
  {
    status: 'processing',
    createdAt: '2026-02-01T06:00:00.000Z',
    paidAt: '2026-02-01T06:10:00.000Z',
    method: 'sandbox',
    lines: [line('Pedals', 2200, 1)],
    shippingTaka: 120,
  },
  // Paid before payment methods were recorded.
  {
    status: 'delivered',
    createdAt: '2026-03-14T02:00:00.000Z',
    paidAt: '2026-03-14T02:05:00.000Z',
    lines: [line('Pedals', 2200, 2)],
    shippingTaka: 120,
  },
];

/** Customer accounts by when they were made; admins never count. */
async function setCreatedAt(user: TestUser, at: string) {
  const value = t.store.dialect === 'postgres' ? new Date(at) : at;
  await t.store.db.updateTable('users').set({ createdAt: value }).where('id', '=', user.id).execute();
}

describe('GET /api/admin/insights figures', () => {
  beforeEach(async () => {
    for (const order of ORDERS) await insertFixture(order);
  });

  it('matches a plain computation over the orders, for the period and the one before', async () => {
    // Accounts: two new in the period (one at 23:45 in Dhaka on the 16th), one the day before, one after.
    const [a, b, c, d, otherAdmin] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t),
      createUser(t),
      createUser(t, { role: 'admin' }),
    ]);
    await setCreatedAt(a, '2026-03-10T08:00:00.000Z');
    await setCreatedAt(b, '2026-03-16T17:45:00.000Z');
    await setCreatedAt(c, '2026-03-09T17:45:00.000Z');
    await setCreatedAt(d, '2026-03-16T18:15:00.000Z');
    await setCreatedAt(otherAdmin, '2026-03-11T08:00:00.000Z');
    await setCreatedAt(buyer, '2026-01-01T08:00:00.000Z');
    await setCreatedAt(admin, '2026-01-01T08:00:00.000Z');

    const got = await insights('2026-03-10', '2026-03-16');
    const previous = {
      from: '2026-03-03',
      to: '2026-03-09',
      ...expectedFigures(ORDERS, '2026-03-03', '2026-03-09', 1),
    };
    expect(got).toEqual({
      currency: 'BDT',
      from: '2026-03-10',
      to: '2026-03-16',
      ...expectedFigures(ORDERS, '2026-03-10', '2026-03-16', 2),
      ...expectedInsights(ORDERS, '2026-03-10', '2026-03-16', previous),
      // No order here received a promotion (insights-promotions.test.ts).
      promotions: [],
    });
  });

  it('counts the figures the plain computation gives, written out for the record', async () => {
    const got = await insights('2026-03-10', '2026-03-16');
    // Paid in the period: 2,922 + 4,200 + 621 + 1,470 + 12,000 + 1,920 + 3,720 + 4,520 taka = 31,373;
    // refunded in it: 6,000 + 12,000 + 1,920 = 19,920.
    expect(got.revenue).toBe(11_453);
    expect(got.paidOrders).toBe(8);
    // 31,373 / 8 = 3,921.625 taka, to the nearest poisha.
    expect(got.averageOrderValue).toBe(3921.63);
    expect(got.piecesSold).toBe(6 + 1 + 2 + 3 + 2 + 1 + 2 + 2);
    expect(got.byDay.map((d) => d.date)).toEqual([
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
      '2026-03-16',
    ]);
    expect(got.byDay[0]).toEqual({ date: '2026-03-10', revenue: 2922 + 621, orders: 2 });
    expect(got.byDay[1]).toEqual({ date: '2026-03-11', revenue: 4200, orders: 1 });
    // Paid 1,920, refunded 1,920 and 6,000 that day.
    expect(got.byDay[2]).toEqual({ date: '2026-03-12', revenue: -6000, orders: 1 });
    expect(got.awaitingShipment).toBe(5);
    // Placed in the period (the order placed at 23:58 on the 16th too, paid on the 17th).
    expect(got.byStatus).toEqual({
      unpaid: 1,
      paid: 2,
      processing: 1,
      shipped: 1,
      delivered: 2,
      cancelled: 2,
      expired: 1,
      refund_due: 1,
      refunded: 1,
      returned: 0,
    });
    expect(got.previous).toMatchObject({ revenue: 1020 + 6000, paidOrders: 2 });
  });

  it('answers zeros for every day of a period without orders', async () => {
    const got = await insights('2025-01-01', '2025-01-03');
    expect(got.byDay).toEqual([
      { date: '2025-01-01', revenue: 0, orders: 0 },
      { date: '2025-01-02', revenue: 0, orders: 0 },
      { date: '2025-01-03', revenue: 0, orders: 0 },
    ]);
    expect(got).toMatchObject({ revenue: 0, paidOrders: 0, averageOrderValue: 0, piecesSold: 0, topProducts: [] });
    expect(got.byMethod).toEqual([]);
  });

  it('takes a period of 366 days, and one day alone', async () => {
    const year = await insights('2025-03-17', '2026-03-17');
    expect(year.byDay).toHaveLength(366);
    expect(year.previous).toMatchObject({ from: '2024-03-16', to: '2025-03-16' });
    const day = await insights('2026-03-12', '2026-03-12');
    expect(day.byDay).toHaveLength(1);
    expect(day.previous).toMatchObject({ from: '2026-03-11', to: '2026-03-11' });
  });
});

describe('GET /api/admin/insights with variants', () => {
  it("sums a product's variants in the top products and lists each variant, named, in the top variants", async () => {
    const [size34, size36] = (await createProductWithVariants(t.store.db, {
      name: 'Narrow-Wide Chainring',
      options: [{ name: 'Size', values: ['34T', '36T'] }],
      variants: [
        { options: ['34T'], sku: 'NW-34', priceTaka: 1800 },
        { options: ['36T'], sku: 'NW-36', priceTaka: 1900 },
      ],
    })) as [TestVariant, TestVariant];
    const paid = { status: 'paid', paidAt: '2026-03-11T08:00:00.000Z', createdAt: '2026-03-11T07:00:00.000Z' };
    await insertVariantOrder(t.store.db, buyer, [{ variant: size34, quantity: 3 }], paid);
    await insertVariantOrder(
      t.store.db,
      buyer,
      [
        { variant: size36, quantity: 1 },
        { variant: size34, quantity: 1 },
      ],
      paid,
    );
    await insertDeskOrder(t.store.db, buyer, { ...paid, lines: [line('Brake Pads', 99, 10)] });
    // Not paid: not counted.
    await insertVariantOrder(t.store.db, buyer, [{ variant: size36, quantity: 9 }], { createdAt: paid.createdAt });

    const got = await insights('2026-03-11', '2026-03-11');
    const chainring = { productId: size34.productId, productname: 'Narrow-Wide Chainring' };
    expect(got.topProducts).toEqual([
      { ...chainring, pieces: 5, revenue: 4 * 1800 + 1900 },
      { productId: null, productname: 'Brake Pads', pieces: 10, revenue: 990 },
    ]);
    expect(got.topProductsByPieces.map((p) => p.productname)).toEqual(['Brake Pads', 'Narrow-Wide Chainring']);
    expect(got.topVariants).toEqual([
      { ...chainring, variantId: size34.id, variantTitle: '34T', pieces: 4, revenue: 7200 },
      { ...chainring, variantId: size36.id, variantTitle: '36T', pieces: 1, revenue: 1900 },
      { productId: null, productname: 'Brake Pads', variantId: null, variantTitle: '', pieces: 10, revenue: 990 },
    ]);
    expect(got.piecesSold).toBe(15);
  });
});

describe('GET /api/admin/insights with orders placed and paid through the API', () => {
  it('counts a payment made now on the store day of now', async () => {
    const { orderId } = await orderIn(t, { buyer, admin }, 'paid', { quantity: 3 });
    await orderIn(t, { buyer, admin }, 'unpaid');
    const order = await t.store.db
      .selectFrom('orders')
      .select(['total', 'paidAt', 'paymentMethod'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const today = dhakaDay(order.paidAt ?? '');
    const got = await insights(today, today);
    expect(got).toMatchObject({
      revenue: order.total / 100,
      paidOrders: 1,
      piecesSold: 3,
      awaitingShipment: 1,
      byDay: [{ date: today, revenue: order.total / 100, orders: 1 }],
      byMethod: [{ method: order.paymentMethod ?? 'unknown', revenue: order.total / 100, orders: 1 }],
    });
    expect(got.byStatus).toMatchObject({ paid: 1, unpaid: 1 });
    expect(got.newCustomers).toBe(1);
  });
});

describe('GET /api/admin/insights in another STORE_TIMEZONE', () => {
  it("counts by that zone's days, daylight saving included", async () => {
    await t.close();
    t = await buildTestApp({ env: { STORE_TIMEZONE: 'Europe/London' } });
    [admin, buyer] = await Promise.all([createUser(t, { role: 'admin' }), createUser(t)]);
    // 23:30 in London on 1 July (BST, UTC+1) is 22:30 UTC; 00:30 on 2 July is 23:30 UTC.
    await insertFixture({ ...DHAKA_2330, paidAt: '2026-07-01T22:30:00.000Z', createdAt: '2026-07-01T22:00:00.000Z' });
    await insertFixture({ ...DHAKA_0030, paidAt: '2026-07-01T23:30:00.000Z', createdAt: '2026-07-01T23:00:00.000Z' });
    const got = await insights('2026-07-01', '2026-07-02');
    expect(got.byDay).toEqual([
      { date: '2026-07-01', revenue: 2922, orders: 1 },
      { date: '2026-07-02', revenue: 4200, orders: 1 },
    ]);
  });
});

const { ORDER_DESK_TEXT } = englishTexts('order-desk');

describe('GET /api/admin/insights refuses a bad period, naming the field', () => {
  it.each([
    ['a day that does not exist', '?from=2026-02-30&to=2026-03-01', 'from', ORDER_DESK_TEXT.dayFormat],
    ['a date written otherwise', '?from=2026-03-01&to=01/03/2026', 'to', ORDER_DESK_TEXT.dayFormat],
    ['no start', '?to=2026-03-01', 'from', undefined],
    ['no end', '?from=2026-03-01', 'to', undefined],
    ['the start after the end', '?from=2026-03-02&to=2026-03-01', 'to', ORDER_DESK_TEXT.dayRange],
    ['367 days', '?from=2025-03-16&to=2026-03-17', 'to', 'Choose a period of at most 366 days'],
  ])('400 for %s', async (_name, query, field, message) => {
    const res = await ask(query);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: { code: string; fields: Record<string, string> } }>();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields)).toEqual([field]);
    if (message) expect(body.error.fields[field]).toBe(message);
  });
});

describe('GET /api/admin/insights names its refusals for the web app to translate', () => {
  it('answers a period too long or backwards with the catalogue reference of its message (fieldIds)', async () => {
    const long = (await ask('?from=2025-03-16&to=2026-03-17')).json<{ error: { fieldIds: Record<string, string> } }>();
    expect(long.error.fieldIds).toEqual({
      to: messageRef('insights', 'INSIGHTS_TEXT', 'rangeTooLong', { maxDays: 366 }),
    });
    expect(resolveMessageIn('bn', long.error.fieldIds.to ?? '')).toBe('সর্বোচ্চ ৩৬৬ দিনের সময় বেছে নিন');
    const backwards = (await ask('?from=2026-03-02&to=2026-03-01')).json<{
      error: { fieldIds: Record<string, string> };
    }>();
    expect(backwards.error.fieldIds).toEqual({ to: messageRef('order-desk', 'ORDER_DESK_TEXT', 'dayRange') });
  });
});

describe('GET /api/admin/insights access', () => {
  it('answers an admin, refuses a customer (403) and a visitor (401)', async () => {
    expect((await ask('?from=2026-03-10&to=2026-03-16')).statusCode).toBe(200);
    expect((await ask('?from=2026-03-10&to=2026-03-16', buyer)).statusCode).toBe(403);
    expect((await ask('?from=2026-03-10&to=2026-03-16', null)).statusCode).toBe(401);
  });

  it('refuses a customer even with a bad period, and says nothing of the figures', async () => {
    const res = await ask('?from=x', buyer);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('revenue');
  });
});
