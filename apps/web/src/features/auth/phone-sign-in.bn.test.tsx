// Signing in and up with a phone on a Bangla page: the choice, the steps and their rules' messages in
// Bangla, and the server's (English) refusals said in Bangla by their status.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enPhoneUi from '@store/shared/i18n/catalogues/en/phone-ui';
import { textsIn } from '@store/shared/i18n/server';
import { AuthErrorBodySchema } from '@store/shared/schemas';
import { queryClient } from '../../lib/query-client.ts';
import { type ApiStub, authError, StubAnswer, stubApi } from '../../testing/api-stub.ts';
import { englishLeft } from '../../testing/english-left.ts';
import { aToken } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { LoginPage } from './login-page.tsx';
import { SignupPage } from './signup-page.tsx';

const { PHONE_UI_TEXT, PHONE_FORM_TEXT } = textsIn('bn', 'phone-ui');
const { PHONE_TEXT } = textsIn('bn', 'delivery');
const { ACCOUNT_TEXT } = textsIn('bn', 'accounts');

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
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

const renderInBangla = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/singup" element={<SignupPage />} />
      <Route path="/" element={<p>home page</p>} />
    </Routes>,
    { at: path, queryClient, locale: 'bn' },
  );

describe('Sign in with your phone, in Bangla', () => {
  it('offers the phone, asks for the number and the code in Bangla, with no English left', async () => {
    const { container } = renderInBangla('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'ফোন নম্বর দিয়ে লগইন করুন' }));
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.sendCode }));
    expect(await screen.findByText(PHONE_TEXT.required)).toBeTruthy();
    expect(englishLeft(container, [enPhoneUi])).toEqual([]);
    await userEvent.type(screen.getByLabelText(PHONE_UI_TEXT.phoneLabel), '০১৭১১-০০০০০০');
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.sendCode }));
    expect((await screen.findByRole('status')).textContent).toBe(PHONE_UI_TEXT.codeSentTo({ phone: '01711-000000' }));
    expect(screen.getByText(PHONE_UI_TEXT.resendIn({ seconds: 60 }))).toBeTruthy();
    expect(PHONE_UI_TEXT.resendIn({ seconds: 60 })).toContain('৬০');
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.signIn }));
    expect(await screen.findByText(PHONE_FORM_TEXT.codeRequired)).toBeTruthy();
    expect(englishLeft(container, [enPhoneUi])).toEqual([]);
  });

  it("says the server's refusals in Bangla: a wrong code, too many tries, too many codes", async () => {
    api.on('POST /api/auth/phone-number/verify', authError(400, 'Invalid OTP', 'INVALID_OTP'));
    renderInBangla('/login');
    await userEvent.click(await screen.findByRole('button', { name: PHONE_UI_TEXT.signInWithPhone }));
    await userEvent.type(screen.getByLabelText(PHONE_UI_TEXT.phoneLabel), '01711000000');
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.sendCode }));
    await userEvent.type(await screen.findByLabelText(PHONE_UI_TEXT.codeLabel), '000000');
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.signIn }));
    expect((await screen.findByRole('alert')).textContent).toBe(PHONE_UI_TEXT.verifyFailed);

    api.on('POST /api/auth/phone-number/verify', authError(403, 'Too many attempts', 'TOO_MANY_ATTEMPTS'));
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.signIn }));
    expect((await screen.findByRole('alert')).textContent).toBe(PHONE_UI_TEXT.tooManyTries);

    api.on(
      'POST /api/auth/phone-number/send-otp',
      new StubAnswer(429, { message: 'Too many requests' }, { 'retry-after': '45' }, AuthErrorBodySchema),
    );
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.changeNumber }));
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.sendCode }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(PHONE_UI_TEXT.rateLimited({ seconds: 45 }));
    expect(alert.textContent).toContain('৪৫');
  });

  it('signs up with a name and a code, and names the account', async () => {
    api.on('POST /api/auth/phone-number/verify', {});
    api.on('POST /api/auth/update-user', {});
    renderInBangla('/singup');
    await userEvent.click(await screen.findByRole('button', { name: 'ফোন নম্বর দিয়ে সাইন আপ করুন' }));
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.nameLabel), 'রহিম উদ্দিন');
    await userEvent.type(screen.getByLabelText(PHONE_UI_TEXT.phoneLabel), '+৮৮০ ১৭১১ ০০০০০০');
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.sendCode }));
    await userEvent.type(await screen.findByLabelText(PHONE_UI_TEXT.codeLabel), '123456');
    api.on('GET /api/auth/get-session', {
      user: { id: 'p1', name: 'রহিম উদ্দিন', email: '8801711000000@phone.invalid' },
    });
    await userEvent.click(screen.getByRole('button', { name: PHONE_UI_TEXT.signUp }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/auth/update-user')?.body).toEqual({ name: 'রহিম উদ্দিন' });
  });
});
