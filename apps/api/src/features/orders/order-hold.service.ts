// An unpaid order holds its pieces for a short time only (docs/decisions/212-unpaid-stock-hold.md).
import { messageRef } from '@store/shared/i18n/catalogue';
import { enqueueJob } from '../../background/job-runner.ts';
import type { DB } from '../../db/database.ts';
import { conflict } from '../../lib/app-error.ts';
import { ORDER_STATUS } from './order-states.ts';
import { returnOrderStock } from './order-transitions.service.ts';
import {
  findHoldOf,
  hasStockFor,
  markHoldLapsed,
  markStockGivenBack,
  markStockTaken,
  takeStockBack,
} from './order-hold.repository.ts';
import { listOrderLines, returnStock } from './orders.repository.ts';
import { catalogChanged } from '../catalog/index.ts';

/** The background job that ends an unpaid order's hold (registered in order-expiry.ts). */
export const ORDER_HOLD_JOB = 'order.release-hold';
export const orderHoldJobId = (orderId: string): string => `order-hold-${orderId}`;

/** At placement, in its transaction: the hold ends at `until` (a job that survives restarts). */
export async function scheduleHoldRelease(trx: DB, orderId: string, until: Date): Promise<void> {
  await enqueueJob(trx, ORDER_HOLD_JOB, { orderId }, until, { id: orderHoldJobId(orderId) });
}

/**
 * The hold job: an order still unpaid and still holding at `now`, past its hold, gives its pieces
 * back. True when this call did it; a paid, closed or confirmed order is left alone.
 */
export async function releaseLapsedHold(db: DB, orderId: string, now: Date): Promise<boolean> {
  const released = await db.transaction().execute(async (trx) => {
    if (!(await markHoldLapsed(trx, orderId, now.toISOString()))) return false;
    await returnOrderStock(trx, orderId);
    return true;
  });
  catalogChanged(db, 'details');
  return released;
}

/** An order closing (cancel, expiry): its pieces go back if it still holds them, once. */
export async function giveBackHeldStock(trx: DB, orderId: string): Promise<void> {
  if (await markStockGivenBack(trx, orderId)) await returnOrderStock(trx, orderId);
}

/**
 * Inside the caller's transaction, with the order row locked first: the order's pieces are its own
 * again. True when it still held them or every line's pieces could be taken now (in product id
 * order, as checkout takes them); false when one line's product has too few left (nothing taken).
 */
export async function takeHeldStockAgain(trx: DB, orderId: string): Promise<boolean> {
  const hold = await findHoldOf(trx, orderId);
  if (!hold) return false;
  if (hold.stockHeld === 1) return true;
  const lines = (await listOrderLines(trx, orderId)).sort((a, b) =>
    (a.productId ?? '') < (b.productId ?? '') ? -1 : (a.productId ?? '') > (b.productId ?? '') ? 1 : 0,
  );
  const taken: { productId: string; quantity: number }[] = [];
  for (const line of lines) {
    if (!line.productId || !(await takeStockBack(trx, line.productId, line.quantity))) {
      for (const t of taken) await returnStock(trx, t.productId, t.quantity);
      return false;
    }
    taken.push({ productId: line.productId, quantity: line.quantity });
  }
  // Another transaction took them first (a caller that did not lock the order): ours go back.
  if (!(await markStockTaken(trx, orderId))) for (const t of taken) await returnStock(trx, t.productId, t.quantity);
  return true;
}

/**
 * A payment about to be recorded, with the order row locked: true when the order is not unpaid
 * (nothing to take) or holds its pieces again; false when its lapsed hold's pieces were sold.
 */
export async function takeStockForPayment(trx: DB, orderId: string): Promise<boolean> {
  const hold = await findHoldOf(trx, orderId);
  if (!hold || hold.status !== ORDER_STATUS.unpaid) return true;
  return takeHeldStockAgain(trx, orderId);
}

export const holdLapsedSoldOut = () => conflict(messageRef('payments', 'PAYMENT_TEXT', 'holdLapsedSoldOut'));

/**
 * Before a payment starts (a card intent, an SSLCommerz session, cash on delivery): an unpaid order
 * whose hold lapsed is refused with 409 when its pieces are no longer all in stock, so that no money
 * is taken for pieces the store cannot send. Nothing is taken here: the payment takes them.
 */
export async function assertStockForPayment(db: DB, orderId: string): Promise<void> {
  const hold = await findHoldOf(db, orderId);
  if (!hold || hold.status !== ORDER_STATUS.unpaid || hold.stockHeld === 1) return;
  if (!(await hasStockFor(db, await listOrderLines(db, orderId)))) throw holdLapsedSoldOut();
}
