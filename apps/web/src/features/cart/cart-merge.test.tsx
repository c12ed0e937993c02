import { cleanup, render, waitFor } from '@testing-library/react';
import { englishTexts } from '@store/shared/i18n/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, Product } from '@store/shared/schemas';
import { readLocalCart, writeLocalCart } from '../../lib/cart.ts';
import { apiError, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aProduct, aProductDetail } from '../../testing/factories.ts';
import { newTestQueryClient } from '../../testing/render.tsx';
import { CartMerge, mergeBrowserCart, mergedQuantity } from './cart-merge.tsx';

const { quantityAboveStock } = englishTexts('feedback').MESSAGES;

vi.mock('../../lib/auth.ts', () => import('../../testing/signed-in-session.ts'));

/** The catalog the stub serves: p-1 (min 2, stock 10), p-2 (min 1, stock 20), p-3 (min 5, stock 3), p-4 (min 3, stock 20). */
const PRODUCTS: Product[] = [
  aProduct({ _id: 'p-1', name: 'Disc Brake Rotor', minQuantity: 2, maxQuantity: 10, price: 1250 }),
  aProduct({ _id: 'p-2', name: 'Chain 11-speed', minQuantity: 1, maxQuantity: 20, price: 900 }),
  aProduct({ _id: 'p-3', name: 'Crank Set', minQuantity: 5, maxQuantity: 3, price: 4000 }),
  aProduct({ _id: 'p-4', name: 'Brake Pads', minQuantity: 3, maxQuantity: 20, price: 300 }),
];

/** The account's cart on the "server": product id → quantity. */
let account: Map<string, number>;
let api: ApiStub;

function cartOf(lines: Map<string, number>): Cart {
  const cartLines = [...lines].map(([productId, quantity]) => {
    const product = PRODUCTS.find((p) => p._id === productId) ?? aProduct({ _id: productId });
    return {
      productId,
      variantId: productId,
      variantTitle: '',
      sku: null,
      productname: product.name,
      img: product.img,
      unitPrice: product.price,
      quantity,
      lineTotal: product.price * quantity,
      minQuantity: product.minQuantity,
      stock: product.maxQuantity,
      problem: null,
      currentPrice: null,
    };
  });
  const subtotal = cartLines.reduce((sum, l) => sum + l.lineTotal, 0);
  return { lines: cartLines, subtotal, shipping: 0, total: subtotal, currency: 'BDT', weightGrams: 0, delivery: null };
}

