import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import { refreshSession } from '../../lib/auth.ts';
import { queryClient } from '../../lib/query-client.ts';
import { storeConfigQueryOptions } from '../../lib/store-config.ts';
import { type ApiStub, authError, stubApi } from '../../testing/api-stub.ts';
import { aToken } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { LoginPage } from './login-page.tsx';
import { SignupPage } from './signup-page.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { VerifyEmailBanner } from './components/verify-email-banner.tsx';

const { SPEC_APP_TEXT } = englishTexts('spec-app');
const { VALIDATION } = englishTexts('feedback');
const { ACCOUNT_TEXT } = englishTexts('accounts');
const { RECOVERY_TEXT } = englishTexts('recovery');

let api: ApiStub;

beforeEach(() => {
  api = stubApi({
    'GET /api/auth/get-session': null,
    'GET /api/auth-config': { google: false },
    'PUT /api/user/:email': ({ params }) => ({ token: aToken(params.email ?? '') }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

function renderAt(path: string, state?: unknown) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/singup" element={<SignupPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/dashboard/myorders" element={<p>my orders page</p>} />
      <Route path="/" element={<p>home page</p>} />
    </Routes>,
    {
      at: { pathname: path.split('?')[0] ?? path, search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
      queryClient,
    },
  );
}

describe('Login page', () => {
  it('shows the required messages of spec §5 when the fields are empty, and calls nothing', async () => {
    renderAt('/login');
    await userEvent.click(await screen.findByRole('button', { name: SPEC_APP_TEXT.login }));
    expect(await screen.findByText(VALIDATION.emailRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION.passwordRequired)).toBeTruthy();
    expect(screen.getByLabelText(ACCOUNT_TEXT.emailLabel).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the pattern and length messages for a malformed email and a short password', async () => {
    renderAt('/login');
    await userEvent.type(await screen.findByLabelText(ACCOUNT_TEXT.emailLabel), 'rider@nowhere');
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.passwordLabel), '12345');
    await userEvent.click(screen.getByRole('button', { name: SPEC_APP_TEXT.login }));
    expect(await screen.findByText(VALIDATION.emailInvalid)).toBeTruthy();
    expect(screen.getByText(VALIDATION.passwordTooShort)).toBeTruthy();
  });

  it('shows the auth error in red under the form when sign-in fails', async () => {
    api.on('POST /api/auth/sign-in/email', authError(401, 'Invalid email or password', 'INVALID_EMAIL_OR_PASSWORD'));
    renderAt('/login');
    await userEvent.type(await screen.findByLabelText(ACCOUNT_TEXT.emailLabel), 'rider@example.com');
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.passwordLabel), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: SPEC_APP_TEXT.login }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid email or password');
    expect(alert.className).toContain('text-red');
  });

  it('signs in, stores accessToken, and returns to the page that sent the user here', async () => {
    api.on('POST /api/auth/sign-in/email', {});
    renderAt('/login', { from: { pathname: '/dashboard/myorders' } });
    await userEvent.type(await screen.findByLabelText(ACCOUNT_TEXT.emailLabel), 'rider@example.com');
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.passwordLabel), 'secret1');
    api.on('GET /api/auth/get-session', { user: { id: 'u1', name: 'Rider', email: 'rider@example.com' } });
    await userEvent.click(screen.getByRole('button', { name: SPEC_APP_TEXT.login }));
    expect(await screen.findByText('my orders page')).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBe(aToken('rider@example.com'));
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        body: { email: 'rider@example.com', password: 'secret1' },
      }),
    );
  });

  it('says that Google is not configured instead of failing silently', async () => {
    renderAt('/login');
    const google = await screen.findByRole('button', { name: SPEC_APP_TEXT.continueWithGoogle });
    expect((google as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(ACCOUNT_TEXT.googleNotConfigured)).toBeTruthy();
  });

  it('links to the sign-up page', async () => {
    renderAt('/login');
    await userEvent.click(await screen.findByRole('link', { name: ACCOUNT_TEXT.createAccount }));
    expect(await screen.findByRole('heading', { name: ACCOUNT_TEXT.signUp })).toBeTruthy();
  });
});

