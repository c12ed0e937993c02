// The owner's role select on All Users, in English and Bangla with axe: the roles by name, a change saved with
// the person's new role said, the last owner's refusal said in the page's language.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import { queryClient } from '../../lib/query-client.ts';
import { aToken, aUserSummary } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { AllUsersPage } from './all-users-page.tsx';

let puts: { url: string; body: unknown }[];
let refuse: boolean;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  localStorage.setItem('accessToken', aToken('boss@example.com'));
  puts = [];
  refuse = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/api/user'))
        return json([
          aUserSummary({ _id: 'u-1', email: 'boss@example.com', role: 'owner' }),
          aUserSummary({ _id: 'u-2', email: 'rahim@example.com', role: 'user' }),
        ]);
      if (url.endsWith('/customer-groups')) return json([]);
      if (url.includes('/api/admin/users/') && init?.method === 'PUT') {
        const body = JSON.parse(init.body as string) as { role: string };
        puts.push({ url: url.replace(/^.*\/api/, ''), body });
        if (refuse)
          return json(
            {
              error: {
                code: 'CONFLICT',
                message: 'The last owner cannot lose the owner role: make another person an owner first.',
                messageId: '@i18n:accounts.ACCOUNT_ERROR.cannotRemoveLastOwner',
              },
            },
            409,
          );
        return json({ role: body.role, revokedCount: 1 });
      }
      return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

const renderPage = (locale: 'en' | 'bn') =>
  renderWithProviders(
    <>
      <AllUsersPage />
      <ToastContainer />
    </>,
    { queryClient, locale },
  );

describe.each(['en', 'bn'] as const)('the role select (%s)', (locale) => {
  const { ACCOUNT_TEXT } = textsIn(locale, 'accounts');

  it('names every role, saves a change and says the new role; passes axe', async () => {
    const { container } = renderPage(locale);
    const select = await screen.findByRole('combobox', { name: ACCOUNT_TEXT.roleOf({ account: 'rahim@example.com' }) });
    expect((select as HTMLSelectElement).value).toBe('user');
    const owners = screen.getByRole('combobox', { name: ACCOUNT_TEXT.roleOf({ account: 'boss@example.com' }) });
    expect((owners as HTMLSelectElement).value).toBe('owner');
    for (const name of [
      ACCOUNT_TEXT.roleUser,
      ACCOUNT_TEXT.roleOwner,
      ACCOUNT_TEXT.roleManager,
      ACCOUNT_TEXT.rolePacker,
      ACCOUNT_TEXT.roleAccountant,
    ]) {
      expect(screen.getAllByRole('option', { name }).length).toBe(2);
    }
    await userEvent.selectOptions(select, 'packer');
    expect(puts).toEqual([{ url: '/admin/users/u-2/role', body: { role: 'packer' } }]);
    expect(
      await screen.findByText(
        ACCOUNT_TEXT.roleChanged({ account: 'rahim@example.com', role: ACCOUNT_TEXT.rolePacker }),
      ),
    ).toBeTruthy();
    const rules = { rules: { 'color-contrast': { enabled: false } } };
    expect((await axe.run(container, rules)).violations.map((v) => v.id)).toEqual([]);
  });

  it('says the last owner’s refusal in the page’s language', async () => {
    refuse = true;
    renderPage(locale);
    const owners = await screen.findByRole('combobox', { name: ACCOUNT_TEXT.roleOf({ account: 'boss@example.com' }) });
    await userEvent.selectOptions(owners, 'manager');
    const { ACCOUNT_ERROR } = textsIn(locale, 'accounts');
    expect(await screen.findByText(ACCOUNT_ERROR.cannotRemoveLastOwner)).toBeTruthy();
  });
});
