// An order's invoice (GET /orders/{id}/invoice and …/invoice.pdf): for its owner or an admin, once
// the order was paid (it has an invoice number). VAT is contained in the prices: at VAT_RATE percent
// the part of the total that is VAT is total × rate / (100 + rate), rounded to the poisha.
import { API_ERROR, COMPANY, ORDER_DESK_TEXT, SPEC_TEXT } from '@store/shared/messages';
import { poishaToTaka } from '@store/shared/money';
import type { Invoice } from '@store/shared/schemas';
import { CURRENCY } from '@store/shared/constants';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { isId } from '../../lib/ids.ts';
import type { AuthUser } from '../accounts/auth-user.ts';
import { toOrderStatus } from '../orders/order-states.ts';
import { findOrderById, listOrderLines } from '../orders/orders.repository.ts';
import { findBuyerName, findPaymentOfTransaction } from './invoices.repository.ts';

export interface InvoiceSettings {
  seller: Invoice['seller'];
  /** Percent; 0 = no VAT. */
  vatRate: number;
}

export function invoiceSettingsFrom(config: Config): InvoiceSettings {
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

/** The invoice of an order: 404 unknown order, 403 someone else's, 404 (noInvoice) never paid. */
export async function getInvoice(db: DB, settings: InvoiceSettings, user: AuthUser, id: string): Promise<Invoice> {
  const order = isId(id) ? await findOrderById(db, id) : undefined;
  if (!order) throw notFound(API_ERROR.orderNotFound);
  if (order.userId !== user.id && user.role !== 'admin') throw forbidden();
  if (!order.invoiceNumber || !order.invoiceIssuedAt) throw notFound(ORDER_DESK_TEXT.noInvoice);
  const [lines, buyerName, payment] = await Promise.all([
    listOrderLines(db, order.id),
    findBuyerName(db, order.userId),
    order.transactionId ? findPaymentOfTransaction(db, order.id, order.transactionId) : Promise.resolve(undefined),
  ]);
  return {
    number: order.invoiceNumber,
    issuedAt: order.invoiceIssuedAt,
    orderId: order.id,
    placedAt: order.createdAt,
    status: toOrderStatus(order.status),
    seller: settings.seller,
    buyer: { name: buyerName, email: order.email, address: order.address, phone: order.phone },
    lines: lines.map((l) => ({
      productId: l.productId,
      productname: l.productName,
      unitPrice: poishaToTaka(l.unitPrice),
      quantity: l.quantity,
      lineTotal: poishaToTaka(l.lineTotal),
    })),
    subtotal: poishaToTaka(order.subtotal),
    shipping: poishaToTaka(order.shipping),
    total: poishaToTaka(order.total),
    currency: CURRENCY,
    vatRate: settings.vatRate,
    vat: poishaToTaka(vatContained(order.total, settings.vatRate)),
    payment: {
      provider: payment?.provider ?? null,
      transactionId: order.transactionId,
      cardBrand: payment?.cardBrand ?? null,
      cardLast4: payment?.cardLast4 ?? null,
      paidAt: order.paidAt,
    },
  };
}
