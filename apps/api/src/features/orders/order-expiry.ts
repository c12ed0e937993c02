// An unpaid order expires at its deadline through the same path as a cancel; the deadline is a
// background job written with the order, so it survives restarts and runs once.
import type { JobRunner } from '../../background/job-runner.ts';
import type { DB } from '../../db/database.ts';
import { ORDER_HOLD_JOB, releaseLapsedHold } from './order-hold.service.ts';
import { ORDER_EXPIRE_JOB } from './order-placement.service.ts';
import { ORDER_STATUS } from './order-states.ts';
import { closeUnpaidOrder } from './orders.service.ts';
import { catalogChanged } from '../catalog/index.ts';

/** Expires the order if it is still unpaid; true when this call did it (a paid or cancelled order is left alone). */
export async function expireOrder(db: DB, orderId: string, at: Date): Promise<boolean> {
  return (await expireOrderClosingPayments(db, orderId, at)) !== false;
}

async function expireOrderClosingPayments(db: DB, orderId: string, at: Date) {
  const closed = await db
    .transaction()
    .execute((trx) =>
      closeUnpaidOrder(trx, orderId, ORDER_STATUS.expired, at.toISOString(), { actor: 'system', by: null }),
    );
  if (closed) catalogChanged(db, 'details');
  return closed;
}

/**
 * The unpaid-order jobs: the end of its short hold on the stock (order-hold.service.ts) and its expiry.
 * `paymentClosed` runs after the commit when the expiry closed an open payment intent (as a cancel does).
 */
export function registerOrderExpiry(runner: JobRunner, paymentClosed: () => void): void {
  runner.register<{ orderId: string }>(ORDER_HOLD_JOB, async ({ orderId }, { db, now }) => {
    await releaseLapsedHold(db, orderId, now);
  });
  runner.register<{ orderId: string }>(ORDER_EXPIRE_JOB, async ({ orderId }, { db, now }) => {
    const closed = await expireOrderClosingPayments(db, orderId, now);
    if (closed && closed.closedPayments > 0) paymentClosed();
  });
}
