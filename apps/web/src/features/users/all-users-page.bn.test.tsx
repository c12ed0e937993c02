// All Users (Make Admin) on a Bangla page: texts and counts in Bangla, emails left as they are, the
// confirmation asked in Bangla and a refusal said in Bangla.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enAccounts from '@store/shared/i18n/catalogues/en/accounts';
import { textsIn } from '@store/shared/i18n/server';
import { queryClient } from '../../lib/query-client.ts';
import { apiError, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { englishLeft } from '../../testing/english-left.ts';
import { aToken, aUserSummary } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { AllUsersPage } from './all-users-page.tsx';

const fire = vi.hoisted(() => vi.fn(async () => ({ isConfirmed: true })));
vi.mock('sweetalert2', () => ({ default: { fire } }));

const { SPEC_APP_TEXT } = textsIn('bn', 'spec-app');
const { CODE_TEXT } = textsIn('bn', 'errors');

let api: ApiStub;

beforeEach(() => {
  localStorage.setItem('accessToken', aToken('boss@example.com'));
  api = stubApi({
    'GET /api/user': [
      aUserSummary({ _id: '1', email: 'boss@example.com', role: 'owner' }),
      aUserSummary({ _id: '2', email: 'rider@example.com', role: 'user' }),
    ],
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
  fire.mockClear();
});

const renderInBangla = () =>
  renderWithProviders(
    <>
      <AllUsersPage />
      <ToastContainer />
    </>,
    { queryClient, locale: 'bn' },
  );

describe('All Users in Bangla', () => {
  it('shows the count, the rows and the roles in Bangla, and the emails as they are', async () => {
    const { container } = renderInBangla();
    expect(await screen.findByRole('heading', { name: 'সব ইউজার: ২' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'রোল' })).toBeTruthy();
    const row = screen.getByRole('cell', { name: 'rider@example.com' }).closest('tr');
    expect(row?.querySelector('th')?.textContent).toBe('২');
    expect(row?.textContent).toContain('ইউজার');
    expect(screen.getByRole('cell', { name: 'rider@example.com' }).getAttribute('translate')).toBe('no');
    const ownerRole = screen.getByRole<HTMLSelectElement>('combobox', { name: 'boss@example.com-এর রোল' });
    expect(ownerRole.selectedOptions[0]?.textContent).toBe('মালিক');
    expect(englishLeft(container, [enAccounts])).toEqual([]);
  });

  it('asks in Bangla before making an admin', async () => {
    api.on('PUT /api/user/admin/:email', { modifiedCount: 1 });
    renderInBangla();
    await userEvent.click(await screen.findByRole('button', { name: `${SPEC_APP_TEXT.makeAdmin}: rider@example.com` }));
    await vi.waitFor(() => expect(fire).toHaveBeenCalled());
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'rider@example.com-কে অ্যাডমিন বানাবেন?',
        confirmButtonText: 'হ্যাঁ',
        cancelButtonText: SPEC_APP_TEXT.cancel,
      }),
    );
  });

  it('says a refused Remove Admin in Bangla, not in the server’s English', async () => {
    api.on('DELETE /api/user/admin/:email', apiError(409, 'CONFLICT', 'You cannot remove your own admin role.'));
    renderInBangla();
    await userEvent.click(
      await screen.findByRole('button', { name: `${SPEC_APP_TEXT.removeAdmin}: boss@example.com` }),
    );
    expect((await screen.findAllByText(CODE_TEXT.CONFLICT)).length).toBeGreaterThan(0);
    expect(screen.queryByText('You cannot remove your own admin role.')).toBeNull();
  });
});
