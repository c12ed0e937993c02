import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import type { Cart } from '@store/shared/schemas';
import { writeLocalCart } from '../../lib/cart.ts';
import { type ApiStub, apiError, stubApi } from '../../testing/api-stub.ts';
import { aProductDetail } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { QuoteRequestPage } from './quote-request-page.tsx';

const { QUOTE_REQUEST_TEXT: T } = textsIn('en', 'quotes-ui');
const { QUOTE_ERROR } = textsIn('en', 'quotes');

const auth = vi.hoisted(() => ({
  user: null as { id: string; name: string; email: string; phoneNumber?: string | null } | null,
}));
vi.mock('../../lib/auth.ts', () => ({ useSession: () => ({ user: auth.user, isLoading: false }) }));

const CHAIN = aProductDetail({
  _id: 'p-chain',
  name: 'Steel Chain',
  minQuantity: 10,
  maxQuantity: 40,
  price: 100,
  options: [{ name: 'Speed', values: ['9', '11'] }],
  variants: [
    { _id: 'v-9', options: ['9'], title: '9', sku: null, price: 100, minQuantity: 10, maxQuantity: 40, img: null },
    { _id: 'v-11', options: ['11'], title: '11', sku: null, price: 120, minQuantity: 5, maxQuantity: 8, img: null },
  ],
});
const ROTOR = aProductDetail({ _id: 'p-rotor', name: 'Disc Brake Rotor', minQuantity: 2, maxQuantity: 0 });

const CART: Cart = {
  lines: [
    {
      productId: 'p-chain',
      variantId: 'v-11',
      variantTitle: '11',
      sku: null,
      productname: 'Steel Chain',
      img: '/favicon.svg',
      unitPrice: 120,
      quantity: 6,
      lineTotal: 720,
      minQuantity: 5,
      stock: 8,
      problem: null,
      currentPrice: null,
    },
  ],
  subtotal: 720,
  shipping: 120,
  total: 840,
  currency: 'BDT',
  weightGrams: 0,
  delivery: null,
};

let api: ApiStub;
beforeEach(() => {
  auth.user = { id: 'u-1', name: 'Karim Rahman', email: 'karim@example.com', phoneNumber: '+8801711000000' };
  localStorage.clear();
  api = stubApi({
    'GET /api/cart': CART,
    'GET /api/products/:id': (call) => (call.params.id === 'p-rotor' ? ROTOR : CHAIN),
    'GET /api/products': [ROTOR],
    'POST /api/quotes': { id: 'q-1', key: 'k-1' },
  });
});
afterEach(() => cleanup());

const noViolations = async (container: HTMLElement) => {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
};

describe('QuoteRequestPage', () => {
  it('starts from the cart and the profile, adds a product by search and sends the request', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<QuoteRequestPage />, { at: '/quote?from=cart' });
    expect(await screen.findByRole('heading', { name: 'Steel Chain' })).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: T.variant }).value).toBe('v-11');
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: T.quantity }).value).toBe('6');
    expect(screen.getByText(/In stock: 8\. We can make more\./)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: T.nameLabel }).value).toBe('Karim Rahman');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: T.emailLabel }).value).toBe('karim@example.com');
    await noViolations(container);

    await user.type(screen.getByRole('searchbox', { name: T.searchLabel }), 'rotor{Enter}');
    await user.click(await screen.findByRole('button', { name: T.add({ name: 'Disc Brake Rotor' }) }));
    expect(await screen.findByRole('heading', { name: 'Disc Brake Rotor' })).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/products' && c.query.get('q') === 'rotor')).toBe(true);
    const [, rotorQuantity] = screen.getAllByRole('spinbutton', { name: T.quantity });
    expect((rotorQuantity as HTMLInputElement).value).toBe('2');
    await user.clear(rotorQuantity as HTMLElement);
    await user.type(rotorQuantity as HTMLElement, '500');
    await user.type(screen.getByRole('textbox', { name: T.noteLabel }), 'Before Eid, please.');
    await user.click(screen.getByRole('button', { name: T.submit }));

    const status = await screen.findByRole('status');
    expect(within(status).getByText(T.sent)).toBeTruthy();
    expect(within(status).getByRole('link', { name: T.open }).getAttribute('href')).toBe('/quotes/q-1?key=k-1');
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      lines: [
        { productId: 'p-chain', variantId: 'v-11', quantity: 6 },
        { productId: 'p-rotor', variantId: 'p-rotor', quantity: 500 },
      ],
      note: 'Before Eid, please.',
      name: 'Karim Rahman',
      email: 'karim@example.com',
      phone: '+8801711000000',
      locale: 'en',
    });
  });

  it('refuses in the browser what the schema refuses, and shows the server field errors at their fields', async () => {
    const user = userEvent.setup();
    auth.user = null;
    renderWithProviders(<QuoteRequestPage />, { at: '/quote' });
    await user.click(await screen.findByRole('button', { name: T.submit }));
    expect(screen.getByText(QUOTE_ERROR.noLines({ max: 50 }))).toBeTruthy();
    expect(screen.getByText(QUOTE_ERROR.name({ max: 100 }))).toBeTruthy();
    expect(screen.getByText(QUOTE_ERROR.reachable)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('searchbox', { name: T.searchLabel }), 'rotor');
    await user.click(screen.getByRole('button', { name: T.search }));
    await user.click(await screen.findByRole('button', { name: T.add({ name: 'Disc Brake Rotor' }) }));
    await screen.findByRole('heading', { name: 'Disc Brake Rotor' });
    await user.type(screen.getByRole('textbox', { name: T.nameLabel }), 'Rahim');
    await user.type(screen.getByRole('textbox', { name: T.emailLabel }), 'rahim@example.com');
    api.on(
      'POST /api/quotes',
      apiError(400, 'VALIDATION_FAILED', 'Some fields are not valid.', {
        'lines.0.quantity': 'Minimum Order Quantity is 2',
      }),
    );
    await user.click(screen.getByRole('button', { name: T.submit }));
    const quantity = screen.getByRole('spinbutton', { name: T.quantity });
    expect(await screen.findByText('Minimum Order Quantity is 2')).toBeTruthy();
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Some fields are not valid.');
  });

  it('reads in Bangla and starts from this browser s cart for a visitor', async () => {
    auth.user = null;
    writeLocalCart([{ productId: 'p-chain', variantId: 'v-9', quantity: 12 }]);
    const { container } = renderWithProviders(<QuoteRequestPage />, { at: '/bn/quote?from=cart', locale: 'bn' });
    expect(await screen.findByRole('heading', { name: 'Steel Chain' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'দাম জানতে চান', level: 1 })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'পরিমাণ' }).value).toBe('12');
    expect(screen.getByText(/সর্বনিম্ন অর্ডার ১০/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'অনুরোধ পাঠান' })).toBeTruthy();
    await noViolations(container);
  });
});
