// The payment page in Bangla (/dashboard/payment/{id}): its texts, prices and dates in Bangla, the
// card rules' messages in Bangla as you type, and the API's English refusals shown in Bangla through
// their catalogue references (messageId, fieldIds), as the API answers them.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateIn } from '@store/shared/i18n/format';
import { resolveMessageIn } from '@store/shared/i18n/server';
import { ErrorBodySchema, type Order, type PaymentConfig } from '@store/shared/schemas';
import { type ApiStub, StubAnswer, stubApi } from '../../testing/api-stub.ts';
import { anOrder } from '../../testing/factories.ts';
import { newTestQueryClient, renderWithProviders } from '../../testing/render.tsx';
import { TestModeBanner } from './components/test-mode-banner.tsx';
import { PaymentPage } from './payment-page.tsx';

vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(async () => null) }));
vi.mock('../../lib/auth.ts', () => import('../../testing/signed-in-session.ts'));

const ORDER_ID = 'o-1';
const TX = 'pi_sandbox_0123456789abcdef0123456789abcdef';
const SANDBOX_ONLY: PaymentConfig = {
  provider: 'sandbox',
  mode: 'test',
  methods: [{ method: 'sandbox', mode: 'test' }],
  cod: null,
};

/** A refusal as the API sends it: the English message, and the catalogue reference it came from. */
function refusal(status: number, code: string, ref: string, field?: string) {
  return new StubAnswer(
    status,
    {
      error: {
        code,
        message: resolveMessageIn('en', ref),
        messageId: ref,
        ...(field ? { fields: { [field]: resolveMessageIn('en', ref) }, fieldIds: { [field]: ref } } : {}),
      },
    },
    {},
    ErrorBodySchema,
  );
}

let order: Order;
let config: PaymentConfig;
let api: ApiStub;

