import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_TEXT, SPEC_APP_TEXT, SUCCESS_TEXT } from '@store/shared/messages';
import type { Product } from '@store/shared/schemas';
import { ManageProductsPage } from './manage-products-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const product = (id: string, name: string): Product => ({
  _id: id,
  name,
  img: `/api/images/${id}`,
  des: 'd',
  minQuantity: 1,
  maxQuantity: 10,
  price: 100,
});

let products: Product[];
let requests: string[];
let deleteStatus: number;

beforeEach(() => {
  products = [product('p-1', 'Steel Chain'), product('p-2', 'Alloy Rim'), product('p-3', 'Brake Pad')];
  requests = [];
  deleteStatus = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      requests.push(`${method} ${url}`);
      if (method === 'GET' && url === '/api/products') return Response.json(products);
      const match = /^\/api\/products\/(.+)$/.exec(url);
      if (method === 'DELETE' && match) {
        if (deleteStatus !== 200)
          return Response.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: deleteStatus });
        const before = products.length;
        products = products.filter((p) => p._id !== match[1]);
        return Response.json({ deletedCount: before - products.length });
      }
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.success.mockReset();
  toast.error.mockReset();
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ManageProductsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

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

  it('asks before deleting, for the row that was clicked, and Cencle deletes nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Alloy Rim' });
    await user.click(within(rowOf('Alloy Rim')).getByRole('button', { name: /Delete/ }));
    const dialog = screen.getByRole('alertdialog', { name: PRODUCT_TEXT.deleteConfirmTitle });
    expect(within(dialog).getByText(PRODUCT_TEXT.deleteConfirmText('Alloy Rim'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: SPEC_APP_TEXT.cancel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requests.filter((r) => r.startsWith('DELETE'))).toEqual([]);
  });

  it('deletes the confirmed product, says so and shows the new count', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Brake Pad' });
    await user.click(within(rowOf('Brake Pad')).getByRole('button', { name: /Delete/ }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: SPEC_APP_TEXT.delete }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(SUCCESS_TEXT.productDeleted));
    expect(requests.filter((r) => r.startsWith('DELETE'))).toEqual(['DELETE /api/products/p-3']);
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
