// My Profil's business details for VAT invoices: optional, validated (BIN of 13 or 9 digits), kept when a
// spec client saves the profile without them, and left out of the answer while there are none.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/users.ts';

const { VAT_TEXT } = englishTexts('vat');

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

const url = (email: string) => `/api/myprofil/${encodeURIComponent(email)}`;
const spec = { education: 'BSc', profil: '', city: 'Dhaka', phone: '' };

describe('business details on My Profil', () => {
  it('saves them, answers them, and keeps them when the spec client saves without them', async () => {
    const user = await createUser(t, { name: 'Rahim Uddin' });
    const business = { businessName: 'Rahim Traders', bin: '0001234560101', businessAddress: 'Tejgaon, Dhaka' };
    const put = await t.app.inject({
      method: 'PUT',
      url: url(user.email),
      headers: user.headers,
      payload: { ...spec, ...business, bin: '000123456-0101' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject(business);
    const again = await t.app.inject({ method: 'PUT', url: url(user.email), headers: user.headers, payload: spec });
    expect(again.json()).toEqual({ name: 'Rahim Uddin', email: user.email, ...spec, ...business });
    const read = await t.app.inject({ method: 'GET', url: url(user.email), headers: user.headers });
    expect(read.json()).toEqual([{ name: 'Rahim Uddin', email: user.email, ...spec, ...business }]);
  });

  it('answers only the spec fields while there are no business details', async () => {
    const user = await createUser(t, { name: 'Karim' });
    const put = await t.app.inject({ method: 'PUT', url: url(user.email), headers: user.headers, payload: spec });
    expect(put.json()).toEqual({ name: 'Karim', email: user.email, ...spec });
  });

  it('refuses a BIN that is not 13 or 9 digits, or a name too long, and saves nothing', async () => {
    const user = await createUser(t);
    for (const [payload, field, message] of [
      [{ ...spec, businessName: 'X', bin: '12345' }, 'bin', VAT_TEXT.binInvalid],
      [{ ...spec, businessName: 'X', bin: '12345678901234' }, 'bin', VAT_TEXT.binInvalid],
      [{ ...spec, businessName: 'x'.repeat(201) }, 'businessName', VAT_TEXT.tooLong({ max: 200 })],
    ] as const) {
      const res = await t.app.inject({ method: 'PUT', url: url(user.email), headers: user.headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    const read = await t.app.inject({ method: 'GET', url: url(user.email), headers: user.headers });
    expect(read.json()).toEqual([]);
  });
});
