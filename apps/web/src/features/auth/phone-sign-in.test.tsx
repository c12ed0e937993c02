// Signing in and up with a phone on /login and /singup: the number, Send code, the 6-digit code, the
// server's refusals, Send again after the countdown, and the same way back as an email sign-in.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthErrorBodySchema } from '@store/shared/schemas';
import { englishTexts } from '@store/shared/i18n/server';
import { queryClient } from '../../lib/query-client.ts';
import { type ApiStub, authError, StubAnswer, stubApi } from '../../testing/api-stub.ts';
import { aToken } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { VerifyEmailBanner } from './components/verify-email-banner.tsx';
import { LoginPage } from './login-page.tsx';
import { SignupPage } from './signup-page.tsx';

const { SPEC_APP_TEXT } = englishTexts('spec-app');
const { ACCOUNT_TEXT } = englishTexts('accounts');
const { PHONE_UI_TEXT, PHONE_FORM_TEXT } = englishTexts('phone-ui');
const { PHONE_TEXT } = englishTexts('delivery');

const PHONE_EMAIL = '8801711000000@phone.invalid';
const phoneSession = (name = '+8801711000000') => ({
  user: { id: 'p1', name, email: PHONE_EMAIL, phoneNumber: '+8801711000000' },
});

let api: ApiStub;

beforeEach(() => {
  api = stubApi({
    'GET /api/auth/get-session': null,
    'GET /api/auth-config': { google: false },
    'PUT /api/user/:email': ({ params }) => ({ token: aToken(params.email ?? '') }),
    'POST /api/auth/phone-number/send-otp': {},
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

function renderAt(path: string, state?: unknown) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/singup" element={<SignupPage />} />
      <Route path="/dashboard/myorders" element={<p>my orders page</p>} />
      <Route path="/" element={<p>home page</p>} />
    </Routes>,
    { at: { pathname: path, state }, queryClient },
  );
}

async function sendCodeTo(phone: string, user: Pick<typeof userEvent, 'click' | 'type'> = userEvent) {
  await user.click(await screen.findByRole('button', { name: PHONE_UI_TEXT.signInWithPhone }));
  await user.type(screen.getByLabelText(PHONE_UI_TEXT.phoneLabel), phone);
  await user.click(screen.getByRole('button', { name: PHONE_UI_TEXT.sendCode }));
}

describe('Sign in with your phone', () => {
  it('keeps the spec email form as it is, and offers the phone beside it', async () => {
    renderAt('/login');
    expect(await screen.findByLabelText(ACCOUNT_TEXT.emailLabel)).toBeTruthy();
    expect(screen.getByLabelText(ACCOUNT_TEXT.passwordLabel)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.signInWithPhone }));
    expect(screen.queryByLabelText(ACCOUNT_TEXT.emailLabel)).toBeNull();
    expect(screen.getByRole('heading', { name: PHONE_UI_TEXT.signInWithPhone })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.useEmailInstead }));
    expect(screen.getByLabelText(ACCOUNT_TEXT.emailLabel)).toBeTruthy();
    expect(screen.getByRole('button', { name: SPEC_APP_TEXT.login })).toBeTruthy();
  });

  it('refuses a number that is not a Bangladeshi mobile before asking the server', async () => {
    renderAt('/login');
    await sendCodeTo('02-9876543');
    expect(await screen.findByText(PHONE_TEXT.invalid)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends the code, takes the 6 digits, and returns signed in to the page that sent the user', async () => {
    api.on('POST /api/auth/phone-number/verify', ({ body }) =>
      (body as { code: string }).code === '123456' ? {} : authError(400, 'Invalid OTP', 'INVALID_OTP'),
    );
    renderAt('/login', { from: { pathname: '/dashboard/myorders' } });
    await sendCodeTo('01711-000000');
    expect(api.calls.find((c) => c.path === '/api/auth/phone-number/send-otp')?.body).toEqual({
      phoneNumber: '+8801711000000',
    });
    expect((await screen.findByRole('status')).textContent).toBe(PHONE_UI_TEXT.codeSentTo({ phone: '01711-000000' }));
    const code = screen.getByLabelText(PHONE_UI_TEXT.codeLabel);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(code);

    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.signIn }));
    expect(await screen.findByText(PHONE_FORM_TEXT.codeRequired)).toBeTruthy();
    await userEvent.type(code, '12345');
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.signIn }));
    expect(await screen.findByText(PHONE_FORM_TEXT.codeInvalid)).toBeTruthy();
    await userEvent.type(code, '9');
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.signIn }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid OTP');

    api.on('GET /api/auth/get-session', phoneSession());
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.signIn }));
    expect(await screen.findByText('my orders page')).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBe(aToken(PHONE_EMAIL));
    expect(api.calls.filter((c) => c.path === '/api/auth/phone-number/verify').at(-1)?.body).toEqual({
      phoneNumber: '+8801711000000',
      code: '123456',
    });
    // A sign-in keeps the account's name.
    expect(api.calls.some((c) => c.path === '/api/auth/update-user')).toBe(false);
  });

  it('offers Send again only after the countdown, and says a new code was sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderAt('/login');
    await sendCodeTo('+880 1711 000000', user);
    expect(await screen.findByText(PHONE_UI_TEXT.resendIn({ seconds: 60 }))).toBeTruthy();
    expect(screen.queryByRole('button', { name: PHONE_UI_TEXT.resend })).toBeNull();
    act(() => void vi.advanceTimersByTime(61_000));
    await user.click(await screen.findByRole('button', { name: PHONE_UI_TEXT.resend }));
    expect((await screen.findByRole('status')).textContent).toBe(PHONE_UI_TEXT.codeResent);
    expect(api.calls.filter((c) => c.path === '/api/auth/phone-number/send-otp')).toHaveLength(2);
  });

  it('says how long to wait when the server limits the codes, and what it says after too many wrong ones', async () => {
    api.on(
      'POST /api/auth/phone-number/send-otp',
      new StubAnswer(429, { message: 'Too many requests' }, { 'retry-after': '30' }, AuthErrorBodySchema),
    );
    renderAt('/login');
    await sendCodeTo('01711000000');
    expect((await screen.findByRole('alert')).textContent).toBe(PHONE_UI_TEXT.rateLimited({ seconds: 30 }));

    api.on('POST /api/auth/phone-number/send-otp', {});
    api.on('POST /api/auth/phone-number/verify', authError(403, 'Too many attempts', 'TOO_MANY_ATTEMPTS'));
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.sendCode }));
    await userEvent.type(await screen.findByLabelText(PHONE_UI_TEXT.codeLabel), '000000');
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.signIn }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts');
  });

  it('goes back to the number with Change number', async () => {
    renderAt('/login');
    await sendCodeTo('01711-000000');
    await userEvent.click(await screen.findByRole('button', { name: PHONE_UI_TEXT.changeNumber }));
    expect(screen.getByLabelText<HTMLInputElement>(PHONE_UI_TEXT.phoneLabel).value).toBe('01711-000000');
  });
});

