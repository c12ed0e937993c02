import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import { stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { LowStockPanel } from './low-stock-panel.tsx';

const { ORDER_DESK_UI_TEXT } = englishTexts('order-desk-ui');
const { PRODUCT_TEXT } = englishTexts('products');
const { ORDER_TEXT } = englishTexts('orders');

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

  it('lists each variant under the threshold with its title and SKU, each linking to its product', async () => {
    stubApi({
      'GET /api/admin/low-stock': {
        threshold: 10,
        products: [
          {
            _id: 'p-1',
            name: 'Chainring',
            maxQuantity: 0,
            minQuantity: 1,
            variantId: 'v-34',
            variantTitle: '34T / Black',
            sku: 'CR-34-B',
          },
          {
            _id: 'p-1',
            name: 'Chainring',
            maxQuantity: 3,
            minQuantity: 1,
            variantId: 'v-36',
            variantTitle: '36T / Black',
            sku: null,
          },
          { _id: 'p-2', name: 'Rim', maxQuantity: 4, minQuantity: 1, variantId: 'p-2', variantTitle: '', sku: 'RIM-1' },
        ],
      },
    });
    renderWithProviders(<LowStockPanel />);
    const region = await screen.findByRole('region', { name: T.lowStockHeading });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.font-medium')?.textContent)).toEqual([
      'Chainring — 34T / Black',
      'Chainring — 36T / Black',
      'Rim',
    ]);
    expect(within(items[0] as HTMLElement).getByText(ORDER_TEXT.lineSku({ sku: 'CR-34-B' }))).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByText(/SKU/)).toBeNull();
    expect(within(items[2] as HTMLElement).getByText(ORDER_TEXT.lineSku({ sku: 'RIM-1' }))).toBeTruthy();
    expect(
      within(items[1] as HTMLElement)
        .getByRole('link', { name: `${PRODUCT_TEXT.edit} Chainring` })
        .getAttribute('href'),
    ).toBe('/dashboard/manageproducts/p-1/edit');
  });

  it('says when nothing is running low', async () => {
    stubApi({ 'GET /api/admin/low-stock': { threshold: 10, products: [] } });
    renderWithProviders(<LowStockPanel />);
    expect(await screen.findByText(T.lowStockNone)).toBeTruthy();
  });
});
