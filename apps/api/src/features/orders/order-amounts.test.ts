// What orders cost, only for roles with `amounts` (docs/features/staff-roles.md): a packer's order desk, order,
// timeline, steps and CSV carry no price, total, payment or refund; the owner's, manager's and accountant's are
// whole, and a buyer's own order too.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_AMOUNT_KEYS, ORDER_LINE_AMOUNT_KEYS } from '@store/shared/schemas';
import type { StaffRole } from '@store/shared/staff-roles';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import type { TestUser } from '../../../test/access/types.ts';
import { bodyFor, orderIn, transition } from '../../../test/order-desk-helpers.ts';
import { createUser } from '../../../test/users.ts';
import { ORDER_EXPORT_COLUMNS } from './order-export.service.ts';

let t: TestApp;
let staff: Record<StaffRole | 'buyer', TestUser>;
beforeEach(async () => {
  t = await buildTestApp();
  staff = {
    owner: await createUser(t, { role: 'owner' }),
    manager: await createUser(t, { role: 'manager' }),
    packer: await createUser(t, { role: 'packer' }),
    accountant: await createUser(t, { role: 'accountant' }),
    buyer: await createUser(t),
  };
});
afterEach(async () => {
  await t.close();
});

const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });
const WITH_AMOUNTS = ['owner', 'manager', 'accountant'] as const;

/** The money fields `order` carries (of its own and of its lines). */
function amountsIn(order: Record<string, unknown>): string[] {
  const own = ORDER_AMOUNT_KEYS.filter((key) => key in order);
  const lines = (order.lines as Record<string, unknown>[]).flatMap((line) =>
    ORDER_LINE_AMOUNT_KEYS.filter((key) => key in line).map((key) => `lines.${key}`),
  );
  return [...own, ...lines];
}

/** A paid order the owner refunded in part, so that it has a payment, an invoice and a refund. */
async function refundedInPart() {
  const { orderId } = await orderIn(t, { buyer: staff.buyer, admin: staff.owner }, 'paid');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refunds`,
    headers: { ...staff.owner.headers, 'idempotency-key': `part-${orderId}` },
    payload: { amount: 100, note: 'scratched' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return orderId;
}

describe('the order desk and the order', () => {
  it('a packer reads every order without a single amount or payment detail, not even as zeros', async () => {
    const orderId = await refundedInPart();
    const list = await get(staff.packer, '/api/orders?limit=10');
    expect(list.statusCode, list.body).toBe(200);
    const [row] = list.json<Record<string, unknown>[]>();
    expect(row).toBeDefined();
    expect(amountsIn(row ?? { lines: [] })).toEqual([]);
    // What packing and shipping need stays.
    expect(row).toMatchObject({ _id: orderId, status: 'paid', orderQuanty: 2, phone: '+8801711000000' });
    expect(row).toHaveProperty('cashToCollect');

    const one = await get(staff.packer, `/api/orders/${orderId}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(amountsIn(one.json())).toEqual([]);
    expect(one.json()).toMatchObject({ _id: orderId, lines: [{ quantity: 2 }] });
  });

  it.each(WITH_AMOUNTS)('the %s reads the order whole, as before', async (role) => {
    const orderId = await refundedInPart();
    const [row] = (await get(staff[role], '/api/orders?limit=10')).json<Record<string, unknown>[]>();
    const one = (await get(staff[role], `/api/orders/${orderId}`)).json<Record<string, unknown>>();
    for (const order of [row ?? { lines: [] }, one]) {
      expect(amountsIn(order)).toEqual(
        expect.arrayContaining(['price', 'total', 'subtotal', 'transactionId', 'refundId', 'lines.unitPrice']),
      );
      expect(order).toMatchObject({ total: 720, price: 720, lines: [{ unitPrice: 300, lineTotal: 600 }] });
    }
  });

  it('a packer who bought an order reads their own order whole', async () => {
    const { orderId } = await orderIn(t, { buyer: staff.packer, admin: staff.owner }, 'paid');
    const own = await get(staff.packer, `/api/orders/${orderId}`);
    expect(own.json()).toMatchObject({ total: 720, lines: [{ unitPrice: 300 }] });
  });

  it("a packer's step answers the order without its amounts; the owner's with them", async () => {
    const { orderId } = await orderIn(t, { buyer: staff.buyer, admin: staff.owner }, 'paid');
    const packed = await transition(t, staff.packer, orderId, bodyFor('processing'));
    expect(packed.statusCode, packed.body).toBe(200);
    expect(amountsIn(packed.json())).toEqual([]);
    expect(packed.json()).toMatchObject({ status: 'processing' });
    const shipped = await transition(t, staff.owner, orderId, bodyFor('shipped'));
    expect(shipped.json()).toMatchObject({ status: 'shipped', total: 720 });
  });
});

