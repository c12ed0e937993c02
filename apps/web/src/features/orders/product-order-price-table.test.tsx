// /singleservice/{id} with dealer prices: the variant's price table by quantity (as the server priced it for the
// signed-in buyer, group prices included), and the Order Now total at the chosen quantity's price, as the server
// will charge it. In English and Bangla, checked by axe.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTakaIn } from '@store/shared/i18n/format';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import { aSavedAddress } from '../../testing/address-factories.ts';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aProductDetail } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ProductOrderPage } from './product-order-page.tsx';

const { ORDER_TEXT } = englishTexts('orders');
const { SPEC_APP_TEXT } = englishTexts('spec-app');

vi.mock('sweetalert2', () => ({ default: { fire: vi.fn() } }));
vi.mock('../../lib/auth.ts', () => import('../../testing/signed-in-session.ts'));

// A dealer's chain: ৳405 from 1 (the group's 10 % off ৳450), ৳390 from 50 (the break is lower).
const chain = aProductDetail({ _id: 'p-1', name: 'Chain 11-speed', minQuantity: 1, maxQuantity: 500, price: 405 });
const dealerChain = {
  ...chain,
  variants: chain.variants.map((v) => ({
    ...v,
    price: 405,
    priceTiers: [
      { from: 1, to: 49, price: 405 },
      { from: 50, to: null, price: 390 },
    ],
  })),
};

let api: ApiStub;
beforeEach(() => {
  api = stubApi({
    'GET /api/products/:id': dealerChain,
    'GET /api/addresses': [aSavedAddress({ id: 'a-home', isDefault: true })],
    'GET /api/products/:id/reviews': {
      summary: { average: 0, count: 0, distribution: [] },
      items: [],
      page: 1,
      limit: 5,
      total: 0,
      others: 0,
    },
    'GET /api/products/:id/reviews/mine': { review: null, mayReview: true },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = (locale: 'en' | 'bn' = 'en') =>
  renderWithProviders(<ProductOrderPage />, { at: '/singleservice/p-1', path: '/singleservice/:id', locale });

async function purchase(quantity: string) {
  const user = userEvent.setup();
  const input = await screen.findByLabelText(ORDER_TEXT.labelQuantity);
  await user.clear(input);
  await user.type(input, quantity);
  await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.purchase }));
}

describe('the price table on the order page', () => {
  it("shows the buyer's price by quantity, as the product page does", async () => {
    const { PRICE_TABLE_TEXT } = englishTexts('pricing');
    renderPage();
    const table = await screen.findByRole('table', { name: PRICE_TABLE_TEXT.heading });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['1–49৳405', '50+৳390']);
  });

  it.each([
    ['10', 4050],
    ['60', 23_400],
  ])('totals %s pieces at the price of their quantity', async (quantity, total) => {
    renderPage();
    await purchase(quantity);
    expect(await screen.findByRole('heading', { name: SPEC_APP_TEXT.orderNow })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(ORDER_TEXT.labelPrice).value).toBe(formatTakaIn('en', total));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it.each(['en', 'bn'] as const)('reads the table in %s and passes axe', async (locale) => {
    const { PRICE_TABLE_TEXT } = textsIn(locale, 'pricing');
    const { container } = renderPage(locale);
    expect(await screen.findByRole('table', { name: PRICE_TABLE_TEXT.heading })).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
