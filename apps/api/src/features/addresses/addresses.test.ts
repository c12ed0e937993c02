import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { SavedAddress } from '@store/shared/schemas/addresses';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/users.ts';
import { findAddressOfUser, MAX_SAVED_ADDRESSES } from './index.ts';

const { ADDRESS_TEXT, PHONE_TEXT } = englishTexts('delivery');
const { ADDRESS_BOOK_TEXT } = englishTexts('address-book');

const DHANMONDI = {
  recipientName: 'Rahima Begum',
  phone: '01711-000000',
  districtId: 'dhaka',
  areaId: 'dhaka/dhanmondi',
  street: 'House 12, Road 5',
  landmark: 'the mosque',
  postcode: '1205',
};
const SYLHET = {
  recipientName: 'Karim Uddin',
  phone: '01811000000',
  districtId: 'sylhet',
  areaId: 'sylhet/sylhet-sadar',
  street: 'Zindabazar 3',
};

let t: TestApp;
let userA: TestUser;
let userB: TestUser;

beforeEach(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '100000' } });
  [userA, userB] = await Promise.all([createUser(t), createUser(t)]);
});
afterEach(async () => {
  await t.close();
});

const list = (user: TestUser | null) =>
  t.app.inject({ method: 'GET', url: '/api/addresses', headers: user?.headers ?? {} });
