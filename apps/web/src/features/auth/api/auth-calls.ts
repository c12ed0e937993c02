// better-auth's email and Google sign-in, called with plain fetch (no better-auth client: see
// lib/auth.ts), and GET /auth-config. Errors come back as AuthError with the server's English
// message and code; use-auth-error-text.ts turns them into the text to show in the page's language.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, API_PREFIX } from '@store/shared/api-paths';
import type { AuthConfig, ForgotPasswordForm, LoginForm, ResetPasswordForm, SignupForm } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';

/**
 * An app path in the page's language (useLocalizedPath): the addresses better-auth sends the browser
 * back to (after Google, or from an email's link) keep the page's language.
 */
export type Localize = (path: string) => string;

/** The better-auth paths whose attempts the server counts (its sign-in limit, apps/api rate-limit.ts). */
const SIGN_IN_PATHS = new Set(['/sign-in/email', '/sign-up/email']);

/** A refused or failed auth call: the server's message ('' when it gave none) and code; status 0 when unreachable. */
export class AuthError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    /** A sign-in or sign-up attempt (their 429 is the sign-in limit's). */
    readonly isSignIn: boolean,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** better-auth answers `{ message }`; our own errors (the rate limit) `{ error: { message } }`. */
function messageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  if ('message' in body && typeof body.message === 'string') return body.message;
  if ('error' in body && body.error && typeof body.error === 'object' && 'message' in body.error) {
    return typeof body.error.message === 'string' ? body.error.message : undefined;
  }
  return undefined;
}

/** better-auth's `{ code }`, or our `{ error: { code } }`. */
function codeOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  if ('code' in body && typeof body.code === 'string') return body.code;
  if ('error' in body && body.error && typeof body.error === 'object' && 'code' in body.error) {
    return typeof body.error.code === 'string' ? body.error.code : null;
  }
  return null;
}

async function postAuth<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}/auth${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new AuthError('', 0, 'NETWORK', SIGN_IN_PATHS.has(path));
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new AuthError(messageOf(payload) ?? '', response.status, codeOf(payload), SIGN_IN_PATHS.has(path));
  }
  return payload as T;
}

export async function signInWithEmail(form: LoginForm): Promise<void> {
  await postAuth('/sign-in/email', { email: form.email, password: form.password });
}

/**
 * Sign-up answers a new and an existing email alike and opens no session (so that it does not tell
 * who has an account); the sign-in right after it does, as the spec's sign-up flow expects. For an
 * existing account with another password it fails like any wrong password.
 */
export async function signUpWithEmail(form: SignupForm, localize: Localize): Promise<void> {
  await postAuth('/sign-up/email', {
    name: form.name,
    email: form.email,
    password: form.password,
    callbackURL: localize('/dashboard'),
  });
  await signInWithEmail({ email: form.email, password: form.password });
}

/** Forgot password: always the same answer, whether or not the address has an account. */
export async function requestPasswordReset(form: ForgotPasswordForm, localize: Localize): Promise<void> {
  await postAuth('/request-password-reset', { email: form.email, redirectTo: localize('/reset-password') });
}

export async function resetPassword(token: string, form: ResetPasswordForm): Promise<void> {
  await postAuth('/reset-password', { token, newPassword: form.password });
}

/** Sends the verification email again (the dashboard banner's Resend). */
export async function resendVerificationEmail(email: string, localize: Localize): Promise<void> {
  await postAuth('/send-verification-email', { email, callbackURL: localize('/dashboard') });
}

/** Sends the browser to Google; it comes back to `returnTo` (an app path) with a session. */
export async function startGoogleSignIn(returnTo: string, localize: Localize): Promise<void> {
  const { url } = await postAuth<{ url: string }>('/sign-in/social', {
    provider: 'google',
    callbackURL: localize(returnTo),
    errorCallbackURL: localize('/login'),
  });
  window.location.assign(url);
}

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth-config'],
    queryFn: () => api<AuthConfig>(API_PATHS.authConfig),
    staleTime: Infinity,
  });
