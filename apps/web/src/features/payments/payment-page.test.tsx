import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { Order, PaymentConfig } from '@store/shared/schemas';
import { apiError, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { anOrder } from '../../testing/factories.ts';
import { newTestQueryClient, renderWithProviders } from '../../testing/render.tsx';
import { PaymentPage } from './payment-page.tsx';

const stripeJs = vi.hoisted(() => ({ loadStripe: vi.fn(async () => null) }));
vi.mock('@stripe/stripe-js', () => stripeJs);
vi.mock('../../lib/auth.ts', () => import('../../testing/signed-in-session.ts'));

const { CARD_ERROR, PAYMENT_TEXT } = englishTexts('payments');
const { SPEC_APP_TEXT } = englishTexts('spec-app');
const { SUCCESS_TEXT } = englishTexts('feedback');
const { TEST_MODE_TEXT } = englishTexts('test-mode');

const ORDER_ID = 'o-1';
const EXPIRY_LABEL = `${PAYMENT_TEXT.expiry} ${PAYMENT_TEXT.expiryFormat}`;
const SECRET = 'pi_sandbox_0123456789abcdef0123456789abcdef_secret_abcdefghijklmnopqrstuv';
const TX = 'pi_sandbox_0123456789abcdef0123456789abcdef';

let order: Order;
let config: PaymentConfig;
let api: ApiStub;
let releaseIntent: () => void;
let intentGate: Promise<void>;

beforeEach(() => {
  order = anOrder({
    _id: ORDER_ID,
    productname: 'Carbon Chainring 52T',
    price: 3751.5,
    unitPrice: 1250.5,
    lines: [
      { productId: 'p-1', productname: 'Carbon Chainring 52T', unitPrice: 1250.5, quantity: 3, lineTotal: 3751.5 },
    ],
    subtotal: 3751.5,
    shipping: 0,
    total: 3751.5,
  });
  config = { provider: 'sandbox', mode: 'test', methods: [{ method: 'sandbox', mode: 'test' }], cod: null };
  intentGate = Promise.resolve();
  releaseIntent = () => undefined;
  api = stubApi({
    'GET /api/orders/:id': () => order,
    'GET /api/payments/config': () => config,
    'POST /api/create-payment-intent': async () => {
      await intentGate;
      return { clientSecret: SECRET };
    },
    'POST /api/payments/sandbox/confirm': () => ({
      paymentIntent: { id: TX, status: 'succeeded', amount: order.price, currency: 'bdt' },
    }),
    'PATCH /api/orders/:id': () => {
      order = { ...order, paid: true, status: 'paid', transactionId: TX, paidAt: '2026-03-01T11:00:00.000Z' };
      return { _id: ORDER_ID, paid: true, status: 'paid', transactionId: TX, paidAt: order.paidAt };
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  stripeJs.loadStripe.mockClear();
});

function renderPage() {
  const queryClient = newTestQueryClient();
  queryClient.setQueryData(['myOrders', 'karim@example.com'], [order]);
  renderWithProviders(<PaymentPage />, {
    at: `/dashboard/payment/${ORDER_ID}`,
    path: '/dashboard/payment/:id',
    queryClient,
  });
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
    const intentCall = api.calls.find((r) => r.url === '/api/create-payment-intent');
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
    const confirmCall = api.calls.find((r) => r.url === '/api/payments/sandbox/confirm');
    expect(confirmCall?.body).toEqual({
      clientSecret: SECRET,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2049, cvc: '123', postalCode: '1207' },
    });
    await waitFor(() =>
      expect(api.calls.find((r) => r.method === 'PATCH')?.body).toEqual({ order: ORDER_ID, transactionId: TX }),
    );
    await waitFor(() => expect(queryClient.getQueryState(['myOrders', 'karim@example.com'])?.isInvalidated).toBe(true));
    // The order now reads as paid, and the page still shows this payment's result.
    expect(screen.getByText(SUCCESS_TEXT.paymentCompleted)).toBeTruthy();
  });

  it("shows the provider's error in red for a declined card, records nothing, and lets another card be tried", async () => {
    api.on('POST /api/payments/sandbox/confirm', apiError(402, 'CARD_ERROR', CARD_ERROR.declined));
    const { user } = renderPage();
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    await fillCard(user, '4000000000000002');
    await user.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(CARD_ERROR.declined);
    expect(alert.className).toContain('text-error');
    expect(payButton()).toHaveProperty('disabled', true);
    expect(api.calls.some((r) => r.method === 'PATCH')).toBe(false);
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
    expect(api.calls.some((r) => r.url === '/api/payments/sandbox/confirm')).toBe(false);
  });

  it('shows a paid order as paid, with no card input and no intent', async () => {
    order = { ...order, paid: true, status: 'paid', transactionId: 'pi_sandbox_x' };
    renderPage();
    expect(await screen.findByText(PAYMENT_TEXT.paidAlready)).toBeTruthy();
    expect(screen.getByText('pi_sandbox_x')).toBeTruthy();
    expect(screen.queryByRole('button', { name: SPEC_APP_TEXT.payButton })).toBeNull();
    expect(api.calls.some((r) => r.url === '/api/create-payment-intent')).toBe(false);
  });

  it('says when the order no longer holds its pieces, and still offers to pay while they last', async () => {
    order = { ...order, holdLapsed: true };
    renderPage();
    expect(await screen.findByText(PAYMENT_TEXT.holdLapsed)).toBeTruthy();
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
  });

  it('says nothing of the hold while the order still holds its pieces', async () => {
    renderPage();
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    expect(screen.queryByText(PAYMENT_TEXT.holdLapsed)).toBeNull();
  });

  it("offers no card input on someone else's order (an admin looking at it) and asks for no intent", async () => {
    order = { ...order, email: 'someone.else@example.com' };
    renderPage();
    expect(await screen.findByText(PAYMENT_TEXT.notYourOrder)).toBeTruthy();
    expect(screen.queryByRole('button', { name: SPEC_APP_TEXT.payButton })).toBeNull();
    expect(api.calls.some((r) => r.url === '/api/create-payment-intent')).toBe(false);
  });

  it('never loads Stripe.js with the sandbox provider', async () => {
    renderPage();
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();
  });
});

