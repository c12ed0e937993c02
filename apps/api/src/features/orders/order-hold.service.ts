// An unpaid order holds its pieces for a short time only (docs/decisions/212-unpaid-stock-hold.md).
import { messageRef } from '@store/shared/i18n/catalogue';
import type { DB } from '../../db/database.ts';
import { conflict } from '../../lib/app-error.ts';
import { ORDER_STATUS } from './order-states.ts';
import { returnOrderStock } from './order-transitions.service.ts';
import {
  findOrderById,
  hasStockFor,
  listOrderLines,
  returnStock,
  setStockHeld,
  takeStock,
} from './orders.repository.ts';
import { catalogChanged } from '../catalog/index.ts';

/** The background job that ends an unpaid order's hold: queued at placement, registered with the expiry. */
export const ORDER_HOLD_JOB = 'order.release-hold';

/** The hold job: an order still unpaid and holding, past its hold, gives its pieces back; true when this call did it. */
export async function releaseLapsedHold(db: DB, orderId: string, now: Date): Promise<boolean> {
  const released = await db.transaction().execute(async (trx) => {
    if (!(await setStockHeld(trx, orderId, 0, now.toISOString()))) return false;
    await returnOrderStock(trx, orderId);
    return true;
  });
  if (released) await orderStockChanged(db, orderId);
  return released;
}

/** After the commit of a write that moved an order's pieces: tells the catalogue caches which products. */
export async function orderStockChanged(db: DB, orderId: string): Promise<void> {
  const lines = await listOrderLines(db, orderId);
  await catalogChanged(db, { products: lines.flatMap((line) => (line.productId ? [line.productId] : [])) });
}

/** An order closing (cancel, expiry): its pieces go back if it still holds them, once. */
export async function giveBackHeldStock(trx: DB, orderId: string): Promise<void> {
  if (await setStockHeld(trx, orderId, 0)) await returnOrderStock(trx, orderId);
}

/** A payment about to be recorded (order row locked): false when a lapsed hold's pieces cannot all be taken again. */
export async function takeStockForPayment(trx: DB, orderId: string): Promise<boolean> {
  const order = await findOrderById(trx, orderId);
  if (!order || order.status !== ORDER_STATUS.unpaid || order.stockHeld === 1) return true;
  // The pieces only: the order's prices were fixed at placement (breaks, groups, quotes), whatever the catalogue's now.
  const lines = (await listOrderLines(trx, orderId)).map(({ variantId, quantity }) => ({ variantId, quantity }));
  if ((await takeStock(trx, lines, { anyQuantity: true })).refused) return false;
  // Another transaction took them first (a caller that did not lock the order): ours go back.
  if (!(await setStockHeld(trx, orderId, 1))) await returnStock(trx, lines);
  return true;
}

export const holdLapsedSoldOut = () => conflict(messageRef('payments', 'PAYMENT_TEXT', 'holdLapsedSoldOut'));

/** Before a payment starts: 409 when a lapsed hold's pieces are no longer all in stock (no money for them). */
export async function assertStockForPayment(db: DB, orderId: string): Promise<void> {
  const order = await findOrderById(db, orderId);
  if (!order || order.status !== ORDER_STATUS.unpaid || order.stockHeld === 1) return;
  if (!(await hasStockFor(db, await listOrderLines(db, orderId)))) throw holdLapsedSoldOut();
}
