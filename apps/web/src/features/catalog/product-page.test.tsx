import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@store/shared/schemas';
import { ProductPage } from './product-page.tsx';

const product: Product = {
  _id: 'p-1',
  name: 'Stainless Disc Brake Rotor 160 mm',
  img: '/images/products/disc-rotor.svg',
  des: 'A heat-treated stainless steel rotor.',
  minQuantity: 10,
  maxQuantity: 340,
  price: 950,
};

let status: number;

beforeEach(() => {
  status = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (status !== 200) return Response.json({ error: { code: 'X', message: 'x' } }, { status });
      if (url === '/api/products/p-1') return Response.json(product);
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Product not found.' } }, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(id: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/singleservice/${id}`]}>
        <Routes>
          <Route path="/singleservice/:id" element={<ProductPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ProductPage', () => {
  it('shows a skeleton, then image, name, description, minimum, available and price', async () => {
    renderPage('p-1');
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeTruthy();
    expect(screen.getByRole('img', { name: product.name }).getAttribute('src')).toBe(product.img);
    expect(screen.getByText(product.des)).toBeTruthy();
    expect(screen.getByText('Minimum Order:').textContent).toBe('Minimum Order: 10');
    expect(screen.getByText('Available:').textContent).toBe('Available: 340');
    expect(screen.getByText('৳950')).toBeTruthy();
    expect(document.title).toBe(`${product.name} | Bicycle Manufacturer`);
  });

  it('says the product is not found for an unknown id, with a way back', async () => {
    renderPage('nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Back to all products/ }).map((a) => a.getAttribute('href'))).toContain(
      '/allproducts',
    );
  });

  it('shows an error with a retry when the call fails for another reason', async () => {
    status = 500;
    renderPage('p-1');
    const alert = await screen.findByRole('alert');
    status = 200;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeTruthy();
  });
});
