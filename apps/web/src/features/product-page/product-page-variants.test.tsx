// A product with options on its page: each option a radio group of buttons, values not sold disabled and
// those out of stock marked, the chosen variant's facts and picture shown, kept in ?variant=, and ordered.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import { productPublicPath } from '@store/shared/product-slug';
import type { Cart, ProductVariant } from '@store/shared/schemas';
import type { SessionUser } from '../../lib/auth.ts';
import { readLocalCart, writeLocalCart } from '../../lib/cart.ts';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aProductDetail } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ProductPage } from './product-page.tsx';

const { CART_TEXT } = englishTexts('cart');
const { PRODUCT_PAGE_TEXT } = englishTexts('product-page');

const auth = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock('../../lib/auth.ts', () => ({
  useSession: () => ({ user: auth.user, isLoading: false }),
  useIsAdmin: () => ({ isAdmin: false, isLoading: false }),
}));

const variant = (_id: string, options: string[], price: number, maxQuantity: number, img: string | null = null) =>
  ({
    _id,
    options,
    title: options.join(' / '),
    sku: `CR-${_id}`,
    price,
    minQuantity: 2,
    maxQuantity,
    img,
  }) satisfies ProductVariant;

// 34T comes in Black only; every 36T is sold out; 32T Silver is sold out.
const chainring = aProductDetail({
  _id: 'p-1',
  name: 'Narrow-Wide Chainring',
  price: 1000,
  minQuantity: 2,
  maxQuantity: 15,
  sku: 'CR-32b',
  options: [
    { name: 'Size', values: ['32T', '34T', '36T'] },
    { name: 'Colour', values: ['Black', 'Silver'] },
  ],
  variants: [
    variant('32b', ['32T', 'Black'], 1000, 10),
    variant('32s', ['32T', 'Silver'], 1000, 0),
    variant('34b', ['34T', 'Black'], 1200, 5, '/api/images/34b'),
    variant('36b', ['36T', 'Black'], 1400, 0),
    variant('36s', ['36T', 'Silver'], 1400, 1),
  ],
});

function Location() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

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
  writeLocalCart([]);
  api = stubApi({
    'GET /api/products/:id': chainring,
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

async function renderPage(search = '', locale: 'en' | 'bn' = 'en') {
  const view = renderWithProviders(
    <>
      <ProductPage />
      <Location />
    </>,
    { at: `${productPublicPath(chainring)}${search}`, path: '/products/:id/:slug', locale },
  );
  await screen.findByRole('heading', { level: 1, name: chainring.name }, { timeout: 10_000 });
  return view;
}

const facts = () => screen.getByRole('article').textContent ?? '';
const radio = (group: RegExp, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole<HTMLInputElement>('radio', { name });

describe('ProductPage with variants', () => {
  it('shows each option as a group of radio buttons, the cheapest variant that can be ordered chosen', async () => {
    await renderPage();
    expect(radio(/^Size/, '32T').checked).toBe(true);
    expect(radio(/^Colour/, 'Black').checked).toBe(true);
    // Every 36T is out of stock but sold: marked, not disabled; 32T Silver likewise.
    expect(radio(/^Size/, `36T ${PRODUCT_PAGE_TEXT.valueOutOfStock}`).disabled).toBe(false);
    expect(radio(/^Colour/, `Silver ${PRODUCT_PAGE_TEXT.valueOutOfStock}`).disabled).toBe(false);
    expect(facts()).toContain('৳1,000');
    expect(facts()).toContain('Available: 10');
    expect(screen.getByText(PRODUCT_PAGE_TEXT.inStock)).toBeTruthy();
  });

  it('shows the chosen variant’s price, stock and picture, keeps it in the address, disables what it does not sell', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(radio(/^Size/, '34T'));
    expect(screen.getByTestId('search').textContent).toBe('?variant=34b');
    expect(radio(/^Size/, '34T').checked).toBe(true);
    expect(facts()).toContain('৳1,200');
    expect(facts()).toContain('Available: 5');
    expect(screen.getByRole('img', { name: /^Narrow-Wide Chainring/ }).getAttribute('src')).toBe('/api/images/34b');
    // 34T comes in Black only.
    expect(radio(/^Colour/, 'Silver').disabled).toBe(true);
    expect(
      screen.getByRole('link', { name: PRODUCT_PAGE_TEXT.orderLabel({ name: chainring.name }) }).getAttribute('href'),
    ).toBe('/singleservice/p-1?variant=34b');
    // A size whose colour is not sold moves to one that is: 36T keeps Black, sold out.
    await user.click(radio(/^Size/, `36T ${PRODUCT_PAGE_TEXT.valueOutOfStock}`));
    expect(screen.getByTestId('search').textContent).toBe('?variant=36b');
    expect(screen.getByText(PRODUCT_PAGE_TEXT.outOfStock)).toBeTruthy();
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: CART_TEXT.addToCart })).disabled).toBe(true);
  });

  it('opens the variant named in the address', async () => {
    await renderPage('?variant=36s');
    expect(radio(/^Size/, `36T ${PRODUCT_PAGE_TEXT.valueOutOfStock}`).checked).toBe(true);
    expect(radio(/^Colour/, `Silver ${PRODUCT_PAGE_TEXT.valueOutOfStock}`).checked).toBe(true);
    expect(facts()).toContain('৳1,400');
    expect(screen.getByText('CR-36s')).toBeTruthy();
  });

  it('adds the chosen variant to a visitor’s cart, two sizes as two lines', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: CART_TEXT.addToCart }));
    await user.click(radio(/^Size/, '34T'));
    await user.click(await screen.findByRole('button', { name: CART_TEXT.addToCart }));
    await waitFor(() =>
      expect(readLocalCart()).toEqual([
        { productId: 'p-1', variantId: '32b', quantity: 2 },
        { productId: 'p-1', variantId: '34b', quantity: 2 },
      ]),
    );
  });

  it('names the variant when adding to a signed-in buyer’s cart', async () => {
    auth.user = { id: 'u-1', name: 'Karim', email: 'karim@example.com' };
    const user = userEvent.setup();
    await renderPage('?variant=34b');
    await user.click(await screen.findByRole('button', { name: CART_TEXT.addToCart }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ quantity: 2, variantId: '34b' }),
    );
  });

  it('lists the variants in a ProductGroup', async () => {
    const { container } = await renderPage();
    const data = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>,
    );
    const group = data.find((d) => d['@type'] === 'ProductGroup') as {
      variesBy: string[];
      hasVariant: { sku: string; color: string; offers: { price: string; availability: string } }[];
    };
    expect(group.variesBy).toEqual(['https://schema.org/size', 'https://schema.org/color']);
    expect(group.hasVariant.map((v) => [v.sku, v.color, v.offers.price, v.offers.availability])).toEqual([
      ['CR-32b', 'Black', '1000.00', 'https://schema.org/InStock'],
      ['CR-32s', 'Silver', '1000.00', 'https://schema.org/OutOfStock'],
      ['CR-34b', 'Black', '1200.00', 'https://schema.org/InStock'],
      ['CR-36b', 'Black', '1400.00', 'https://schema.org/OutOfStock'],
      ['CR-36s', 'Silver', '1400.00', 'https://schema.org/OutOfStock'],
    ]);
  });

  it('marks a value out of stock in Bangla', async () => {
    await renderPage('', 'bn');
    const BN = textsIn('bn', 'product-page').PRODUCT_PAGE_TEXT;
    expect(screen.getByRole('radio', { name: `36T ${BN.valueOutOfStock}` })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '32T' })).toBeTruthy();
  });
});
