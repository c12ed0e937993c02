// The sign-in, sign-up and recovery pages on a Bangla page (/bn/...): their texts, the form rules'
// messages and the server's refusals in Bangla, and the addresses better-auth sends the browser back
// to (after Google, from an email's link) in Bangla too.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enAccounts from '@store/shared/i18n/catalogues/en/accounts';
import enRecovery from '@store/shared/i18n/catalogues/en/recovery';
import { textsIn } from '@store/shared/i18n/server';
import { queryClient } from '../../lib/query-client.ts';
import { type ApiStub, authError, stubApi } from '../../testing/api-stub.ts';
import { englishLeft } from '../../testing/english-left.ts';
import { aToken } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { VerifyEmailBanner } from './components/verify-email-banner.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { LoginPage } from './login-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { SignupPage } from './signup-page.tsx';

// Texts of other areas these pages show, as their catalogues have them in Bangla.
const { SPEC_APP_TEXT } = textsIn('bn', 'spec-app');
const { VALIDATION } = textsIn('bn', 'feedback');

/** The texts of this area's English catalogues that a Bangla page still shows. */
const englishLeftOfAccounts = (root: HTMLElement) => englishLeft(root, [enAccounts, enRecovery]);

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

function renderInBangla(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/singup" element={<SignupPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
    </Routes>,
    {
      at: { pathname: path.split('?')[0] ?? path, search: path.includes('?') ? `?${path.split('?')[1]}` : '' },
      queryClient,
      locale: 'bn',
    },
  );
}

describe('Login page in Bangla', () => {
  it('shows its labels, links and notes in Bangla, and no English of its own', async () => {
    const { container } = renderInBangla('/login');
    expect(await screen.findByLabelText('ইমেইল')).toBeTruthy();
    expect(screen.getByLabelText('পাসওয়ার্ড')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'পাসওয়ার্ড ভুলে গেছেন?' })).toBeTruthy();
    expect(screen.getByText('Bicycle Manufacturer সাইটে নতুন?', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'নতুন অ্যাকাউন্ট খুলুন' })).toBeTruthy();
    expect(screen.getByText('অথবা')).toBeTruthy();
    expect(await screen.findByText('এই স্টোরে এখনো গুগল দিয়ে লগইন চালু হয়নি।')).toBeTruthy();
    expect(englishLeftOfAccounts(container)).toEqual([]);
  });

  it("shows the form rules' messages from the Bangla catalogue, never a message reference", async () => {
    renderInBangla('/login');
    await userEvent.click(await screen.findByRole('button', { name: SPEC_APP_TEXT.login }));
    const email = screen.getByLabelText('ইমেইল');
    const message = document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(message).toBe(VALIDATION.emailRequired);
    expect(message).not.toContain('@i18n:');
  });

  it("says a wrong email or password in Bangla instead of the server's English", async () => {
    api.on('POST /api/auth/sign-in/email', authError(401, 'Invalid email or password', 'INVALID_EMAIL_OR_PASSWORD'));
    renderInBangla('/login');
    await userEvent.type(await screen.findByLabelText('ইমেইল'), 'rider@example.com');
    await userEvent.type(screen.getByLabelText('পাসওয়ার্ড'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: SPEC_APP_TEXT.login }));
    expect((await screen.findByRole('alert')).textContent).toBe('ইমেইল বা পাসওয়ার্ড ভুল হয়েছে');
  });

  it('says the sign-in limit in Bangla', async () => {
    api.on(
      'POST /api/auth/sign-in/email',
      authError(429, 'Too many sign-in or sign-up attempts. Please wait a minute and try again.', 'TOO_MANY_REQUESTS'),
    );
    renderInBangla('/login');
    await userEvent.type(await screen.findByLabelText('ইমেইল'), 'rider@example.com');
    await userEvent.type(screen.getByLabelText('পাসওয়ার্ড'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: SPEC_APP_TEXT.login }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'লগইন বা সাইন আপের চেষ্টা অনেকবার হয়ে গেছে। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
    );
  });
});

