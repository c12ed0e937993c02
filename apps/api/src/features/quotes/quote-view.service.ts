// A request for quote as the API answers it, and who may read it: the requester (their account or the link's
// key, compared in constant time) or an admin; anyone else is told it does not exist.
import { hasPermission } from '@store/shared/staff-roles';
import { createHash, timingSafeEqual } from 'node:crypto';
import { type Quote, type QuoteStatus, toVatRate } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../accounts/index.ts';
import {
  findQuoteRequest,
  listQuoteRequests,
  listRequestLines,
  listVersions,
  type QuoteRequestRow,
} from './quotes.repository.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `given` is the request's key; hashing first makes the comparison independent of the lengths. */
export const isRightKey = (row: { key: string }, given: string | undefined): boolean =>
  given !== undefined && given !== '' && timingSafeEqual(digest(row.key), digest(given));

/** "expired" is not stored: a quote whose validity passed. */
export function quoteStatusOf(row: Pick<QuoteRequestRow, 'status' | 'validUntil'>, now = new Date()): QuoteStatus {
  if (row.status === 'quoted' && row.validUntil !== null && row.validUntil < now.toISOString()) return 'expired';
  return row.status;
}

/** The requests with their lines (the catalogue's price, minimum and stock now) and every version, oldest first. */
export async function toQuotes(db: DB, rows: QuoteRequestRow[], { withKey }: { withKey: boolean }): Promise<Quote[]> {
  const ids = rows.map((r) => r.id);
  const [lines, { versions, lines: pricedLines }] = await Promise.all([
    listRequestLines(db, ids),
    listVersions(db, ids),
  ]);
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    ...(withKey ? { key: row.key } : {}),
    status: quoteStatusOf(row, now),
    name: row.name,
    email: row.email,
    phone: row.phone,
    note: row.note,
    lines: lines
      .filter((l) => l.requestId === row.id)
      .map((l) => ({
        productId: l.productId,
        variantId: l.variantId,
        name: l.name,
        quantity: l.quantity,
        listPrice: Number(l.price ?? 0),
        minQuantity: Number(l.minQuantity ?? 0),
        stock: Number(l.stock ?? 0),
        // The owner's quote form types prices before VAT with it when the store does (decision 236).
        ...(l.vatRate === null ? {} : { vatRate: toVatRate(l.vatRate) }),
      })),
    versions: versions
      .filter((v) => v.requestId === row.id)
      .map((v) => {
        const priced = pricedLines
          .filter((l) => l.requestId === row.id && l.version === v.version)
          .map((l) => ({
            variantId: l.variantId,
            name: l.name,
            quantity: l.quantity,
            unitPrice: Number(l.unitPrice),
            lineTotal: Number(l.unitPrice) * l.quantity,
          }));
        const subtotal = priced.reduce((sum, l) => sum + l.lineTotal, 0);
        const shipping = Number(v.shipping);
        return {
          version: v.version,
          lines: priced,
          subtotal,
          shipping,
          total: subtotal + shipping,
          validUntil: v.validUntil,
          note: v.note,
          createdAt: v.createdAt,
        };
      }),
    orderId: row.orderId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }));
}

export async function quoteOf(db: DB, row: QuoteRequestRow, withKey: boolean): Promise<Quote> {
  const [quote] = await toQuotes(db, [row], { withKey });
  return quote as Quote;
}

/** GET /api/quotes/{id}: the requester, the holder of its key or staff with `inbox`; 404 for anyone else. */
export async function readQuote(db: DB, id: string, caller: AuthUser | null, key: string | undefined) {
  const row = await findQuoteRequest(db, id);
  if (!row) throw notFound();
  const isRequester = caller !== null && caller.id === row.userId;
  const isAdmin = hasPermission(caller?.role, 'inbox');
  if (!isRequester && !isAdmin && !isRightKey(row, key)) throw notFound();
  return quoteOf(db, row, isRequester || isAdmin);
}

export async function listQuotes(db: DB, filter: { userId?: string; status?: QuoteStatus | undefined }) {
  const rows = await listQuoteRequests(db, {
    ...(filter.userId === undefined ? {} : { userId: filter.userId }),
    ...(filter.status === undefined ? {} : { status: filter.status }),
    now: new Date().toISOString(),
  });
  return toQuotes(db, rows, { withKey: true });
}
