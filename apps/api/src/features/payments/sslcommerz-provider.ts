// The `sslcommerz` payment provider: a session on SSLCommerz's hosted page, settled only after the
// validation API confirms it (sslcommerz-payments.service.ts). Its small client of SSLCommerz's HTTP
// API throws ProviderUnavailableError for anything but a documented answer (checked with zod).
// NOTE: the store password travels in the query string of the GET calls, as SSLCommerz documents
// it; it is never logged (the URL is not put in any error message).
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { DB } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import {
  INTENT_STATUS,
  PAYMENT_CURRENCY,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRefund,
  ProviderUnavailableError,
  RefundRefusedError,
} from '../../lib/payment-provider.ts';

const SSLCOMMERZ_PATHS = {
  session: '/gwprocess/v4/api.php',
  validation: '/validator/api/validationserverAPI.php',
  /** The transaction query, the refund API and the refund query share this path. */
  merchant: '/validator/api/merchantTransIDvalidationAPI.php',
} as const;

/** Taka as SSLCommerz writes it ("1250.50", or a number) → poisha; null when it is not an amount. */
function parseTaka(value: string | number | undefined | null): number | null {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const m = /^(\d{1,12})(?:\.(\d{1,4}))?$/.exec(text);
  if (!m?.[1]) return null;
  const fraction = (m[2] ?? '').padEnd(4, '0');
  // More than two decimals are accepted only when they are zeros ("1250.5000").
  if (fraction.slice(2) !== '00') return null;
  return Number(m[1]) * 100 + Number(fraction.slice(0, 2));
}

const formatTaka = (poisha: number): string => `${Math.floor(poisha / 100)}.${String(poisha % 100).padStart(2, '0')}`;

const text = z.union([z.string(), z.number()]).transform(String);
const optionalText = text.nullish();

const SessionAnswer = z.object({
  status: z.string(),
  failedreason: z.string().nullish(),
  sessionkey: z.string().nullish(),
  GatewayPageURL: z.string().nullish(),
});

const ValidationAnswer = z.object({
  status: z.string(),
  tran_id: optionalText,
  val_id: optionalText,
  amount: optionalText,
  currency: optionalText,
  currency_type: optionalText,
  currency_amount: optionalText,
  bank_tran_id: optionalText,
  card_type: optionalText,
  card_brand: optionalText,
  store_id: optionalText,
});
export type SslcommerzValidation = z.infer<typeof ValidationAnswer>;

const TransactionElement = ValidationAnswer.omit({ store_id: true });
type SslcommerzTransaction = z.infer<typeof TransactionElement>;

const TransactionQueryAnswer = z.object({
  APIConnect: z.string(),
  no_of_trans_found: optionalText,
  element: z.array(TransactionElement).nullish(),
});

const RefundAnswer = z.object({
  APIConnect: z.string(),
  bank_tran_id: optionalText,
  trans_id: optionalText,
  refund_ref_id: optionalText,
  status: z.string().nullish(),
  errorReason: z.string().nullish(),
});

const RefundQueryAnswer = RefundAnswer.pick({ APIConnect: true, refund_ref_id: true, status: true, errorReason: true });

/** A query's answer, or ProviderUnavailableError when SSLCommerz did not connect it (APIConnect not DONE). */
function connected<T extends { APIConnect: string }>(answer: T): T {
  if (answer.APIConnect !== 'DONE') throw new ProviderUnavailableError(new Error(`APIConnect ${answer.APIConnect}`));
  return answer;
}

interface SslcommerzProviderOptions {
  storeId: string;
  storePassword: string;
  live: boolean;
  /** Tests only: a local double instead of SSLCommerz. */
  apiBase?: string;
  timeoutMs: number;
  /** The store's public origin: the success, fail, cancel and IPN URLs start with it. */
  publicUrl: string;
}

export interface SslcommerzProvider extends PaymentProvider {
  readonly name: 'sslcommerz';
  readonly storeId: string;
  /** Asks the validation API about a val_id (throws ProviderUnavailableError when it cannot). */
  validate(valId: string): Promise<SslcommerzValidation>;
}

/** Whether SSLCommerz's status is one of its words for a payment that went through. */
export const isValidStatus = (status: string): boolean => ['VALID', 'VALIDATED'].includes(status.toUpperCase());

