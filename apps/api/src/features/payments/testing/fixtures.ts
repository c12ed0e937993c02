// Test-only helpers for the payments tests: orders inserted directly (so these tests do not depend on
// the ordering feature) and reading back what a payment changed.
import { takaToPoisha } from '@store/shared/money';
import type { DB } from '../../../db/database.ts';
import { newId, nowIso } from '../../../lib/ids.ts';
import { ORDER_STATUS, type OrderStatus } from '../../orders/index.ts';

export interface OrderFixture {
  id: string;
  userId: string;
  /** Total in taka, as the API speaks it. */
  priceTaka: number;
  /** Total in poisha, as stored. */
  total: number;
}

export async function insertOrder(
  db: DB,
  owner: { id: string; email: string },
  overrides: { unitPriceTaka?: number; quantity?: number; status?: OrderStatus; transactionId?: string } = {},
): Promise<OrderFixture> {
  const unitPrice = takaToPoisha(overrides.unitPriceTaka ?? 1250.5);
  const quantity = overrides.quantity ?? 3;
  const total = unitPrice * quantity;
  const id = newId();
  const status = overrides.status ?? ORDER_STATUS.unpaid;
  await db
    .insertInto('orders')
    .values({
      id,
      userId: owner.id,
      email: owner.email,
      productId: null,
      productName: 'Carbon Chainring 52T',
      unitPrice,
      quantity,
      total,
      address: '42 Test Road, Dhaka',
      phone: '+880 1711 000000',
      orderRef: '',
      status,
      transactionId: overrides.transactionId ?? null,
      paidAt: overrides.transactionId ? nowIso() : null,
      cancelledAt: status === ORDER_STATUS.cancelled ? nowIso() : null,
      createdAt: nowIso(),
    })
    .execute();
  return { id, userId: owner.id, priceTaka: total / 100, total };
}

/** The order's payment columns, as they are in the database now. */
export async function orderPaymentState(db: DB, orderId: string) {
  return db
    .selectFrom('orders')
    .select(['status', 'transactionId', 'paidAt'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

export async function intentsOfOrder(db: DB, orderId: string) {
  return db.selectFrom('paymentIntents').selectAll().where('orderId', '=', orderId).orderBy('createdAt').execute();
}

/** Sets an order's status directly, as the orders feature's cancel does (for race tests). */
export async function setOrderStatus(db: DB, orderId: string, status: OrderStatus): Promise<void> {
  await db.updateTable('orders').set({ status }).where('id', '=', orderId).execute();
}

/**
 * A sandbox intent for the order that succeeded at the provider while the order is not yet settled
 * (as when the browser's PATCH is the first to report it). Returns its transaction id.
 */
export async function insertSucceededSandboxIntent(
  db: DB,
  order: { id: string; total: number },
  overrides: { amount?: number } = {},
): Promise<string> {
  const ref = `pi_sandbox_${newId().replaceAll('-', '')}`;
  await db
    .insertInto('paymentIntents')
    .values({
      id: newId(),
      orderId: order.id,
      provider: 'sandbox',
      providerRef: ref,
      clientSecret: `${ref}_secret_abcdefghijklmnopqrstuv`,
      amount: overrides.amount ?? order.total,
      currency: 'bdt',
      status: 'succeeded',
      cardBrand: 'visa',
      cardLast4: '4242',
      createdAt: nowIso(),
      updatedAt: nowIso(),
    })
    .execute();
  return ref;
}
