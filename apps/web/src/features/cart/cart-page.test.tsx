import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { englishTexts } from '@store/shared/i18n/server';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartLine, ProductDetail } from '@store/shared/schemas';
import { readLocalCart, setLocalCartLine, writeLocalCart } from '../../lib/cart.ts';
import type { SavedAddress } from '@store/shared/schemas/addresses';
import { aProductDetail } from '../../testing/factories.ts';
import { aSavedAddress } from '../../testing/address-factories.ts';
import { CartPage } from './cart-page.tsx';
import { wholeText } from '../../testing/whole-text.ts';

const { CART_TEXT, CART_DELIVERY_TEXT } = englishTexts('cart');
const { RECOVERY_TEXT } = englishTexts('recovery');
const { quantityAboveStock, quantityBelowMinimum } = englishTexts('feedback').MESSAGES;

const auth = vi.hoisted(() => ({
  user: null as { id: string; name: string; email: string; emailVerified?: boolean } | null,
}));
vi.mock('../../lib/auth.ts', () => ({ useSession: () => ({ user: auth.user, isLoading: false }) }));

const CONFIG = {
  currency: 'BDT',
  shippingFee: 120,
  freeShippingFrom: 10000,
  unpaidOrderTtlHours: 48,
  maxOpenUnpaidOrders: 5,
  maxCartLines: 50,
  timeZone: 'Asia/Dhaka',
};

const line = (overrides: Partial<CartLine>): CartLine => ({
  productId: 'p-1',
  variantId: overrides.productId ?? 'p-1',
  variantTitle: '',
  sku: null,
  productname: 'Disc Brake Rotor',
  img: '/images/products/rotor.svg',
  unitPrice: 1250.5,
  quantity: 3,
  lineTotal: 3751.5,
  minQuantity: 2,
  stock: 10,
  problem: null,
  currentPrice: null,
  ...overrides,
});

let cart: Cart;
let addresses: SavedAddress[];
/** The cart as GET /api/cart?addressId= answers it: Dhanmondi in Dhaka city, Sylhet not served. */
const quoteFor = (addressId: string): Cart => {
  const served = addressId !== 'a-sylhet';
  const shipping = served ? 90 : 0;
  return {
    ...cart,
    shipping,
    total: cart.subtotal + shipping,
    weightGrams: 1200,
    delivery: {
      addressId,
      zone: served ? 'Dhaka city' : '',
      weightGrams: 1200,
      shipping,
      cod: served,
      served,
      freeFrom: served ? 5000 : null,
    },
  };
};
/** What GET /api/products/{id} answers for a visitor's lines (else one product of one variant). */
let visitorProduct: ProductDetail | null;
/** REQUIRE_VERIFIED_EMAIL of the store's configuration. */
let requireVerifiedEmail: boolean;
/** While set, the server's quote for an address has not answered yet. */
let quoteHeld: Promise<void> | null;
let calls: { method: string; url: string; body: unknown; headers: Record<string, string> }[];