/** Our tran_id for an order's n-th payment attempt: tied to the order, the same for the same key (≤ 30 characters). */
function tranIdFor(orderId: string, idempotencyKey: string): string {
  const order = orderId.replaceAll('-', '').slice(0, 12);
  const attempt = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 16);
  return `O${order}${attempt}`;
}

const TRAN_ID = /^O[0-9a-f]{28}$/;

/** The amount SSLCommerz took, in poisha, in BDT: currency_amount when it names BDT, else amount. */
export function bdtAmountOf(answer: SslcommerzTransaction): { amount: number | null; currency: string | null } {
  const currency = (answer.currency_type ?? answer.currency ?? '').toUpperCase() || null;
  if (answer.currency && answer.currency.toUpperCase() !== 'BDT') return { amount: null, currency: answer.currency };
  const amount = parseTaka(answer.currency_type ? answer.currency_amount : answer.amount);
  return { amount, currency };
}

/** The payment SSLCommerz reports (a transaction query's attempt, or a validation answer). */
export function paymentOf(tranId: string, element: SslcommerzTransaction): ProviderPayment {
  const { amount, currency } = bdtAmountOf(element);
  return {
    id: tranId,
    status: isValidStatus(element.status) ? INTENT_STATUS.succeeded : INTENT_STATUS.open,
    amount: amount ?? -1,
    currency: (currency ?? '').toLowerCase(),
    orderId: null,
    cardBrand: element.card_brand ?? element.card_type ?? null,
    cardLast4: null,
  };
}

function refundStatus(status: string | null | undefined): ProviderRefund['status'] {
  const s = (status ?? '').toLowerCase();
  if (s === 'refunded') return 'succeeded';
  if (s === 'failed') return 'failed';
  if (s === 'cancelled' || s === 'canceled') return 'canceled';
  return 'pending';
}

