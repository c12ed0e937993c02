import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPEC_APP_TEXT, VALIDATION } from '@store/shared/messages';
import { queryClient } from '../../lib/query-client.ts';
import { LoginPage } from './login-page.tsx';
import { SignupPage } from './signup-page.tsx';
import { ACCOUNT_TEXT } from '@store/shared/messages/accounts';

interface Call {
  method: string;
  url: string;
  body: unknown;
}
let calls: Call[];
let answers: Record<string, { status: number; body: unknown }>;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

// A token whose payload names the user and expires in an hour.
const b64 = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '');
const inAnHour = Math.floor(Date.now() / 1000) + 3600;
const token = (email: string) => `${b64({ alg: 'HS256' })}.${b64({ email, exp: inAnHour })}.sig`;

beforeEach(() => {
  calls = [];
  answers = {
    'GET /api/auth/get-session': { status: 200, body: null },
    'GET /api/auth-config': { status: 200, body: { google: false } },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const answer = answers[`${method} ${url}`];
      return answer
        ? json(answer.status, answer.body)
        : json(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

function renderAt(path: string, state?: unknown) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/singup" element={<SignupPage />} />
          <Route path="/dashboard/myorders" element={<p>my orders page</p>} />
          <Route path="/" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Login page', () => {
  it('shows the required messages of spec §5 when the fields are empty, and calls nothing', async () => {
    renderAt('/login');
    await userEvent.click(await screen.findByRole('button', { name: SPEC_APP_TEXT.login }));
    expect(await screen.findByText(VALIDATION.emailRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION.passwordRequired)).toBeTruthy();
    expect(screen.getByLabelText(ACCOUNT_TEXT.emailLabel).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
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
    answers['POST /api/auth/sign-in/email'] = {
      status: 401,
      body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
    };
    renderAt('/login');
    await userEvent.type(await screen.findByLabelText(ACCOUNT_TEXT.emailLabel), 'rider@example.com');
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.passwordLabel), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: SPEC_APP_TEXT.login }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid email or password');
    expect(alert.className).toContain('text-red');
  });

  it('signs in, stores accessToken, and returns to the page that sent the user here', async () => {
    answers['POST /api/auth/sign-in/email'] = { status: 200, body: { redirect: false } };
    answers['PUT /api/user/rider%40example.com'] = { status: 200, body: { token: token('rider@example.com') } };
    renderAt('/login', { from: { pathname: '/dashboard/myorders' } });
    await userEvent.type(await screen.findByLabelText(ACCOUNT_TEXT.emailLabel), 'rider@example.com');
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.passwordLabel), 'secret1');
    answers['GET /api/auth/get-session'] = {
      status: 200,
      body: { user: { id: 'u1', name: 'Rider', email: 'rider@example.com' }, session: {} },
    };
    await userEvent.click(screen.getByRole('button', { name: SPEC_APP_TEXT.login }));
    expect(await screen.findByText('my orders page')).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBe(token('rider@example.com'));
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: 'rider@example.com', password: 'secret1' },
    });
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
    expect(await screen.findByRole('heading', { name: ACCOUNT_TEXT.signupTitle })).toBeTruthy();
  });
});

describe('Sign-up page', () => {
  it('shows the required messages of spec §5 for name, email and password', async () => {
    renderAt('/singup');
    await userEvent.click(await screen.findByRole('button', { name: ACCOUNT_TEXT.signupButton }));
    expect(await screen.findByText(VALIDATION.nameRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION.emailRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION.passwordRequired)).toBeTruthy();
  });

  it('shows the pattern and length messages', async () => {
    renderAt('/singup');
    await userEvent.type(await screen.findByLabelText(ACCOUNT_TEXT.nameLabel), 'Rider');
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.emailLabel), 'not an email');
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.passwordLabel), 'abc');
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.signupButton }));
    expect(await screen.findByText(VALIDATION.emailInvalid)).toBeTruthy();
    expect(screen.getByText(VALIDATION.passwordTooShort)).toBeTruthy();
    expect(screen.queryByText(VALIDATION.nameRequired)).toBeNull();
  });

  it('signs up and goes to / by default', async () => {
    answers['POST /api/auth/sign-up/email'] = { status: 200, body: { token: 'session' } };
    answers['PUT /api/user/new%40example.com'] = { status: 200, body: { token: token('new@example.com') } };
    renderAt('/singup');
    await userEvent.type(await screen.findByLabelText(ACCOUNT_TEXT.nameLabel), 'New Rider');
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.emailLabel), 'new@example.com');
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.passwordLabel), 'secret1');
    answers['GET /api/auth/get-session'] = {
      status: 200,
      body: { user: { id: 'u2', name: 'New Rider', email: 'new@example.com' }, session: {} },
    };
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.signupButton }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBe(token('new@example.com'));
  });

  it('shows the server message in red when the email is taken, and links to login', async () => {
    answers['POST /api/auth/sign-up/email'] = {
      status: 422,
      body: { code: 'USER_ALREADY_EXISTS', message: 'User already exists. Use another email.' },
    };
    renderAt('/singup');
    await userEvent.type(await screen.findByLabelText(ACCOUNT_TEXT.nameLabel), 'Rider');
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.emailLabel), 'taken@example.com');
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.passwordLabel), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.signupButton }));
    expect((await screen.findByRole('alert')).textContent).toBe('User already exists. Use another email.');
    await userEvent.click(screen.getByRole('link', { name: ACCOUNT_TEXT.pleaseLogin }));
    expect(await screen.findByRole('heading', { name: SPEC_APP_TEXT.login })).toBeTruthy();
  });
});