beforeEach(() => {
  auth.user = { id: 'u-1', name: 'Karim', email: 'karim@example.com' };
  cart = {
    lines: [
      line({}),
      line({
        productId: 'p-2',
        productname: 'Chain 11-speed',
        unitPrice: 900,
        quantity: 2,
        lineTotal: 1800,
        minQuantity: 1,
        stock: 20,
      }),
    ],
    subtotal: 5551.5,
    shipping: 120,
    total: 5671.5,
    currency: 'BDT',
    weightGrams: 0,
    delivery: null,
  };
  calls = [];
  addresses = [aSavedAddress({ id: 'a-dhaka', isDefault: true })];
  visitorProduct = null;
  requireVerifiedEmail = false;
  quoteHeld = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({
        method,
        url,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        headers: (init.headers ?? {}) as Record<string, string>,
      });
      if (url === '/api/store/config') return Response.json({ ...CONFIG, requireVerifiedEmail });
      if (url === '/api/cart') return Response.json(cart);
      if (url.startsWith('/api/cart?addressId=')) {
        await quoteHeld;
        return Response.json(quoteFor(url.split('=')[1] ?? ''));
      }
      if (url === '/api/addresses') return Response.json(addresses);
      if (url.startsWith('/api/cart/lines/') && method === 'DELETE') {
        cart = { ...cart, lines: cart.lines.filter((l) => !url.endsWith(`?variantId=${l.variantId}`)) };
        return Response.json(cart);
      }
      if (url.startsWith('/api/cart/lines/') && method === 'PUT') return Response.json(cart);
      if (url === '/api/checkout')
        return Response.json({ acknowledged: true, insertedId: 'o-9', total: 5671.5 }, { status: 201 });
      if (url.startsWith('/api/products/')) {
        if (visitorProduct) return Response.json(visitorProduct);
        const product = aProductDetail({
          _id: 'p-7',
          name: 'Brake Pads',
          img: '/images/products/pads.svg',
          des: 'Pads.',
          minQuantity: 1,
          maxQuantity: 30,
          price: 300,
        });
        return Response.json(product);
      }
      return Response.json({ error: { code: 'NOT_FOUND', message: 'x' } }, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  writeLocalCart([]);
});

function ShowLocation() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/cart']}>
        <Routes>
          <Route path="/cart" element={<CartPage />} />
          <Route path="*" element={<ShowLocation />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CartPage, signed in', () => {
  it('shows each line with its unit price and line total, then subtotal, shipping and total', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Disc Brake Rotor' })).toBeTruthy();
    expect(screen.getByText(`${CART_TEXT.colLineTotal}: ৳3,751.50`)).toBeTruthy();
    expect(screen.getByText(`${CART_TEXT.colUnitPrice}: ৳900`)).toBeTruthy();
    expect(screen.getByText('৳5,551.50')).toBeTruthy();
    expect(screen.getByText('৳120')).toBeTruthy();
    expect(screen.getByText('৳5,671.50')).toBeTruthy();
    expect(screen.getByText(CART_TEXT.freeShippingHint({ from: '৳10,000' }))).toBeTruthy();
  });

  it("refuses a quantity below the minimum or above the stock with the spec's message, sending nothing", async () => {
    const user = userEvent.setup();
    renderPage();
    const input = await screen.findByRole('spinbutton', { name: CART_TEXT.quantityOf({ name: 'Disc Brake Rotor' }) });
    await user.clear(input);
    await user.type(input, '1');
    const item = input.closest('li') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: CART_TEXT.update }));
    expect(within(item).getByRole('alert').textContent).toBe(quantityBelowMinimum({ min: 2 }));
    await user.clear(input);
    await user.type(input, '11');
    await user.click(within(item).getByRole('button', { name: CART_TEXT.update }));
    expect(within(item).getByRole('alert').textContent).toBe(quantityAboveStock({ n: 11, max: 10 }));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('changes a quantity with PUT and removes a line with DELETE', async () => {
    const user = userEvent.setup();
    renderPage();
    const input = await screen.findByRole('spinbutton', { name: CART_TEXT.quantityOf({ name: 'Disc Brake Rotor' }) });
    await user.clear(input);
    await user.type(input, '4');
    await user.click(within(input.closest('li') as HTMLElement).getByRole('button', { name: CART_TEXT.update }));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/cart/lines/p-1', body: { quantity: 4 } });
    await user.click(screen.getByRole('button', { name: CART_TEXT.removeLabel({ name: 'Chain 11-speed' }) }));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/cart/lines/p-2?variantId=p-2');
    expect(await screen.findByText(CART_TEXT.colLineTotal + ': ৳3,751.50')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Chain 11-speed' })).toBeNull();
  });

  it('shows two sizes of a product as two lines named by size and SKU, and changes or removes each alone', async () => {
    const user = userEvent.setup();
    cart = {
      ...cart,
      lines: [
        line({ variantId: 'v-32', variantTitle: '32T / Black', sku: 'CR-32' }),
        line({ variantId: 'v-34', variantTitle: '34T / Black', sku: 'CR-34' }),
      ],
    };
    renderPage();
    const second = await screen.findByRole('spinbutton', {
      name: CART_TEXT.quantityOf({ name: 'Disc Brake Rotor (34T / Black)' }),
    });
    const item = second.closest('li') as HTMLElement;
    expect(within(item).getByText('34T / Black')).toBeTruthy();
    expect(within(item).getByText(CART_TEXT.lineSku({ sku: 'CR-34' }))).toBeTruthy();
    await user.clear(second);
    await user.type(second, '4');
    await user.click(within(item).getByRole('button', { name: CART_TEXT.update }));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/cart/lines/p-1',
      body: { quantity: 4, variantId: 'v-34' },
    });
    await user.click(
      screen.getByRole('button', { name: CART_TEXT.removeLabel({ name: 'Disc Brake Rotor (32T / Black)' }) }),
    );
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/cart/lines/p-1?variantId=v-32');
  });

  it('says what is wrong with a line and blocks checkout until it is fixed', async () => {
    cart.lines = [
      line({ problem: 'price_changed', currentPrice: 1300 }),
      line({ productId: 'p-3', productname: 'Old Pedal', problem: 'gone', stock: 0 }),
      line({ productId: 'p-4', productname: 'Hub', quantity: 8, stock: 5, problem: 'above_stock' }),
    ];
    renderPage();
    expect(await screen.findByText(CART_TEXT.problemPriceChanged({ price: '৳1,300' }))).toBeTruthy();
    expect(screen.getByText(CART_TEXT.problemGone)).toBeTruthy();
    expect(screen.getByText(quantityAboveStock({ n: 8, max: 5 }))).toBeTruthy();
    expect(screen.getByRole('button', { name: CART_TEXT.acceptPrice })).toBeTruthy();
    expect(screen.getByText(CART_TEXT.fixProblems)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: CART_TEXT.checkout }).disabled).toBe(true);
  });

  it("checks out to the buyer's default address with an Idempotency-Key, quoting its shipping, then opens the payment page", async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(CART_DELIVERY_TEXT.highestRate)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: CART_TEXT.checkout }));
    // The default address is chosen, and the cart shows the server's quote for it.
    expect(
      await screen.findByText(wholeText(CART_DELIVERY_TEXT.quotedFor({ zone: 'Dhaka city', weight: '1.2' }))),
    ).toBeTruthy();
    expect(screen.getByText('৳5,641.50')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: CART_TEXT.placeOrder }));
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard/payment/o-9');
    const posted = calls.find((c) => c.url === '/api/checkout');
    expect(posted?.body).toEqual({ orderId: '', addressId: 'a-dhaka', expectedTotal: 5641.5 });
    expect(posted?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("offers Place order only once the chosen address's total is on screen", async () => {
    const user = userEvent.setup();
    let answer = () => {};
    quoteHeld = new Promise((resolve) => (answer = resolve));
    renderPage();
    await user.click(await screen.findByRole('button', { name: CART_TEXT.checkout }));
    const place = await screen.findByRole<HTMLButtonElement>('button', { name: CART_TEXT.placeOrder });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/cart?addressId=a-dhaka')).toBe(true));
    // The total on screen is still the cart's, without this address's shipping: it cannot be the one ordered.
    expect(place.disabled).toBe(true);
    answer();
    await waitFor(() => expect(place.disabled).toBe(false));
    expect(screen.getByText('৳5,641.50')).toBeTruthy();
  });

  it('says so and places nothing when no zone delivers to the chosen address', async () => {
    const user = userEvent.setup();
    addresses = [
      aSavedAddress({ id: 'a-sylhet', isDefault: true, districtId: 'sylhet', areaId: 'sylhet/sylhet-sadar' }),
    ];
    renderPage();
    await user.click(await screen.findByRole('button', { name: CART_TEXT.checkout }));
    expect(await screen.findByText(CART_DELIVERY_TEXT.notServed)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: CART_TEXT.placeOrder }).disabled).toBe(true);
    expect(calls.some((c) => c.url === '/api/checkout')).toBe(false);
  });

  it('asks an unverified account to verify its email at checkout when the store needs it to order', async () => {
    const user = userEvent.setup();
    auth.user = { id: 'u-1', name: 'Karim', email: 'karim@example.com', emailVerified: false };
    requireVerifiedEmail = true;
    renderPage();
    await user.click(await screen.findByRole('button', { name: CART_TEXT.checkout }));
    const checkout = await screen.findByRole('region', { name: CART_TEXT.checkout });
    expect(await within(checkout).findByRole('heading', { name: RECOVERY_TEXT.verifyBanner })).toBeTruthy();
    expect(within(checkout).getByRole('button', { name: RECOVERY_TEXT.resend })).toBeTruthy();
  });
});

