// POST /api/quotes: a buyer asks the shop for a price. Each line is a variant of the catalogue, once, at a
// quantity not below its minimum order (above the stock is fine: the shop may make more); stored and sent in
// one transaction.
import { randomBytes } from 'node:crypto';
import { refsTo } from '@store/shared/i18n/catalogue';
import { nameWithVariant, type QuoteRequestInputSchema } from '@store/shared/schemas';
import type { z } from 'zod';
import type { DB } from '../../db/database.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { chooseVariant } from '../orders/index.ts';
import { notifyRequested } from './quote-notify.ts';
import { insertQuoteRequest, type QuoteRequestLineRow, type QuoteRequestRow } from './quotes.repository.ts';

const errorText = refsTo('quotes', 'QUOTE_ERROR');

export type QuoteRequest = z.output<typeof QuoteRequestInputSchema>;

/** The variant of line `i`, its errors moved onto that line's fields. */
async function chooseLineVariant(db: DB, i: number, line: QuoteRequest['lines'][number]) {
  try {
    return await chooseVariant(db, line.productId, line.variantId);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.statusCode === 404) throw validationFailed({ [`lines.${i}.productId`]: errorText('unknownProduct') });
    const message = error.fields?.variantId ?? error.message;
    throw validationFailed({ [`lines.${i}.variantId`]: message });
  }
}

/** One line per variant: a variant asked for twice is one line of both quantities (errors on its first). */
async function requestLines(db: DB, requestId: string, input: QuoteRequest): Promise<QuoteRequestLineRow[]> {
  const lines: (QuoteRequestLineRow & { at: number; min: number })[] = [];
  for (const [i, line] of input.lines.entries()) {
    const { product, variant, title } = await chooseLineVariant(db, i, line);
    const same = lines.find((l) => l.variantId === variant.id);
    if (same) same.quantity += line.quantity;
    else
      lines.push({
        requestId,
        lineNo: lines.length + 1,
        productId: product.id,
        variantId: variant.id,
        name: nameWithVariant(product.name, title),
        quantity: line.quantity,
        at: i,
        min: Math.max(variant.minQuantity, 1),
      });
  }
  const short = lines.filter((l) => l.quantity < l.min);
  if (short.length > 0)
    throw validationFailed(
      Object.fromEntries(short.map((l) => [`lines.${l.at}.quantity`, errorText('belowMinimum', { min: l.min })])),
    );
  return lines.map(({ at: _at, min: _min, ...line }) => line);
}

export async function requestQuote(
  db: DB,
  input: QuoteRequest,
  options: { userId: string | null; shopEmail: string; origin: string },
): Promise<{ id: string; key: string }> {
  const id = newId();
  const lines = await requestLines(db, id, input);
  const at = new Date().toISOString();
  const row: QuoteRequestRow = {
    id,
    userId: options.userId,
    // 128 random bits: the link is the only thing that lets a guest read, accept or decline the request.
    key: randomBytes(16).toString('base64url'),
    name: input.name,
    email: input.email,
    phone: input.phone,
    note: input.note,
    locale: input.locale,
    status: 'requested',
    latestVersion: 0,
    validUntil: null,
    orderId: null,
    createdAt: at,
    updatedAt: at,
  };
  await db.transaction().execute(async (trx) => {
    await insertQuoteRequest(trx, row, lines);
    await notifyRequested(trx, row, lines, options);
  });
  return { id, key: row.key };
}
