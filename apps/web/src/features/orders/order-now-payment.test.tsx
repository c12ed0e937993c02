// The Order Now form books once and leads on to payment: each submission carries its own
// Idempotency-Key (the same one when that submission is sent again after a lost answer or a double
// tap), the button is disabled while it is sent, and after "Your order is booked" the buyer is on
// the order's payment page.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import { aSavedAddress } from '../../testing/address-factories.ts';
import { apiError, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aProductDetail } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ProductOrderPage } from './product-order-page.tsx';

const { CODE_TEXT } = englishTexts('errors');
const { SUCCESS_TEXT } = englishTexts('feedback');
const { ORDER_TEXT } = englishTexts('orders');
const { SPEC_APP_TEXT } = englishTexts('spec-app');

const swal = vi.hoisted(() => ({ fire: vi.fn() }));
vi.mock('sweetalert2', () => ({ default: swal }));
vi.mock('../../lib/auth.ts', () => import('../../testing/signed-in-session.ts'));

const HOME = aSavedAddress({ id: 'a-home', isDefault: true });
const SHOP = aSavedAddress({
  id: 'a-shop',
  recipientName: 'Karim Uddin',
  divisionId: 'sylhet',
  districtId: 'sylhet',
  areaId: 'sylhet/sylhet-sadar',
  street: 'Zindabazar 3',
});

let api: ApiStub;
const orderPosts = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/api/orders');
const keysSent = () => orderPosts().map((c) => c.headers.get('idempotency-key'));

beforeEach(() => {
  const product = aProductDetail({ _id: 'p-1', name: 'Disc Brake Rotor', minQuantity: 2, maxQuantity: 10, price: 500 });
  api = stubApi({
    'GET /api/products/:id': product,
    'POST /api/orders': { acknowledged: true, insertedId: 'o-1' },
    'GET /api/addresses': [HOME, SHOP],
    'GET /api/delivery/quote': ({ query }) => ({
      subtotal: 1000,
      shipping: 60,
      total: 1060,
      delivery: {
        addressId: query.get('addressId') ?? '',
        zone: 'Dhaka city',
        weightGrams: 1000,
        shipping: 60,
        cod: true,
        served: true,
        freeFrom: null,
      },
    }),
    'GET /api/products/:id/reviews': ({ query }) => ({
      summary: { average: 0, count: 0, distribution: [] },
      items: [],
      page: Number(query.get('page') ?? 1),
      limit: 5,
      total: 0,
      others: 0,
    }),
    'GET /api/products/:id/reviews/mine': { review: null, mayReview: false },
    'GET /api/store/config': {
      currency: 'BDT',
      shippingFee: 120,
      freeShippingFrom: 10000,
      unpaidOrderTtlHours: 48,
      maxOpenUnpaidOrders: 5,
      maxCartLines: 50,
      timeZone: 'Asia/Dhaka',
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  swal.fire.mockReset();
});

function PaymentStandIn() {
  const location = useLocation();
  return (
    <p data-testid="payment">
      {location.pathname} {(location.state as { booked?: boolean } | null)?.booked === true ? 'booked' : ''}
    </p>
  );
}

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/singleservice/:id" element={<ProductOrderPage />} />
      <Route path="/dashboard/payment/:id" element={<PaymentStandIn />} />
    </Routes>,
    { at: '/singleservice/p-1' },
  );
}

/** Purchase, then wait for the default address's quote to enable Order Now. */
async function fillOrderNow() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: SPEC_APP_TEXT.purchase }));
  await waitFor(() =>
    expect(screen.getByRole<HTMLButtonElement>('button', { name: SPEC_APP_TEXT.orderNow }).disabled).toBe(false),
  );
  return user;
}

// A budget for a loaded machine (the first test also loads the page's text areas), not a speed check.
describe('Order Now: once, then payment', () => {
  it('after "Your order is booked" takes the buyer to the order’s payment page', async () => {
    renderPage();
    const user = await fillOrderNow();
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.orderNow }));
    expect((await screen.findByTestId('payment')).textContent).toBe('/dashboard/payment/o-1 booked');
    expect(swal.fire).toHaveBeenCalledWith(expect.objectContaining({ title: SUCCESS_TEXT.orderBooked, timer: 1500 }));
    expect(keysSent()).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  });

  it('sends the same Idempotency-Key again when the same submission is retried after a lost answer', async () => {
    api.on('POST /api/orders', () => {
      throw new TypeError('Failed to fetch');
    });
    renderPage();
    const user = await fillOrderNow();
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.orderNow }));
    expect((await screen.findByRole('alert')).textContent).toBe(CODE_TEXT.NETWORK);
    api.on('POST /api/orders', { acknowledged: true, insertedId: 'o-1' });
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.orderNow }));
    expect((await screen.findByTestId('payment')).textContent).toContain('/dashboard/payment/o-1');
    const [first, retry] = keysSent();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
  });

  it('gives a changed submission a key of its own', async () => {
    api.on('POST /api/orders', apiError(409, 'CONFLICT', 'Too many unpaid orders.'));
    renderPage();
    const user = await fillOrderNow();
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.orderNow }));
    await screen.findByRole('alert');
    // Another address is another submission.
    await user.click(screen.getByRole('radio', { name: 'Karim Uddin Sylhet Sadar, Sylhet' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: SPEC_APP_TEXT.orderNow }).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.orderNow }));
    await waitFor(() => expect(orderPosts()).toHaveLength(2));
    expect(orderPosts().map((c) => (c.body as { addressId: string }).addressId)).toEqual(['a-home', 'a-shop']);
    const [first, second] = keysSent();
    expect(second).not.toBe(first);
  });

  it('disables Order Now while the order is sent, and a double tap books one submission', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.on('POST /api/orders', () =>
      new Promise((resolve) => {
        answer = resolve;
      }).then(() => ({ acknowledged: true as const, insertedId: 'o-1' })),
    );
    renderPage();
    const user = await fillOrderNow();
    await user.dblClick(screen.getByRole('button', { name: SPEC_APP_TEXT.orderNow }));
    const sending = await screen.findByRole<HTMLButtonElement>('button', { name: ORDER_TEXT.placing });
    expect(sending.disabled).toBe(true);
    await waitFor(() => expect(orderPosts().length).toBeGreaterThan(0));
    expect(new Set(keysSent()).size).toBe(1);
    answer(null);
    expect((await screen.findByTestId('payment')).textContent).toContain('/dashboard/payment/o-1');
  });
});