describe('Sign-up page in Bangla', () => {
  it('shows its texts in Bangla and the name limit with Bengali digits', async () => {
    const { container } = renderInBangla('/singup');
    expect(await screen.findByRole('heading', { name: 'সাইন আপ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'লগইন করুন' })).toBeTruthy();
    expect(englishLeftOfAccounts(container)).toEqual([]);
    await userEvent.type(screen.getByLabelText('নাম'), 'ক'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: 'সাইন আপ' }));
    expect(await screen.findByText('সর্বোচ্চ ১০০ অক্ষর লেখা যাবে')).toBeTruthy();
  });

  it("asks better-auth to send the verification email's link to the Bangla dashboard", async () => {
    api.on('POST /api/auth/sign-up/email', {});
    api.on('POST /api/auth/sign-in/email', {});
    renderInBangla('/singup');
    await userEvent.type(await screen.findByLabelText('নাম'), 'নতুন রাইডার');
    await userEvent.type(screen.getByLabelText('ইমেইল'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('পাসওয়ার্ড'), 'secret1');
    api.on('GET /api/auth/get-session', { user: { id: 'u2', name: 'নতুন রাইডার', email: 'new@example.com' } });
    await userEvent.click(screen.getByRole('button', { name: 'সাইন আপ' }));
    await vi.waitFor(() => expect(localStorage.getItem('accessToken')).toBe(aToken('new@example.com')));
    const call = api.calls.find((c) => c.path === '/api/auth/sign-up/email');
    expect(call?.body).toMatchObject({ callbackURL: '/bn/dashboard' });
  });
});

describe('Password recovery in Bangla', () => {
  it('asks for the email in Bangla, answers in Bangla, and asks for a Bangla reset page', async () => {
    api.on('POST /api/auth/request-password-reset', {});
    const { container } = renderInBangla('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'পাসওয়ার্ড ভুলে গেছেন' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'লগইনে ফিরে যান' })).toBeTruthy();
    expect(englishLeftOfAccounts(container)).toEqual([]);
    await userEvent.type(screen.getByLabelText('ইমেইল'), 'rider@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'লিংক পাঠান' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'এই ইমেইলে কোনো অ্যাকাউন্ট থাকলে সেখানে আমরা একটি লিংক পাঠিয়েছি',
    );
    const call = api.calls.find((c) => c.path === '/api/auth/request-password-reset');
    expect(call?.body).toMatchObject({ email: 'rider@example.com', redirectTo: '/bn/reset-password' });
  });

  it('says in Bangla that a used link is not valid any more', async () => {
    api.on('POST /api/auth/reset-password', authError(400, 'Invalid token', 'INVALID_TOKEN'));
    renderInBangla('/reset-password?token=used');
    await userEvent.type(await screen.findByLabelText('নতুন পাসওয়ার্ড'), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'নতুন পাসওয়ার্ড সেভ করুন' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'এই লিংকটি আর কাজ করবে না (লিংক একবারই, এক ঘণ্টার মধ্যে কাজ করে)। নতুন একটি লিংক চেয়ে নিন।',
    );
    expect(screen.getByRole('link', { name: 'নতুন লিংক চান' })).toBeTruthy();
  });
});

/** A store where ordering needs a verified email (REQUIRE_VERIFIED_EMAIL): the banner is shown. */
const REQUIRES_VERIFIED_EMAIL = {
  currency: 'BDT' as const,
  shippingFee: 120,
  freeShippingFrom: 10000,
  unpaidOrderTtlHours: 48,
  maxOpenUnpaidOrders: 5,
  maxCartLines: 50,
  timeZone: 'Asia/Dhaka',
  requireVerifiedEmail: true,
};

describe('Verify your email banner in Bangla', () => {
  it('asks in Bangla, and Resend asks for a link back to the Bangla dashboard', async () => {
    api.on('GET /api/auth/get-session', {
      user: { id: 'u1', name: 'Rider', email: 'rider@example.com', emailVerified: false },
    });
    api.on('GET /api/store/config', REQUIRES_VERIFIED_EMAIL);
    api.on('POST /api/auth/send-verification-email', {});
    const { container } = renderWithProviders(<VerifyEmailBanner />, { queryClient, locale: 'bn' });
    const banner = (await screen.findByRole('heading', { name: 'আপনার ইমেইল যাচাই করুন' })).closest('section');
    expect(banner).toBeTruthy();
    expect(englishLeftOfAccounts(container)).toEqual([]);
    await userEvent.click(within(banner as HTMLElement).getByRole('button', { name: 'আবার পাঠান' }));
    expect((await screen.findByRole('status')).textContent).toBe('নতুন একটি লিংক পাঠিয়ে দিয়েছি।');
    const call = api.calls.find((c) => c.path === '/api/auth/send-verification-email');
    expect(call?.body).toEqual({ email: 'rider@example.com', callbackURL: '/bn/dashboard' });
  });

  it('keeps the English addresses on an English page', async () => {
    api.on('GET /api/auth/get-session', {
      user: { id: 'u1', name: 'Rider', email: 'rider@example.com', emailVerified: false },
    });
    api.on('GET /api/store/config', REQUIRES_VERIFIED_EMAIL);
    api.on('POST /api/auth/send-verification-email', {});
    renderWithProviders(<VerifyEmailBanner />, { queryClient });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    await screen.findByRole('status');
    const call = api.calls.find((c) => c.path === '/api/auth/send-verification-email');
    expect(call?.body).toEqual({ email: 'rider@example.com', callbackURL: '/dashboard' });
  });
});
