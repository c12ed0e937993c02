import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import axe from 'axe-core';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import type { Product } from '@store/shared/schemas';
import { apiError, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aProduct } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ManageProductsPage } from './manage-products-page.tsx';

const { PRODUCT_TEXT, VARIANT_FORM_TEXT } = englishTexts('products');
const { SPEC_APP_TEXT } = englishTexts('spec-app');
const { SUCCESS_TEXT } = englishTexts('feedback');
const { BULK_TEXT, IMPORT_TEXT } = englishTexts('catalog-import');

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
    'GET /api/admin/products': () => products,
    'GET /api/categories': [{ _id: 'c-1', name: 'Chains', productCount: 1 }],
    'POST /api/admin/products/bulk': ({ body }) => ({ changed: (body as { ids: string[] }).ids.length }),
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

  it.each(['en', 'bn'] as const)('marks an unpublished product Hidden in %s and passes axe', async (locale) => {
    const { PRODUCT_TEXT: T } = textsIn(locale, 'products');
    products[1] = { ...product('p-2', 'Alloy Rim'), published: false };
    products[0] = { ...product('p-1', 'Steel Chain'), published: true };
    const { container } = renderWithProviders(<ManageProductsPage />, { locale });
    const hiddenRow = await screen.findByRole('rowheader', { name: `Alloy Rim ${T.hidden}` });
    expect(within(hiddenRow).getByText(T.hidden)).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Steel Chain' })).toBeTruthy();
    expect(screen.getAllByText(T.hidden)).toHaveLength(1);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
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

describe('Manage products: the catalogue CSV and bulk edits', () => {
  const bulkCalls = () => api.calls.filter((c) => c.path === '/api/admin/products/bulk').map((c) => c.body);

  it('links Export CSV and Import CSV', async () => {
    renderPage();
    await screen.findByRole('rowheader', { name: 'Steel Chain' });
    expect(screen.getByRole('button', { name: IMPORT_TEXT.exportCsv })).toBeTruthy();
    expect(screen.getByRole('link', { name: IMPORT_TEXT.importCsv }).getAttribute('href')).toBe(
      '/dashboard/catalog-import',
    );
  });

  it('changes the ticked products’ prices by a percentage in one call, then clears the choice', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Steel Chain' });
    expect(screen.queryByRole('button', { name: BULK_TEXT.apply })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: BULK_TEXT.selectProduct({ name: 'Steel Chain' }) }));
    await user.click(screen.getByRole('checkbox', { name: BULK_TEXT.selectProduct({ name: 'Brake Pad' }) }));
    expect(
      screen.getByRole('heading', { name: `${BULK_TEXT.heading} (${BULK_TEXT.selected({ n: 2 })})` }),
    ).toBeTruthy();
    await user.type(screen.getByLabelText(BULK_TEXT.percent), '-12.5');
    await user.click(screen.getByRole('button', { name: BULK_TEXT.apply }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(BULK_TEXT.done({ n: 2 })));
    expect(bulkCalls()).toEqual([{ action: 'price-percent', ids: ['p-1', 'p-3'], percent: -12.5 }]);
    expect(screen.queryByRole('button', { name: BULK_TEXT.apply })).toBeNull();
  });

  it('selects every product on the page at once and sets their category', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Steel Chain' });
    await user.click(screen.getByRole('checkbox', { name: BULK_TEXT.selectAll }));
    await user.selectOptions(screen.getByLabelText(BULK_TEXT.action), BULK_TEXT.setCategory);
    await screen.findByRole('option', { name: 'Chains' });
    await user.selectOptions(screen.getByLabelText(BULK_TEXT.category), 'Chains');
    await user.click(screen.getByRole('button', { name: BULK_TEXT.apply }));
    await waitFor(() => expect(bulkCalls()).toHaveLength(1));
    expect(bulkCalls()).toEqual([{ action: 'set-category', ids: ['p-1', 'p-2', 'p-3'], categoryId: 'c-1' }]);
  });

  it.each([
    ['publish', BULK_TEXT.publish],
    ['unpublish', BULK_TEXT.unpublish],
  ] as const)('can %s the ticked products in one call, with no other field to fill', async (action, label) => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Steel Chain' });
    await user.click(screen.getByRole('checkbox', { name: BULK_TEXT.selectProduct({ name: 'Alloy Rim' }) }));
    await user.selectOptions(screen.getByLabelText(BULK_TEXT.action), label);
    expect(screen.queryByLabelText(BULK_TEXT.percent)).toBeNull();
    expect(screen.queryByLabelText(BULK_TEXT.category)).toBeNull();
    await user.click(screen.getByRole('button', { name: BULK_TEXT.apply }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(BULK_TEXT.done({ n: 1 })));
    expect(bulkCalls()).toEqual([{ action, ids: ['p-2'] }]);
  });

  it('shows the server’s message under the percentage', async () => {
    api.on(
      'POST /api/admin/products/bulk',
      apiError(400, 'VALIDATION_FAILED', 'Invalid input.', {
        percent: 'A new price would be out of range (Steel Chain).',
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Steel Chain' });
    await user.click(screen.getByRole('checkbox', { name: BULK_TEXT.selectProduct({ name: 'Steel Chain' }) }));
    await user.type(screen.getByLabelText(BULK_TEXT.percent), '400');
    await user.click(screen.getByRole('button', { name: BULK_TEXT.apply }));
    expect(await screen.findByText('A new price would be out of range (Steel Chain).')).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it.each(['en', 'bn'] as const)('names the bulk edit in %s and passes axe', async (locale) => {
    const texts = textsIn(locale, 'catalog-import');
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ManageProductsPage />, { locale });
    await screen.findByRole('rowheader', { name: 'Steel Chain' });
    await user.click(screen.getByRole('checkbox', { name: texts.BULK_TEXT.selectAll }));
    expect(screen.getByRole('button', { name: texts.BULK_TEXT.apply })).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.IMPORT_TEXT.importCsv })).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
