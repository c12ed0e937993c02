// The order desk's promotion filter: the promotions from GET /api/admin/promotions by name and code, the choice
// written to the URL and the request (and so to the CSV), a bookmarked id the list lacks kept; English and Bangla
// with axe.
import { cleanup, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import type { Order, Promotion } from '@store/shared/schemas';
import { answer, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { anOrder } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ManageAllOrdersPage } from './manage-all-orders-page.tsx';

const { ORDER_TEXT } = englishTexts('orders');
const { ORDER_DESK_PROMOTION_TEXT: P } = englishTexts('promotions-books');

const promotion = (id: string, name: string, code: string | null): Promotion => ({
  _id: id,
  name,
  kind: 'order_percent',
  status: 'active',
  startsAt: '2026-03-01T00:00:00+06:00',
  endsAt: null,
  percent: 10,
  amount: null,
  targets: { productIds: [], variantIds: [], categoryIds: [] },
  buyQuantity: null,
  getQuantity: null,
  zoneIds: [],
  code,
  minSubtotal: null,
  firstOrderOnly: false,
  customerGroupId: null,
  paymentMethod: 'any',
  maxUses: null,
  maxUsesPerCustomer: null,
  combinable: true,
  state: 'running',
  uses: 3,
  discountGiven: 300,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
});

let api: ApiStub;
const orders: Order[] = [anOrder({ _id: 'o-1', productname: 'Part 1' })];

beforeEach(() => {
  api = stubApi({
    'GET /api/orders': () => answer('GET /api/orders', orders, { headers: { 'x-total-count': '1' } }),
    'GET /api/admin/promotions': [promotion('p-eid', 'Eid sale', 'EID10'), promotion('p-auto', 'Winter sale', null)],
  });
});
afterEach(() => {
  cleanup();
});

function ShowSearch() {
  return <output data-testid="search">{useLocation().search}</output>;
}

const renderPage = (at = '/dashboard/manageallorders', locale: 'en' | 'bn' = 'en') =>
  renderWithProviders(
    <>
      <ManageAllOrdersPage />
      <ShowSearch />
    </>,
    { at, locale },
  );

const urlSearch = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');
const lastQuery = () =>
  Object.fromEntries(api.calls.filter((c) => c.method === 'GET' && c.path === '/api/orders').at(-1)?.query ?? []);

describe('Order desk: the promotion filter', () => {
  it('lists the promotions by name and code and filters the list by the one chosen, from page 1', async () => {
    const user = userEvent.setup();
    renderPage('/dashboard/manageallorders?page=2');
    await screen.findByRole('heading', { name: ORDER_TEXT.allOrdersHeading({ n: 1 }) });
    const select = screen.getByLabelText<HTMLSelectElement>(P.filterLabel);
    await screen.findByRole('option', { name: 'Eid sale (code EID10)' });
    expect([...select.options].map((o) => o.textContent)).toEqual([P.any, 'Eid sale (code EID10)', 'Winter sale']);
    await user.selectOptions(select, 'p-eid');
    await waitFor(() => expect(urlSearch().get('promotion')).toBe('p-eid'));
    expect(urlSearch().get('page')).toBe('1');
    await waitFor(() => expect(lastQuery()).toMatchObject({ promotion: 'p-eid', page: '1' }));
    await user.selectOptions(select, '');
    await waitFor(() => expect(urlSearch().get('promotion')).toBeNull());
  });

  it('keeps a bookmarked promotion the list does not have, by its id, and asks for it', async () => {
    renderPage('/dashboard/manageallorders?promotion=p-gone');
    await screen.findByRole('heading', { name: ORDER_TEXT.allOrdersHeading({ n: 1 }) });
    expect(lastQuery()).toMatchObject({ promotion: 'p-gone' });
    expect(screen.getByLabelText<HTMLSelectElement>(P.filterLabel).value).toBe('p-gone');
  });

  it.each(['en', 'bn'] as const)('names the filter in %s and passes axe', async (locale) => {
    const { container } = renderPage('/dashboard/manageallorders', locale);
    const texts = textsIn(locale, 'promotions-books').ORDER_DESK_PROMOTION_TEXT;
    expect(await screen.findByRole('option', { name: texts.any })).toBeTruthy();
    expect(screen.getByLabelText(texts.filterLabel)).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
