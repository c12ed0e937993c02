// Refunds at the order desk as a ledger: held under the order's row lock, asked of the provider
// outside any transaction with a key of their own, then completed (docs/decisions/213-partial-refunds-and-order-csv.md).
import { messageRef } from '@store/shared/i18n/catalogue';
import { API_ERROR } from '@store/shared/messages';
import { formatTaka, poishaToTaka, takaToPoisha } from '@store/shared/money';
import { PARTLY_REFUNDABLE_STATUSES } from '@store/shared/order-flow';
import {
  nameWithVariant,
  type OrderRefund,
  type OrderRefunds,
  paidForPieces,
  type PartialRefundInput,
} from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../accounts/index.ts';
import {
  type PaymentProvider,
  type ProviderRefund,
  ProviderUnavailableError,
  RefundRefusedError,
} from '../../lib/payment-provider.ts';
import { orderStockChanged } from './order-hold.service.ts';
import {
  completeRefund,
  deletePendingRefund,
  insertRefund,
  listRefundsOfOrder,
  type OrderRefundRow,
  findOrderById,
  insertOrderEvent,
  listOrderLines,
  lockOrder,
  type OrderLineRow,
  type OrderRow,
  returnStock,
  setCreditNoteNumber,
} from './orders.repository.ts';
import { takeNextDocumentNumber } from './document-numbers.ts';
import { loadOrder } from './orders.service.ts';
import { recordChange } from '../audit/index.ts';

const text = (key: string, values?: Record<string, string | number>) =>
  messageRef('order-desk', 'ORDER_DESK_TEXT', key, values);
const refundFailed = () => new AppError('REFUND_FAILED', 502, text('refundFailed'));
const providerUnavailable = () =>
  new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 502, messageRef('payments', 'PAYMENT_TEXT', 'providerUnavailable'));

/** Runs a provider call; its outage becomes a 502 with a clear message, never a 500. */
export async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof ProviderUnavailableError ? providerUnavailable() : error;
  }
}

/** The states whose payment can be partly given back (the money was taken and kept). */
const PARTLY_REFUNDABLE: readonly string[] = PARTLY_REFUNDABLE_STATUSES;

/** The ledger key of the refund transition (the rest of the order); a partial refund's is the caller's. */
const FULL_KEY = 'full';

/** The provider's idempotency key: the order's own for the refund transition, plus the caller's for a partial refund. */
const providerKey = (orderId: string, key: string) =>
  key === FULL_KEY ? `refund-${orderId}` : `refund-${orderId}-${key}`;

/** Who asks; a staff member's role has the refund recorded in the audit trail. */
type Who = { id?: string; email: string; role?: string } | null;

const findRefundByKey = async (db: DB, orderId: string, key: string) =>
  (await listRefundsOfOrder(db, orderId)).refunds.find((r) => r.idempotencyKey === key);

/** Sums the asked lines by line number and checks them against what each line can still give back. */
function returnedLines(
  asked: { lineNo: number; quantity: number }[],
  lines: OrderLineRow[],
  returned: Map<number, number>,
): { lineNo: number; quantity: number; amount: number }[] {
  const byLine = new Map<number, number>();
  for (const a of asked) byLine.set(a.lineNo, (byLine.get(a.lineNo) ?? 0) + a.quantity);
  return [...byLine].map(([lineNo, quantity], index) => {
    const line = lines.find((l) => l.lineNo === lineNo);
    if (!line)
      throw badRequest(API_ERROR.validation, {
        [`lines.${index}.lineNo`]: text('refundLineUnknown', { line: lineNo }),
      });
    const left = line.quantity - (returned.get(lineNo) ?? 0);
    if (quantity > left)
      throw badRequest(API_ERROR.validation, { [`lines.${index}.quantity`]: text('refundLineTooMany', { n: left }) });
    // What was paid for these pieces (after the promotions' discount), never the price before it.
    const amount = paidForPieces(line.lineTotal - line.discount, line.quantity, returned.get(lineNo) ?? 0, quantity);
    return { lineNo, quantity, amount };
  });
}

type RefundAsk = {
  kind: 'full' | 'partial';
  lines: { lineNo: number; quantity: number }[];
  amount: number | 'rest';
  restock: boolean;
  note: string | null;
  by: Who;
  states: readonly string[];
};

