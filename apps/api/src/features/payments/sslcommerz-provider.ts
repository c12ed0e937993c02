// The `sslcommerz` payment provider: a session on SSLCommerz's hosted page, settled only after the
// validation API confirms it (sslcommerz-payments.service.ts).
import { createHash } from 'node:crypto';
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
import {
  createSslcommerzClient,
  parseTaka,
  SSLCOMMERZ_LIVE_BASE,
  SSLCOMMERZ_SANDBOX_BASE,
  type SslcommerzTransaction,
  type SslcommerzValidation,
} from './sslcommerz-client.ts';

export interface SslcommerzProviderOptions {
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

/** SSLCommerz's words for a payment that went through. */
export const VALID_STATUSES: readonly string[] = ['VALID', 'VALIDATED'];

/** Our tran_id for an order's n-th payment attempt: tied to the order, the same for the same key (≤ 30 characters). */
export function tranIdFor(orderId: string, idempotencyKey: string): string {
  const order = orderId.replaceAll('-', '').slice(0, 12);
  const attempt = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 16);
  return `O${order}${attempt}`;
}

const TRAN_ID = /^O[0-9a-f]{28}$/;

/** The amount SSLCommerz took, in poisha, in BDT: currency_amount when it names BDT, else amount. */
export function bdtAmountOf(answer: {
  amount?: string | null | undefined;
  currency?: string | null | undefined;
  currency_type?: string | null | undefined;
  currency_amount?: string | null | undefined;
}): { amount: number | null; currency: string | null } {
  const currency = (answer.currency_type ?? answer.currency ?? '').toUpperCase() || null;
  if (answer.currency && answer.currency.toUpperCase() !== 'BDT') return { amount: null, currency: answer.currency };
  const amount = parseTaka(answer.currency_type ? answer.currency_amount : answer.amount);
  return { amount, currency };
}

function paymentOf(tranId: string, element: SslcommerzTransaction | undefined): ProviderPayment | null {
  if (!element) return null;
  const { amount, currency } = bdtAmountOf(element);
  return {
    id: tranId,
    status: VALID_STATUSES.includes(element.status.toUpperCase()) ? INTENT_STATUS.succeeded : INTENT_STATUS.open,
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
  const client = createSslcommerzClient({
    storeId: options.storeId,
    storePassword: options.storePassword,
    baseUrl: options.apiBase ?? (options.live ? SSLCOMMERZ_LIVE_BASE : SSLCOMMERZ_SANDBOX_BASE),
    timeoutMs: options.timeoutMs,
  });
  const origin = options.publicUrl.replace(/\/+$/, '');
  const urls = {
    successUrl: `${origin}/api/payments/sslcommerz/return/success`,
    failUrl: `${origin}/api/payments/sslcommerz/return/fail`,
    cancelUrl: `${origin}/api/payments/sslcommerz/return/cancel`,
    ipnUrl: `${origin}/api/payments/sslcommerz/ipn`,
  };

  async function succeededAttempt(tranId: string): Promise<SslcommerzTransaction | undefined> {
    const attempts = await client.queryTransaction(tranId);
    return (
      attempts.find((a) => VALID_STATUSES.includes(a.status.toUpperCase()) && a.tran_id === tranId) ??
      attempts.find((a) => a.tran_id === tranId)
    );
  }

  async function retrievePayment(id: string): Promise<ProviderPayment | null> {
    if (!TRAN_ID.test(id)) return null;
    return paymentOf(id, await succeededAttempt(id));
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
      const session = await client.createSession({
        tranId,
        amount: request.amount,
        ...urls,
        customer: { name: checkout.name, email: checkout.email, phone: checkout.phone, address: checkout.address },
        productName: checkout.productName,
        orderId: request.orderId,
      });
      if (!session.ok)
        throw new ProviderUnavailableError(new Error(`SSLCommerz refused the session: ${session.reason}`));
      return { id: tranId, clientSecret: session.gatewayUrl, status: INTENT_STATUS.open };
    },
    retrievePayment,
    // A session cannot be cancelled at SSLCommerz: it lapses. Report how the payment is now.
    cancelIntent: async (id) => retrievePayment(id),
    validate: (valId) => client.validate(valId),
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
      const release = () => db.deleteFrom('sslcommerzRefunds').where('idempotencyKey', '=', idempotencyKey).execute();
      try {
        const attempt = await succeededAttempt(paymentId);
        const bankTranId =
          attempt && VALID_STATUSES.includes(attempt.status.toUpperCase()) ? attempt.bank_tran_id : null;
        if (!bankTranId) throw new RefundRefusedError('SSLCommerz knows no completed payment with this tran_id');
        const answer = await client.refund({
          bankTranId,
          amount,
          remarks: `Refund of ${paymentId}`,
          referenceId: idempotencyKey,
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
        await release();
        throw error;
      }
    },
    async retrieveRefund(refundId) {
      const answer = await client.queryRefund(refundId);
      if (!answer.refund_ref_id) return null;
      return { id: answer.refund_ref_id, status: refundStatus(answer.status) };
    },
  };
}
