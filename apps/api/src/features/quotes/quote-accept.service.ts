// The buyer's answer to a quote: accepting places one order through the orders feature at exactly the stored
// version's unit prices and shipping (never the body's), and marks the quote accepted by a conditional update in
// the same transaction, so two acceptances at once leave one order; declining ends it.
import { messageRef } from '@store/shared/i18n/catalogue';
import { poishaToTaka } from '@store/shared/money';
import type { CheckoutResult, QuoteAcceptInputSchema } from '@store/shared/schemas';
import type { z } from 'zod';
import type { DB, StoreDatabase } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../accounts/index.ts';
import { type OrderRules, placeOrderLines, type RefusedLine } from '../orders/index.ts';
import { notifyAccepted } from './quote-notify.ts';
import { isRightKey, quoteOf, quoteStatusOf } from './quote-view.service.ts';
import { findQuoteRequest, findVersionLines, type QuoteRequestRow, updateQuoteStatus } from './quotes.repository.ts';

type ConflictKey = Parameters<typeof conflictText>[0];
const conflictText = (
  key:
    | 'notQuoted'
    | 'accepted'
    | 'declined'
    | 'closed'
    | 'expired'
    | 'revised'
    | 'cannotDecline'
    | 'notEnoughStock'
    | 'lineGone',
  values?: Record<string, string | number>,
) => messageRef('quotes', 'QUOTE_CONFLICT', key, values);

export const quoteConflict = (key: ConflictKey, values?: Record<string, string | number>) =>
  new AppError('CONFLICT', 409, conflictText(key, values));

/** Why version `version` of this request cannot be accepted now; undefined when it can. */
export function whyNotAcceptable(row: QuoteRequestRow, version: number, now = new Date()): AppError | undefined {
  const status = quoteStatusOf(row, now);
  if (status === 'requested') return quoteConflict('notQuoted');
  if (status !== 'quoted') return quoteConflict(status);
  if (row.latestVersion !== version) return quoteConflict('revised');
  return undefined;
}

/** The request's owner, or a signed-in holder of a guest request's key; anyone else is told it does not exist. */
function mayAnswer(row: QuoteRequestRow, caller: AuthUser | null, key: string | undefined): boolean {
  if (row.userId !== null) return caller !== null && caller.id === row.userId;
  return isRightKey(row, key);
}

function refusedQuoteLine({ line, variant }: RefusedLine): AppError {
  const name = variant?.name ?? line.label ?? line.productId;
  if (!variant) return quoteConflict('lineGone', { name });
  return quoteConflict('notEnoughStock', { name, available: Math.max(variant.stock, 0) });
}

export type QuoteAcceptInput = z.output<typeof QuoteAcceptInputSchema>;

export async function acceptQuote(
  store: StoreDatabase,
  rules: OrderRules,
  user: AuthUser,
  id: string,
  input: QuoteAcceptInput,
  options: { idempotencyKey: string | undefined; shopEmail: string },
): Promise<CheckoutResult & { replayed: boolean }> {
  const row = await findQuoteRequest(store.db, id);
  if (!row || !mayAnswer(row, user, input.key)) throw notFound();
  // A version never changes once written, so its prices and shipping can be read before the transaction.
  const quoted = await findVersionLines(store.db, id, input.version);
  if (!quoted) throw whyNotAcceptable(row, input.version) ?? quoteConflict('revised');
  const { version, key: _key, ...contact } = input;
  const placed = await placeOrderLines(store, rules, {
    user,
    contact,
    idempotencyKey: options.idempotencyKey,
    call: 'quote-accept',
    hashed: { quote: id, version },
    quoted: { shipping: Number(quoted.shipping) },
    readLines: async (trx) => {
      const now = await findQuoteRequest(trx, id);
      if (!now || (now.userId !== null && now.userId !== user.id)) throw notFound();
      const refusal = whyNotAcceptable(now, version);
      if (refusal) throw refusal;
      return quoted.lines.map((l) => ({
        productId: l.productId,
        variantId: l.variantId,
        quantity: l.quantity,
        quotedPrice: Number(l.unitPrice),
        label: l.name,
      }));
    },
    noLines: () => quoteConflict('revised'),
    refused: refusedQuoteLine,
    afterPlaced: async (trx, order) => {
      const at = new Date().toISOString();
      // NOTE: the guard that makes two acceptances at once one order: the loser's update finds no row (after
      // the winner's commit on PostgreSQL) and its whole order is rolled back.
      const accepted = await updateQuoteStatus(
        trx,
        { id, from: ['quoted'], latestVersion: version, userIdNullOr: user.id, validFrom: at },
        { status: 'accepted', orderId: order.orderId, userId: user.id, updatedAt: at },
      );
      if (!accepted) {
        const current = await findQuoteRequest(trx, id);
        throw (current && whyNotAcceptable(current, version)) ?? quoteConflict('accepted');
      }
      await notifyAccepted(trx, row, order, options.shopEmail);
    },
  });
  return {
    acknowledged: true,
    insertedId: placed.orderId,
    total: poishaToTaka(placed.total),
    replayed: placed.replayed,
  };
}

/** POST /api/quotes/{id}/decline: the owner or the key's holder, while it waits or is quoted (even expired). */
export async function declineQuote(db: DB, id: string, caller: AuthUser | null, key: string | undefined) {
  const row = await findQuoteRequest(db, id);
  // The link's key declines even a signed-in requester's request: it is what their mail and SMS carry.
  const isRequester = caller !== null && caller.id === row?.userId;
  if (!row || !(isRequester || isRightKey(row, key))) throw notFound();
  const at = new Date().toISOString();
  const declined = await updateQuoteStatus(
    db,
    { id, from: ['requested', 'quoted'] },
    { status: 'declined', updatedAt: at },
  );
  if (!declined) throw quoteConflict('cannotDecline');
  return quoteOf(db, { ...row, status: 'declined', updatedAt: at }, true);
}