describe('CartPage, visitor', () => {
  it("prices the browser's lines from the catalog, adds shipping, and offers to sign in to check out", async () => {
    auth.user = null;
    setLocalCartLine('p-7', 3);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Brake Pads' })).toBeTruthy();
    expect(screen.getByText(`${CART_TEXT.colLineTotal}: ৳900`)).toBeTruthy();
    expect(await screen.findByText('৳1,020')).toBeTruthy();
    expect(screen.getByRole('link', { name: CART_TEXT.signInToCheckout }).getAttribute('href')).toBe('/login');
    expect(calls.some((c) => c.url === '/api/cart')).toBe(false);
  });

  it("prices each variant of the browser's lines by itself, two sizes as two lines", async () => {
    const user = userEvent.setup();
    auth.user = null;
    const size = (_id: string, value: string, price: number, maxQuantity: number) => ({
      _id,
      options: [value],
      title: value,
      sku: `BP-${value}`,
      price,
      minQuantity: 1,
      maxQuantity,
      img: null,
    });
    visitorProduct = aProductDetail({
      _id: 'p-7',
      name: 'Brake Pads',
      options: [{ name: 'Size', values: ['L', 'XL'] }],
      variants: [size('v-l', 'L', 300, 30), size('v-xl', 'XL', 350, 1)],
    });
    setLocalCartLine('p-7', 3, 'v-l');
    setLocalCartLine('p-7', 2, 'v-xl');
    renderPage();
    const [large, extraLarge] = (await screen.findAllByRole('heading', { name: 'Brake Pads' })).map(
      (h) => h.closest('li') as HTMLElement,
    );
    expect(within(large as HTMLElement).getByText(`${CART_TEXT.colLineTotal}: ৳900`)).toBeTruthy();
    expect(within(large as HTMLElement).getByText(CART_TEXT.lineSku({ sku: 'BP-L' }))).toBeTruthy();
    expect(within(extraLarge as HTMLElement).getByText('XL')).toBeTruthy();
    expect(within(extraLarge as HTMLElement).getByText(quantityAboveStock({ n: 2, max: 1 }))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: CART_TEXT.removeLabel({ name: 'Brake Pads (L)' }) }));
    expect(readLocalCart()).toEqual([{ productId: 'p-7', variantId: 'v-xl', quantity: 2 }]);
  });

  it('says the cart is empty when it is', async () => {
    auth.user = null;
    renderPage();
    expect(await screen.findByText(CART_TEXT.cartEmpty)).toBeTruthy();
  });
});
