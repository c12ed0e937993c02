// better-auth's email and Google sign-in with plain fetch (no better-auth client: see lib/auth.ts), and
// GET /auth-config. use-auth-error-text.ts says an AuthError in the page's language.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, API_PREFIX } from '@store/shared/api-paths';
import type { AuthConfig, ForgotPasswordForm, LoginForm, ResetPasswordForm, SignupForm } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';

/** useLocalizedPath: the addresses better-auth sends the browser back to keep the page's language. */
export type Localize = (path: string) => string;

/** Their 429 is the server's sign-in limit's. */
const SIGN_IN_PATHS = new Set(['/sign-in/email', '/sign-up/email']);

/** Status 0 when unreachable; message '' when the server gave none; retryAfter (seconds) from a 429's header. */
export class AuthError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    readonly isSignIn: boolean,
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** better-auth answers `{ message, code }`; our own errors (the rate limit) `{ error: { message, code } }`. */
function fieldOf(body: unknown, key: 'message' | 'code'): string | undefined {
  const record = body as Record<string, unknown> | null | undefined;
  const inner = record?.error as Record<string, unknown> | null | undefined;
  const value = typeof record?.[key] === 'string' ? record[key] : inner?.[key];
  return typeof value === 'string' ? value : undefined;
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
    const code = fieldOf(payload, 'code') ?? null;
    // A refused phone number: its field's message says more than the answer's own.
    const fields = (payload as { error?: { fields?: Record<string, unknown> } } | undefined)?.error?.fields ?? {};
    const fieldMessage = typeof fields.phoneNumber === 'string' ? fields.phoneNumber : undefined;
    const retryAfter = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
    throw new AuthError(
      fieldMessage ?? fieldOf(payload, 'message') ?? '',
      response.status,
      code,
      SIGN_IN_PATHS.has(path),
      Number.isFinite(retryAfter) ? retryAfter : null,
    );
  }
  return payload as T;
}

export async function signInWithEmail(form: LoginForm): Promise<void> {
  await postAuth('/sign-in/email', { email: form.email, password: form.password });
}

/** Sign-up answers every email alike and opens no session (it tells no one who has an account); sign-in does. */
export async function signUpWithEmail(form: SignupForm, localize: Localize): Promise<void> {
  await postAuth('/sign-up/email', { ...form, callbackURL: localize('/dashboard') });
  await signInWithEmail({ email: form.email, password: form.password });
}

/** Forgot password: always the same answer, whether or not the address has an account. */
export async function requestPasswordReset(form: ForgotPasswordForm, localize: Localize): Promise<void> {
  await postAuth('/request-password-reset', { email: form.email, redirectTo: localize('/reset-password') });
}

export async function resetPassword(token: string, form: ResetPasswordForm): Promise<void> {
  await postAuth('/reset-password', { token, newPassword: form.password });
}

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

/** Texts a 6-digit code to a Bangladeshi mobile number (any number: it tells no one who has an account). */
export async function sendPhoneCode(phoneNumber: string): Promise<void> {
  await postAuth('/phone-number/send-otp', { phoneNumber });
}

/**
 * Checks the code and opens a session: signs up an unknown number, signs in a known one. With
 * `updatePhoneNumber`, the signed-in account takes the number instead (refused when another account has it).
 */
export async function verifyPhoneCode(
  phoneNumber: string,
  code: string,
  options: { updatePhoneNumber?: boolean } = {},
): Promise<void> {
  await postAuth('/phone-number/verify', { phoneNumber, code, ...options });
}

/** The signed-in account's name (a phone account starts without the one its owner typed). */
export async function updateUserName(name: string): Promise<void> {
  await postAuth('/update-user', { name });
}

/** A phone account adds an email: it is the account's once the link sent there is followed. */
export async function changeEmail(newEmail: string, localize: Localize): Promise<void> {
  await postAuth('/change-email', { newEmail, callbackURL: localize('/dashboard') });
}

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth-config'],
    queryFn: () => api<AuthConfig>(API_PATHS.authConfig),
    staleTime: Infinity,
  });
