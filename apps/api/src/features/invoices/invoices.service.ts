// An order's invoice, once paid. VAT is contained in the prices: at VAT_RATE percent the VAT part
// of the total is total × rate / (100 + rate), rounded to the poisha.
import type { Locale } from '@store/shared/i18n/locales';
import { englishTexts } from '@store/shared/i18n/server';
import { poishaToTaka } from '@store/shared/money';
import { type Invoice, OrderDeliveryAddressSchema } from '@store/shared/schemas';
import { CURRENCY } from '@store/shared/constants';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../accounts/index.ts';
import {
  listOrderExtras,
  listOrderLines,
  listRefundsOfOrder,
  loadOrder,
  toLineDto,
  toOrderStatus,
} from '../orders/index.ts';

// The seller's name and address as registered (English), unless configured.
const { COMPANY, SPEC_TEXT } = englishTexts('common');

/** VAT_RATE in percent (0: no VAT). */
export function invoiceSettingsFrom(config: Config) {
  return {
    seller: {
      name: config.SELLER_NAME ?? SPEC_TEXT.brand,
      address: config.SELLER_ADDRESS ?? COMPANY.address,
      bin: config.SELLER_BIN ?? null,
    },
    vatRate: config.VAT_RATE,
  };
}

/** The VAT contained in a VAT-inclusive amount, in poisha (rounded to the poisha). */
export const vatContained = (totalPoisha: number, ratePercent: number): number =>
  ratePercent <= 0 ? 0 : Math.round((totalPoisha * ratePercent) / (100 + ratePercent));

/** The invoice (404 unknown or never paid, 403 someone else's) and its owner's language, for the PDF. */
export async function getInvoice(
  db: DB,
  settings: ReturnType<typeof invoiceSettingsFrom>,
  user: AuthUser,
  id: string,
): Promise<{ invoice: Invoice; language: Locale }> {
  const order = await loadOrder(db, id, user);
  if (!order.invoiceNumber || !order.invoiceIssuedAt)
    throw notFound(englishTexts('order-desk').ORDER_DESK_TEXT.noInvoice);
  const [lines, extras, ledger] = await Promise.all([
    listOrderLines(db, order.id),
    listOrderExtras(db, [order.id]),
    listRefundsOfOrder(db, order.id),
  ]);
  const extra = extras.get(order.id);
  // The credit side: each refund made, with its credit note number (decision 213).
  const credits = ledger.refunds
    .filter((r) => r.status === 'succeeded' && r.amount > 0)
    .map((r) => ({
      number: r.creditNoteNumber ?? `${order.invoiceNumber}-CR`,
      issuedAt: r.completedAt ?? r.createdAt,
      amount: poishaToTaka(r.amount),
      refundId: r.providerRefundId,
    }));
  const invoice: Invoice = {
    number: order.invoiceNumber,
    issuedAt: order.invoiceIssuedAt,
    orderId: order.id,
    placedAt: order.createdAt,
    status: toOrderStatus(order.status),
    seller: settings.seller,
    buyer: { name: extra?.buyerName ?? null, email: order.email, address: order.address, phone: order.phone },
    deliveryAddress: order.deliveryAddress ? OrderDeliveryAddressSchema.parse(JSON.parse(order.deliveryAddress)) : null,
    shippingZone: order.shippingZone,
    weightGrams: order.weightGrams,
    // Each line names its variant as ordered (title and SKU copied at placement).
    lines: lines.map(toLineDto),
    subtotal: poishaToTaka(order.subtotal),
    shipping: poishaToTaka(order.shipping),
    total: poishaToTaka(order.total),
    currency: CURRENCY,
    vatRate: settings.vatRate,
    vat: poishaToTaka(vatContained(order.total, settings.vatRate)),
    payment: {
      provider: extra?.paymentProvider ?? null,
      transactionId: order.transactionId,
      cardBrand: extra?.cardBrand ?? null,
      cardLast4: extra?.cardLast4 ?? null,
      paidAt: order.paidAt,
    },
    credits,
    refunded: poishaToTaka(ledger.refunds.filter((r) => r.status === 'succeeded').reduce((s, r) => s + r.amount, 0)),
  };
  return { invoice, language: extra?.buyerLanguage ?? 'en' };
}
