// The `sandbox` payment provider: the store's own test processor, so the whole store works on a fresh
// machine without keys; its cards answer as Stripe's test cards.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { DB } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import {
  type IntentStatus,
  INTENT_STATUS,
  type PaymentProvider,
  type ProviderPayment,
  RefundRefusedError,
} from '../../lib/payment-provider.ts';
import {
  findIntentByProviderRef,
  findSandboxRefundById,
  findSandboxRefundByKey,
  insertSandboxRefundOnce,
  lockIntentByProviderRef,
  type PaymentIntentRow,
  sumSandboxRefunds,
} from './payments.repository.ts';
import { REFUND_FAILING_TEST_CARD } from './sandbox-cards.ts';

const SANDBOX_ID = /^pi_sandbox_[0-9a-f]{32}$/;
const SANDBOX_SECRET = /^(pi_sandbox_[0-9a-f]{32})_secret_[A-Za-z0-9_-]{20,64}$/;

const STATUSES = new Set<string>(Object.values(INTENT_STATUS));
export const toIntentStatus = (s: string): IntentStatus => (STATUSES.has(s) ? (s as IntentStatus) : INTENT_STATUS.open);

export function paymentFromRow(row: PaymentIntentRow): ProviderPayment {
  return {
    id: row.providerRef,
    status: toIntentStatus(row.status),
    amount: row.amount,
    currency: row.currency,
    orderId: row.orderId,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
  };
}

/** The intent id inside a sandbox client secret (`pi_sandbox_…_secret_…`), as in Stripe's; null if malformed. */
export function intentIdOfSecret(clientSecret: string): string | null {
  return SANDBOX_SECRET.exec(clientSecret)?.[1] ?? null;
}

export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createSandboxProvider(db: DB): PaymentProvider {
  const retrievePayment = async (id: string): Promise<ProviderPayment | null> => {
    if (!SANDBOX_ID.test(id)) return null;
    const row = await findIntentByProviderRef(db, id);
    return row && row.provider === 'sandbox' ? paymentFromRow(row) : null;
  };
  return {
    name: 'sandbox',
    async createIntent() {
      const id = `pi_sandbox_${randomBytes(16).toString('hex')}`;
      return { id, clientSecret: `${id}_secret_${randomBytes(18).toString('base64url')}`, status: INTENT_STATUS.open };
    },
    retrievePayment,
    // The intent lives only in our database, where the order's close already closed it.
    cancelIntent: async (id) => retrievePayment(id),
    // Refunds are rows of sandbox_refunds, one per idempotency key. A payment made with Stripe's
    // refund-failing test card is refused, as Stripe refuses it, so the failure path can be tried.
    async refund(paymentId, amount, idempotencyKey) {
      const payment = await retrievePayment(paymentId);
      if (!payment || payment.status !== INTENT_STATUS.succeeded) {
        throw new RefundRefusedError('no succeeded sandbox payment with this id');
      }
      if (payment.cardLast4 === REFUND_FAILING_TEST_CARD.slice(-4)) {
        throw new RefundRefusedError('the card of this payment refuses refunds (sandbox test card)');
      }
      const row = await db.transaction().execute(async (trx) => {
        // NOTE: on PostgreSQL two refunds at once would otherwise both read the sum before either adds.
        await lockIntentByProviderRef(trx, paymentId);
        const existing = await findSandboxRefundByKey(trx, idempotencyKey);
        if (existing) return existing;
        if ((await sumSandboxRefunds(trx, paymentId)) + amount > payment.amount) {
          throw new RefundRefusedError('more than was paid');
        }
        return insertSandboxRefundOnce(trx, {
          id: `re_sandbox_${newId().replaceAll('-', '')}`,
          paymentRef: paymentId,
          amount,
          idempotencyKey,
          status: 'succeeded',
          createdAt: new Date().toISOString(),
        });
      });
      if (row.paymentRef !== paymentId || row.amount !== amount) {
        throw new RefundRefusedError('this idempotency key was used for another refund');
      }
      return { id: row.id, status: 'succeeded' };
    },
    async retrieveRefund(refundId) {
      const row = await findSandboxRefundById(db, refundId);
      return row ? { id: row.id, status: 'succeeded' } : null;
    },
  };
}
