// Guards, the dashboard menu by role, My Profil and Make Admin, against a fake API.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TEXT, SPEC_APP_TEXT, SPEC_TEXT, SUCCESS_TEXT } from '@store/shared/messages';
import { ACCOUNT_TEXT, PROFILE_TEXT } from '@store/shared/messages/accounts';
import { RequireAdmin, RequireAuth } from '../../app/guards.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { ProfilePage } from '../profiles/profile-page.tsx';
import { AllUsersPage } from '../users/all-users-page.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';

const fire = vi.hoisted(() => vi.fn(async () => ({ isConfirmed: true })));
vi.mock('sweetalert2', () => ({ default: { fire } }));

interface Call {
  method: string;
  url: string;
  body: unknown;
}
let calls: Call[];
let answers: Record<string, { status: number; body: unknown }>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const b64 = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '');
const inAnHour = Math.floor(Date.now() / 1000) + 3600;
const tokenFor = (email: string) => `${b64({ alg: 'HS256' })}.${b64({ email, exp: inAnHour })}.sig`;

function signedInAs(email: string, isAdmin: boolean) {
  localStorage.setItem('accessToken', tokenFor(email));
  answers['GET /api/auth/get-session'] = {
    status: 200,
    body: { user: { id: 'u1', name: 'Rider One', email }, session: {} },
  };
  answers[`GET /api/admin/${encodeURIComponent(email)}`] = { status: 200, body: { admin: isAdmin } };
}

beforeEach(() => {
  calls = [];
  answers = {
    'GET /api/auth/get-session': { status: 200, body: null },
    'POST /api/auth/sign-out': { status: 200, body: { success: true } },
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
  fire.mockClear();
});

function LoginStub() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? 'nowhere';
  return <p>login page, from {from}</p>;
}

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginStub />} />
          <Route
            path="/dashboard"
            element={
              <RequireAuth>
                <DashboardLayout />
              </RequireAuth>
            }
          >
            <Route index element={<ProfilePage />} />
            <Route
              path="allusers"
              element={
                <RequireAdmin>
                  <AllUsersPage />
                </RequireAdmin>
              }
            />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('guards', () => {
  it('sends a signed-out visitor to /login and remembers the page', async () => {
    renderAt('/dashboard/allusers');
    expect(await screen.findByText('login page, from /dashboard/allusers')).toBeTruthy();
  });

  it('shows a spinner while the session loads', async () => {
    answers['GET /api/auth/get-session'] = { status: 200, body: null };
    renderAt('/dashboard');
    expect(screen.getByRole('status')).toBeTruthy();
    await screen.findByText(/login page/);
  });

  it('signs a non-admin out and sends them to /login from an admin page', async () => {
    signedInAs('rider@example.com', false);
    renderAt('/dashboard/allusers');
    expect(await screen.findByText('login page, from /dashboard/allusers')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/auth/sign-out')).toBe(true);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(calls.some((c) => c.url === '/api/user')).toBe(false);
  });
});

describe('dashboard menu', () => {
  it('shows My Profil, My Orders and Add A Review to a user', async () => {
    signedInAs('rider@example.com', false);
    answers['GET /api/myprofil/rider%40example.com'] = { status: 200, body: [] };
    renderAt('/dashboard');
    const menu = await screen.findByRole('navigation', { name: SPEC_TEXT.navDashboard });
    await within(menu).findByRole('link', { name: SPEC_APP_TEXT.menuMyOrders });
    const names = within(menu)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(names).toEqual([SPEC_APP_TEXT.menuProfile, SPEC_APP_TEXT.menuMyOrders, SPEC_APP_TEXT.menuAddReview]);
    expect(screen.getByRole('heading', { name: ACCOUNT_TEXT.welcome })).toBeTruthy();
  });

  it('shows the admin items to an admin, without My Orders and Add A Review', async () => {
    signedInAs('boss@example.com', true);
    answers['GET /api/myprofil/boss%40example.com'] = { status: 200, body: [] };
    renderAt('/dashboard');
    const menu = await screen.findByRole('navigation', { name: SPEC_TEXT.navDashboard });
    await within(menu).findByRole('link', { name: SPEC_APP_TEXT.menuMakeAdmin });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      SPEC_APP_TEXT.menuProfile,
      SPEC_APP_TEXT.menuMakeAdmin,
      SPEC_APP_TEXT.menuManageAllOrders,
      SPEC_APP_TEXT.menuAddProduct,
      SPEC_APP_TEXT.menuManageProducts,
    ]);
  });
});

