// POST /api/contact and the inbox behind it, on SQLite and PostgreSQL: stored, mailed, spam refused,
// answered by email and SMS, and seen by its own sender only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUES } from '@store/shared/i18n/catalogues';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import type { TestUser } from '../../../test/access/types.ts';
import { createUser } from '../../../test/users.ts';

const { CONTACT_ERROR } = CATALOGUES.en['contact-inbox'];

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

const MESSAGE = {
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  phone: '+880 1711-000000',
  subject: 'Chains',
  message: 'Do you ship 500 chains to Sylhet?',
};
const send = (body: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers,
    payload: { ...MESSAGE, shownAt: Date.now() - 10_000, ...body },
  });
const stored = () => t.store.db.selectFrom('contactMessages').selectAll().execute();
const outbox = () =>
  t.store.db
    .selectFrom('mailMessages')
    .select(['template', 'recipient', 'subject', 'locale'])
    .orderBy('template')
    .execute();

describe('POST /api/contact', () => {
  it('stores the message and mails it to the shop, with a copy to the sender in their language', async () => {
    const res = await send({ locale: 'bn' });
    expect(res.statusCode).toBe(201);
    const [row] = await stored();
    expect(row).toMatchObject({ ...MESSAGE, id: res.json().id, status: 'new', userId: null, locale: 'bn' });
    const mails = await outbox();
    expect(mails.map((m) => [m.template, m.recipient])).toEqual([
      ['contact-copy', 'rahim@example.com'],
      ['contact-shop', t.app.config.CONTACT_EMAIL],
    ]);
    expect(mails[0]?.subject).toBe('আপনার বার্তা পেয়েছি: Chains');
  });

  it('refuses a filled honeypot, stores and mails nothing', async () => {
    const res = await send({ website: 'http://spam.example' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(CONTACT_ERROR.refused);
    expect(await stored()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('refuses a form sent faster than a person types, saying why', async () => {
    const res = await send({ shownAt: Date.now() - 500 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(CONTACT_ERROR.tooFast);
    expect(res.json().error.messageId).toContain('tooFast');
    expect(await stored()).toEqual([]);
  });

  it('refuses more than two links, on the message field; two are fine', async () => {
    const three = await send({ message: 'http://a.example https://b.example www.c.example' });
    expect(three.statusCode).toBe(400);
    expect(three.json().error.fields.message).toBe('A message may hold at most 2 links. Please remove some.');
    expect((await send({ message: 'http://a.example and https://b.example' })).statusCode).toBe(201);
  });

  it('refuses a missing or too long field, and a bad email, with field messages', async () => {
    const res = await send({ name: '', email: 'rahim', subject: 'x'.repeat(121) });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().error;
    expect(fields.name).toBe('Write your name (at most 100 characters).');
    expect(fields.email).toBe(CONTACT_ERROR.email);
    expect(fields.subject).toBe('Write a subject (at most 120 characters).');
    expect(await stored()).toEqual([]);
  });

  it('links the message to the account of a signed-in sender', async () => {
    const user = await createUser(t);
    await send({}, user.headers);
    expect((await stored())[0]?.userId).toBe(user.id);
  });
});

describe('the per-client limit', () => {
  it('answers 429 with Retry-After once a client has sent its share', async () => {
    await t.close();
    t = await buildTestApp({ writeLimits: { contactMessages: 2 } });
    const ip = { remoteAddress: '203.0.113.9' };
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress,
        payload: { ...MESSAGE, shownAt: 0 },
      });
    expect((await from(ip.remoteAddress)).statusCode).toBe(201);
    expect((await from(ip.remoteAddress)).statusCode).toBe(201);
    const third = await from(ip.remoteAddress);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect((await from('203.0.113.10')).statusCode).toBe(201);
    expect(await stored()).toHaveLength(3);
  });
});

describe('the inbox', () => {
  let admin: TestUser;
  beforeEach(async () => {
    admin = await createUser(t, { role: 'admin' });
  });
  const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

  it('lists messages by state; a reply is kept, emailed and texted to a Bangladeshi mobile; closed by the owner', async () => {
    const { id } = (await send({})).json();
    await send({ subject: 'Rims', phone: '+44 20 7946 0000' });
    expect((await asAdmin('GET', '/api/admin/contact-messages?status=new')).json()).toHaveLength(2);

    const replied = await asAdmin('POST', `/api/admin/contact-messages/${id}/replies`, { body: 'Yes, in two weeks.' });
    expect(replied.statusCode).toBe(201);
    expect(replied.json()).toMatchObject({
      status: 'answered',
      replies: [{ body: 'Yes, in two weeks.', smsSent: true }],
    });
    const replyMail = (await outbox()).filter((m) => m.template === 'contact-reply');
    expect(replyMail).toEqual([
      { template: 'contact-reply', recipient: 'rahim@example.com', subject: 'Re: Chains', locale: 'en' },
    ]);
    const sms = await t.store.db.selectFrom('smsOutbox').select(['recipient', 'body', 'template']).execute();
    expect(sms).toEqual([
      {
        recipient: '+8801711000000',
        template: 'contact-reply',
        body: 'Bicycle Manufacturer answered your message "Chains": Yes, in two weeks.',
      },
    ]);

    const answered = (await asAdmin('GET', '/api/admin/contact-messages?status=answered')).json();
    expect(answered.map((m: { id: string }) => m.id)).toEqual([id]);
    expect((await asAdmin('GET', '/api/admin/contact-messages?status=new')).json()[0].subject).toBe('Rims');

    const closed = await asAdmin('PUT', `/api/admin/contact-messages/${id}/status`, { status: 'closed' });
    expect(closed.json().status).toBe('closed');
    expect((await asAdmin('GET', `/api/admin/contact-messages/${id}`)).json().replies).toHaveLength(1);
  });

  it('sends no SMS to a number that is not a Bangladeshi mobile', async () => {
    const { id } = (await send({ phone: '+44 20 7946 0000' })).json();
    const res = await asAdmin('POST', `/api/admin/contact-messages/${id}/replies`, { body: 'Thanks.' });
    expect(res.json().replies[0].smsSent).toBe(false);
    expect(await t.store.db.selectFrom('smsOutbox').selectAll().execute()).toEqual([]);
  });

  it('answers 404 for an unknown message, 401 without a token and 403 for a buyer', async () => {
    const unknown = '6f1b2c3d-0000-4000-8000-000000000000';
    expect((await asAdmin('GET', `/api/admin/contact-messages/${unknown}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages' })).statusCode).toBe(401);
    const buyer = await createUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages', headers: buyer.headers });
    expect(res.statusCode).toBe(403);
  });

  it('shows a signed-in sender only their own messages, with the replies', async () => {
    const buyer = await createUser(t);
    const other = await createUser(t);
    const { id } = (await send({ subject: 'Mine' }, buyer.headers)).json();
    await send({ subject: 'Theirs' }, other.headers);
    await send({ subject: 'Anonymous' });
    await asAdmin('POST', `/api/admin/contact-messages/${id}/replies`, { body: 'Answered.' });
    const mine = await t.app.inject({ method: 'GET', url: '/api/contact-messages/mine', headers: buyer.headers });
    expect(mine.json()).toMatchObject([{ id, subject: 'Mine', status: 'answered', replies: [{ body: 'Answered.' }] }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/contact-messages/mine' })).statusCode).toBe(401);
  });
});