describe('Sign-up page', () => {
  it('shows the required messages of spec §5 for name, email and password', async () => {
    renderAt('/singup');
    await userEvent.click(await screen.findByRole('button', { name: ACCOUNT_TEXT.signUp }));
    expect(await screen.findByText(VALIDATION.nameRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION.emailRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION.passwordRequired)).toBeTruthy();
  });

  it('shows the pattern and length messages', async () => {
    renderAt('/singup');
    await userEvent.type(await screen.findByLabelText(ACCOUNT_TEXT.nameLabel), 'Rider');
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.emailLabel), 'not an email');
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.passwordLabel), 'abc');
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.signUp }));
    expect(await screen.findByText(VALIDATION.emailInvalid)).toBeTruthy();
    expect(screen.getByText(VALIDATION.passwordTooShort)).toBeTruthy();
    expect(screen.queryByText(VALIDATION.nameRequired)).toBeNull();
  });

  it('signs up, signs in, and goes to / by default', async () => {
    api.on('POST /api/auth/sign-up/email', {});
    api.on('POST /api/auth/sign-in/email', {});
    renderAt('/singup');
    await userEvent.type(await screen.findByLabelText(ACCOUNT_TEXT.nameLabel), 'New Rider');
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.emailLabel), 'new@example.com');
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.passwordLabel), 'secret1');
    api.on('GET /api/auth/get-session', { user: { id: 'u2', name: 'New Rider', email: 'new@example.com' } });
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.signUp }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBe(aToken('new@example.com'));
  });

  it('tells nothing about an existing account: the sign-in after sign-up fails like any wrong password', async () => {
    // Sign-up answers an existing email as it answers a new one; only its owner's password signs in.
    api.on('POST /api/auth/sign-up/email', {});
    api.on('POST /api/auth/sign-in/email', authError(401, 'Invalid email or password', 'INVALID_EMAIL_OR_PASSWORD'));
    renderAt('/singup');
    await userEvent.type(await screen.findByLabelText(ACCOUNT_TEXT.nameLabel), 'Rider');
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.emailLabel), 'taken@example.com');
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.passwordLabel), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.signUp }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    await userEvent.click(screen.getByRole('link', { name: ACCOUNT_TEXT.pleaseLogin }));
    expect(await screen.findByRole('heading', { name: SPEC_APP_TEXT.login })).toBeTruthy();
  });
});

describe('Password recovery', () => {
  it('links /login to /forgot-password, which gives one answer and sends the email', async () => {
    api.on('POST /api/auth/request-password-reset', {});
    renderAt('/login');
    await userEvent.click(await screen.findByRole('link', { name: RECOVERY_TEXT.forgotLink }));
    await userEvent.type(await screen.findByLabelText(ACCOUNT_TEXT.emailLabel), 'rider@example.com');
    await userEvent.click(screen.getByRole('button', { name: RECOVERY_TEXT.forgotButton }));
    expect((await screen.findByRole('status')).textContent).toBe(RECOVERY_TEXT.forgotSent);
    const call = api.calls.find((c) => c.path === '/api/auth/request-password-reset');
    expect(call?.body).toMatchObject({ email: 'rider@example.com' });
  });

  it('sets the new password with the token of the link, under the spec password rules', async () => {
    api.on('POST /api/auth/reset-password', {});
    renderAt('/reset-password?token=tok123');
    await userEvent.type(await screen.findByLabelText(RECOVERY_TEXT.newPasswordLabel), '123');
    await userEvent.click(screen.getByRole('button', { name: RECOVERY_TEXT.resetButton }));
    expect(await screen.findByText(VALIDATION.passwordTooShort)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.clear(screen.getByLabelText(RECOVERY_TEXT.newPasswordLabel));
    await userEvent.type(screen.getByLabelText(RECOVERY_TEXT.newPasswordLabel), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: RECOVERY_TEXT.resetButton }));
    expect((await screen.findByRole('status')).textContent).toBe(RECOVERY_TEXT.resetDone);
    const call = api.calls.find((c) => c.path === '/api/auth/reset-password');
    expect(call?.body).toEqual({ token: 'tok123', newPassword: 'new-secret' });
  });

  it('says a used or expired link is not valid any more, and offers a new one', async () => {
    api.on('POST /api/auth/reset-password', authError(400, 'Invalid token', 'INVALID_TOKEN'));
    renderAt('/reset-password?token=used');
    await userEvent.type(await screen.findByLabelText(RECOVERY_TEXT.newPasswordLabel), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: RECOVERY_TEXT.resetButton }));
    expect((await screen.findByRole('alert')).textContent).toBe(RECOVERY_TEXT.resetInvalid);
    expect(screen.getByRole('link', { name: RECOVERY_TEXT.askAgain })).toBeTruthy();
  });
});

