// /dashboard/trade-prices: a retail buyer applies to a group with a note and then sees it waiting; in Bangla; axe.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import type { MyPricing } from '@store/shared/schemas';
import { renderWithProviders } from '../../testing/render.tsx';
import { TradePricesPage } from './trade-prices-page.tsx';

const { APPLY_TEXT: T } = englishTexts('pricing');
const BN = textsIn('bn', 'pricing').APPLY_TEXT;

let mine: MyPricing;
let sent: unknown;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = undefined;
  mine = { group: null, application: null, groups: [{ _id: 'g-1', name: 'Workshop' }] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/pricing/me')) return json(mine);
      sent = JSON.parse(init?.body as string);
      const application = {
        _id: 'a-1',
        userId: 'u-1',
        email: 'karim@example.com',
        groupId: 'g-1',
        groupName: 'Workshop',
        note: 'Repair shop',
        status: 'pending' as const,
        createdAt: '2026-05-01T10:00:00.000Z',
        decidedAt: null,
      };
      mine = { ...mine, application };
      return json(application, 201);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TradePricesPage', () => {
  it('sends the application with its note, then says it is waiting', async () => {
    const { container } = renderWithProviders(<TradePricesPage />);
    await userEvent.type(await screen.findByLabelText(T.note), 'Repair shop');
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: T.send }));
    expect(await screen.findByText(T.pending({ group: 'Workshop' }))).toBeTruthy();
    expect(sent).toEqual({ groupId: 'g-1', note: 'Repair shop' });
    expect(screen.queryByRole('button', { name: T.send })).toBeNull();
  });

  it('says in Bangla which group a member buys at', async () => {
    mine = { ...mine, group: { _id: 'g-1', name: 'Workshop', discountPercent: 5 } };
    renderWithProviders(<TradePricesPage />, { locale: 'bn' });
    expect(await screen.findByText(BN.member({ group: 'Workshop' }))).toBeTruthy();
    expect(screen.getByRole('heading', { name: BN.heading })).toBeTruthy();
  });
});