describe('My Profil', () => {
  beforeEach(() => {
    signedInAs('rider@example.com', false);
    answers['GET /api/myprofil/rider%40example.com'] = { status: 200, body: [] };
  });

  it('saves the profile with Send Now and says so', async () => {
    answers['PUT /api/myprofil/rider%40example.com'] = {
      status: 200,
      body: { name: 'Rider One', email: 'rider@example.com', education: 'BSc', profil: '', city: 'Dhaka', phone: '' },
    };
    renderAt('/dashboard');
    const name = await screen.findByLabelText(ACCOUNT_TEXT.nameLabel);
    expect((name as HTMLInputElement).readOnly).toBe(true);
    expect((name as HTMLInputElement).value).toBe('Rider One');
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.educationLabel), 'BSc');
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.cityLabel), 'Dhaka');
    await userEvent.click(screen.getByRole('button', { name: SPEC_APP_TEXT.sendNow }));
    expect(await screen.findByText(SUCCESS_TEXT.profileSaved)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Rider One',
      email: 'rider@example.com',
      education: 'BSc',
      profil: '',
      city: 'Dhaka',
      phone: '',
    });
  });

  it('refuses a profile link that is not http(s)', async () => {
    renderAt('/dashboard');
    await userEvent.type(await screen.findByLabelText(ACCOUNT_TEXT.profileLinkLabel), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: SPEC_APP_TEXT.sendNow }));
    expect(await screen.findByText(PROFILE_TEXT.linkInvalid)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('Make Admin page', () => {
  beforeEach(() => {
    signedInAs('boss@example.com', true);
    answers['GET /api/user'] = {
      status: 200,
      body: [
        { _id: '1', email: 'boss@example.com', role: 'admin' },
        { _id: '2', email: 'rider@example.com', role: 'user' },
      ],
    };
  });

  it('lists index, email and role, and makes a user admin', async () => {
    answers['PUT /api/user/admin/rider%40example.com'] = { status: 200, body: { modifiedCount: 1 } };
    renderAt('/dashboard/allusers');
    const row = (await screen.findByRole('cell', { name: 'rider@example.com' })).closest('tr');
    expect(row?.textContent).toContain('2');
    expect(row?.textContent).toContain(ACCOUNT_TEXT.roleUser);
    await userEvent.click(screen.getByRole('button', { name: `${SPEC_APP_TEXT.makeAdmin}: rider@example.com` }));
    expect(await screen.findByText(SUCCESS_TEXT.madeAdmin)).toBeTruthy();
    expect(fire).toHaveBeenCalled();
  });

  it("shows 'Failed to make an admin' on a 403", async () => {
    answers['PUT /api/user/admin/rider%40example.com'] = {
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: 'x' } },
    };
    renderAt('/dashboard/allusers');
    await userEvent.click(await screen.findByRole('button', { name: `${SPEC_APP_TEXT.makeAdmin}: rider@example.com` }));
    expect(await screen.findByText(ERROR_TEXT.makeAdminFailed)).toBeTruthy();
  });

  it("shows the server's reason when Remove Admin is refused", async () => {
    answers['DELETE /api/user/admin/boss%40example.com'] = {
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'You cannot remove your own admin role.' } },
    };
    renderAt('/dashboard/allusers');
    await userEvent.click(
      await screen.findByRole('button', { name: `${SPEC_APP_TEXT.removeAdmin}: boss@example.com` }),
    );
    expect(await screen.findByText('You cannot remove your own admin role.')).toBeTruthy();
  });
});
