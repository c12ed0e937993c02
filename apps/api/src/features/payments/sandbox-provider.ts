// The `sandbox` payment provider: the store's own test processor, so the whole store works on a fresh
// machine without keys; its cards answer as Stripe's test cards. The card number goes in and only
// its brand and last four digits come out.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type CardField, type CardInput, cardBrand, checkCardFields, digitsOnly } from '@store/shared/schemas';
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
import { cardError } from './payment-messages.ts';

export type CardOutcome =
  | { ok: true; brand: string; last4: string }
  | { ok: false; code: string; message: string; field?: CardField; fields?: Partial<Record<CardField, string>> };

/** Stripe's test numbers that fail, and how (https://docs.stripe.com/testing#declined-payments). */
const DECLINING_TEST_CARDS: Readonly<Record<string, { code: string; message: string; field?: CardField }>> = {
  '4000000000000002': { code: 'card_declined', message: cardError('declined') },
  '4000000000009995': { code: 'insufficient_funds', message: cardError('insufficientFunds') },
  '4000000000000069': { code: 'expired_card', message: cardError('expired') },
  '4000000000000127': { code: 'incorrect_cvc', message: cardError('incorrectCvc'), field: 'cvc' },
};

/** Stripe's test card whose payment succeeds and whose refund fails (https://docs.stripe.com/testing#refunds). */
const REFUND_FAILING_TEST_CARD = '4000000000005126';

const FIELD_CODE: Readonly<Record<CardField, string>> = {
  number: 'incorrect_number',
  expiry: 'invalid_expiry',
  cvc: 'invalid_cvc',
};

/** What a card element would refuse first, then the declining test cards; any other valid card succeeds. */
export function processSandboxCard(card: CardInput, now: Date = new Date()): CardOutcome {
  const fields = checkCardFields(card, now);
  const field = (['number', 'expiry', 'cvc'] as const).find((f) => fields[f] !== undefined);
  if (field)
    return { ok: false, code: FIELD_CODE[field], message: fields[field] ?? cardError('declined'), field, fields };
  const number = digitsOnly(card.number);
  const decline = DECLINING_TEST_CARDS[number];
  if (decline) return { ok: false, ...decline };
  return { ok: true, brand: cardBrand(number), last4: number.slice(-4) };
}

const SANDBOX_ID = /^pi_sandbox_[0-9a-f]{32}$/;
const SANDBOX_SECRET = /^(pi_sandbox_[0-9a-f]{32})_secret_[A-Za-z0-9_-]{20,64}$/;

const STATUSES = new Set<string>(Object.values(INTENT_STATUS));

export function paymentFromRow(row: PaymentIntentRow): ProviderPayment {
  return {
    id: row.providerRef,
    status: STATUSES.has(row.status) ? (row.status as IntentStatus) : INTENT_STATUS.open,
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
    mode: 'test',
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