const post = (user: TestUser | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/addresses', headers: user?.headers ?? {}, payload });
const put = (user: TestUser | null, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/addresses/${id}`, headers: user?.headers ?? {}, payload });
const remove = (user: TestUser | null, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/addresses/${id}`, headers: user?.headers ?? {} });
const makeDefault = (user: TestUser | null, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/addresses/${id}/default`, headers: user?.headers ?? {} });

async function add(user: TestUser, payload: object = DHANMONDI): Promise<SavedAddress> {
  const res = await post(user, payload);
  if (res.statusCode !== 201) throw new Error(`adding an address failed: ${res.statusCode} ${res.body}`);
  return res.json<SavedAddress>();
}
const book = async (user: TestUser) => (await list(user)).json<SavedAddress[]>();
const defaults = async (user: TestUser) => (await book(user)).filter((a) => a.isDefault).map((a) => a.id);
const rows = () => t.store.db.selectFrom('addresses').selectAll().orderBy('id').execute();
/** Timestamps a test can order by (calls in one millisecond would tie). */
const stamp = (id: string, at: string) =>
  t.store.db.updateTable('addresses').set({ createdAt: at, updatedAt: at }).where('id', '=', id).execute();

describe('POST /api/addresses', () => {
  it('saves an address with the phone normalised, its division and one-line form, as the default', async () => {
    const res = await post(userA, DHANMONDI);
    expect(res.statusCode).toBe(201);
    const saved = res.json<SavedAddress>();
    expect(saved).toEqual({
      id: expect.any(String),
      isDefault: true,
      recipientName: 'Rahima Begum',
      phone: '+8801711000000',
      divisionId: 'dhaka',
      districtId: 'dhaka',
      areaId: 'dhaka/dhanmondi',
      street: 'House 12, Road 5',
      landmark: 'the mosque',
      postcode: '1205',
      line: 'House 12, Road 5 (near the mosque), Dhanmondi, Dhaka 1205',
    });
    expect(await book(userA)).toEqual([saved]);
  });

  it.each(['01711-000000', '+880 1711 000000', '8801711000000', '০১৭১১-০০০০০০'])(
    'stores the phone typed as %s as +8801711000000',
    async (phone) => {
      const saved = await add(userA, { ...DHANMONDI, phone });
      expect(saved.phone).toBe('+8801711000000');
      expect((await rows())[0]?.phone).toBe('+8801711000000');
    },
  );

  it('keeps the first address the default unless a later one asks to be it', async () => {
    const first = await add(userA, { ...DHANMONDI, isDefault: false });
    const second = await add(userA, SYLHET);
    expect(first.isDefault).toBe(true);
    expect(second.isDefault).toBe(false);
    const third = await add(userA, { ...SYLHET, isDefault: true });
    expect(third.isDefault).toBe(true);
    expect(await defaults(userA)).toEqual([third.id]);
  });

  it.each([
    ['an unknown district', { districtId: 'atlantis' }, 'districtId', ADDRESS_TEXT.districtUnknown],
    ['an area of another district', { areaId: 'sylhet/sylhet-sadar' }, 'areaId', ADDRESS_TEXT.areaUnknown],
    ['a landline', { phone: '02-9110000' }, 'phone', PHONE_TEXT.invalid],
    ['letters for a phone', { phone: 'call me' }, 'phone', PHONE_TEXT.invalid],
    ['no street', { street: '  ' }, 'street', ADDRESS_TEXT.streetRequired],
    ['a 3-digit postcode', { postcode: '120' }, 'postcode', ADDRESS_TEXT.postcodeInvalid],
  ])('refuses %s with a field message and saves nothing', async (_case, change, field, message) => {
    const res = await post(userA, { ...DHANMONDI, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await rows()).toEqual([]);
  });

  it(`refuses a ${MAX_SAVED_ADDRESSES + 1}st address with 409 and a message, and saves nothing`, async () => {
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i += 1) await add(userA, { ...SYLHET, street: `Road ${i}` });
    const res = await post(userA, DHANMONDI);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ADDRESS_BOOK_TEXT.tooMany({ max: MAX_SAVED_ADDRESSES }));
    expect(await rows()).toHaveLength(MAX_SAVED_ADDRESSES);
    // Another account's book is its own.
    expect((await post(userB, DHANMONDI)).statusCode).toBe(201);
  });

  it('keeps the limit and one default when calls come at once', async () => {
    for (let i = 0; i < MAX_SAVED_ADDRESSES - 3; i += 1) await add(userA, { ...SYLHET, street: `Road ${i}` });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(userA, { ...DHANMONDI, street: `Lane ${i}`, isDefault: true })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    expect(await rows()).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(await defaults(userA)).toHaveLength(1);
  });
});

describe('GET /api/addresses', () => {
  it("lists only the caller's addresses, the default first, then the newest", async () => {
    const a = await add(userA, { ...DHANMONDI, street: 'Oldest' });
    const b = await add(userA, { ...SYLHET, street: 'Middle' });
    const c = await add(userA, { ...SYLHET, street: 'Newest' });
    await stamp(a.id, '2026-01-01T00:00:00.000Z');
    await stamp(b.id, '2026-02-01T00:00:00.000Z');
    await stamp(c.id, '2026-03-01T00:00:00.000Z');
    await add(userB, SYLHET);
    expect((await book(userA)).map((x) => x.street)).toEqual(['Oldest', 'Newest', 'Middle']);
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await list(null)).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/addresses',
      headers: { authorization: `${userA.headers.authorization}x` },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('PUT /api/addresses/{id}', () => {
  it('changes every field, and isDefault true makes it the default', async () => {
    const first = await add(userA, DHANMONDI);
    const second = await add(userA, SYLHET);
    const res = await put(userA, second.id, { ...DHANMONDI, phone: '+880 1911 222333', landmark: '', isDefault: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...first,
      id: second.id,
      phone: '+8801911222333',
      landmark: '',
      line: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
    });
    expect(await defaults(userA)).toEqual([second.id]);
  });

  it('keeps the default when isDefault is false or missing', async () => {
    const first = await add(userA, DHANMONDI);
    expect((await put(userA, first.id, { ...SYLHET, isDefault: false })).json().isDefault).toBe(true);
    expect(await defaults(userA)).toEqual([first.id]);
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const saved = await add(userA, DHANMONDI);
    const before = await rows();
    const res = await put(userA, saved.id, { ...DHANMONDI, districtId: 'gazipur', phone: '12345', street: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ phone: PHONE_TEXT.invalid, street: ADDRESS_TEXT.streetRequired });
    expect(await rows()).toEqual(before);
    const wrongArea = await put(userA, saved.id, { ...DHANMONDI, districtId: 'gazipur' });
    expect(wrongArea.json().error.fields).toEqual({ areaId: ADDRESS_TEXT.areaUnknown });
    expect(await rows()).toEqual(before);
  });
});

describe('DELETE /api/addresses/{id}', () => {
  it('deletes an address that is not the default and leaves the default', async () => {
    const first = await add(userA, DHANMONDI);
    const second = await add(userA, SYLHET);
    const res = await remove(userA, second.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(await book(userA));
    expect((await book(userA)).map((a) => a.id)).toEqual([first.id]);
    expect(await defaults(userA)).toEqual([first.id]);
  });

  it('makes the most recently updated remaining address the default when the default goes', async () => {
    const first = await add(userA, DHANMONDI);
    const older = await add(userA, SYLHET);
    const updated = await add(userA, SYLHET);
    const newest = await add(userA, SYLHET);
    await stamp(older.id, '2026-01-01T00:00:00.000Z');
    await stamp(updated.id, '2026-01-02T00:00:00.000Z');
    await stamp(newest.id, '2026-01-03T00:00:00.000Z');
    await t.store.db
      .updateTable('addresses')
      .set({ updatedAt: '2026-02-01T00:00:00.000Z' })
      .where('id', '=', updated.id)
      .execute();
    expect((await remove(userA, first.id)).statusCode).toBe(200);
    expect(await defaults(userA)).toEqual([updated.id]);
  });

  it('leaves an empty book after the last address', async () => {
    const only = await add(userA, DHANMONDI);
    expect((await remove(userA, only.id)).statusCode).toBe(200);
    expect(await book(userA)).toEqual([]);
    // The next one becomes the default again.
    expect((await add(userA, SYLHET)).isDefault).toBe(true);
  });
});

describe('POST /api/addresses/{id}/default', () => {
  it('moves the default to the address named', async () => {
    const first = await add(userA, DHANMONDI);
    const second = await add(userA, SYLHET);
    const res = await makeDefault(userA, second.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...second, isDefault: true });
    expect(await defaults(userA)).toEqual([second.id]);
    expect((await book(userA)).find((a) => a.id === first.id)?.isDefault).toBe(false);
  });

  it('keeps one default when several calls come at once', async () => {
    const ids = [(await add(userA, DHANMONDI)).id];
    for (let i = 0; i < 4; i += 1) ids.push((await add(userA, SYLHET)).id);
    const results = await Promise.all(ids.map((id) => makeDefault(userA, id)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await defaults(userA)).toHaveLength(1);
  });
});

describe("another account's or a missing address", () => {
  it.each([
    ['PUT', (id: string) => put(userB, id, SYLHET)],
    ['DELETE', (id: string) => remove(userB, id)],
    ['POST default', (id: string) => makeDefault(userB, id)],
  ])('%s answers 404 and changes nothing', async (_call, call) => {
    const saved = await add(userA, DHANMONDI);
    await add(userB, SYLHET);
    const before = await rows();
    expect((await call(saved.id)).statusCode).toBe(404);
    expect((await call('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('not-an-id')).statusCode).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it('answers 401 to every call without a token', async () => {
    const saved = await add(userA, DHANMONDI);
    expect((await post(null, DHANMONDI)).statusCode).toBe(401);
    expect((await put(null, saved.id, SYLHET)).statusCode).toBe(401);
    expect((await remove(null, saved.id)).statusCode).toBe(401);
    expect((await makeDefault(null, saved.id)).statusCode).toBe(401);
    expect(await rows()).toHaveLength(1);
  });
});

describe('findAddressOfUser', () => {
  it("finds one of the user's own addresses and nobody else's", async () => {
    const saved = await add(userA, DHANMONDI);
    expect(await findAddressOfUser(t.store.db, userA.id, saved.id)).toEqual(saved);
    expect(await findAddressOfUser(t.store.db, userB.id, saved.id)).toBeUndefined();
    expect(await findAddressOfUser(t.store.db, userA.id, 'not-an-id')).toBeUndefined();
  });
});
