import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import { stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { LowStockPanel } from './low-stock-panel.tsx';

const { ORDER_DESK_UI_TEXT } = englishTexts('order-desk-ui');
const { PRODUCT_TEXT } = englishTexts('products');

const T = ORDER_DESK_UI_TEXT;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Low stock', () => {
  it('lists the products under the threshold, fewest first, each with a link to its edit page', async () => {
    stubApi({
      'GET /api/admin/low-stock': {
        threshold: 10,
        products: [
          { _id: 'p-9', name: 'Disc Brake Rotor', maxQuantity: 0, minQuantity: 2 },
          { _id: 'p-3', name: 'Steel Chain', maxQuantity: 4, minQuantity: 1 },
        ],
      },
    });
    renderWithProviders(<LowStockPanel />);
    const region = await screen.findByRole('region', { name: T.lowStockHeading });
    expect(await within(region).findByText(T.lowStockIntro({ threshold: 10 }))).toBeTruthy();
    const items = within(region).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.font-medium')?.textContent)).toEqual([
      'Disc Brake Rotor',
      'Steel Chain',
    ]);
    expect(within(items[0] as HTMLElement).getByText(T.piecesLeft({ n: 0 }))).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText(T.piecesLeft({ n: 4 }))).toBeTruthy();
    expect(
      within(region)
        .getByRole('link', { name: `${PRODUCT_TEXT.edit} Steel Chain` })
        .getAttribute('href'),
    ).toBe('/dashboard/manageproducts/p-3/edit');
  });

  it('says when nothing is running low', async () => {
    stubApi({ 'GET /api/admin/low-stock': { threshold: 10, products: [] } });
    renderWithProviders(<LowStockPanel />);
    expect(await screen.findByText(T.lowStockNone)).toBeTruthy();
  });
});
