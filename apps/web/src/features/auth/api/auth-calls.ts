// better-auth's email and Google sign-in, called with plain fetch (no better-auth client: see
// lib/auth.ts), and GET /auth-config. Errors come back as Error with the message to show in red.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, API_PREFIX } from '@store/shared/api-paths';
import type { AuthConfig, ForgotPasswordForm, LoginForm, ResetPasswordForm, SignupForm } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { ACCOUNT_TEXT } from '@store/shared/messages/accounts';

export class AuthError extends Error {
  constructor(
    message: string,
    readonly status: number,
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
    throw new AuthError(ACCOUNT_TEXT.signInFailed, 0);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new AuthError(messageOf(payload) ?? ACCOUNT_TEXT.signInFailed, response.status);
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
export async function signUpWithEmail(form: SignupForm): Promise<void> {
  await postAuth('/sign-up/email', {
    name: form.name,
    email: form.email,
    password: form.password,
    callbackURL: '/dashboard',
  });
  await signInWithEmail({ email: form.email, password: form.password });
}

/** Forgot password: always the same answer, whether or not the address has an account. */
export async function requestPasswordReset(form: ForgotPasswordForm): Promise<void> {
  await postAuth('/request-password-reset', { email: form.email, redirectTo: '/reset-password' });
}

/** Sets the new password with the token from the email. */
export async function resetPassword(token: string, form: ResetPasswordForm): Promise<void> {
  await postAuth('/reset-password', { token, newPassword: form.password });
}

/** Sends the verification email again (the dashboard banner's Resend). */
export async function resendVerificationEmail(email: string): Promise<void> {
  await postAuth('/send-verification-email', { email, callbackURL: '/dashboard' });
}

/** Sends the browser to Google; it comes back to `returnTo` with a session. */
export async function startGoogleSignIn(returnTo: string): Promise<void> {
  const { url } = await postAuth<{ url: string }>('/sign-in/social', {
    provider: 'google',
    callbackURL: returnTo,
    errorCallbackURL: '/login',
  });
  window.location.assign(url);
}

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth-config'],
    queryFn: () => api<AuthConfig>(API_PATHS.authConfig),
    staleTime: Infinity,
  });