beforeEach(() => {
  order = anOrder({
    _id: ORDER_ID,
    productname: 'Carbon Chainring 52T',
    orderQuanty: 3,
    price: 3751.5,
    unitPrice: 1250.5,
    subtotal: 3751.5,
    shipping: 0,
    total: 3751.5,
  });
  config = SANDBOX_ONLY;
  api = stubApi({
    'GET /api/orders/:id': () => order,
    'GET /api/payments/config': () => config,
    'POST /api/create-payment-intent': () => ({ clientSecret: `${TX}_secret_abcdefghijklmnopqrstuv` }),
    'POST /api/payments/sandbox/confirm': () => ({
      paymentIntent: { id: TX, status: 'succeeded', amount: order.price, currency: 'bdt' },
    }),
    'PATCH /api/orders/:id': () => ({
      _id: ORDER_ID,
      paid: true,
      status: 'paid',
      transactionId: TX,
      paidAt: '2026-03-01T11:00:00.000Z',
    }),
    'POST /api/payments/sslcommerz/session': () => ({ gatewayUrl: 'https://sandbox.sslcommerz.com/x' }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(at: string | { pathname: string; state?: unknown } = `/dashboard/payment/${ORDER_ID}`) {
  renderWithProviders(<PaymentPage />, {
    at,
    path: '/dashboard/payment/:id',
    queryClient: newTestQueryClient(),
    locale: 'bn',
  });
  return userEvent.setup();
}

/** The card form's one button, Pay (the spec-app area's text). */
const payButton = () => within(screen.getByRole('form', { name: 'কার্ডের তথ্য' })).getByRole('button');

describe('PaymentPage in Bangla', () => {
  it('shows its heading, the order in Bangla digits, the card form and the test cards in Bangla', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'পেমেন্ট' })).toBeTruthy();
    expect(screen.getByText('মোট পরিশোধ')).toBeTruthy();
    expect(screen.getByText('৳৩,৭৫১.৫০')).toBeTruthy();
    expect(screen.getByText('৩')).toBeTruthy();
    // The product's name is data: kept as it is, and marked so.
    expect(screen.getByText('Carbon Chainring 52T').getAttribute('translate')).toBe('no');
    expect(screen.getByRole('form', { name: 'কার্ডের তথ্য' })).toBeTruthy();
    expect(screen.getByLabelText('কার্ড নম্বর')).toBeTruthy();
    expect(screen.getByLabelText('মেয়াদ (মাস / বছর)')).toBeTruthy();
    expect(screen.getByLabelText('পোস্ট কোড')).toBeTruthy();
    expect(screen.getByText('কার্ড')).toBeTruthy();
    const cards = screen.getByRole('region', { name: 'টেস্ট কার্ড' });
    expect(within(cards).getByText('পেমেন্ট সফল হয়')).toBeTruthy();
    expect(within(cards).getByText('কার্ডে যথেষ্ট টাকা নেই')).toBeTruthy();
    expect(within(cards).getByText('4242 4242 4242 4242')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'আমার অর্ডারে ফিরে যান' })).toBeTruthy();
  });

  it('shows the card rules in Bangla as you type, and refuses an incomplete card in Bangla', async () => {
    const user = renderPage();
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    const number = screen.getByLabelText('কার্ড নম্বর');
    await user.type(number, '4242424242424241');
    await user.tab();
    expect(screen.getByText('আপনার কার্ড নম্বরটি সঠিক নয়।')).toBeTruthy();
    await user.type(screen.getByLabelText('মেয়াদ (মাস / বছর)'), '0120');
    await user.tab();
    expect(screen.getByText('কার্ডের মেয়াদের তারিখ পার হয়ে গেছে।')).toBeTruthy();
    await user.clear(number);
    await user.type(number, '4242');
    await user.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toBe('কার্ড নম্বর পুরোটা লেখা হয়নি।');
    expect(api.calls.some((c) => c.url === '/api/payments/sandbox/confirm')).toBe(false);
  });

  it("shows the API's card refusal in Bangla, on the page and under its field", async () => {
    api.on(
      'POST /api/payments/sandbox/confirm',
      refusal(402, 'CARD_ERROR', '@i18n:payments.CARD_ERROR.incorrectCvc', 'cvc'),
    );
    const user = renderPage();
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    await user.type(screen.getByLabelText('কার্ড নম্বর'), '4000000000000127');
    await user.type(screen.getByLabelText('মেয়াদ (মাস / বছর)'), '1249');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('আপনার কার্ডের সিকিউরিটি কোড (CVC) ভুল।');
    expect(screen.getAllByText('আপনার কার্ডের সিকিউরিটি কোড (CVC) ভুল।')).toHaveLength(2);
  });

  it('says the payment is completed in Bangla, with the transaction id as it is', async () => {
    const user = renderPage();
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    await user.type(screen.getByLabelText('কার্ড নম্বর'), '4242424242424242');
    await user.type(screen.getByLabelText('মেয়াদ (মাস / বছর)'), '1249');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(payButton());
    expect(await screen.findByText('অভিনন্দন! আপনার পেমেন্ট সম্পন্ন হয়েছে।')).toBeTruthy();
    expect(screen.getByText(TX).getAttribute('translate')).toBe('no');
  });

  it("shows the API's refusal of a payment intent in Bangla", async () => {
    api.on('POST /api/create-payment-intent', refusal(409, 'CONFLICT', '@i18n:payments.PAYMENT_TEXT.paymentClosed'));
    renderPage();
    expect(await screen.findByText('এই পেমেন্টটি আর করা যাবে না। পেজটি রিলোড করে আবার চেষ্টা করুন।')).toBeTruthy();
  });

  it('arriving from checkout: says by when to pay, with the date in Bangla', async () => {
    order = { ...order, expiresAt: '2026-03-02T10:00:00.000Z' };
    renderPage({ pathname: `/dashboard/payment/${ORDER_ID}`, state: { booked: true } });
    const deadline = formatDateIn('bn', '2026-03-02T10:00:00.000Z', 'dateTime');
    expect(deadline).toMatch(/[০-৯]/);
    expect(
      await screen.findByText((_, el) => el?.tagName === 'P' && (el.textContent ?? '').endsWith(deadline)),
    ).toBeTruthy();
  });

  it('offers the methods in Bangla, with the cash-on-delivery fee and limit in Bangla digits', async () => {
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
    const user = renderPage();
    expect(await screen.findByRole('group', { name: 'কীভাবে পেমেন্ট করতে চান?' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'কার্ড / বিকাশ / নগদ / রকেট / ব্যাংক (SSLCommerz)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'SSLCommerz-এ পেমেন্ট করতে যান' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'ক্যাশ অন ডেলিভারি' }));
    expect(screen.getByText('ক্যাশ অন ডেলিভারির জন্য ৳৫০ চার্জ যোগ হবে।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ক্যাশ অন ডেলিভারিতে পেমেন্ট করুন' })).toBeTruthy();
    cleanup();
    config = { ...config, cod: { maxTotal: 3000, fee: 0 } };
    renderPage();
    expect(await screen.findByText('ক্যাশ অন ডেলিভারি শুধু ৳৩,০০০ পর্যন্ত অর্ডারে পাওয়া যায়।')).toBeTruthy();
  });

  it('says in Bangla how the buyer came back from SSLCommerz', async () => {
    config = { ...SANDBOX_ONLY, methods: [{ method: 'sslcommerz', mode: 'test' }] };
    renderPage(`/dashboard/payment/${ORDER_ID}?gateway=cancelled`);
    expect(
      await screen.findByText('আপনি পেমেন্ট বাতিল করেছেন। আবার চেষ্টা করতে পারেন, অথবা অন্যভাবে পেমেন্ট করতে পারেন।'),
    ).toBeTruthy();
  });
});

describe('TestModeBanner in Bangla', () => {
  it('says in Bangla that no real payments are taken', async () => {
    renderWithProviders(<TestModeBanner />, { locale: 'bn' });
    const banner = await screen.findByRole('complementary', { name: 'টেস্ট মোড' });
    expect(banner.textContent).toBe('টেস্ট মোড: কোনো আসল পেমেন্ট নেওয়া হচ্ছে না');
  });
});
