// The sandbox's card form: a success settles the intent and its order in one transaction, so the
// order is paid even if the browser never reports it.
// NOTE: the card number never reaches the database or a log: only its brand and last four digits.
import { poishaToTaka } from '@store/shared/money';
import type { SandboxConfirmInput, SandboxConfirmResult } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/ids.ts';
import { INTENT_STATUS, type PaymentProvider } from '../../lib/payment-provider.ts';
import type { AuthUser } from '../accounts/index.ts';
import { holdLapsedSoldOut, loadOrder, lockOrder, orderStockChanged, takeStockForPayment } from '../orders/index.ts';
import { PAYMENT_TEXT_EN, paymentMessage } from './payment-messages.ts';
import { settleSucceededPayment } from './payment-settlement.service.ts';
import { findIntentByProviderRef, moveIntent } from './payments.repository.ts';
import { intentIdOfSecret, paymentFromRow, processSandboxCard, sameSecret } from './sandbox-provider.ts';

/** POST /payments/sandbox/confirm: 402 with Stripe's words for a declined card. */
export async function confirmSandboxPayment(
  db: DB,
  provider: PaymentProvider,
  user: AuthUser,
  input: SandboxConfirmInput,
  now: Date = new Date(),
): Promise<SandboxConfirmResult> {
  if (provider.name !== 'sandbox') throw notFound(PAYMENT_TEXT_EN.sandboxOnly);
  const ref = intentIdOfSecret(input.clientSecret);
  const intent = ref ? await findIntentByProviderRef(db, ref) : undefined;
  if (!intent || intent.provider !== 'sandbox' || !sameSecret(intent.clientSecret, input.clientSecret)) {
    throw notFound(paymentMessage('paymentNotFound'));
  }
  await loadOrder(db, intent.orderId, user, true);
  if (intent.status === INTENT_STATUS.succeeded) throw conflict(paymentMessage('alreadyConfirmed'));
  if (intent.status !== INTENT_STATUS.open) throw conflict(paymentMessage('paymentClosed'));

  const outcome = processSandboxCard(input.card, now);
  if (!outcome.ok) {
    const fields = outcome.fields ?? (outcome.field ? { [outcome.field]: outcome.message } : undefined);
    throw new AppError('CARD_ERROR', 402, outcome.message, fields);
  }
  const card = { cardBrand: outcome.brand, cardLast4: outcome.last4 };
  await db.transaction().execute(async (trx) => {
    const at = nowIso();
    await lockOrder(trx, intent.orderId);
    // An order whose short hold lapsed and whose pieces were sold is refused before the card is charged.
    if (!(await takeStockForPayment(trx, intent.orderId))) throw holdLapsedSoldOut();
    // Fails when a cancel of the order closed the intent first: then no money was taken.
    const succeeded = { status: INTENT_STATUS.succeeded, ...card, updatedAt: at };
    if (!(await moveIntent(trx, 'id', intent.id, INTENT_STATUS.open, succeeded))) {
      throw conflict(paymentMessage('paymentClosed'));
    }
    const payment = { ...paymentFromRow(intent), status: INTENT_STATUS.succeeded, ...card };
    await settleSucceededPayment(trx, intent.orderId, payment, 'sandbox', at);
  });
  await orderStockChanged(db, intent.orderId);
  return {
    paymentIntent: {
      id: intent.providerRef,
      status: 'succeeded',
      amount: poishaToTaka(intent.amount),
      currency: intent.currency,
    },
  };
}