describe('the timeline', () => {
  it("a packer's timeline has no refund id nor a refund's note; staff with amounts read both", async () => {
    const orderId = await refundedInPart();
    const packer = (await get(staff.packer, `/api/orders/${orderId}/events`)).json<Record<string, unknown>[]>();
    expect(packer.length).toBeGreaterThan(1);
    expect(packer.filter((e) => 'refundId' in e)).toEqual([]);
    expect(packer.map((e) => e.note).filter((note) => String(note).includes('৳'))).toEqual([]);
    for (const role of WITH_AMOUNTS) {
      const events = (await get(staff[role], `/api/orders/${orderId}/events`)).json<Record<string, unknown>[]>();
      const refund = events.find((e) => e.refundId);
      expect(refund, role).toBeDefined();
      expect(String(refund?.note)).toMatch(/^Partial refund/);
    }
  });
});

describe('the CSV', () => {
  const csvOf = async (user: TestUser) => {
    const res = await get(user, '/api/orders/export.csv');
    expect(res.statusCode, res.body).toBe(200);
    return res.body.replace(/^\uFEFF/, '').split('\r\n');
  };

  it("a packer's CSV has no money columns and no unit prices in its lines", async () => {
    await orderIn(t, { buyer: staff.buyer, admin: staff.owner }, 'paid');
    const [header = '', row = ''] = await csvOf(staff.packer);
    for (const column of ['Subtotal (BDT)', 'Shipping (BDT)', 'Order total (BDT)', 'Refunded (BDT)']) {
      expect(header).not.toContain(column);
    }
    expect(header).not.toContain('Discount (BDT)');
    expect(header).toContain('Lines (one row per order: product × quantity; …)');
    expect(header).toContain('Pieces');
    expect(header).toContain('Paid at');
    expect(row).toMatch(/× 2/);
    expect(row).not.toMatch(/@ \d|\d\.00/);
  });

  it.each(WITH_AMOUNTS)("the %s's CSV has every column, as before", async (role) => {
    await orderIn(t, { buyer: staff.buyer, admin: staff.owner }, 'paid');
    const [header = '', row = ''] = await csvOf(staff[role]);
    expect(header.split(',').length).toBe(ORDER_EXPORT_COLUMNS.length);
    expect(row).toMatch(/@ 300\.00/);
    expect(row).toContain('720.00');
  });
});

describe('sorting by total', () => {
  it('is refused to a packer (it ranks orders by what they cost), list and CSV; the others may', async () => {
    for (const url of ['/api/orders?sort=total-desc', '/api/orders/export.csv?sort=total-asc']) {
      const refused = await get(staff.packer, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.code).toBe('PERMISSION_DENIED');
      expect((await get(staff.packer, url.replace(/total-\w+/, 'oldest'))).statusCode).toBe(200);
      for (const role of WITH_AMOUNTS) expect((await get(staff[role], url)).statusCode, `${role} ${url}`).toBe(200);
    }
  });
});

describe('the cash-on-delivery queue', () => {
  it('needs amounts: the packer is refused, the others read it', async () => {
    const refused = await get(staff.packer, '/api/admin/cod-queue');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('PERMISSION_DENIED');
    for (const role of WITH_AMOUNTS) expect((await get(staff[role], '/api/admin/cod-queue')).statusCode).toBe(200);
  });
});