/** GET /api/store/config: ordering needs a verified email (REQUIRE_VERIFIED_EMAIL) or not. */
const storeConfig = (requireVerifiedEmail: boolean) => ({
  currency: 'BDT' as const,
  shippingFee: 120,
  freeShippingFrom: 10000,
  unpaidOrderTtlHours: 48,
  maxOpenUnpaidOrders: 5,
  maxCartLines: 50,
  timeZone: 'Asia/Dhaka',
  requireVerifiedEmail,
});

describe('Verify your email banner', () => {
  it('asks an unverified account when the store needs a verified email to order, and Resend sends the link again', async () => {
    api.on('GET /api/auth/get-session', {
      user: { id: 'u1', name: 'Rider', email: 'rider@example.com', emailVerified: false },
    });
    api.on('GET /api/store/config', storeConfig(true));
    api.on('POST /api/auth/send-verification-email', {});
    renderWithProviders(<VerifyEmailBanner />, { queryClient });
    expect(await screen.findByRole('heading', { name: RECOVERY_TEXT.verifyBanner })).toBeTruthy();
    expect(screen.getByText(new RegExp(RECOVERY_TEXT.verifiedRequired))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: RECOVERY_TEXT.resend }));
    expect((await screen.findByRole('status')).textContent).toBe(RECOVERY_TEXT.resent);
    const call = api.calls.find((c) => c.path === '/api/auth/send-verification-email');
    expect(call?.body).toMatchObject({ email: 'rider@example.com' });
  });

  it('is not shown when ordering needs no verified email (the default): nothing asks for the address', async () => {
    api.on('GET /api/auth/get-session', {
      user: { id: 'u1', name: 'Rider', email: 'rider@example.com', emailVerified: false },
    });
    api.on('GET /api/store/config', storeConfig(false));
    // Both answers are in before the banner renders, so what it shows is its final state.
    expect((await refreshSession())?.emailVerified).toBe(false);
    expect((await queryClient.fetchQuery(storeConfigQueryOptions())).requireVerifiedEmail).toBe(false);
    renderWithProviders(
      <>
        <VerifyEmailBanner />
        <p>page</p>
      </>,
      { queryClient },
    );
    expect(screen.getByText('page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: RECOVERY_TEXT.verifyBanner })).toBeNull();
  });

  it('is not shown to a verified account', async () => {
    api.on('GET /api/auth/get-session', {
      user: { id: 'u1', name: 'Rider', email: 'rider@example.com', emailVerified: true },
    });
    api.on('GET /api/store/config', storeConfig(true));
    renderWithProviders(
      <>
        <VerifyEmailBanner />
        <p>page</p>
      </>,
      { queryClient },
    );
    expect(await screen.findByText('page')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: RECOVERY_TEXT.verifyBanner })).toBeNull();
  });
});
