// createUser: a real account made the way a person makes one — sign-up through better-auth, then
// the PUT /api/user/{email} exchange for the bearer token. A staff role is set in the database afterwards.
import type { Role } from '@store/shared/staff-roles';
import type { TestApp } from './build-test-app.ts';
import type { TestUser } from './access/types.ts';

let counter = 0;

export interface UserOverrides {
  email?: string;
  name?: string;
  password?: string;
  /** A role of staff-roles.ts; 'admin' (the tests written before the staff roles) is the owner. */
  role?: Role | 'admin';
}

export const TEST_PASSWORD = 'correct-horse-battery';

/** A client address of its own for each created user, so the per-IP sign-up limit never trips in tests. */
export function nextTestIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** The `cookie` header value from a response's set-cookie headers. */
export function cookieHeaderFrom(setCookie: string | string[] | undefined): string {
  const list = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  return list
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c !== '' && !c.endsWith('='))
    .join('; ');
}

/** Signs in through better-auth and returns the session cookie header. */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: nextTestIp(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return cookieHeaderFrom(res.headers['set-cookie']);
}

/** Exchanges a session cookie for the app's bearer token (PUT /api/user/{email}). */
export async function exchangeToken(t: TestApp, email: string, cookie: string): Promise<string> {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/user/${encodeURIComponent(email)}`,
    headers: { cookie },
    payload: { email },
  });
  if (res.statusCode !== 200) throw new Error(`token exchange for ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export async function createUser(t: TestApp, overrides: UserOverrides = {}): Promise<TestUser> {
  counter += 1;
  const email = (overrides.email ?? `user${counter}-${Date.now().toString(36)}@example.com`).toLowerCase();
  const name = overrides.name ?? `Test User ${counter}`;
  const password = overrides.password ?? TEST_PASSWORD;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name, email, password },
    remoteAddress: nextTestIp(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-up of ${email} failed: ${res.statusCode} ${res.body}`);
  const id = res.json<{ user: { id: string } }>().user.id;
  // Sign-up opens no session (it answers a new and an existing email alike): sign in, as the web app does.
  const cookie = await signIn(t, email, password);
  const role = overrides.role === 'admin' ? 'owner' : (overrides.role ?? 'user');
  if (role !== 'user') await t.store.db.updateTable('users').set({ role }).where('id', '=', id).execute();
  const token = await exchangeToken(t, email, cookie);
  return {
    id,
    email,
    name,
    role,
    token,
    headers: { authorization: `Bearer ${token}` },
    sessionHeaders: { cookie },
  };
}
