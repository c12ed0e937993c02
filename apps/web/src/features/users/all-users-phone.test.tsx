// All Users with phone accounts, in English and Bangla: a phone account's row shows its mobile number, never
// its placeholder email, and Make Admin names it by the number; the call still goes to its email's path.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import { queryClient } from '../../lib/query-client.ts';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aToken, aUserSummary } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { AllUsersPage } from './all-users-page.tsx';

const fire = vi.hoisted(() => vi.fn(async (_options: { title: string }) => ({ isConfirmed: true })));
vi.mock('sweetalert2', () => ({ default: { fire } }));

const PHONE_EMAIL = '8801711000000@phone.invalid';
let api: ApiStub;

beforeEach(() => {
  localStorage.setItem('accessToken', aToken('boss@example.com'));
  api = stubApi({
    'GET /api/user': [
      aUserSummary({ _id: '1', email: 'boss@example.com', role: 'owner' }),
      { ...aUserSummary({ _id: '2', email: PHONE_EMAIL, role: 'user' }), phoneNumber: '+8801711000000' },
    ],
    'PUT /api/user/admin/:email': { modifiedCount: 1 },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
  fire.mockClear();
});

describe.each(['en', 'bn'] as const)('All Users with a phone account (%s)', (locale) => {
  const { SPEC_APP_TEXT } = textsIn(locale, 'spec-app');
  const { ACCOUNT_TEXT } = textsIn(locale, 'accounts');

  it('shows the number, never the placeholder, and makes the account an admin by its email', async () => {
    const { container } = renderWithProviders(<AllUsersPage />, { queryClient, locale });
    expect((await screen.findAllByText('01711-000000')).length).toBeGreaterThan(0);
    expect(container.innerHTML).not.toContain('phone.invalid');
    await userEvent.click(screen.getByRole('button', { name: `${SPEC_APP_TEXT.makeAdmin}: 01711-000000` }));
    expect(fire.mock.calls[0]?.[0].title).toBe(ACCOUNT_TEXT.confirmMakeAdmin({ email: '01711-000000' }));
    await vi.waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.params).toEqual({ email: PHONE_EMAIL }));
  });
});
