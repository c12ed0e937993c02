// /dashboard/customer-groups: the waiting applications answered, a group added and its fixed prices, in English
// and Bangla, and with axe. The API is a small fake behind fetch.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import type { CustomerGroup, GroupApplication } from '@store/shared/schemas';
import { renderWithProviders } from '../../testing/render.tsx';
import { CustomerGroupsPage } from './customer-groups-page.tsx';

const { GROUPS_ADMIN_TEXT: EN, PRICING_TEXT } = englishTexts('pricing');
const BN = textsIn('bn', 'pricing').GROUPS_ADMIN_TEXT;

let groups: CustomerGroup[];
let applications: GroupApplication[];
let calls: string[];

const dealer: CustomerGroup = {
  _id: 'g-1',
  name: 'Dealer',
  discountPercent: 10,
  memberCount: 2,
  prices: [{ variantId: 'v-1', productId: 'p-1', name: 'Chain 11-speed', listPrice: 450, price: 380 }],
};
const waiting: GroupApplication = {
  _id: 'a-1',
  userId: 'u-2',
  email: 'rahim@example.com',
  groupId: 'g-1',
  groupName: 'Dealer',
  note: 'Cycle shop in Mirpur',
  status: 'pending',
  createdAt: '2026-05-01T10:00:00.000Z',
  decidedAt: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The groups API as the page calls it. */
async function fakeApi(input: string, init?: RequestInit): Promise<Response> {
  const url = input.replace(/^.*\/api/, '');
  const method = init?.method ?? 'GET';
  calls.push(`${method} ${url}`);
  if (method === 'GET' && url === '/customer-groups') return json(groups);
  if (method === 'GET' && url === '/customer-groups/applications') return json(applications);
  if (method === 'POST' && url === '/customer-groups') {
    const body = JSON.parse(init?.body as string) as { name: string; discountPercent: number };
    if (body.name === '') {
      const message = PRICING_TEXT.nameRequired;
      return json({ error: { code: 'VALIDATION_FAILED', message, fields: { name: message } } }, 400);
    }
    const added = { _id: 'g-2', ...body, memberCount: 0, prices: [] };
    groups = [...groups, added];
    return json(added, 201);
  }
  if (method === 'POST' && url === '/customer-groups/applications/a-1/approve') {
    applications = [];
    return json({ ...waiting, status: 'approved' });
  }
  return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
}

beforeEach(() => {
  groups = [dealer];
  applications = [waiting];
  calls = [];
  vi.stubGlobal('fetch', vi.fn(fakeApi));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const violations = async (container: HTMLElement) =>
  (await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`,
  );

describe('CustomerGroupsPage', () => {
  it('shows a group with its percent, buyers and fixed prices, and answers an application', async () => {
    const { container } = renderWithProviders(<CustomerGroupsPage />);
    const card = await screen.findByRole('article', { name: 'Dealer' });
    expect(within(card).getByText('2 buyers')).toBeTruthy();
    expect(within(card).getByLabelText(EN.percent)).toHaveProperty('value', '10');
    expect(within(card).getByRole('button', { name: EN.removePrice({ name: 'Chain 11-speed' }) })).toBeTruthy();
    expect(await screen.findByText(EN.appliedFor({ email: 'rahim@example.com', group: 'Dealer' }))).toBeTruthy();
    expect(await violations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: EN.approve }));
    expect(await screen.findByText(EN.noApplications)).toBeTruthy();
    expect(calls).toContain('POST /customer-groups/applications/a-1/approve');
  });

  it('adds a group, and shows a refused name under the form', async () => {
    renderWithProviders(<CustomerGroupsPage />);
    const form = await screen.findByRole('form', { name: EN.add });
    await userEvent.click(within(form).getByRole('button', { name: EN.add }));
    expect((await within(form).findByRole('alert')).textContent).toBe(PRICING_TEXT.nameRequired);
    await userEvent.type(within(form).getByLabelText(EN.name), 'Workshop');
    await userEvent.clear(within(form).getByLabelText(EN.percent));
    await userEvent.type(within(form).getByLabelText(EN.percent), '5');
    await userEvent.click(within(form).getByRole('button', { name: EN.add }));
    expect(await screen.findByRole('article', { name: 'Workshop' })).toBeTruthy();
  });

  it('reads in Bangla and passes axe', async () => {
    const { container } = renderWithProviders(<CustomerGroupsPage />, { locale: 'bn' });
    expect(await screen.findByRole('heading', { level: 1, name: BN.title })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Dealer' });
    expect(within(card).getByText('২ জন ক্রেতা')).toBeTruthy();
    expect(await screen.findByRole('button', { name: BN.approve })).toBeTruthy();
    expect(await violations(container)).toEqual([]);
  });
});
