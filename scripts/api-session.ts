// Signing in or up through the API (better-auth's email sign-in or sign-up, then the spec's
// PUT /user/{email} exchange of that session for a bearer token), for the e2e specs, the benchmarks
// and the deploy test.
import { API_PATHS, API_PREFIX } from '@store/shared/api-paths';
import { TokenResponseSchema } from '@store/shared/schemas';

export interface Credentials {
  email: string;
  password: string;
}

/** An account's email, its better-auth session cookie and the bearer token that session was exchanged for. */
export type ApiSession = Awaited<ReturnType<typeof signInForToken>>;

/** `fetch`, or the caller's own (the deploy test records and resends its requests). */
type Send = (url: string, init: RequestInit) => Promise<Response>;

/** Posts to better-auth and returns the session cookie it sets. `origin` is required: better-auth checks it. */
async function startSession(origin: string, path: string, body: Record<string, string>, send: Send) {
  const response = await send(`${origin}${API_PREFIX}/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} of ${body.email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .join('; ');
}

/** Signs an existing account in and returns its bearer token. */
export async function signInForToken(origin: string, { email, password }: Credentials, send: Send = fetch) {
  const cookie = await startSession(origin, '/sign-in/email', { email, password }, send);
  const response = await send(`${origin}${API_PREFIX}${API_PATHS.user(email)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie, origin },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`token exchange of ${email}: ${response.status} ${await response.text()}`);
  return { email, cookie, token: TokenResponseSchema.parse(await response.json()).token };
}

/** Creates the account, signed in, and returns its bearer token. */
export async function signUpForToken(origin: string, user: Credentials & { name: string }, send: Send = fetch) {
  await startSession(origin, '/sign-up/email', { name: user.name, email: user.email, password: user.password }, send);
  // Sign-up opens no session (it answers a new and an existing email alike): sign in, as the web app does.
  return signInForToken(origin, user, send);
}