/** Holds a new refund as a pending row, checked against what the ledger says is left, under the order's row lock. */
async function holdRefund(db: DB, orderId: string, key: string, ask: RefundAsk): Promise<OrderRefundRow> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockOrder(trx, orderId))) throw notFound(API_ERROR.orderNotFound);
    const again = await findRefundByKey(trx, orderId, key);
    if (again) return again;
    const order = await findOrderById(trx, orderId);
    if (!order || !ask.states.includes(order.status)) throw conflict(text('refundNotRefundable'));
    const ledger = await listRefundsOfOrder(trx, orderId);
    const lines = returnedLines(ask.lines, await listOrderLines(trx, orderId), ledger.returned);
    const left = order.total - ledger.refunds.reduce((s, r) => s + r.amount, 0);
    const amount =
      ask.amount === 'rest' ? left : ask.lines.length > 0 ? lines.reduce((s, l) => s + l.amount, 0) : ask.amount;
    if (amount > left || (ask.kind === 'partial' && amount <= 0)) {
      throw conflict(text('refundOverPaid', { amount: formatTaka(poishaToTaka(Math.max(left, 0))) }));
    }
    const row: OrderRefundRow = {
      id: newId(),
      orderId,
      idempotencyKey: key,
      kind: ask.kind,
      amount,
      restock: ask.restock && lines.length > 0 ? 1 : 0,
      status: 'pending',
      providerRefundId: null,
      creditNoteNumber: null,
      note: ask.note,
      actorEmail: ask.by?.email ?? null,
      createdAt: nowIso(),
      completedAt: null,
    };
    await insertRefund(trx, row, lines);
    return row;
  });
}

/** Asks the provider: a refusal drops the hold; an outage keeps it, so a retry asks with the same key. */
async function refundHeld(
  db: DB,
  provider: PaymentProvider | null,
  order: OrderRow,
  held: OrderRefundRow,
): Promise<ProviderRefund> {
  const transactionId = order.transactionId;
  let refund: ProviderRefund | undefined;
  try {
    if (transactionId && provider) {
      const key = providerKey(order.id, held.idempotencyKey);
      refund = await askProvider(() => provider.refund(transactionId, held.amount, key));
    }
  } catch (error) {
    if (!(error instanceof RefundRefusedError)) throw error;
  }
  if (refund && refund.status !== 'failed' && refund.status !== 'canceled') return refund;
  await deletePendingRefund(db, held.id);
  throw refundFailed();
}

/**
 * Completes a made refund once, with its Mushak-6.7 credit note (`CN-2026-27-000001`, decision 233) taken
 * only after the conditional update won, so a second completion takes no number; a partial one also restocks and notes it.
 */
async function completeHeld(
  db: DB,
  order: OrderRow,
  held: OrderRefundRow,
  refund: ProviderRefund,
  by: Who,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOrder(trx, order.id);
    const { lines: given } = await listRefundsOfOrder(trx, order.id);
    const at = nowIso();
    if (!(await completeRefund(trx, held.id, { providerRefundId: refund.id, creditNoteNumber: null, at }))) return;
    const creditNoteNumber = order.invoiceNumber ? await takeNextDocumentNumber(trx, 'CN', at) : null;
    if (creditNoteNumber) await setCreditNoteNumber(trx, held.id, creditNoteNumber);
    if (by?.id && by.role) {
      await recordChange(
        trx,
        { id: by.id, email: by.email, role: by.role },
        {
          kind: 'order.refund',
          objectType: 'order',
          objectId: order.id,
          after: {
            refundId: held.id,
            kind: held.kind,
            amount: held.amount,
            restock: held.restock === 1,
            note: held.note,
          },
        },
      );
    }
    if (held.kind !== 'partial') return;
    if (held.restock === 1) {
      const lines = await listOrderLines(trx, order.id);
      const back = (given.get(held.id) ?? []).map((r) => ({
        variantId: lines.find((l) => l.lineNo === r.lineNo)?.variantId ?? null,
        quantity: r.quantity,
      }));
      await returnStock(trx, back);
    }
    const now = await findOrderById(trx, order.id);
    const status = now?.status ?? order.status;
    await insertOrderEvent(trx, {
      orderId: order.id,
      fromStatus: status,
      toStatus: status,
      actorUserId: by?.id ?? null,
      actorEmail: by?.email ?? null,
      at,
      note: [`Partial refund ${formatTaka(poishaToTaka(held.amount))}`, creditNoteNumber, held.note]
        .filter(Boolean)
        .join(' · '),
      refundId: refund.id,
    });
  });
  await orderStockChanged(db, order.id);
}

