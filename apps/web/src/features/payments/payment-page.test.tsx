import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_ERROR, PAYMENT_TEXT, SPEC_APP_TEXT, SUCCESS_TEXT } from '@store/shared/messages';
import type { Order, PaymentConfig } from '@store/shared/schemas';
import { PaymentPage } from './payment-page.tsx';

const stripeJs = vi.hoisted(() => ({ loadStripe: vi.fn(async () => null) }));
vi.mock('@stripe/stripe-js', () => stripeJs);
vi.mock('../../lib/auth.ts', () => ({
  useSession: () => ({ user: { id: 'u-1', name: 'Karim', email: 'karim@example.com' }, isLoading: false }),
}));

const ORDER_ID = 'o-1';
const EXPIRY_LABEL = `${PAYMENT_TEXT.expiry} ${PAYMENT_TEXT.expiryFormat}`;
const SECRET = 'pi_sandbox_0123456789abcdef0123456789abcdef_secret_abcdefghijklmnopqrstuv';
const TX = 'pi_sandbox_0123456789abcdef0123456789abcdef';

const baseOrder: Order = {
  _id: ORDER_ID,
  productId: 'p-1',
  productname: 'Carbon Chainring 52T',
  email: 'karim@example.com',
  orderQuanty: 3,
  price: 3751.5,
  unitPrice: 1250.5,
  address: 'Dhaka',
  phone: '01711000000',
  orderId: '',
  paid: false,
  transactionId: null,
  status: 'unpaid',
  createdAt: '2026-03-01T10:00:00.000Z',
  paidAt: null,
  lines: [],
  subtotal: 3631.5,
  shipping: 120,
  total: 3751.5,
  expiresAt: null,
};

let order: Order;
let config: PaymentConfig;
let requests: { method: string; url: string; body: unknown }[];
let confirmAnswer: () => Response;
let releaseIntent: () => void;
let intentGate: Promise<void>;

