// Continue With Google, end to end against a real OpenID Connect provider on 127.0.0.1:
// authorize redirect → provider login and consent → callback → better-auth session → bearer token.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startOidcProvider, type OidcTestProvider } from '../../../test/oidc-test-provider.ts';
import { cookieHeaderFrom, createUser, exchangeToken } from '../../../test/users.ts';

const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK = `${PUBLIC_URL}/api/auth/callback/google`;

/** A cookie jar of one origin: name → value. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(setCookie: string[] | string | undefined): void {
    for (const pair of cookieHeaderFrom(setCookie).split('; ').filter(Boolean)) {
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Walks the provider's pages like a browser: follows redirects, fills the development login form
 * with `login`, confirms consent, and returns the URL it finally sends the browser back to.
 */
async function loginAtProvider(authorizeUrl: string, login: string): Promise<URL> {
  const jar = new CookieJar();
  let url = authorizeUrl;
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(body ? { body } : {}),
    });
    jar.store(res.headers.getSetCookie());
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location') ?? '', url);
      if (next.href.startsWith(PUBLIC_URL)) return next;
      url = next.href;
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await res.text();
    expect(res.status, html).toBe(200);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no form at ${url}: ${html.slice(0, 300)}`);
    url = new URL(action, url).href;
    method = 'POST';
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any-password' } : { prompt });
  }
  throw new Error('too many hops at the provider');
}

let provider: OidcTestProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [CALLBACK] });
});
afterAll(async () => {
  await provider?.close();
});
afterEach(async () => {
  await t?.close();
});

const googleEnv = () => ({
  PUBLIC_URL,
  GOOGLE_CLIENT_ID: provider.clientId,
  GOOGLE_CLIENT_SECRET: provider.clientSecret,
  GOOGLE_ISSUER: provider.issuer,
});

/** Starts "Continue With Google" and returns the provider URL and the app's cookies. */
async function startGoogleSignIn(app: TestApp, callbackURL = '/dashboard') {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: PUBLIC_URL },
    payload: { provider: 'google', callbackURL },
  });
  expect(res.statusCode, res.body).toBe(200);
  const jar = new CookieJar();
  jar.store(res.headers['set-cookie']);
  return { url: res.json<{ url: string }>().url, jar };
}

/** The whole flow; returns the callback response. */
async function signInWithGoogle(app: TestApp, login: string, callbackURL = '/dashboard') {
  const { url, jar } = await startGoogleSignIn(app, callbackURL);
  const back = await loginAtProvider(url, login);
  expect(back.pathname).toBe('/api/auth/callback/google');
  const callback = await app.app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: { cookie: jar.header() },
  });
  jar.store(callback.headers['set-cookie']);
  return { callback, jar };
}

describe('Continue With Google (OpenID Connect)', () => {
  it('is off unless GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set', async () => {
    t = await buildTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/api/auth-config' })).json()).toEqual({ google: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/dashboard' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('sends the browser to the issuer with PKCE, signs in there, and comes back with a session', async () => {
    t = await buildTestApp({ env: googleEnv() });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth-config' })).json()).toEqual({ google: true });

    const { url } = await startGoogleSignIn(t);
    const authorize = new URL(url);
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('client_id')).toBe(provider.clientId);
    expect(authorize.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );

    const { callback, jar } = await signInWithGoogle(t, 'alice');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/dashboard');

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: jar.header() },
    });
    expect(session.json().user).toMatchObject({ email: 'alice@gmail.test', name: 'Google alice', role: 'user' });
    const token = await exchangeToken(t, 'alice@gmail.test', jar.header());
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/${encodeURIComponent('alice@gmail.test')}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(admin.json()).toEqual({ admin: false });

    const account = await t.store.db
      .selectFrom('accounts')
      .select(['providerId', 'accountId'])
      .where('providerId', '=', 'google')
      .executeTakeFirst();
    expect(account).toEqual({ providerId: 'google', accountId: 'alice' });
  });

  it('joins the existing account of the same (verified) email instead of making a second one', async () => {
    t = await buildTestApp({ env: googleEnv() });
    const existing = await createUser(t, { email: 'bob@gmail.test' });
    const { callback } = await signInWithGoogle(t, 'bob');
    expect(callback.statusCode).toBe(302);
    const users = await t.store.db.selectFrom('users').select('id').where('email', '=', 'bob@gmail.test').execute();
    expect(users).toEqual([{ id: existing.id }]);
  });

  it('refuses a callback whose state was not issued to this browser', async () => {
    t = await buildTestApp({ env: googleEnv() });
    const { url } = await startGoogleSignIn(t);
    const back = await loginAtProvider(url, 'carol');
    // No app cookies: another browser replays the callback.
    const callback = await t.app.inject({ method: 'GET', url: back.pathname + back.search });
    expect(callback.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringContaining('session_token=')]),
    );
    expect(await t.store.db.selectFrom('users').select('id').execute()).toEqual([]);
  });
});
