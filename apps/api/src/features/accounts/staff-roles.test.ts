// Staff roles (docs/features/staff-roles.md): each role allowed and refused on representative calls (the access
// matrix covers every call), the order desk's steps by permission, the owner's role call with its last-owner
// rule and the sessions it ends, Make Admin making a manager, and the spec's admin check for every staff role.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '@store/shared/staff-roles';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import type { TestUser } from '../../../test/access/types.ts';
import { bodyFor, orderIn, transition } from '../../../test/order-desk-helpers.ts';
import { createUser, exchangeToken, signIn, TEST_PASSWORD } from '../../../test/users.ts';

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

const enc = encodeURIComponent;
const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });
const roleOf = async (id: string) =>
  (await t.store.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role;
const putRole = (caller: TestUser, id: string, role: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}/role`, headers: caller.headers, payload: { role } });

describe('each role on representative calls', () => {
  const today = new Date().toISOString().slice(0, 10);
  // [call, who may] — everyone else of the five gets 403.
  const calls: [string, (StaffRole | 'buyer')[]][] = [
    ['/api/orders?limit=5', ['owner', 'manager', 'packer', 'accountant']],
    ['/api/admin/low-stock', ['owner', 'manager']],
    ['/api/admin/promotions', ['owner', 'manager']],
    ['/api/admin/contact-messages', ['owner', 'manager']],
    ['/api/store-reviews', ['owner', 'manager']],
    [`/api/admin/insights?from=${today}&to=${today}`, ['owner', 'accountant']],
    ['/api/admin/courier/payouts', ['owner', 'accountant']],
    ['/api/admin/vat-summary.csv?from=2026-07-01&to=2026-07-31', ['owner', 'accountant']],
    ['/api/admin/cod-rules', ['owner']],
    ['/api/user', ['owner']],
  ];
  it.each(calls)('GET %s: only %j', async (url, allowed) => {
    for (const [name, user] of Object.entries(staff)) {
      const res = await get(user, url);
      const may = (allowed as string[]).includes(name);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(may ? 200 : 403);
      // Staff without the permission stay signed in (the web app shows the refusal); a buyer is just refused.
      if (!may) expect(res.json().error.code).toBe(name === 'buyer' ? 'FORBIDDEN' : 'PERMISSION_DENIED');
    }
  });
});

describe('the order desk by permission', () => {
  it('a packer confirms and ships a paid order, and may not refund it (nothing changes)', async () => {
    const { orderId } = await orderIn(t, { buyer: staff.buyer, admin: staff.owner }, 'paid');
    const refused = await transition(t, staff.packer, orderId, bodyFor('refunded'));
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error.code).toBe('PERMISSION_DENIED');
    const cancel = await transition(t, staff.packer, orderId, bodyFor('cancelled'));
    expect(cancel.statusCode, cancel.body).toBe(403);
    const row = await t.store.db
      .selectFrom('orders')
      .select(['status', 'refundId'])
      .where('id', '=', orderId)
      .execute();
    expect(row).toEqual([{ status: 'paid', refundId: null }]);
    for (const to of ['processing', 'shipped', 'delivered'] as const) {
      const res = await transition(t, staff.packer, orderId, bodyFor(to));
      expect(res.statusCode, `${to}: ${res.body}`).toBe(200);
    }
  });

  it('an accountant refunds a paid order, and may not ship one', async () => {
    const paid = await orderIn(t, { buyer: staff.buyer, admin: staff.owner }, 'paid');
    expect((await transition(t, staff.accountant, paid.orderId, bodyFor('processing'))).statusCode).toBe(403);
    const refund = await transition(t, staff.accountant, paid.orderId, bodyFor('refunded'));
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().status).toBe('refunded');
  });

  it('a manager ships and cancels an unpaid order, and may not refund a paid one', async () => {
    const unpaid = await orderIn(t, { buyer: staff.buyer, admin: staff.owner }, 'unpaid');
    expect((await transition(t, staff.manager, unpaid.orderId, bodyFor('cancelled'))).statusCode).toBe(200);
    const paid = await orderIn(t, { buyer: staff.buyer, admin: staff.owner }, 'paid');
    expect((await transition(t, staff.manager, paid.orderId, bodyFor('refunded'))).statusCode).toBe(403);
    expect((await transition(t, staff.manager, paid.orderId, bodyFor('processing'))).statusCode).toBe(200);
  });
});

describe('PUT /api/admin/users/{id}/role', () => {
  it('the owner gives a role; the person’s sessions and bearer tokens end; the new role works at the next sign-in', async () => {
    const res = await putRole(staff.owner, staff.buyer.id, 'packer');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ role: 'packer', revokedCount: 1 });
    expect(await roleOf(staff.buyer.id)).toBe('packer');
    expect((await get(staff.buyer, '/api/orders?limit=5')).statusCode).toBe(401);
    const token = await exchangeToken(t, staff.buyer.email, await signIn(t, staff.buyer.email, TEST_PASSWORD));
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/orders?limit=5',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(200);
  });

  it('keeps the caller’s own session when the owner changes their own role, and ends their others', async () => {
    const second = await createUser(t, { role: 'owner' });
    const otherSession = await signIn(t, second.email, TEST_PASSWORD);
    const res = await putRole(second, second.id, 'manager');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ role: 'manager', revokedCount: 1 });
    expect((await get(second, '/api/admin/promotions')).statusCode).toBe(200);
    expect((await get(second, '/api/user')).json().error.code).toBe('PERMISSION_DENIED');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: otherSession },
    });
    expect(session.json()).toBeNull();
  });

  it('refuses to take the owner role from the last owner (409), and allows it once there is another', async () => {
    const last = await putRole(staff.owner, staff.owner.id, 'manager');
    expect(last.statusCode, last.body).toBe(409);
    expect(await roleOf(staff.owner.id)).toBe('owner');
    expect((await putRole(staff.owner, staff.manager.id, 'owner')).statusCode).toBe(200);
    expect((await putRole(staff.owner, staff.owner.id, 'accountant')).statusCode).toBe(200);
    expect(await roleOf(staff.owner.id)).toBe('accountant');
  });

  it('refuses an unknown role (400, the field named), an unknown person (404), and everyone but the owner (403)', async () => {
    const unknown = await putRole(staff.owner, staff.buyer.id, 'admin');
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error.fields ?? {})).toEqual(['role']);
    expect((await putRole(staff.owner, 'no-such-user', 'packer')).statusCode).toBe(404);
    for (const caller of [staff.manager, staff.packer, staff.accountant, staff.buyer]) {
      expect((await putRole(caller, staff.buyer.id, 'owner')).statusCode).toBe(403);
    }
    expect(await roleOf(staff.buyer.id)).toBe('user');
  });
});

describe('the spec’s admin calls', () => {
  it('GET /api/admin/{email} answers true for every staff role and false for a buyer', async () => {
    for (const [name, user] of Object.entries(staff)) {
      const res = await get(user, `/api/admin/${enc(user.email)}`);
      expect(res.json(), name).toEqual({ admin: name !== 'buyer' });
    }
  });

  it('Make Admin makes a buyer a manager and leaves staff as they are (modifiedCount 0)', async () => {
    const make = (email: string) =>
      t.app.inject({ method: 'PUT', url: `/api/user/admin/${enc(email)}`, headers: staff.owner.headers });
    expect((await make(staff.buyer.email)).json()).toEqual({ modifiedCount: 1 });
    expect(await roleOf(staff.buyer.id)).toBe('manager');
    expect((await make(staff.accountant.email)).json()).toEqual({ modifiedCount: 0 });
    expect(await roleOf(staff.accountant.id)).toBe('accountant');
  });

  it('Remove Admin makes staff buyers again and ends their sessions', async () => {
    const remove = (email: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/user/admin/${enc(email)}`, headers: staff.owner.headers });
    expect((await remove(staff.packer.email)).json()).toEqual({ modifiedCount: 1 });
    expect(await roleOf(staff.packer.id)).toBe('user');
    expect((await get(staff.packer, '/api/orders?limit=5')).statusCode).toBe(401);
  });
});
