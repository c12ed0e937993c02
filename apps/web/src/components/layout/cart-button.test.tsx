import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@store/shared/schemas';
import { setLocalCartLine, writeLocalCart } from '../../lib/cart.ts';
import { CartButton } from './cart-button.tsx';

function renderButton(signedIn: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CartButton signedIn={signedIn} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const line = (productId: string) => ({
  variantId: productId,
  variantTitle: '',
  sku: null,
  productId,
  productname: productId,
  img: '/x.svg',
  unitPrice: 100,
  quantity: 1,
  lineTotal: 100,
  minQuantity: 1,
  stock: 5,
  problem: null,
  currentPrice: null,
});

let requested: string[];
beforeEach(() => {
  requested = [];
  writeLocalCart([]);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      const cart: Cart = {
        lines: [line('a'), line('b'), line('c')],
        subtotal: 300,
        shipping: 120,
        total: 420,
        currency: 'BDT',
        weightGrams: 0,
        delivery: null,
      };
      return Response.json(cart);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  writeLocalCart([]);
});

describe('CartButton', () => {
  it("counts a visitor's lines kept in this browser, and follows them as they change", () => {
    setLocalCartLine('p-1', 2);
    renderButton(false);
    const link = screen.getByRole('link', { name: 'Cart, 1 line' });
    expect(link.getAttribute('href')).toBe('/cart');
    act(() => setLocalCartLine('p-2', 1));
    expect(screen.getByRole('link', { name: 'Cart, 2 lines' })).toBeTruthy();
    act(() => setLocalCartLine('p-1', 0));
    expect(screen.getByRole('link', { name: 'Cart, 1 line' })).toBeTruthy();
    expect(requested).toEqual([]);
  });

  it("counts the account's lines from GET /api/cart when signed in, not the browser's", async () => {
    setLocalCartLine('p-1', 2);
    renderButton(true);
    expect(await screen.findByRole('link', { name: 'Cart, 3 lines' })).toBeTruthy();
    expect(requested).toEqual(['/api/cart']);
  });
});
