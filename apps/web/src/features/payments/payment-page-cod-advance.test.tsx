// The payment page where the COD rules ask the delivery fee online first (rule b): it says so in plain
// words (English and Bangla), offers the online methods for that amount only, and once it is paid says how
// much is left to pay in cash.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@store/shared/i18n/locales';
import { textsIn } from '@store/shared/i18n/server';
import type { CodEligibility, Order, PaymentConfig } from '@store/shared/schemas';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { anOrder } from '../../testing/factories.ts';
import { newTestQueryClient, renderWithProviders } from '../../testing/render.tsx';
import { PaymentPage } from './payment-page.tsx';

vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(async () => null) }));
vi.mock('../../lib/auth.ts', () => import('../../testing/signed-in-session.ts'));

const ORDER_ID = 'o-1';
let order: Order;
let eligibility: CodEligibility;
let api: ApiStub;
const CONFIG: PaymentConfig = {
  provider: 'sandbox',
  mode: 'test',
  methods: [
    { method: 'sandbox', mode: 'test' },
    { method: 'sslcommerz', mode: 'test' },
    { method: 'cod', mode: 'live' },
  ],
  cod: { maxTotal: 50_000, fee: 60 },
};

/** A cash-on-delivery order of ৳780 (with the fee) whose ৳120 delivery fee is asked first. */
const codOrder = (overrides: Partial<Order> = {}) =>
  anOrder({
    _id: ORDER_ID,
    price: 780,
    total: 780,
    subtotal: 600,
    shipping: 120,
    paymentFee: 60,
    paymentMethod: 'cod',
    codAdvance: 120,
    codAdvanceReason: 'outsideDhaka',
    codAdvancePaidAt: null,
    ...overrides,
  });

beforeEach(() => {
  order = codOrder();
  eligibility = {
    allowed: true,
    reason: 'allowed',
    limit: null,
    total: 780,
    fee: 60,
    advance: 120,
    advanceReason: 'firstTime',
    advancePaidAt: null,
  };
  api = stubApi({
    'GET /api/orders/:id': () => order,
    'GET /api/payments/config': CONFIG,
    'GET /api/orders/:id/cod': () => eligibility,
    'POST /api/create-payment-intent': { clientSecret: 'pi_sandbox_x_secret_y' },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(locale: Locale = 'en') {
  renderWithProviders(<PaymentPage />, {
    at: `/dashboard/payment/${ORDER_ID}`,
    path: '/dashboard/payment/:id',
    queryClient: newTestQueryClient(),
    locale,
  });
}

describe('the payment page and the advance delivery fee', () => {
  const { PAYMENT_TEXT } = textsIn('en', 'payments');
  const { COD_ADVANCE_TEXT: A } = textsIn('en', 'cod-trust');

  it('says why the delivery fee is paid first and prepares a payment of that amount only', async () => {
    renderPage();
    const text =
      'Cash on delivery needs the delivery fee ৳120 paid online first, because the address is outside Dhaka.';
    expect(await screen.findByText(text)).toBeTruthy();
    expect(A.due({ advance: 120, reason: A.reasonOutsideDhaka })).toBe(text);
    expect(screen.getByRole('heading', { name: A.payHeading({ advance: 120 }) })).toBeTruthy();
    expect(screen.getByRole('radio', { name: PAYMENT_TEXT.methodLabelSslcommerz })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: PAYMENT_TEXT.methodLabelCod })).toBeNull();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/create-payment-intent')).toBe(true));
    expect(api.calls.find((c) => c.path === '/api/create-payment-intent')?.body).toEqual({
      price: 120,
      order: ORDER_ID,
    });
  });

  it('once the fee is paid, says what is left to pay in cash', async () => {
    order = codOrder({ codAdvancePaidAt: '2030-01-01T10:00:00.000Z' });
    renderPage();
    expect(await screen.findByText('Delivery fee paid; pay ৳660 in cash on delivery.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: A.payHeading({ advance: 120 }) })).toBeNull();
    expect(api.calls.some((c) => c.path === '/api/create-payment-intent')).toBe(false);
  });

  it('tells before cash on delivery is chosen that the fee will be asked first', async () => {
    order = anOrder({ _id: ORDER_ID, price: 720, total: 720, subtotal: 600, shipping: 120 });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('radio', { name: PAYMENT_TEXT.methodLabelCod }));
    expect(await screen.findByText(A.needed({ advance: 120, reason: A.reasonFirstTime }))).toBeTruthy();
  });
});

describe('the advance delivery fee in Bangla', () => {
  const { COD_ADVANCE_TEXT: A } = textsIn('bn', 'cod-trust');

  it('says why, and what is left in cash once paid', async () => {
    order = codOrder({ codAdvanceReason: 'pastRefusal' });
    renderPage('bn');
    expect(await screen.findByText(A.due({ advance: 120, reason: A.reasonPastRefusal }))).toBeTruthy();
    cleanup();
    order = codOrder({ codAdvancePaidAt: '2030-01-01T10:00:00.000Z' });
    renderPage('bn');
    expect(await screen.findByText(A.paid({ cash: 660 }))).toBeTruthy();
  });
});
