// NOTE: payment state changes only through conditional UPDATEs.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { PaymentIntentTable, SandboxRefundTable } from '../../db/schema.ts';
import { COD_CONFIRMED_STATUSES, COD_METHOD } from '@store/shared/order-flow';
import { newId } from '../../lib/ids.ts';
import { INTENT_STATUS, type IntentStatus, PAYMENT_CURRENCY } from '../../lib/payment-provider.ts';

export type PaymentIntentRow = Selectable<PaymentIntentTable>;
type NewPaymentIntentRow = Insertable<PaymentIntentTable>;

export async function findIntentByProviderRef(db: DB, providerRef: string): Promise<PaymentIntentRow | undefined> {
  return db.selectFrom('paymentIntents').selectAll().where('providerRef', '=', providerRef).executeTakeFirst();
}

/** The order's open intent and how many are closed, read by one statement: both from the same moment. */
export async function readIntentsOfOrder(
  db: DB,
  orderId: string,
): Promise<{ open: PaymentIntentRow | undefined; closed: number }> {
  const rows = await db.selectFrom('paymentIntents').selectAll().where('orderId', '=', orderId).execute();
  return {
    open: rows.find((row) => row.status === INTENT_STATUS.open),
    closed: rows.filter((row) => row.status !== INTENT_STATUS.open).length,
  };
}

/** A new intent of the order for `amount` poisha in the store's currency (its status still to be set). */
export function newIntentRow(
  orderId: string,
  provider: string,
  created: { id: string; clientSecret: string },
  amount: number,
  at: string,
) {
  const { id: providerRef, clientSecret } = created;
  return {
    id: newId(),
    orderId,
    provider,
    providerRef,
    clientSecret,
    amount,
    currency: PAYMENT_CURRENCY,
    createdAt: at,
    updatedAt: at,
  };
}

/** Insert-or-ignore (a second open intent of an order, or a known provider id); true when inserted. */
export async function insertIntentIfNew(db: DB, row: NewPaymentIntentRow): Promise<boolean> {
  const result = await db
    .insertInto('paymentIntents')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** `from` → `set` in one conditional UPDATE of the intent with this id or provider id; true when this call did it. */
export async function moveIntent(
  db: DB,
  by: 'id' | 'providerRef',
  value: string,
  from: IntentStatus,
  set: Updateable<PaymentIntentTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('paymentIntents')
    .set(set)
    .where(by, '=', value)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The provider says it succeeded: its word wins over ours (open, or cancelled by a cancel that lost the race). */
export async function recordIntentSucceeded(
  db: DB,
  providerRef: string,
  card: { cardBrand: string | null; cardLast4: string | null },
  at: string,
): Promise<void> {
  await db
    .updateTable('paymentIntents')
    .set((eb) => ({
      status: INTENT_STATUS.succeeded,
      providerCancelPending: 0,
      cardBrand: eb.fn.coalesce(eb.val(card.cardBrand), eb.ref('cardBrand')),
      cardLast4: eb.fn.coalesce(eb.val(card.cardLast4), eb.ref('cardLast4')),
      updatedAt: at,
    }))
    .where('providerRef', '=', providerRef)
    // A second payment marked refund_due stays so when its provider reports it again.
    .where('status', '!=', INTENT_STATUS.refundDue)
    .execute();
}

export async function findIntentToCancelAtProvider(db: DB, id: string): Promise<PaymentIntentRow | undefined> {
  return db
    .selectFrom('paymentIntents')
    .selectAll()
    .where('id', '=', id)
    .where('providerCancelPending', '=', 1)
    .executeTakeFirst();
}

export async function clearCancelPending(db: DB, id: string): Promise<void> {
  await db.updateTable('paymentIntents').set({ providerCancelPending: 0 }).where('id', '=', id).execute();
}

/** Remembers a webhook event; false when it was seen before (deduplication by the provider's event id). */
export async function insertWebhookEventIfNew(db: DB, id: string, type: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto('webhookEvents')
    .values({ id, type, receivedAt: at })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

type SandboxRefundRow = Selectable<SandboxRefundTable>;

/** The intent's row lock (a no-op UPDATE): refunds of one payment then run one after another. */
export async function lockIntentByProviderRef(db: DB, providerRef: string): Promise<void> {
  await db
    .updateTable('paymentIntents')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('providerRef', '=', providerRef)
    .execute();
}

/** Records a sandbox refund unless its idempotency key has one already; answers the key's refund. */
export async function insertSandboxRefundOnce(db: DB, row: SandboxRefundRow): Promise<SandboxRefundRow> {
  await db
    .insertInto('sandboxRefunds')
    .values(row)
    .onConflict((oc) => oc.column('idempotencyKey').doNothing())
    .execute();
  return db
    .selectFrom('sandboxRefunds')
    .selectAll()
    .where('idempotencyKey', '=', row.idempotencyKey)
    .executeTakeFirstOrThrow();
}

export async function findSandboxRefundById(db: DB, id: string): Promise<SandboxRefundRow | undefined> {
  return db.selectFrom('sandboxRefunds').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findSandboxRefundByKey(db: DB, key: string): Promise<SandboxRefundRow | undefined> {
  return db.selectFrom('sandboxRefunds').selectAll().where('idempotencyKey', '=', key).executeTakeFirst();
}

export async function sumSandboxRefunds(db: DB, paymentRef: string): Promise<number> {
  const row = await db
    .selectFrom('sandboxRefunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('paymentRef', '=', paymentRef)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Cash-on-delivery orders confirmed for dispatch and not paid yet: how many, and their totals in poisha. */
export async function sumCashToCollect(db: DB): Promise<{ orders: number; amount: number }> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number>().as('orders'),
      // Less a delivery fee paid online in advance (decision 225, rule b).
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb(
              'total',
              '-',
              eb.case().when('codAdvancePaidAt', 'is not', null).then(eb.ref('codAdvance')).else(0).end(),
            ),
          ),
          eb.lit(0),
        )
        .as('amount'),
    ])
    .where('paymentMethod', '=', COD_METHOD)
    .where('paidAt', 'is', null)
    .where('status', 'in', [...COD_CONFIRMED_STATUSES])
    .executeTakeFirstOrThrow();
  return { orders: Number(row.orders), amount: Number(row.amount) };
}
