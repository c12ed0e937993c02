// better-auth's session (cookie), and the spec's bearer token (localStorage accessToken) exchanged after
// every sign-in and renewed before it expires. NOTE: no better-auth client and no zod: the home page loads this.
import { useQuery } from '@tanstack/react-query';
import { API_PATHS, API_PREFIX } from '@store/shared/api-paths';
import {
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  localeFromCookie,
  localizedPath,
  splitLocalePath,
} from '@store/shared/i18n/locales';
import type { AuthSession } from '@store/shared/schemas';
import { PRODUCTS_KEY, queryClient } from './query-client.ts';
import { ACCESS_TOKEN_KEY, api, getAccessToken, onAuthRejected } from './api-client.ts';
import { tryOr } from './try-or.ts';

/**
 * emailVerified: false until the link of the verification email is followed (Google accounts arrive verified).
 * phoneNumber: +8801…, proved by a code; null (or absent) until the account has one.
 * role: 'user' or a staff role (@store/shared/staff-roles); what the dashboard's menu offers.
 */
export type SessionUser = Omit<NonNullable<AuthSession>['user'], 'language'>;

export type SessionState = { user: SessionUser | null; isLoading: boolean };

export const SESSION_QUERY_KEY = ['session'] as const;
const ADMIN_QUERY_KEY = 'isAdmin';
const RENEW_BEFORE_MS = 2 * 60_000;

type TokenPayload = { email?: string; exp?: number };

function readTokenPayload(token: string): TokenPayload | null {
  const part = token.split('.')[1] ?? '';
  return tryOr(() => JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as TokenPayload, null);
}

function msUntilRenewal(email: string): number {
  const token = getAccessToken();
  const payload = token ? readTokenPayload(token) : null;
  if (!payload?.exp || payload.email?.toLowerCase() !== email.toLowerCase()) return 0;
  return Math.max(0, payload.exp * 1000 - Date.now() - RENEW_BEFORE_MS);
}

/** Where storage is blocked, protected calls answer 401 and send the user to /login. */
function storeToken(token: string | null): void {
  tryOr(
    () => (token ? localStorage.setItem(ACCESS_TOKEN_KEY, token) : localStorage.removeItem(ACCESS_TOKEN_KEY)),
    undefined,
  );
}

/** PUT /user/{email} (spec §7): the session of `email` for a fresh bearer token. */
async function exchangeToken(email: string): Promise<void> {
  const { token } = await api<{ token: string }>(API_PATHS.user(email), { method: 'PUT', body: { email } });
  storeToken(token);
}

/** A browser with no language cookie yet (a new device) takes the signed-in account's language. */
export function followAccountLanguage(
  language: string | undefined,
  go: (url: string) => void = (url) => window.location.replace(url),
): void {
  if (typeof document === 'undefined' || !isLocale(language)) return;
  if (localeFromCookie(document.cookie)) return;
  document.cookie = `${LOCALE_COOKIE}=${language}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
  const { locale, path } = splitLocalePath(window.location.pathname);
  if (locale !== language) {
    go(localizedPath(`${path}${window.location.search}${window.location.hash}`, language));
  }
}

let hasReadProductsAsBuyer = false;
/**
 * The server-rendered products are a visitor's; a buyer in a customer group has other prices (dealer prices), so
 * the first session of a page load with a user reads the products again, with the token.
 */
function readProductsAsBuyer(): void {
  if (hasReadProductsAsBuyer) return;
  hasReadProductsAsBuyer = true;
  void queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
}

async function fetchSession(): Promise<SessionUser | null> {
  const response = await fetch(`${API_PREFIX}/auth/get-session`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`session check failed (${response.status})`);
  const body = (await response.json()) as AuthSession;
  const user = body?.user;
  if (!user) {
    storeToken(null);
    return null;
  }
  if (msUntilRenewal(user.email) === 0) await exchangeToken(user.email);
  followAccountLanguage(user.language);
  readProductsAsBuyer();
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified !== false,
    phoneNumber: user.phoneNumber ?? null,
    ...(user.role !== undefined && { role: user.role }),
  };
}

export function useSession(): SessionState {
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSession,
    staleTime: 5 * 60_000,
    // Ask again (and so renew the token) shortly before the token expires.
    refetchInterval: (q) => (q.state.data ? Math.max(10_000, msUntilRenewal(q.state.data.email)) : false),
    refetchIntervalInBackground: true,
  });
  return { user: query.data ?? null, isLoading: query.isPending };
}

export function useIsAdmin(): { isAdmin: boolean; isLoading: boolean } {
  const { user, isLoading } = useSession();
  const query = useQuery({
    queryKey: [ADMIN_QUERY_KEY, user?.email],
    queryFn: () => api<{ admin: boolean }>(API_PATHS.admin(user?.email ?? ''), { auth: true }),
    enabled: Boolean(user),
  });
  return { isAdmin: query.data?.admin === true, isLoading: isLoading || (user !== null && query.isPending) };
}

/** After a sign-in or sign-up: read the new session and exchange it for a token before going on. */
export async function refreshSession(): Promise<SessionUser | null> {
  queryClient.removeQueries({ queryKey: [ADMIN_QUERY_KEY] });
  // A buyer in a customer group sees other prices than a visitor (dealer prices): the products are read again.
  queryClient.removeQueries({ queryKey: PRODUCTS_KEY });
  return queryClient.fetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession, staleTime: 0 });
}

export async function signOut(): Promise<void> {
  storeToken(null);
  try {
    await fetch(`${API_PREFIX}/auth/sign-out`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{}',
    });
  } finally {
    storeToken(null);
    // The session first, so that every mounted useSession sees the change; then nothing else of the
    // signed-out user stays in the cache. (clear() would leave mounted observers on the old session.)
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  }
}

type Navigate = (to: string) => void;
/** Until the router registers its own: a full load of the address in the page's language. */
let navigateToLogin: Navigate = (to) =>
  window.location.assign(localizedPath(to, splitLocalePath(window.location.pathname).locale));

export function setAuthNavigator(navigate: Navigate): void {
  navigateToLogin = navigate;
}

// A protected call answered 401 or 403: the token or the role is no longer good. Sign out and log in again.
onAuthRejected(() => {
  void signOut().finally(() => navigateToLogin('/login'));
});
