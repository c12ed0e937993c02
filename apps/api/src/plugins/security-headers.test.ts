// Safe headers: HSTS on an https store, no-store on authenticated answers, served images shown
// inline under a fixed name, and no answer that hands the raw session token to page scripts.
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createProduct } from '../../test/factories.ts';
import { createUser, nextTestIp, TEST_PASSWORD } from '../../test/users.ts';
import { makePng, multipartBody } from '../../test/image-fixtures.ts';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const enc = encodeURIComponent;

/** The security headers every answer carries (@fastify/helmet's for the store's options). */
const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
    "img-src 'self' data: blob:;object-src 'none';script-src 'self' https://js.stripe.com;script-src-attr 'none';" +
    "style-src 'self' 'unsafe-inline';frame-src 'self' https://js.stripe.com https://hooks.stripe.com;" +
    "connect-src 'self' https://api.stripe.com",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers, built once at start', () => {
  it('are on every kind of answer, the same each time', async () => {
    t = await buildTestApp();
    const product = await createProduct(t.store.db);
    const urls = ['/api/health', '/api/products?limit=5', `/api/products/${product.id}`, '/api/review', '/api/nope'];
    for (const url of urls) {
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({ method: 'GET', url });
        for (const [name, value] of Object.entries(SECURITY_HEADERS))
          expect(res.headers[name], `${url} ${name}`).toBe(value);
        expect(res.headers['strict-transport-security']).toBeUndefined();
      }
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when the store is served over https', async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://shop.example.com', ALLOW_SANDBOX_PAYMENTS: 'true' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent over plain http (a browser would ignore it, and a laptop must not be pinned)', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Cache-Control: no-store', () => {
  it('is on every authenticated answer: orders, profile, users, the token exchange, the session', async () => {
    t = await buildTestApp();
    const admin = await createUser(t, { role: 'admin' });
    const calls = [
      { method: 'GET' as const, url: `/api/myorders?email=${enc(admin.email)}`, headers: admin.headers },
      { method: 'GET' as const, url: `/api/myprofil/${enc(admin.email)}`, headers: admin.headers },
      { method: 'GET' as const, url: '/api/user', headers: admin.headers },
      { method: 'GET' as const, url: `/api/admin/${enc(admin.email)}`, headers: admin.headers },
      { method: 'GET' as const, url: '/api/user', headers: { authorization: 'Bearer bad.token.here' } },
      {
        method: 'PUT' as const,
        url: `/api/user/${enc(admin.email)}`,
        headers: admin.sessionHeaders,
        payload: { email: admin.email },
      },
      { method: 'GET' as const, url: '/api/auth/get-session', headers: admin.sessionHeaders },
    ];
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBeLessThan(500);
      expect(res.headers['cache-control'], `${call.method} ${call.url}`).toBe('no-store');
    }
  });

  it('is not forced on public catalog answers', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});

describe('served images', () => {
  it('carry Content-Disposition inline with the id as file name, beside nosniff', async () => {
    t = await buildTestApp();
    const admin = await createUser(t, { role: 'admin' });
    const body = await multipartBody([{ filename: 'x.png', type: 'image/png', data: await makePng(40, 30) }]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(up.statusCode).toBe(201);
    const url: string = up.json().data.display_url;
    const id = url.split('/').pop();
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`inline; filename="${id}.webp"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the session token', () => {
  it('is never in a better-auth answer: get-session, sign-in; the cookie stays HttpOnly', async () => {
    t = await buildTestApp();
    const user = await createUser(t);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: TEST_PASSWORD },
      remoteAddress: nextTestIp(),
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().token).toBeUndefined();
    expect(signIn.json().user.email).toBe(user.email);
    const cookie = [signIn.headers['set-cookie']].flat().find((c) => c?.includes('session_token='));
    expect(cookie).toMatch(/; HttpOnly/i);
    const rawToken = decodeURIComponent(cookie?.split(';')[0]?.split('=')[1] ?? '').split('.')[0] ?? '';
    expect(rawToken.length).toBeGreaterThan(10);

    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: user.sessionHeaders });
    expect(session.statusCode).toBe(200);
    const body = session.json();
    expect(body.user.email).toBe(user.email);
    expect(body.session.id).toEqual(expect.any(String));
    expect(body.session.token).toBeUndefined();
    expect(session.body).not.toContain(rawToken);
    const stored = await t.store.db.selectFrom('sessions').select('token').where('userId', '=', user.id).execute();
    for (const s of stored) expect(session.body).not.toContain(s.token);
  });
});
