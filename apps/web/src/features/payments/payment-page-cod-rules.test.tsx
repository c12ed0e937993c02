// The payment page where an owner's COD rule applies: cash on delivery is not offered, and the page
// says which rule and why, in plain words (English and Bangla), as GET /orders/{id}/cod answers.
import { cleanup, screen, waitFor } from '@testing-library/react';
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
const NO_ADVANCE = { advance: null, advanceReason: null, advancePaidAt: null };
let order: Order;
let eligibility: CodEligibility;
let api: ApiStub;
const CONFIG: PaymentConfig = {
  provider: 'sandbox',
  mode: 'test',
  methods: [
    { method: 'sandbox', mode: 'test' },
    { method: 'cod', mode: 'live' },
  ],
  cod: { maxTotal: 50_000, fee: 60, ...NO_ADVANCE },
};

beforeEach(() => {
  order = anOrder({ _id: ORDER_ID, price: 720, total: 720, subtotal: 600, shipping: 120 });
  eligibility = { allowed: true, reason: 'allowed', limit: null, total: 780, fee: 60, ...NO_ADVANCE };
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

describe('the payment page and the owner’s COD rules', () => {
  const { PAYMENT_TEXT } = textsIn('en', 'payments');
  const { COD_ELIGIBILITY_TEXT: T } = textsIn('en', 'cod-trust');

  it('offers cash on delivery when no rule refuses it, and asks the server about this order', async () => {
    renderPage();
    expect(await screen.findByRole('radio', { name: PAYMENT_TEXT.methodLabelCod })).toBeTruthy();
    expect(api.calls.some((c) => c.path === `/api/orders/${ORDER_ID}/cod`)).toBe(true);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('a new number above its lower limit: no cash on delivery, with the limit and the total', async () => {
    eligibility = { allowed: false, reason: 'ruleNewNumberLimit', limit: 500, total: 780, fee: 60, ...NO_ADVANCE };
    renderPage();
    expect(await screen.findByText(T.ruleNewNumberLimit({ limit: 500, total: 780 }))).toBeTruthy();
    expect(screen.queryByRole('radio', { name: PAYMENT_TEXT.methodLabelCod })).toBeNull();
  });

  it('a zone the owner left out, and a number with refusals, each say so', async () => {
    eligibility = { allowed: false, reason: 'ruleZone', limit: null, total: 780, fee: 60, ...NO_ADVANCE };
    renderPage();
    expect(await screen.findByText(T.ruleZone)).toBeTruthy();
    cleanup();
    eligibility = { allowed: false, reason: 'ruleRefusals', limit: null, total: 780, fee: 60, ...NO_ADVANCE };
    renderPage();
    expect(await screen.findByText(T.ruleRefusals)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('radio', { name: PAYMENT_TEXT.methodLabelCod })).toBeNull());
  });
});

describe('the payment page’s COD rule in Bangla', () => {
  const { COD_ELIGIBILITY_TEXT: T } = textsIn('bn', 'cod-trust');
  const { PAYMENT_TEXT } = textsIn('bn', 'payments');

  it('says why in Bangla, with Bangla digits', async () => {
    eligibility = { allowed: false, reason: 'ruleNewNumberLimit', limit: 1500, total: 1780, fee: 60, ...NO_ADVANCE };
    renderPage('bn');
    const text = T.ruleNewNumberLimit({ limit: 1500, total: 1780 });
    expect(text).toContain('১,৫০০');
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: PAYMENT_TEXT.methodLabelCod })).toBeNull();
  });
});