/** The ledger's refund under `key`, held now if new, then asked of the provider and completed; its provider's id. */
async function refundOnce(
  db: DB,
  provider: PaymentProvider | null,
  order: OrderRow,
  key: string,
  existing: OrderRefundRow | undefined,
  ask: RefundAsk,
): Promise<{ id: string; providerRefundId: string | null }> {
  if (existing?.status === 'succeeded') return existing;
  const held = existing ?? (await holdRefund(db, order.id, key, ask));
  if (held.amount === 0) {
    await completeRefund(db, held.id, { providerRefundId: '', creditNoteNumber: null, at: nowIso() });
    return { id: held.id, providerRefundId: '' };
  }
  const refund = await refundHeld(db, provider, order, held);
  await completeHeld(db, order, held, refund, ask.by);
  return { id: held.id, providerRefundId: refund.id };
}

/**
 * POST /orders/{id}/refunds (admin): chosen lines (restocked unless `restock: false`) or an amount.
 * The same Idempotency-Key answers the same refund (replayed); used for another refund, 409.
 */
export async function refundPartOfOrder(
  db: DB,
  providerFor: (paymentMethod: string | null) => PaymentProvider | null,
  admin: AuthUser,
  id: string,
  input: PartialRefundInput,
  key: string | undefined,
): Promise<{ refund: OrderRefund; refunds: OrderRefunds; replayed: boolean }> {
  const order = await loadOrder(db, id);
  if (!key) throw badRequest(text('refundKeyRequired'), { 'idempotency-key': text('refundKeyRequired') });
  if (key === FULL_KEY) throw conflict(text('refundKeyReused'));
  const lines = input.lines ?? [];
  const amount = input.amount === undefined ? 0 : takaToPoisha(input.amount);
  const existing = await findRefundByKey(db, order.id, key);
  if (existing && (existing.kind !== 'partial' || (lines.length === 0 && existing.amount !== amount))) {
    throw conflict(text('refundKeyReused'));
  }
  const made = await refundOnce(db, providerFor(order.paymentMethod), order, key, existing, {
    kind: 'partial',
    lines,
    amount,
    restock: input.restock ?? true,
    note: input.note ?? null,
    by: admin,
    states: PARTLY_REFUNDABLE,
  });
  const refunds = await getOrderRefunds(db, order.id);
  const refund = refunds.refunds.find((r) => r.id === made.id);
  if (!refund) throw notFound(API_ERROR.orderNotFound);
  return { refund, refunds, replayed: existing !== undefined };
}

/** The refund transition's money: what partial refunds left; the provider's refund id, none when nothing was left. */
export async function refundRestOfOrder(
  db: DB,
  provider: PaymentProvider | null,
  order: OrderRow,
  by: Who,
  states: readonly string[],
): Promise<string | undefined> {
  const existing = await findRefundByKey(db, order.id, FULL_KEY);
  const ask: RefundAsk = { kind: 'full', lines: [], amount: 'rest', restock: false, note: null, by, states };
  return (await refundOnce(db, provider, order, FULL_KEY, existing, ask)).providerRefundId || undefined;
}

/** GET /orders/{id}/refunds (admin): the order's refunds and what each line and the order can still give back. */
export async function getOrderRefunds(db: DB, id: string): Promise<OrderRefunds> {
  const order = await loadOrder(db, id);
  const [orderLines, ledger] = await Promise.all([listOrderLines(db, order.id), listRefundsOfOrder(db, order.id)]);
  const refunded = ledger.refunds.reduce((s, r) => s + r.amount, 0);
  const paid = order.paidAt ? order.total : 0;
  const nameOf = (lineNo: number) => {
    const line = orderLines.find((l) => l.lineNo === lineNo);
    return line ? nameWithVariant(line.productName, line.variantTitle) : '';
  };
  return {
    orderId: order.id,
    paid: poishaToTaka(paid),
    refunded: poishaToTaka(refunded),
    refundable: poishaToTaka(PARTLY_REFUNDABLE.includes(order.status) ? Math.max(paid - refunded, 0) : 0),
    lines: orderLines.map((l) => ({
      lineNo: l.lineNo,
      productname: nameWithVariant(l.productName, l.variantTitle),
      unitPrice: poishaToTaka(l.unitPrice),
      quantity: l.quantity,
      returnable: l.quantity - (ledger.returned.get(l.lineNo) ?? 0),
      paid: poishaToTaka(l.lineTotal - l.discount),
    })),
    refunds: ledger.refunds.map((r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      amount: poishaToTaka(r.amount),
      lines: (ledger.lines.get(r.id) ?? []).map((l) => ({
        lineNo: l.lineNo,
        productname: nameOf(l.lineNo),
        quantity: l.quantity,
      })),
      restock: r.restock === 1,
      providerRefundId: r.providerRefundId || null,
      creditNoteNumber: r.creditNoteNumber,
      note: r.note,
      by: r.actorEmail,
      at: r.completedAt ?? r.createdAt,
    })),
  };
}