export function createSslcommerzProvider(db: DB, options: SslcommerzProviderOptions): SslcommerzProvider {
  const base = (options.apiBase ?? `https://${options.live ? 'securepay' : 'sandbox'}.sslcommerz.com`).replace(
    /\/+$/,
    '',
  );
  const credentials = { store_id: options.storeId, store_passwd: options.storePassword };
  const origin = options.publicUrl.replace(/\/+$/, '');

  async function call<T>(schema: z.ZodType<T>, url: string, init: RequestInit = {}): Promise<T> {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
      body = await response.json();
    } catch (error) {
      throw new ProviderUnavailableError(error);
    }
    if (!response.ok) throw new ProviderUnavailableError(new Error(`SSLCommerz answered HTTP ${response.status}`));
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ProviderUnavailableError(new Error('SSLCommerz answered in an unexpected shape'));
    return parsed.data;
  }

  const get = <T>(schema: z.ZodType<T>, path: string, params: Record<string, string>) =>
    call(schema, `${base}${path}?${new URLSearchParams({ ...params, ...credentials, format: 'json' }).toString()}`);

  /** The attempt that went through among those SSLCommerz knows for our tran_id, else any of them. */
  async function succeededAttempt(tranId: string): Promise<SslcommerzTransaction | undefined> {
    const answer = await get(TransactionQueryAnswer, SSLCOMMERZ_PATHS.merchant, { tran_id: tranId });
    const attempts = (connected(answer).element ?? []).filter((a) => a.tran_id === tranId);
    return attempts.find((a) => isValidStatus(a.status)) ?? attempts[0];
  }

  async function retrievePayment(id: string): Promise<ProviderPayment | null> {
    if (!TRAN_ID.test(id)) return null;
    const attempt = await succeededAttempt(id);
    return attempt ? paymentOf(id, attempt) : null;
  }

  return {
    name: 'sslcommerz',
    storeId: options.storeId,
    mode: options.live ? 'live' : 'test',
    async createIntent(request) {
      if (request.currency !== PAYMENT_CURRENCY) throw new ProviderUnavailableError(new Error('not BDT'));
      const checkout = request.checkout;
      if (!checkout) throw new ProviderUnavailableError(new Error('SSLCommerz needs the buyer’s details'));
      const tranId = tranIdFor(request.orderId, request.idempotencyKey);
      const form = new URLSearchParams({
        ...credentials,
        total_amount: formatTaka(request.amount),
        currency: 'BDT',
        tran_id: tranId,
        success_url: `${origin}/api/payments/sslcommerz/return/success`,
        fail_url: `${origin}/api/payments/sslcommerz/return/fail`,
        cancel_url: `${origin}/api/payments/sslcommerz/return/cancel`,
        ipn_url: `${origin}/api/payments/sslcommerz/ipn`,
        cus_name: checkout.name.slice(0, 50),
        cus_email: checkout.email.slice(0, 50),
        cus_add1: checkout.address.slice(0, 50),
        cus_city: 'Bangladesh',
        cus_country: 'Bangladesh',
        cus_phone: checkout.phone.slice(0, 20),
        shipping_method: 'NO',
        num_of_item: '1',
        product_name: checkout.productName.slice(0, 255),
        product_category: 'Bicycle parts',
        product_profile: 'physical-goods',
        value_a: request.orderId, // carried back in the validation answer
      });
      const session = await call(SessionAnswer, `${base}${SSLCOMMERZ_PATHS.session}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      const gatewayUrl = session.GatewayPageURL;
      if (session.status.toUpperCase() !== 'SUCCESS' || !gatewayUrl || !/^https?:\/\//.test(gatewayUrl)) {
        const reason = session.failedreason ?? session.status;
        throw new ProviderUnavailableError(new Error(`SSLCommerz refused the session: ${reason}`));
      }
      return { id: tranId, clientSecret: gatewayUrl, status: INTENT_STATUS.open };
    },
    retrievePayment,
    // A session cannot be cancelled at SSLCommerz: it lapses. Report how the payment is now.
    cancelIntent: async (id) => retrievePayment(id),
    validate: (valId) => get(ValidationAnswer, SSLCOMMERZ_PATHS.validation, { val_id: valId, v: '1' }),
    async refund(paymentId, amount, idempotencyKey) {
      const claimed = await db
        .insertInto('sslcommerzRefunds')
        .values({ idempotencyKey, tranId: paymentId, amount, refundRefId: null, createdAt: nowIso() })
        .onConflict((oc) => oc.column('idempotencyKey').doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) === 0) {
        const existing = await db
          .selectFrom('sslcommerzRefunds')
          .selectAll()
          .where('idempotencyKey', '=', idempotencyKey)
          .executeTakeFirstOrThrow();
        if (existing.tranId !== paymentId || existing.amount !== amount) {
          throw new RefundRefusedError('this idempotency key was used for another refund');
        }
        // Another call is asking SSLCommerz right now: it answers; this one may be retried.
        if (!existing.refundRefId) throw new ProviderUnavailableError(new Error('refund under way'));
        return { id: existing.refundRefId, status: 'pending' };
      }
      try {
        const attempt = await succeededAttempt(paymentId);
        const bankTranId = attempt && isValidStatus(attempt.status) ? attempt.bank_tran_id : null;
        if (!bankTranId) throw new RefundRefusedError('SSLCommerz knows no completed payment with this tran_id');
        // NOTE: APIConnect other than DONE (INVALID_REQUEST, INACTIVE, FAILED) is a refusal here.
        const answer = await get(RefundAnswer, SSLCOMMERZ_PATHS.merchant, {
          bank_tran_id: bankTranId,
          refund_amount: formatTaka(amount),
          refund_remarks: `Refund of ${paymentId}`,
          refe_id: idempotencyKey,
          v: '1',
        });
        if (answer.APIConnect !== 'DONE' || (answer.status ?? '').toLowerCase() === 'failed' || !answer.refund_ref_id) {
          throw new RefundRefusedError(answer.errorReason ?? `SSLCommerz refused the refund (${answer.APIConnect})`);
        }
        await db
          .updateTable('sslcommerzRefunds')
          .set({ refundRefId: answer.refund_ref_id })
          .where('idempotencyKey', '=', idempotencyKey)
          .execute();
        return { id: answer.refund_ref_id, status: 'pending' };
      } catch (error) {
        await db.deleteFrom('sslcommerzRefunds').where('idempotencyKey', '=', idempotencyKey).execute();
        throw error;
      }
    },
    async retrieveRefund(refundId) {
      const query = { refund_ref_id: refundId };
      const answer = connected(await get(RefundQueryAnswer, SSLCOMMERZ_PATHS.merchant, query));
      if (!answer.refund_ref_id) return null;
      return { id: answer.refund_ref_id, status: refundStatus(answer.status) };
    },
  };
}
