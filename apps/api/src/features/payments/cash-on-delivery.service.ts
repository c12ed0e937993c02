// Cash on delivery: the order records payment_method `cod` and the COD_FEE, and waits for the admin
// (order-lifecycle.service.ts).
import { poishaToTaka } from '@store/shared/money';
import { COD_METHOD } from '@store/shared/order-flow';
import type { Order, OrderPaymentInput } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../accounts/index.ts';
import { decideCod, decideCodAdvance, ruleRefusalMessage } from '../cod-trust/index.ts';
import { assertPaymentMethodAllowed } from '../promotions/index.ts';
import {
  assertStockForPayment,
  cancelOpenIntentsOfOrder,
  chooseCashOnDelivery,
  findOrderById,
  loadOrder,
  lockOrder,
  orderDtoOf,
  type OrderRow,
} from '../orders/index.ts';
import { assertPayableOnline, type CodSettings } from './payment-intents.service.ts';
import { paymentMessage } from './payment-messages.ts';
import { sumCashToCollect } from './payments.repository.ts';
import type { PaymentProviders } from './select-provider.ts';

/**
 * Cash on delivery is offered for an order of this total (poisha, before the fee) up to COD_MAX_TOTAL,
 * where its shipping zone offered it when the order was placed, and the owner's COD rules allow it.
 */
async function assertCodAllowed(db: DB, order: OrderRow, cod: CodSettings) {
  assertPayableOnline(order);
  assertPaymentMethodAllowed(order, 'cod');
  if (order.codOffered !== 1) throw conflict(paymentMessage('codNotInZoneError'));
  if (order.total + cod.fee > cod.maxTotal) throw conflict(paymentMessage('codAboveLimitError'));
  // The owner's COD rules (docs/features/cod-trust.md), with the rule's own words for the buyer.
  const refusal = ruleRefusalMessage(await decideCod(db, { enabled: true, ...cod }, order), order, cod.fee);
  if (refusal) throw conflict(refusal);
}

/** POST /payments/cod, harmless to repeat; it closes the order's open online attempts. */
export async function chooseCod(
  db: DB,
  providers: PaymentProviders,
  cod: CodSettings,
  user: AuthUser,
  input: OrderPaymentInput,
): Promise<Order> {
  if (!providers.isEnabled('cod')) throw notFound(paymentMessage('methodNotEnabled'));
  const order = await loadOrder(db, input.order, user, true);
  if (order.paymentMethod !== COD_METHOD) {
    await assertCodAllowed(db, order, cod);
    await assertStockForPayment(db, order.id);
    await db.transaction().execute(async (trx) => {
      await lockOrder(trx, order.id);
      const current = await findOrderById(trx, order.id);
      if (current?.paymentMethod === COD_METHOD) return;
      if (!current) throw notFound(paymentMessage('paymentNotFound'));
      await assertCodAllowed(trx, current, cod);
      // Rule (b): the delivery fee paid online first, asked now and kept on the order (decision 225).
      const reason = await decideCodAdvance(trx, current);
      const advance = { amount: reason ? current.shipping : 0, reason };
      if (!(await chooseCashOnDelivery(trx, order.id, cod.fee, advance))) {
        throw conflict(paymentMessage('paymentClosed'));
      }
      await cancelOpenIntentsOfOrder(trx, order.id, nowIso());
    });
  }
  return orderDtoOf(db, order.id);
}

/** The cash the riders are to collect (GET /admin/cash-to-collect), in taka. */
export async function cashToCollect(db: DB): Promise<{ orders: number; amount: number }> {
  const { orders, amount } = await sumCashToCollect(db);
  return { orders, amount: poishaToTaka(amount) };
}