describe('Sign up with your phone', () => {
  it('asks the name, signs up with the code, names the account, and goes to /', async () => {
    api.on('POST /api/auth/phone-number/verify', {});
    api.on('POST /api/auth/update-user', {});
    renderAt('/singup');
    await userEvent.click(await screen.findByRole('button', { name: PHONE_UI_TEXT.signUpWithPhone }));
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.sendCode }));
    expect(await screen.findAllByRole('textbox', { name: ACCOUNT_TEXT.nameLabel })).toHaveLength(1);
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.nameLabel), 'Rahim Uddin');
    await userEvent.type(screen.getByLabelText(PHONE_UI_TEXT.phoneLabel), '০১৭১১০০০০০০');
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.sendCode }));
    // A code typed in Bangla digits is the same code.
    await userEvent.type(await screen.findByLabelText(PHONE_UI_TEXT.codeLabel), '১২৩৪৫৬');
    api.on('GET /api/auth/get-session', phoneSession('Rahim Uddin'));
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.signUp }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/auth/phone-number/verify')?.body).toEqual({
      phoneNumber: '+8801711000000',
      code: '123456',
    });
    expect(api.calls.find((c) => c.path === '/api/auth/update-user')?.body).toEqual({ name: 'Rahim Uddin' });
  });
});

describe('Verify your email, for a phone account', () => {
  it('is not asked of an account with a proved number, even where ordering needs a verified email', async () => {
    api.on('GET /api/auth/get-session', {
      user: { ...phoneSession().user, emailVerified: false },
    });
    api.on('GET /api/store/config', {
      currency: 'BDT',
      shippingFee: 120,
      freeShippingFrom: 10000,
      unpaidOrderTtlHours: 48,
      maxOpenUnpaidOrders: 5,
      maxCartLines: 50,
      timeZone: 'Asia/Dhaka',
      requireVerifiedEmail: true,
    });
    const { container } = renderWithProviders(<VerifyEmailBanner />, { queryClient });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/store/config')).toBe(true));
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toBeTruthy());
    expect(container.textContent).toBe('');
  });
});
