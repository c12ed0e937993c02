// The public product page as a buyer uses it: the breadcrumb through its category (and its
// BreadcrumbList), the ordering note that fits who is looking (visitor, buyer, admin), and Add to
// cart with the quantity rules of Purchase.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import { productPublicPath } from '@store/shared/product-slug';
import type { Cart, ProductDetail } from '@store/shared/schemas';
import { readLocalCart, writeLocalCart } from '../../lib/cart.ts';
import type { SessionUser } from '../../lib/auth.ts';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aProductDetail } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ProductPage } from './product-page.tsx';

const { CART_TEXT } = englishTexts('cart');
const { PRODUCT_PAGE_TEXT } = englishTexts('product-page');
const { quantityAboveStock, quantityBelowMinimum } = englishTexts('feedback').MESSAGES;

const auth = vi.hoisted(() => ({ user: null as SessionUser | null, isAdmin: false }));
vi.mock('../../lib/auth.ts', () => ({
  useSession: () => ({ user: auth.user, isLoading: false }),
  useIsAdmin: () => ({ isAdmin: auth.isAdmin, isLoading: false }),
}));

const BUYER: SessionUser = { id: 'u-1', name: 'Karim Rahman', email: 'karim@example.com' };

const inBrakes = aProductDetail({
  _id: 'p-1',
  name: 'Disc Brake Rotor',
  minQuantity: 10,
  maxQuantity: 40,
  price: 500,
  category: { _id: 'c-1', name: 'Brakes' },
});

let api: ApiStub;
const emptyCart: Cart = {
  lines: [],
  subtotal: 0,
  shipping: 0,
  total: 0,
  currency: 'BDT',
  weightGrams: 0,
  delivery: null,
};

beforeEach(() => {
  auth.user = null;
  auth.isAdmin = false;
  writeLocalCart([]);
  api = stubApi({
    'GET /api/products/:id/reviews': ({ query }) => ({
      summary: { average: 0, count: 0, distribution: [] },
      items: [],
      page: Number(query.get('page') ?? 1),
      limit: 5,
      total: 0,
      others: 0,
    }),
    'GET /api/products/:id/reviews/mine': { review: null, mayReview: false },
    'GET /api/cart': emptyCart,
    'PUT /api/cart/lines/:productId': emptyCart,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  writeLocalCart([]);
});

async function renderPage(product: ProductDetail = inBrakes) {
  api.on('GET /api/products/:id', product);
  const view = renderWithProviders(<ProductPage />, { at: productPublicPath(product), path: '/products/:id/:slug' });
  await screen.findByRole('heading', { level: 1, name: product.name }, { timeout: 10_000 });
  return view;
}

function breadcrumbJsonLd(container: HTMLElement): { itemListElement: { name: string; item: string }[] } {
  const scripts = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '{}') as { '@type'?: string },
  );
  const found = scripts.find((s) => s['@type'] === 'BreadcrumbList');
  if (!found) throw new Error('no BreadcrumbList');
  return found as { itemListElement: { name: string; item: string }[] };
}

// A budget for a loaded machine (the first test also loads the page's text areas), not a speed check.
describe('the product page for a buyer', () => {
  it('shows Home › All Products › its category › the product, and the same trail as a BreadcrumbList', async () => {
    const { container } = await renderPage();
    const trail = screen.getByRole('navigation', { name: PRODUCT_PAGE_TEXT.breadcrumb });
    const links = within(trail).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['All Products', '/allproducts'],
      ['Brakes', '/allproducts?category=c-1'],
    ]);
    expect(within(trail).getByText('Disc Brake Rotor').getAttribute('aria-current')).toBe('page');
    const names = breadcrumbJsonLd(container).itemListElement.map((i) => i.name);
    expect(names).toEqual(['Home', 'All Products', 'Brakes', 'Disc Brake Rotor']);
    expect(breadcrumbJsonLd(container).itemListElement[2]?.item).toMatch(/\/allproducts\?category=c-1$/);
  });

  it('leaves the category out of the trail of a product without one', async () => {
    const { container } = await renderPage(aProductDetail({ _id: 'p-2', name: 'Plain Bell', category: null }));
    const trail = screen.getByRole('navigation', { name: PRODUCT_PAGE_TEXT.breadcrumb });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'All Products']);
    expect(breadcrumbJsonLd(container).itemListElement.map((i) => i.name)).toEqual([
      'Home',
      'All Products',
      'Plain Bell',
    ]);
  });

  it.each([
    ['a visitor', null, false, PRODUCT_PAGE_TEXT.orderNote],
    ['a signed-in buyer', BUYER, false, PRODUCT_PAGE_TEXT.orderNoteBuyer],
    ['an admin', BUYER, true, PRODUCT_PAGE_TEXT.orderNoteAdmin],
  ])('tells %s what ordering asks of them', async (_who, user, isAdmin, note) => {
    auth.user = user;
    auth.isAdmin = isAdmin;
    await renderPage();
    expect(screen.getByText(note)).toBeTruthy();
    const others = [PRODUCT_PAGE_TEXT.orderNote, PRODUCT_PAGE_TEXT.orderNoteBuyer, PRODUCT_PAGE_TEXT.orderNoteAdmin];
    for (const other of others.filter((text) => text !== note)) expect(screen.queryByText(other)).toBeNull();
  });

  it.each([
    ['9', quantityBelowMinimum({ min: 10 })],
    ['41', quantityAboveStock({ n: 41, max: 40 })],
  ])('refuses to add %s pieces with the spec’s message and leaves the cart as it was', async (quantity, message) => {
    const user = userEvent.setup();
    await renderPage();
    const input = await screen.findByLabelText(PRODUCT_PAGE_TEXT.cartQuantity);
    await user.clear(input);
    await user.type(input, quantity);
    await user.click(await screen.findByRole('button', { name: CART_TEXT.addToCart }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(readLocalCart()).toEqual([]);
  });

  it('adds the chosen quantity to a visitor’s cart in this browser', async () => {
    const user = userEvent.setup();
    await renderPage();
    const input = await screen.findByLabelText(PRODUCT_PAGE_TEXT.cartQuantity);
    expect((input as HTMLInputElement).value).toBe('10');
    await user.clear(input);
    await user.type(input, '12');
    await user.click(await screen.findByRole('button', { name: CART_TEXT.addToCart }));
    expect(await screen.findByText(CART_TEXT.addedToCart)).toBeTruthy();
    expect(readLocalCart()).toEqual([{ productId: 'p-1', quantity: 12 }]);
  });

  it('adds to a signed-in buyer’s cart through the API, and cannot add a product out of stock', async () => {
    auth.user = BUYER;
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: CART_TEXT.addToCart }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT' && c.path === '/api/cart/lines/p-1')?.body).toEqual({
        quantity: 10,
      }),
    );
    cleanup();
    await renderPage(aProductDetail({ _id: 'p-3', name: 'Sold Out Hub', minQuantity: 5, maxQuantity: 2 }));
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: CART_TEXT.addToCart })).disabled).toBe(true);
  });
});
