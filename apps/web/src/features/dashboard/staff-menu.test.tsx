// The dashboard's menu by role, in English and Bangla with axe: each staff role sees the pages its permissions
// open (staff-roles.ts), a buyer the buyer's menu, and /dashboard takes each role to its first page.
import { cleanup, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import { hasPermission, type Role } from '@store/shared/staff-roles';
import { queryClient } from '../../lib/query-client.ts';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aToken } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';
import { STAFF_MENU, staffLandingPath } from './staff-menu.ts';

const EMAIL = 'staff@example.com';
let api: ApiStub;

function signedInAs(role: Role) {
  localStorage.setItem('accessToken', aToken(EMAIL));
  api = stubApi({
    'GET /api/auth/get-session': { user: { id: 'u-1', name: 'Staff One', email: EMAIL, role } },
    'GET /api/admin/:email': { admin: role !== 'user' },
  });
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

describe.each(['en', 'bn'] as const)('the dashboard menu by role (%s)', (locale) => {
  const { SPEC_APP_TEXT } = textsIn(locale, 'spec-app');
  const { ACCOUNT_TEXT } = textsIn(locale, 'accounts');
  const { SPEC_TEXT } = textsIn(locale, 'common');
  const { INBOX_TEXT } = textsIn(locale, 'contact-inbox');
  const { COURIER_UI_TEXT } = textsIn(locale, 'courier-ui');
  const { COD_RULES_TEXT } = textsIn(locale, 'cod-trust');

  async function menuLinks(role: Role) {
    signedInAs(role);
    const view = renderWithProviders(<DashboardLayout />, { at: '/dashboard/profile', queryClient, locale });
    const nav = await screen.findByRole('navigation', { name: SPEC_TEXT.navDashboard });
    await within(nav).findByRole('link', { name: SPEC_APP_TEXT.menuProfile });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    return { names, container: view.container };
  }

  it('shows the owner every page, and passes axe', async () => {
    const { names, container } = await menuLinks('owner');
    expect(names).toHaveLength(STAFF_MENU.length);
    expect(names).toEqual(expect.arrayContaining([SPEC_APP_TEXT.menuMakeAdmin, COD_RULES_TEXT.title]));
    const rules = { rules: { 'color-contrast': { enabled: false } } };
    expect((await axe.run(container, rules)).violations.map((v) => v.id)).toEqual([]);
  });

  it('shows a packer the order desk and nothing about money, users or the catalogue', async () => {
    const { names } = await menuLinks('packer');
    // No cash-on-delivery queue: its totals and advances are money (`amounts`).
    expect(names).toEqual([SPEC_APP_TEXT.menuProfile, expect.any(String), SPEC_APP_TEXT.menuManageAllOrders]);
    for (const hidden of [
      ACCOUNT_TEXT.menuInsights,
      SPEC_APP_TEXT.menuMakeAdmin,
      SPEC_APP_TEXT.menuAddProduct,
      COURIER_UI_TEXT.cashTitle,
      textsIn(locale, 'cod-trust').COD_QUEUE_TEXT.title,
    ]) {
      expect(names).not.toContain(hidden);
    }
  });

  it('shows an accountant the insights and the courier cash, not the catalogue or the inbox', async () => {
    const { names } = await menuLinks('accountant');
    expect(names).toEqual(
      expect.arrayContaining([ACCOUNT_TEXT.menuInsights, COURIER_UI_TEXT.cashTitle, SPEC_APP_TEXT.menuManageAllOrders]),
    );
    for (const hidden of [
      SPEC_APP_TEXT.menuAddProduct,
      SPEC_APP_TEXT.menuManageProducts,
      INBOX_TEXT.title,
      SPEC_APP_TEXT.menuMakeAdmin,
    ]) {
      expect(names).not.toContain(hidden);
    }
  });

  it('shows a manager the catalogue and the inbox, not the users, the insights or the money settings', async () => {
    const { names } = await menuLinks('manager');
    expect(names).toEqual(
      expect.arrayContaining([SPEC_APP_TEXT.menuManageProducts, INBOX_TEXT.title, SPEC_APP_TEXT.menuManageAllOrders]),
    );
    for (const hidden of [
      SPEC_APP_TEXT.menuMakeAdmin,
      ACCOUNT_TEXT.menuInsights,
      COD_RULES_TEXT.title,
      COURIER_UI_TEXT.cashTitle,
    ]) {
      expect(names).not.toContain(hidden);
    }
  });

  it('shows a buyer the buyer’s menu', async () => {
    const { names } = await menuLinks('user');
    expect(names).toContain(SPEC_APP_TEXT.menuMyOrders);
    expect(names).not.toContain(SPEC_APP_TEXT.menuManageAllOrders);
    expect(api.calls.some((c) => c.path === `/api/admin/${encodeURIComponent(EMAIL)}`)).toBe(true);
  });
});

describe('where /dashboard takes staff', () => {
  it.each([
    ['owner', '/dashboard/insights'],
    ['accountant', '/dashboard/insights'],
    ['manager', '/dashboard/manageallorders'],
    ['packer', '/dashboard/manageallorders'],
  ] as const)('%s → %s', (role, path) => {
    expect(staffLandingPath((permission) => hasPermission(role, permission))).toBe(path);
  });
});
