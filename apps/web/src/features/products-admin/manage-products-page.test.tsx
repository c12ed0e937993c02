import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { Product } from '@store/shared/schemas';
import { apiError, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aProduct } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ManageProductsPage } from './manage-products-page.tsx';

const { PRODUCT_TEXT, VARIANT_FORM_TEXT } = englishTexts('products');
const { SPEC_APP_TEXT } = englishTexts('spec-app');
const { SUCCESS_TEXT } = englishTexts('feedback');

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const product = (id: string, name: string) => aProduct({ _id: id, name, img: `/api/images/${id}`, des: 'd' });

let products: Product[];
let api: ApiStub;
let deleteStatus: number;

beforeEach(() => {
  products = [product('p-1', 'Steel Chain'), product('p-2', 'Alloy Rim'), product('p-3', 'Brake Pad')];
  deleteStatus = 200;
  api = stubApi({
    'GET /api/products': () => products,
    'DELETE /api/products/:id': ({ params }) => {
      if (deleteStatus !== 200) return apiError(deleteStatus, 'INTERNAL', 'x');
      const before = products.length;
      products = products.filter((p) => p._id !== params.id);
      return { deletedCount: before - products.length };
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.success.mockReset();
  toast.error.mockReset();
});

const renderPage = () => renderWithProviders(<ManageProductsPage />);
const deletes = () => api.calls.filter((c) => c.method === 'DELETE').map((c) => `${c.method} ${c.url}`);

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('Manage products', () => {
  it('shows Total Products with the count, and each product’s image, name, Edit and Delete', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: `${SPEC_APP_TEXT.totalProducts}: 3` })).toBeTruthy();
    const row = rowOf('Alloy Rim');
    expect(row.querySelector('img')?.getAttribute('src')).toBe('/api/images/p-2');
    expect(
      within(row)
        .getByRole('link', { name: `${PRODUCT_TEXT.edit} Alloy Rim` })
        .getAttribute('href'),
    ).toBe('/dashboard/manageproducts/p-2/edit');
    expect(within(row).getByRole('button', { name: `${SPEC_APP_TEXT.delete} Alloy Rim` })).toBeTruthy();
  });

  it('shows each product’s options and how many values each has', async () => {
    products[0] = aProduct({
      _id: 'p-1',
      name: 'Chainring',
      options: [
        { name: 'Size', values: ['32T', '34T', '36T'] },
        { name: 'Colour', values: ['Black', 'Silver'] },
      ],
    });
    renderPage();
    await screen.findByRole('rowheader', { name: 'Chainring' });
    const cellOf = (name: string) =>
      within(rowOf(name))
        .getAllByRole('cell')
        .find((cell) => cell.getAttribute('data-label') === VARIANT_FORM_TEXT.colOptions);
    expect(cellOf('Chainring')?.textContent).toBe('Size (3), Colour (2)');
    expect(cellOf('Alloy Rim')?.textContent).toBe(VARIANT_FORM_TEXT.noOptions);
    expect(screen.getByRole('columnheader', { name: VARIANT_FORM_TEXT.colOptions })).toBeTruthy();
  });

  it('asks before deleting, for the row that was clicked, and Cencle deletes nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Alloy Rim' });
    await user.click(within(rowOf('Alloy Rim')).getByRole('button', { name: /Delete/ }));
    const dialog = screen.getByRole('alertdialog', { name: PRODUCT_TEXT.deleteConfirmTitle });
    expect(within(dialog).getByText(PRODUCT_TEXT.deleteConfirmText({ name: 'Alloy Rim' }))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: SPEC_APP_TEXT.cancel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(deletes()).toEqual([]);
  });

  it('deletes the confirmed product, says so and shows the new count', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Brake Pad' });
    await user.click(within(rowOf('Brake Pad')).getByRole('button', { name: /Delete/ }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: SPEC_APP_TEXT.delete }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(SUCCESS_TEXT.productDeleted));
    expect(deletes()).toEqual(['DELETE /api/products/p-3']);
    expect(await screen.findByRole('heading', { name: `${SPEC_APP_TEXT.totalProducts}: 2` })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'Brake Pad' })).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes the question with Escape', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Steel Chain' });
    await user.click(within(rowOf('Steel Chain')).getByRole('button', { name: /Delete/ }));
    expect(screen.getByRole('button', { name: SPEC_APP_TEXT.cancel })).toBe(document.activeElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('tells the admin when the delete failed', async () => {
    deleteStatus = 500;
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Steel Chain' });
    await user.click(within(rowOf('Steel Chain')).getByRole('button', { name: /Delete/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: SPEC_APP_TEXT.delete }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(PRODUCT_TEXT.deleteFailed));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('rowheader', { name: 'Steel Chain' })).toBeTruthy();
  });
});
