// The users list's price group column: shown once groups exist, Retail or a group per buyer, saved on change.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import { queryClient } from '../../lib/query-client.ts';
import { aToken, aUserSummary } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { AllUsersPage } from './all-users-page.tsx';

let members: { userId: string; groupId: string | null }[];
let puts: unknown[];
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  localStorage.setItem('accessToken', aToken('boss@example.com'));
  members = [];
  puts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/api/user'))
        return json([
          aUserSummary({ _id: 'u-1', email: 'boss@example.com', role: 'owner' }),
          aUserSummary({ _id: 'u-2', email: 'rahim@example.com', role: 'user' }),
        ]);
      if (url.endsWith('/customer-groups'))
        return json([{ _id: 'g-1', name: 'Dealer', discountPercent: 10, memberCount: 0, prices: [] }]);
      if (url.endsWith('/customer-groups/members') && (init?.method ?? 'GET') === 'GET') return json(members);
      const body = JSON.parse(init?.body as string) as { groupId: string | null };
      puts.push({ url: url.replace(/^.*\/api/, ''), body });
      members = [{ userId: 'u-2', groupId: body.groupId }];
      return json({ userId: 'u-2', groupId: body.groupId });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

describe.each(['en', 'bn'] as const)('the users list price group (%s)', (locale) => {
  const { GROUPS_ADMIN_TEXT } = textsIn(locale, 'pricing');

  it('puts a buyer in a group from the list, and passes axe', async () => {
    const { container } = renderWithProviders(<AllUsersPage />, { locale });
    const select = await screen.findByRole('combobox', { name: `${GROUPS_ADMIN_TEXT.groupOf}: rahim@example.com` });
    expect((select as HTMLSelectElement).value).toBe('');
    expect(screen.getAllByRole('option', { name: GROUPS_ADMIN_TEXT.retail }).length).toBeGreaterThan(0);
    await userEvent.selectOptions(select, 'g-1');
    expect(puts).toEqual([{ url: '/customer-groups/members/u-2', body: { groupId: 'g-1' } }]);
    const rules = { rules: { 'color-contrast': { enabled: false } } };
    expect((await axe.run(container, rules)).violations.map((v) => v.id)).toEqual([]);
  });
});
