// The owner's side of a request for quote: a quote in versions (each kept; the latest is the one that can be
// accepted) and closing or reopening a request.
import { refsTo } from '@store/shared/i18n/catalogue';
import { messageRef } from '@store/shared/i18n/catalogue';
import type { QuoteStatusInputSchema, QuoteVersionInputSchema } from '@store/shared/schemas';
import type { z } from 'zod';
import type { DB } from '../../db/database.ts';
import type { StoredQuoteStatus } from '../../db/schema.ts';
import { AppError, notFound, validationFailed } from '../../lib/app-error.ts';
import { type AuditActor, recordChange } from '../audit/index.ts';
import { findOrderById, ORDER_STATUS } from '../orders/index.ts';
import { notifyQuoted } from './quote-notify.ts';
import { quoteOf } from './quote-view.service.ts';
import {
  findQuoteRequest,
  insertVersion,
  listRequestLines,
  type QuoteRequestRow,
  updateQuoteStatus,
} from './quotes.repository.ts';

const errorText = refsTo('quotes', 'QUOTE_ERROR');
const conflict = (key: 'cannotRevise' | 'cannotClose' | 'cannotReopen') =>
  new AppError('CONFLICT', 409, messageRef('quotes', 'QUOTE_CONFLICT', key));

export type QuoteVersionRequest = z.output<typeof QuoteVersionInputSchema>;

/** The states a new version may follow; an accepted one only when its order was cancelled (that reopens it). */
async function mayRevise(db: DB, row: QuoteRequestRow): Promise<boolean> {
  if (row.status === 'requested' || row.status === 'quoted') return true;
  if (row.status !== 'accepted' || row.orderId === null) return false;
  const order = await findOrderById(db, row.orderId);
  return order?.status === ORDER_STATUS.cancelled || order?.status === ORDER_STATUS.expired;
}

/** Exactly the request's variants, each once, none below its minimum order, and a validity in the future. */
async function versionLines(db: DB, row: QuoteRequestRow, input: QuoteVersionRequest, now: Date) {
  const requested = await listRequestLines(db, [row.id]);
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [i, line] of input.lines.entries()) {
    const asked = requested.find((r) => r.variantId === line.variantId);
    if (!asked || seen.has(line.variantId)) fields[`lines.${i}.variantId`] = errorText('versionLines');
    else {
      const min = Math.max(Number(asked.minQuantity ?? 1), 1);
      if (line.quantity < min) fields[`lines.${i}.quantity`] = errorText('belowMinimum', { min });
    }
    seen.add(line.variantId);
  }
  if (requested.some((r) => !seen.has(r.variantId))) fields.lines = errorText('versionLines');
  if (Date.parse(input.validUntil) <= now.getTime()) fields.validUntil = errorText('validUntil');
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return input.lines.map((line, i) => {
    const asked = requested.find((r) => r.variantId === line.variantId) as (typeof requested)[number];
    return {
      lineNo: i + 1,
      variantId: line.variantId,
      productId: asked.productId,
      name: asked.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    };
  });
}

/** POST /api/admin/quotes/{id}/versions: the next version, mailed (and texted) to the requester with its link. */
export async function reviseQuote(
  db: DB,
  id: string,
  input: QuoteVersionRequest,
  options: { author: AuditActor; origin: string },
) {
  const row = await findQuoteRequest(db, id);
  if (!row) throw notFound();
  const now = new Date();
  const lines = await versionLines(db, row, input, now);
  if (!(await mayRevise(db, row))) throw conflict('cannotRevise');
  const at = now.toISOString();
  const version = row.latestVersion + 1;
  const validUntil = new Date(input.validUntil).toISOString();
  await db.transaction().execute(async (trx) => {
    const written = await insertVersion(
      trx,
      { fromVersion: row.latestVersion, fromStatuses: [row.status] },
      {
        requestId: id,
        version,
        shipping: input.shipping,
        validUntil,
        note: input.note,
        createdAt: at,
        createdBy: options.author.id,
      },
      lines.map((l) => ({ ...l, requestId: id, version })),
    );
    if (!written) throw conflict('cannotRevise');
    await recordChange(trx, options.author, {
      kind: 'quote.version',
      objectType: 'quote',
      objectId: id,
      before: { status: row.status, version: row.latestVersion },
      after: {
        status: 'quoted',
        version,
        shipping: input.shipping,
        validUntil,
        lines: lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity, unitPrice: l.unitPrice })),
      },
    });
    const updated = {
      ...row,
      status: 'quoted' as const,
      latestVersion: version,
      validUntil,
      orderId: null,
      updatedAt: at,
    };
    const quote = await quoteOf(trx, updated, true);
    const latest = quote.versions.at(-1);
    if (latest) await notifyQuoted(trx, updated, latest, options.origin);
  });
  return quoteOf(db, (await findQuoteRequest(db, id)) as QuoteRequestRow, true);
}

const STATUS_CHANGES: Record<
  z.output<typeof QuoteStatusInputSchema>['status'],
  {
    from: readonly StoredQuoteStatus[];
    refused: 'cannotClose' | 'cannotReopen';
  }
> = {
  closed: { from: ['requested', 'quoted'], refused: 'cannotClose' },
  requested: { from: ['closed'], refused: 'cannotReopen' },
};

/** PUT /api/admin/quotes/{id}/status: close an open request, or open a closed one again. */
export async function setQuoteStatus(db: DB, id: string, status: keyof typeof STATUS_CHANGES, actor?: AuditActor) {
  const row = await findQuoteRequest(db, id);
  if (!row) throw notFound();
  const change = STATUS_CHANGES[status];
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await updateQuoteStatus(trx, { id, from: change.from }, { status, updatedAt: at })))
      throw conflict(change.refused);
    await recordChange(trx, actor, {
      kind: 'quote.status',
      objectType: 'quote',
      objectId: id,
      before: { status: row.status },
      after: { status },
    });
  });
  return quoteOf(db, { ...row, status, updatedAt: at }, true);
}
