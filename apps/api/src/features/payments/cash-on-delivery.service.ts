// Cash on delivery: the order records payment_method `cod` and the COD_FEE, and waits for the admin
// (order-lifecycle.service.ts).
import { poishaToTaka } from '@store/shared/money';
import { COD_METHOD } from '@store/shared/order-flow';
import type { Order, OrderPaymentInput } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../accounts/index.ts';
import {
  assertStockForPayment,
  cancelOpenIntentsOfOrder,
  chooseCashOnDelivery,
  findOrderById,
  findPayableOrder,
  lockOrder,
  orderDtoOf,
} from '../orders/index.ts';
import { assertPayableOnline, type CodSettings, loadOwnOrder } from './payment-intents.service.ts';
import { paymentMessage } from './payment-messages.ts';
import { sumCashToCollect } from './payments.repository.ts';
import type { PaymentProviders } from './select-provider.ts';

/** Cash on delivery is offered for an order of this total (poisha, before the fee) up to COD_MAX_TOTAL. */
const codAllowedFor = (total: number, cod: CodSettings): boolean => total + cod.fee <= cod.maxTotal;

/**
 * POST /payments/cod. Repeating it is harmless (the fee is added once). It closes the order's open
 * online attempts (a payment made on one anyway is still recorded, as after a cancel);
 * `paymentClosed` runs after the commit when it did.
 */
export async function chooseCod(
  db: DB,
  providers: PaymentProviders,
  cod: CodSettings,
  user: AuthUser,
  input: OrderPaymentInput,
  paymentClosed: () => void,
): Promise<Order> {
  if (!providers.isEnabled('cod')) throw notFound(paymentMessage('methodNotEnabled'));
  const order = await loadOwnOrder(db, user, input.order);
  if (order.paymentMethod !== COD_METHOD) {
    assertPayableOnline(order);
    if (!codAllowedFor(order.total, cod)) throw conflict(paymentMessage('codAboveLimitError'));
    await assertStockForPayment(db, order.id);
    const closed = await db.transaction().execute(async (trx) => {
      await lockOrder(trx, order.id);
      const current = await findPayableOrder(trx, order.id);
      if (current?.paymentMethod === COD_METHOD) return 0;
      if (!current) throw notFound(paymentMessage('paymentNotFound'));
      assertPayableOnline(current);
      if (!codAllowedFor(current.total, cod)) throw conflict(paymentMessage('codAboveLimitError'));
      if (!(await chooseCashOnDelivery(trx, order.id, cod.fee))) throw conflict(paymentMessage('paymentClosed'));
      return cancelOpenIntentsOfOrder(trx, order.id, nowIso());
    });
    if (closed > 0) paymentClosed();
  }
  const row = await findOrderById(db, order.id);
  if (!row) throw notFound(paymentMessage('paymentNotFound'));
  return orderDtoOf(db, row);
}

/** The cash the riders are to collect (GET /admin/cash-to-collect), in taka. */
export async function cashToCollect(db: DB): Promise<{ orders: number; amount: number }> {
  const { orders, amount } = await sumCashToCollect(db);
  return { orders, amount: poishaToTaka(amount) };
}
