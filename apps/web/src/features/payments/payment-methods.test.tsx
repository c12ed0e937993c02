// The payment page with several methods: one choice per enabled method, cash on delivery only within
// its limit (with the reason when not), SSLCommerz sends the browser to its page, cash on delivery
// books the order, and the page says how the browser came back from SSLCommerz.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import { formatTaka } from '@store/shared/money';
import type { Order, PaymentConfig } from '@store/shared/schemas';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { anOrder } from '../../testing/factories.ts';
import { newTestQueryClient, renderWithProviders } from '../../testing/render.tsx';
import { PaymentPage } from './payment-page.tsx';

vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(async () => null) }));
vi.mock('../../lib/auth.ts', () => import('../../testing/signed-in-session.ts'));

const { PAYMENT_TEXT } = englishTexts('payments');

const ORDER_ID = 'o-1';
const GATEWAY = 'https://sandbox.sslcommerz.com/EasyCheckOut/testcde123';

let order: Order;
let config: PaymentConfig;
let api: ApiStub;
const assign = vi.fn();

beforeEach(() => {
  order = anOrder({ _id: ORDER_ID, price: 3751.5, total: 3751.5, subtotal: 3751.5, shipping: 0 });
  config = {
    provider: 'sandbox',
    mode: 'test',
    methods: [
      { method: 'sslcommerz', mode: 'test' },
      { method: 'cod', mode: 'live' },
      { method: 'sandbox', mode: 'test' },
    ],
    cod: { maxTotal: 50_000, fee: 50 },
  };
  api = stubApi({
    'GET /api/orders/:id': () => order,
    'GET /api/payments/config': () => config,
    'POST /api/create-payment-intent': () => ({ clientSecret: 'pi_sandbox_x_secret_y' }),
    'POST /api/payments/sslcommerz/session': () => ({ gatewayUrl: GATEWAY }),
    'POST /api/payments/cod': () => {
      order = { ...order, paymentMethod: 'cod', paymentFee: 50, price: 3801.5, total: 3801.5 };
      return order;
    },
  });
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  assign.mockClear();
});

function renderPage(search = '') {
  renderWithProviders(<PaymentPage />, {
    at: `/dashboard/payment/${ORDER_ID}${search}`,
    path: '/dashboard/payment/:id',
    queryClient: newTestQueryClient(),
  });
  return userEvent.setup();
}

describe('PaymentPage with several methods', () => {
  it('offers each enabled method in order, the first chosen, and asks for no card intent until a card is chosen', async () => {
    const user = renderPage();
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => r.parentElement?.textContent)).toEqual([
      PAYMENT_TEXT.methodLabelSslcommerz,
      PAYMENT_TEXT.methodLabelCod,
      PAYMENT_TEXT.methodLabelSandbox,
    ]);
    expect(screen.getByRole('radio', { name: PAYMENT_TEXT.methodLabelSslcommerz })).toHaveProperty('checked', true);
    expect(screen.getByRole('group', { name: PAYMENT_TEXT.chooseMethod })).toBeTruthy();
    expect(api.calls.some((c) => c.url === '/api/create-payment-intent')).toBe(false);
    await user.click(screen.getByRole('radio', { name: PAYMENT_TEXT.methodLabelSandbox }));
    expect(await screen.findByLabelText(PAYMENT_TEXT.cardNumber)).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.url === '/api/create-payment-intent')).toBe(true));
  });

  it('SSLCommerz: Continue opens a session for the order and sends the browser to the gateway page', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: PAYMENT_TEXT.payWithSslcommerz }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(GATEWAY));
    expect(api.calls.find((c) => c.url === '/api/payments/sslcommerz/session')?.body).toEqual({ order: ORDER_ID });
  });

  it('cash on delivery: states its fee, books the order, and then says the shop will call', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('radio', { name: PAYMENT_TEXT.methodLabelCod }));
    expect(screen.getByText(PAYMENT_TEXT.codFee({ fee: formatTaka(50) }))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: PAYMENT_TEXT.codConfirmOrder }));
    expect(await screen.findByText(PAYMENT_TEXT.codPending)).toBeTruthy();
    expect(api.calls.find((c) => c.url === '/api/payments/cod')?.body).toEqual({ order: ORDER_ID });
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('hides cash on delivery above its limit, with the reason', async () => {
    config = { ...config, cod: { maxTotal: 3000, fee: 0 } };
    renderPage();
    await screen.findByRole('radio', { name: PAYMENT_TEXT.methodLabelSslcommerz });
    expect(screen.queryByRole('radio', { name: PAYMENT_TEXT.methodLabelCod })).toBeNull();
    expect(screen.getByText(PAYMENT_TEXT.codAboveLimit({ limit: formatTaka(3000) }))).toBeTruthy();
  });

  it("hides cash on delivery where the order's zone does not offer it, with the reason", async () => {
    order = { ...order, codOffered: false };
    renderPage();
    await screen.findByRole('radio', { name: PAYMENT_TEXT.methodLabelSslcommerz });
    expect(screen.queryByRole('radio', { name: PAYMENT_TEXT.methodLabelCod })).toBeNull();
    expect(screen.getByText(PAYMENT_TEXT.codNotInZone)).toBeTruthy();
  });

  it('a confirmed cash-on-delivery order shows its state, not a way to pay', async () => {
    order = { ...order, paymentMethod: 'cod', status: 'processing', cashToCollect: 3751.5 };
    renderPage();
    expect(await screen.findByText(PAYMENT_TEXT.codConfirmed)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it.each([
    ['failed', PAYMENT_TEXT.gatewayResultFailed],
    ['cancelled', PAYMENT_TEXT.gatewayResultCancelled],
    ['unverified', PAYMENT_TEXT.gatewayResultUnverified],
  ] as const)('back from SSLCommerz (%s): says so and still offers to pay', async (result, text) => {
    renderPage(`?gateway=${result}`);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('button', { name: PAYMENT_TEXT.payWithSslcommerz })).toBeTruthy();
  });

  it('back from SSLCommerz paid: thanks the buyer and shows the order paid', async () => {
    order = { ...order, paid: true, status: 'paid', transactionId: 'O1234', paymentMethod: 'sslcommerz' };
    renderPage('?gateway=paid');
    expect(await screen.findByText(PAYMENT_TEXT.gatewayResultPaid)).toBeTruthy();
    expect(screen.getByText(PAYMENT_TEXT.paidAlready)).toBeTruthy();
  });
});