beforeEach(() => {
  order = { ...baseOrder };
  config = { provider: 'sandbox' };
  requests = [];
  intentGate = Promise.resolve();
  releaseIntent = () => undefined;
  confirmAnswer = () =>
    Response.json({ paymentIntent: { id: TX, status: 'succeeded', amount: order.price, currency: 'bdt' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, url, body });
      if (method === 'GET' && url === `/api/orders/${ORDER_ID}`) return Response.json(order);
      if (method === 'GET' && url === '/api/payments/config') return Response.json(config);
      if (method === 'POST' && url === '/api/create-payment-intent') {
        await intentGate;
        return Response.json({ clientSecret: SECRET });
      }
      if (method === 'POST' && url === '/api/payments/sandbox/confirm') return confirmAnswer();
      if (method === 'PATCH' && url === `/api/orders/${ORDER_ID}`) {
        order = { ...order, paid: true, status: 'paid', transactionId: TX, paidAt: '2026-03-01T11:00:00.000Z' };
        return Response.json({ _id: ORDER_ID, paid: true, status: 'paid', transactionId: TX, paidAt: order.paidAt });
      }
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  stripeJs.loadStripe.mockClear();
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['myOrders', 'karim@example.com'], [order]);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/dashboard/payment/${ORDER_ID}`]}>
        <Routes>
          <Route path="/dashboard/payment/:id" element={<PaymentPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient, user: userEvent.setup() };
}

const payButton = () => screen.getByRole('button', { name: SPEC_APP_TEXT.payButton });

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string, expiry = '1249', cvc = '123') {
  await user.type(screen.getByLabelText(PAYMENT_TEXT.cardNumber), number);
  await user.type(screen.getByLabelText(EXPIRY_LABEL), expiry);
  await user.type(screen.getByLabelText(PAYMENT_TEXT.cvc), cvc);
  await user.type(screen.getByLabelText(PAYMENT_TEXT.postalCode), '1207');
}

describe('PaymentPage (sandbox)', () => {
  it('shows the product name and the amount to pay, and keeps Pay disabled until the client secret exists', async () => {
    intentGate = new Promise((resolve) => (releaseIntent = resolve));
    renderPage();
    expect(await screen.findByText('Carbon Chainring 52T')).toBeTruthy();
    expect(screen.getByText('৳3,751.50')).toBeTruthy();
    expect(payButton()).toHaveProperty('disabled', true);
    releaseIntent();
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    const intentCall = requests.find((r) => r.url === '/api/create-payment-intent');
    expect(intentCall?.body).toEqual({ price: 3751.5, order: ORDER_ID });
  });

  it('formats the card as you type and shows its brand', async () => {
    const { user } = renderPage();
    const number = await screen.findByLabelText(PAYMENT_TEXT.cardNumber);
    await user.type(number, '4242424242424242999');
    expect((number as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    expect(screen.getByText('Visa')).toBeTruthy();
    const expiry = screen.getByLabelText(EXPIRY_LABEL);
    await user.type(expiry, '4');
    expect((expiry as HTMLInputElement).value).toBe('04 / ');
    await user.type(expiry, '29');
    expect((expiry as HTMLInputElement).value).toBe('04 / 29');
    const cvc = screen.getByLabelText(PAYMENT_TEXT.cvc);
    await user.type(cvc, '1a2b3');
    expect((cvc as HTMLInputElement).value).toBe('123');
  });

  it('shows inline errors on the field they concern', async () => {
    const { user } = renderPage();
    const number = await screen.findByLabelText(PAYMENT_TEXT.cardNumber);
    await user.type(number, '4242424242424241');
    await user.tab();
    expect(screen.getByText(CARD_ERROR.invalidNumber)).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText(EXPIRY_LABEL), '0120');
    await user.tab();
    expect(screen.getByText(CARD_ERROR.pastExpiry)).toBeTruthy();
  });

  it('pays with 4242 4242 4242 4242: the success message and transaction id, the order PATCHed, Pay disabled', async () => {
    const { user, queryClient } = renderPage();
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    await fillCard(user, '4242424242424242');
    await user.click(payButton());
    expect(await screen.findByText(SUCCESS_TEXT.paymentCompleted)).toBeTruthy();
    expect(screen.getByText(TX)).toBeTruthy();
    expect(payButton()).toHaveProperty('disabled', true);
    const confirmCall = requests.find((r) => r.url === '/api/payments/sandbox/confirm');
    expect(confirmCall?.body).toEqual({
      clientSecret: SECRET,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2049, cvc: '123', postalCode: '1207' },
    });
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ order: ORDER_ID, transactionId: TX }),
    );
    await waitFor(() => expect(queryClient.getQueryState(['myOrders', 'karim@example.com'])?.isInvalidated).toBe(true));
    // The order now reads as paid, and the page still shows this payment's result.
    expect(screen.getByText(SUCCESS_TEXT.paymentCompleted)).toBeTruthy();
  });

  it("shows the provider's error in red for a declined card, records nothing, and lets another card be tried", async () => {
    confirmAnswer = () =>
      Response.json({ error: { code: 'CARD_ERROR', message: CARD_ERROR.declined } }, { status: 402 });
    const { user } = renderPage();
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    await fillCard(user, '4000000000000002');
    await user.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(CARD_ERROR.declined);
    expect(alert.className).toContain('text-error');
    expect(payButton()).toHaveProperty('disabled', true);
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
    await user.type(screen.getByLabelText(PAYMENT_TEXT.postalCode), '8');
    expect(payButton()).toHaveProperty('disabled', false);
    expect(screen.queryByText(CARD_ERROR.declined)).toBeNull();
  });

  it('refuses an incomplete card without calling the server', async () => {
    const { user } = renderPage();
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    await user.type(screen.getByLabelText(PAYMENT_TEXT.cardNumber), '4242');
    await user.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toBe(CARD_ERROR.incompleteNumber);
    expect(requests.some((r) => r.url === '/api/payments/sandbox/confirm')).toBe(false);
  });

  it('shows a paid order as paid, with no card input and no intent', async () => {
    order = { ...order, paid: true, status: 'paid', transactionId: 'pi_sandbox_x' };
    renderPage();
    expect(await screen.findByText(PAYMENT_TEXT.paidAlready)).toBeTruthy();
    expect(screen.getByText('pi_sandbox_x')).toBeTruthy();
    expect(screen.queryByRole('button', { name: SPEC_APP_TEXT.payButton })).toBeNull();
    expect(requests.some((r) => r.url === '/api/create-payment-intent')).toBe(false);
  });

  it("offers no card input on someone else's order (an admin looking at it) and asks for no intent", async () => {
    order = { ...order, email: 'someone.else@example.com' };
    renderPage();
    expect(await screen.findByText(PAYMENT_TEXT.notYourOrder)).toBeTruthy();
    expect(screen.queryByRole('button', { name: SPEC_APP_TEXT.payButton })).toBeNull();
    expect(requests.some((r) => r.url === '/api/create-payment-intent')).toBe(false);
  });

  it('never loads Stripe.js with the sandbox provider', async () => {
    renderPage();
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();
  });
});

describe('PaymentPage (stripe)', () => {
  it('loads Stripe.js with the publishable key from the configuration call, and says so when it cannot', async () => {
    config = { provider: 'stripe', publishableKey: 'pk_test_123' };
    renderPage();
    expect(await screen.findByText(PAYMENT_TEXT.cardFormFailed)).toBeTruthy();
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(payButton()).toHaveProperty('disabled', true);
    expect(screen.queryByLabelText(PAYMENT_TEXT.cardNumber)).toBeNull();
  });
});