const puts = () =>
  api.calls
    .filter((c) => c.method === 'PUT')
    .map((c) => ({ productId: c.params.productId, ...(c.body as { quantity: number }) }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  account = new Map();
  api = stubApi({
    'GET /api/products/:id': ({ params }) =>
      ((found) => (found ? aProductDetail(found) : undefined))(PRODUCTS.find((p) => p._id === params.id)) ??
      apiError(404, 'NOT_FOUND', 'Product not found.'),
    'GET /api/cart': () => cartOf(account),
    // As the server does: the quantity must reach the minimum and not pass the stock.
    'PUT /api/cart/lines/:productId': ({ params, body }) => {
      const product = PRODUCTS.find((p) => p._id === params.productId);
      if (!product) return apiError(404, 'NOT_FOUND', 'Product not found.');
      const { quantity } = body as { quantity: number };
      if (quantity < product.minQuantity || quantity > product.maxQuantity)
        return apiError(400, 'VALIDATION_FAILED', 'Invalid input.', { quantity: 'bad quantity' });
      account.set(product._id, quantity);
      return cartOf(account);
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('mergedQuantity', () => {
  const rotor = { minQuantity: 2, maxQuantity: 10 };
  it('adds the account quantity and the browser quantity', () => {
    expect(mergedQuantity(3, 4, rotor)).toBe(7);
  });
  it('never goes above the stock', () => {
    expect(mergedQuantity(6, 7, rotor)).toBe(10);
  });
  it('raises a sum under the minimum to the minimum', () => {
    expect(mergedQuantity(0, 1, rotor)).toBe(2);
  });
  it('gives no quantity when the stock cannot reach the minimum', () => {
    expect(mergedQuantity(0, 2, { minQuantity: 5, maxQuantity: 3 })).toBeNull();
    expect(mergedQuantity(0, 2, { minQuantity: 1, maxQuantity: 0 })).toBeNull();
  });
});

describe('Merging the browser cart into the account cart at sign-in', () => {
  it('adds the quantities of a product in both carts and adds the lines only the browser has', async () => {
    account.set('p-1', 3);
    writeLocalCart([
      { productId: 'p-1', quantity: 4 },
      { productId: 'p-2', quantity: 2 },
    ]);
    const queryClient = newTestQueryClient();
    const result = await mergeBrowserCart(queryClient);
    expect(puts()).toEqual([
      { productId: 'p-1', quantity: 7 },
      { productId: 'p-2', quantity: 2 },
    ]);
    expect(result).toEqual({ merged: ['p-1', 'p-2'], skipped: [], kept: [] });
    expect(Object.fromEntries(account)).toEqual({ 'p-1': 7, 'p-2': 2 });
    expect(readLocalCart()).toEqual([]);
    // The pages show the merged cart without asking again.
    expect(queryClient.getQueryData<Cart>(['cart'])?.lines.map((l) => [l.productId, l.quantity])).toEqual([
      ['p-1', 7],
      ['p-2', 2],
    ]);
  });

  it('merges each variant of a product as its own line, within that variant’s stock', async () => {
    const size = (_id: string, maxQuantity: number) => ({
      _id,
      options: [_id],
      title: _id,
      sku: null,
      price: 100,
      minQuantity: 1,
      maxQuantity,
      img: null,
    });
    api.on(
      'GET /api/products/:id',
      aProductDetail({
        _id: 'p-5',
        options: [{ name: 'Size', values: ['S', 'L'] }],
        variants: [size('S', 5), size('L', 3)],
      }),
    );
    api.on('PUT /api/cart/lines/:productId', () => cartOf(account));
    writeLocalCart([
      { productId: 'p-5', variantId: 'S', quantity: 2 },
      { productId: 'p-5', variantId: 'L', quantity: 4 },
    ]);
    const result = await mergeBrowserCart(newTestQueryClient());
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { quantity: 2, variantId: 'S' },
      { quantity: 3, variantId: 'L' },
    ]);
    expect(result.merged).toEqual(['p-5', 'p-5']);
    expect(readLocalCart()).toEqual([]);
  });

  it('caps a sum above the stock at the stock and raises a quantity under the minimum to the minimum', async () => {
    account.set('p-1', 6);
    writeLocalCart([
      { productId: 'p-1', quantity: 7 },
      { productId: 'p-4', quantity: 1 },
    ]);
    const result = await mergeBrowserCart(newTestQueryClient());
    expect(puts()).toEqual([
      { productId: 'p-1', quantity: 10 },
      { productId: 'p-4', quantity: 3 },
    ]);
    expect(result.merged).toEqual(['p-1', 'p-4']);
    expect(Object.fromEntries(account)).toEqual({ 'p-1': 10, 'p-4': 3 });
  });

  it('leaves out an unknown product and one whose stock is under its minimum, and merges the rest', async () => {
    writeLocalCart([
      { productId: 'gone', quantity: 2 },
      { productId: 'p-3', quantity: 5 },
      { productId: 'p-2', quantity: 2 },
    ]);
    const result = await mergeBrowserCart(newTestQueryClient());
    expect(puts()).toEqual([{ productId: 'p-2', quantity: 2 }]);
    expect(result).toEqual({ merged: ['p-2'], skipped: ['gone', 'p-3'], kept: [] });
    expect(readLocalCart()).toEqual([]);
  });

  it('sends nothing for a product the account already holds at its whole stock', async () => {
    account.set('p-1', 10);
    writeLocalCart([{ productId: 'p-1', quantity: 3 }]);
    const result = await mergeBrowserCart(newTestQueryClient());
    expect(puts()).toEqual([]);
    expect(result.skipped).toEqual(['p-1']);
    expect(account.get('p-1')).toBe(10);
  });

  it('a line the server refuses is left out and the lines after it still go in', async () => {
    api.on('PUT /api/cart/lines/:productId', ({ params, body }) => {
      // Stock sold meanwhile: the server answers the spec's message for that line.
      if (params.productId === 'p-1')
        return apiError(400, 'VALIDATION_FAILED', 'Invalid input.', { quantity: quantityAboveStock({ n: 4, max: 1 }) });
      account.set(params.productId ?? '', (body as { quantity: number }).quantity);
      return cartOf(account);
    });
    writeLocalCart([
      { productId: 'p-1', quantity: 4 },
      { productId: 'p-2', quantity: 2 },
    ]);
    const result = await mergeBrowserCart(newTestQueryClient());
    expect(puts().map((p) => p.productId)).toEqual(['p-1', 'p-2']);
    expect(result).toEqual({ merged: ['p-2'], skipped: ['p-1'], kept: [] });
    expect(Object.fromEntries(account)).toEqual({ 'p-2': 2 });
    expect(readLocalCart()).toEqual([]);
  });

  it('keeps in the browser only a line that failed for want of a network, and a second try never adds a line twice', async () => {
    api.on('PUT /api/cart/lines/:productId', ({ params, body }) => {
      if (params.productId === 'p-2') throw new TypeError('Failed to fetch');
      account.set(params.productId ?? '', (body as { quantity: number }).quantity);
      return cartOf(account);
    });
    writeLocalCart([
      { productId: 'p-1', quantity: 4 },
      { productId: 'p-2', quantity: 2 },
    ]);
    const first = await mergeBrowserCart(newTestQueryClient());
    expect(first).toEqual({ merged: ['p-1'], skipped: [], kept: ['p-2'] });
    expect(readLocalCart()).toEqual([{ productId: 'p-2', quantity: 2 }]);

    api.on('PUT /api/cart/lines/:productId', ({ params, body }) => {
      account.set(params.productId ?? '', (body as { quantity: number }).quantity);
      return cartOf(account);
    });
    const second = await mergeBrowserCart(newTestQueryClient());
    expect(second).toEqual({ merged: ['p-2'], skipped: [], kept: [] });
    expect(Object.fromEntries(account)).toEqual({ 'p-1': 4, 'p-2': 2 });
    expect(readLocalCart()).toEqual([]);
  });

  it("changes nothing when the account's cart cannot be read", async () => {
    api.on('GET /api/cart', apiError(503, 'SERVICE_UNAVAILABLE', 'Unavailable.'));
    writeLocalCart([{ productId: 'p-1', quantity: 4 }]);
    await expect(mergeBrowserCart(newTestQueryClient())).rejects.toThrow();
    expect(puts()).toEqual([]);
    expect(readLocalCart()).toEqual([{ productId: 'p-1', quantity: 4 }]);
  });

  it('runs once the buyer is signed in and says the parts are in the cart', async () => {
    writeLocalCart([{ productId: 'p-2', quantity: 2 }]);
    render(
      <QueryClientProvider client={newTestQueryClient()}>
        <CartMerge />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(readLocalCart()).toEqual([]));
    expect(Object.fromEntries(account)).toEqual({ 'p-2': 2 });
    expect(sessionStorage.getItem('cart-merged')).toBe('1');
  });
});
