// The links the store sends start with the configured origin (PUBLIC_URL, else http://localhost:PORT),
// never with the request's Host or X-Forwarded-Host, which any client chooses: a forged Host must not
// put a sign-in link under someone else's site into a customer's inbox.
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, nextTestIp } from '../../../test/users.ts';

const ORIGIN = 'http://localhost:4321';
const FORGED = [
  ['Host', { host: 'evil.example' }],
  ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
] as const;

let t: TestApp;
afterEach(async () => {
  await t.close();
});

/** A store started the way `npm ci && npm start` starts it: no PUBLIC_URL, behind a proxy it trusts. */
const buildUnconfiguredApp = () => buildTestApp({ env: { PUBLIC_URL: undefined, PORT: '4321', TRUST_PROXY: 'true' } });

async function lastMail(email: string, template: string) {
  const rows = await t.store.db
    .selectFrom('mailMessages')
    .select(['id', 'data'])
    .where('recipient', '=', email)
    .where('template', '=', template)
    .orderBy('createdAt', 'desc')
    .execute();
  expect(rows.length).toBeGreaterThan(0);
  return rows[0] as { id: string; data: string };
}

/** The message as the admins' outbox renders it (links included). */
async function renderedMail(id: string, adminHeaders: Record<string, string>): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/outbox/${id}`, headers: adminHeaders });
  expect(res.statusCode, res.body).toBe(200);
  const { html, text } = res.json<{ html: string; text: string }>();
  return `${html}\n${text}`;
}

describe('links from the configured origin, without PUBLIC_URL', () => {
  it.each(FORGED)(
    'a verification email asked for with a forged %s links to http://localhost:PORT',
    async (_name, forged) => {
      t = await buildUnconfiguredApp();
      const victim = await createUser(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        headers: forged,
        payload: { email: victim.email, callbackURL: '/dashboard' },
        remoteAddress: nextTestIp(),
      });
      expect(res.statusCode, res.body).toBe(200);
      const mail = await lastMail(victim.email, 'verify-email');
      const url = new URL((JSON.parse(mail.data) as { url: string }).url);
      expect(url.origin).toBe(ORIGIN);
      expect(url.pathname).toBe('/api/auth/verify-email');
      expect(mail.data).not.toContain('evil.example');
    },
  );

  it('a sign-up with a forged Host gets its verification link under the configured origin', async () => {
    t = await buildUnconfiguredApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { name: 'Rahim', email: 'rahim@example.com', password: 'a-long-password' },
      remoteAddress: nextTestIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await lastMail('rahim@example.com', 'verify-email');
    expect(new URL((JSON.parse(mail.data) as { url: string }).url).origin).toBe(ORIGIN);
  });

  it.each(FORGED)(
    'a password reset asked for with a forged %s links to http://localhost:PORT',
    async (_name, forged) => {
      t = await buildUnconfiguredApp();
      const admin = await createUser(t, { role: 'admin' });
      const victim = await createUser(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: forged,
        payload: { email: victim.email, redirectTo: '/reset-password' },
        remoteAddress: nextTestIp(),
      });
      expect(res.statusCode, res.body).toBe(200);
      const mail = await lastMail(victim.email, 'reset-password');
      const shown = await renderedMail(mail.id, { ...admin.headers, ...forged });
      expect(shown).toContain(`${ORIGIN}/reset-password?token=`);
      expect(shown).not.toContain('evil.example');
    },
  );

  it('the sitemap and robots.txt name the configured origin whatever the Host', async () => {
    t = await buildUnconfiguredApp();
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'evil.example' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(ORIGIN);
      expect(res.body).not.toContain('evil.example');
    }
  });
});

describe('links from the configured origin, with PUBLIC_URL', () => {
  it('a verification email asked for with a forged Host links to PUBLIC_URL', async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://shop.example.com', ALLOW_SANDBOX_PAYMENTS: 'true' } });
    const victim = await createUser(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: { host: 'evil.example' },
      payload: { email: victim.email },
      remoteAddress: nextTestIp(),
    });
    const mail = await lastMail(victim.email, 'verify-email');
    expect(new URL((JSON.parse(mail.data) as { url: string }).url).origin).toBe('https://shop.example.com');
  });
});
