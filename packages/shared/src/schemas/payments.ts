// Card payment contract, and the card rules the card element and the sandbox provider both apply.
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { refsTo } from '../i18n/catalogue.ts';
import { hasAtMostTwoDecimals } from '../money.ts';
import { ORDER_STATUSES } from '../order-flow.ts';
import { requiredText } from './common.ts';

const paymentMessage = refsTo('payments', 'PAYMENT_TEXT');
/** A card error in Stripe's words. */
const cardError = refsTo('payments', 'CARD_ERROR');

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'sslcommerz'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The ways a buyer may pay: a provider, or cash on delivery (PAYMENT_PROVIDERS lists the enabled ones). */
export const PAYMENT_METHODS = ['sandbox', 'stripe', 'sslcommerz', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_MODES = ['test', 'live'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** GET /api/payments/config. */
export const PaymentConfigSchema = z.object({
  /** The card provider of POST /create-payment-intent. */
  provider: z.enum(PAYMENT_PROVIDERS),
  /** `test`: no real money moves; the web app shows a banner. */
  mode: z.enum(PAYMENT_MODES),
  publishableKey: z.string().optional(),
  /** In the order the payment page offers them. */
  methods: z.array(z.object({ method: z.enum(PAYMENT_METHODS), mode: z.enum(PAYMENT_MODES) })),
  /** Cash on delivery's limit and fee in taka, when enabled. */
  cod: z.object({ maxTotal: z.number(), fee: z.number() }).nullable(),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

/** POST /api/payments/sslcommerz/session and POST /api/payments/cod: the caller's order. */
export const OrderPaymentInputSchema = z.object({
  order: z
    .string({ error: paymentMessage('orderRequired') })
    .min(1, paymentMessage('orderRequired'))
    .max(100),
});
export type OrderPaymentInput = z.infer<typeof OrderPaymentInputSchema>;

export const SslcommerzSessionResultSchema = z.object({ gatewayUrl: z.string() });
export type SslcommerzSessionResult = z.infer<typeof SslcommerzSessionResultSchema>;

/** SSLCommerz's IPN and return form: only these are read; the rest is asked from its validation API. */
export const SslcommerzCallbackSchema = z
  .object({
    val_id: z.string().trim().min(1).max(100).optional(),
    tran_id: z.string().trim().min(1).max(100).optional(),
  })
  .loose();

export const SslcommerzIpnResultSchema = z.object({ received: z.literal(true), paid: z.boolean() });

/** The payment page's `?gateway=` after SSLCommerz. */
export const GATEWAY_RESULTS = ['paid', 'failed', 'cancelled', 'unverified'] as const;
export type GatewayResult = (typeof GATEWAY_RESULTS)[number];

/** GET /api/orders/{id}/refund (admin): as the provider reports it now. */
export const RefundStateSchema = z.object({
  refundId: z.string(),
  provider: z.string(),
  status: z.enum(['succeeded', 'pending', 'failed', 'canceled']),
});
export type RefundState = z.infer<typeof RefundStateSchema>;

/** GET /api/admin/cash-to-collect: confirmed unpaid cash-on-delivery orders and their taka. */
export const CashToCollectSchema = z.object({ orders: z.number().int(), amount: z.number() });
export type CashToCollect = z.infer<typeof CashToCollectSchema>;

/** POST /api/create-payment-intent: the amount is the order's stored total; `price` is only compared with it. */
export const CreatePaymentIntentInputSchema = OrderPaymentInputSchema.extend({
  price: z
    .number({ error: paymentMessage('priceRequired') })
    .refine((n) => Number.isFinite(n) && n > 0, paymentMessage('priceRequired'))
    .refine((n) => n <= LIMITS.maxPriceTaka * LIMITS.maxStock, paymentMessage('priceMismatch'))
    .refine(hasAtMostTwoDecimals, paymentMessage('priceMismatch')),
});
export type CreatePaymentIntentInput = z.infer<typeof CreatePaymentIntentInputSchema>;

export const CreatePaymentIntentResultSchema = z.object({ clientSecret: z.string() });
export type CreatePaymentIntentResult = z.infer<typeof CreatePaymentIntentResultSchema>;

/** PATCH /api/orders/{id}: `order` is the same _id as in the path. */
export const PayOrderInputSchema = OrderPaymentInputSchema.extend({
  transactionId: requiredText(paymentMessage('transactionIdRequired'), 255, () =>
    paymentMessage('transactionIdRequired'),
  ),
});
export type PayOrderInput = z.infer<typeof PayOrderInputSchema>;

export const PayOrderResultSchema = z.object({
  _id: z.string(),
  paid: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  transactionId: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type PayOrderResult = z.infer<typeof PayOrderResultSchema>;

type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

/** `unknown` is the English fallback (a page shows PAYMENT_TEXT.cardBrandUnknown). */
export const CARD_BRAND_LABEL: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: 'Card',
};

export const digitsOnly = (s: string): string => s.replace(/\D/g, '');

/** The card's brand from its first digits, as you type. */
export function cardBrand(number: string): CardBrand {
  const d = digitsOnly(number);
  const n2 = Number(d.slice(0, 2));
  const n3 = Number(d.slice(0, 3));
  const n4 = Number(d.slice(0, 4));
  if (d.startsWith('4')) return 'visa';
  if (/^3[47]/.test(d)) return 'amex';
  if ((n2 >= 51 && n2 <= 55) || (d.length >= 4 && n4 >= 2221 && n4 <= 2720)) return 'mastercard';
  if (/^(6011|65)/.test(d) || (d.length >= 3 && n3 >= 644 && n3 <= 649)) return 'discover';
  if (/^3[689]/.test(d) || (d.length >= 3 && n3 >= 300 && n3 <= 305)) return 'diners';
  if (d.length >= 4 && n4 >= 3528 && n4 <= 3589) return 'jcb';
  if (d.startsWith('62')) return 'unionpay';
  return 'unknown';
}

/** How many digits a complete number of this brand has. */
function cardNumberLengths(brand: CardBrand): readonly number[] {
  if (brand === 'amex') return [15];
  if (brand === 'diners') return [14, 16, 19];
  if (brand === 'unionpay' || brand === 'jcb' || brand === 'unknown') return [16, 17, 18, 19];
  return [16];
}

export const cvcLength = (brand: CardBrand): number => (brand === 'amex' ? 4 : 3);

/** The Luhn (mod 10) check every card number passes. */
export function passesLuhn(number: string): boolean {
  const digits = [...digitsOnly(number)].reverse().map(Number);
  // Every second digit from the right counts doubled, less 9 when that is above 9.
  const sum = digits.reduce((total, d, i) => total + (i % 2 === 0 ? d : d > 4 ? 2 * d - 9 : 2 * d), 0);
  return digits.length > 0 && sum % 10 === 0;
}

/** Groups digits as printed on the card: 4-6-5 for American Express, 4-6-4 for 14-digit Diners, else 4s. */
export function formatCardNumber(input: string): string {
  const brand = cardBrand(input);
  const d = digitsOnly(input).slice(0, Math.max(...cardNumberLengths(brand)));
  if (brand === 'amex' || (brand === 'diners' && d.length <= 14)) {
    return [d.slice(0, 4), d.slice(4, 10), d.slice(10)].filter((group) => group !== '').join(' ');
  }
  return d.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `MM / YY` as you type: "4" → "04 / ", "12" → "12 / ", "1225" → "12 / 25"; `previous` tells typing from deleting. */
export function formatExpiry(input: string, previous = ''): string {
  const deleting = input.length < previous.length;
  let d = digitsOnly(input).slice(0, 4);
  // Deleting the " / " separator also deletes the month's last digit, as card fields do.
  if (deleting && previous.endsWith(' / ') && d.length === 2) d = d.slice(0, 1);
  if (!deleting && d.length === 1 && Number(d) > 1) d = `0${d}`;
  if (d.length < 2) return d;
  if (d.length === 2) return deleting ? d : `${d} / `;
  return `${d.slice(0, 2)} / ${d.slice(2)}`;
}

/** Month and four-digit year from `MM / YY`; null while incomplete. */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const d = digitsOnly(input);
  if (d.length !== 4) return null;
  return { month: Number(d.slice(0, 2)), year: 2000 + Number(d.slice(2)) };
}

export type CardInput = Omit<SandboxConfirmInput['card'], 'postalCode'>;

export type CardField = 'number' | 'expiry' | 'cvc';

/** What is wrong with the card, field by field, in Stripe's words; empty when it may be sent. */
export function checkCardFields(card: CardInput, now: Date = new Date()): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  const number = digitsOnly(card.number);
  const brand = cardBrand(number);
  if (number.length === 0 || number.length < Math.min(...cardNumberLengths(brand))) {
    errors.number = cardError('incompleteNumber');
  } else if (!cardNumberLengths(brand).includes(number.length) || !passesLuhn(number)) {
    errors.number = cardError('invalidNumber');
  }
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (!Number.isInteger(card.expMonth) || !Number.isInteger(card.expYear)) {
    errors.expiry = cardError('incompleteExpiry');
  } else if (card.expMonth < 1 || card.expMonth > 12) {
    errors.expiry = cardError('invalidExpiryMonth');
  } else if (card.expYear < thisYear || (card.expYear === thisYear && card.expMonth < thisMonth)) {
    errors.expiry = cardError('pastExpiry');
  } else if (card.expYear > thisYear + 50) {
    errors.expiry = cardError('invalidExpiryYear');
  }
  const cvc = digitsOnly(card.cvc);
  if (cvc.length !== card.cvc.length || cvc.length < cvcLength(brand)) errors.cvc = cardError('incompleteCvc');
  else if (cvc.length > cvcLength(brand)) errors.cvc = cardError('invalidCvc');
  return errors;
}

/**
 * POST /api/payments/sandbox/confirm, as Stripe.js confirms a card. Only shape is checked here; the card's
 * verdict comes back as a 402 card error. NOTE: only the brand and last four digits are kept.
 */
export const SandboxConfirmInputSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  card: z.object({
    number: z.string().max(40),
    expMonth: z.number().int().min(0).max(99),
    expYear: z.number().int().min(0).max(9999),
    cvc: z.string().max(8),
    postalCode: z.string().trim().max(16).optional(),
  }),
});
export type SandboxConfirmInput = z.infer<typeof SandboxConfirmInputSchema>;

/** The part of Stripe's PaymentIntent the page reads. */
export const SandboxConfirmResultSchema = z.object({
  paymentIntent: z.object({
    id: z.string(),
    status: z.literal('succeeded'),
    amount: z.number(),
    currency: z.string(),
  }),
});
export type SandboxConfirmResult = z.infer<typeof SandboxConfirmResultSchema>;

export const WebhookResultSchema = z.object({ received: z.literal(true) });