describe('PaymentPage (stripe)', () => {
  it('loads Stripe.js with the publishable key from the configuration call, and says so when it cannot', async () => {
    config = {
      provider: 'stripe',
      mode: 'test',
      publishableKey: 'pk_test_123',
      methods: [{ method: 'stripe', mode: 'test' }],
      cod: null,
    };
    renderPage();
    expect(await screen.findByText(PAYMENT_TEXT.cardFormFailed)).toBeTruthy();
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(payButton()).toHaveProperty('disabled', true);
    expect(screen.queryByLabelText(PAYMENT_TEXT.cardNumber)).toBeNull();
  });
});

describe('PaymentPage test cards', () => {
  it('lists the test cards and what each does while payments are in test mode', async () => {
    renderPage();
    const cards = await screen.findByRole('region', { name: TEST_MODE_TEXT.cardsHeading });
    expect(cards.textContent).toContain('4242 4242 4242 4242');
    expect(cards.textContent).toContain('4000 0000 0000 0002');
    expect(screen.getAllByRole('row')).toHaveLength(
      Object.keys(TEST_MODE_TEXT).filter((key) => /^cards\dOutcome$/.test(key)).length + 1,
    );
  });

  it('lists none when payments are live', async () => {
    config = {
      provider: 'stripe',
      mode: 'live',
      publishableKey: 'pk_live_123',
      methods: [{ method: 'stripe', mode: 'live' }],
      cod: null,
    };
    renderPage();
    expect(await screen.findByText(PAYMENT_TEXT.cardFormFailed)).toBeTruthy();
    expect(screen.queryByRole('region', { name: TEST_MODE_TEXT.cardsHeading })).toBeNull();
    expect(screen.queryByText(/4242 4242 4242 4242/)).toBeNull();
  });
});
