// An order's invoice once paid: a Mushak-6.3 tax invoice (docs/features/vat-invoices.md). Prices include
// VAT; each line's VAT is the part its rate, copied at placement, contains of what was paid for the line after
// the promotions' discount (decision 233).
import type { Locale } from '@store/shared/i18n/locales';
import { englishTexts } from '@store/shared/i18n/server';
import { poishaToTaka } from '@store/shared/money';
import {
  type CreditNote,
  nameWithVariant,
  OrderDeliveryAddressSchema,
  type VatInvoice,
  vatPercent,
} from '@store/shared/schemas';
import { CURRENCY } from '@store/shared/constants';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../accounts/index.ts';
import {
  listDiscountsOfOrders,
  listOrderExtras,
  listOrderLines,
  listRefundsOfOrder,
  loadOrder,
  type OrderRow,
  toLineDto,
  toOrderStatus,
} from '../orders/index.ts';
import { creditNoteVat, invoiceVat, type VatDocument, type VatSourceRefund } from './vat-documents.ts';

// The seller's name and address as registered (English), unless configured.
const { COMPANY, SPEC_TEXT } = englishTexts('common');

/** The seller as configured (SELLER_NAME, SELLER_ADDRESS, SELLER_BIN; no BIN: null, shown as a dash). */
export function invoiceSettingsFrom(config: Config) {
  return {
    seller: {
      name: config.SELLER_NAME ?? SPEC_TEXT.brand,
      address: config.SELLER_ADDRESS ?? COMPANY.address,
      bin: config.SELLER_BIN ?? null,
    },
  };
}
export type InvoiceSettings = ReturnType<typeof invoiceSettingsFrom>;

/** The VAT contained in a VAT-inclusive amount at a rate in percent, in poisha, rounded half up. */
export const vatContained = (totalPoisha: number, ratePercent: number): number =>
  ratePercent <= 0 ? 0 : Math.floor((2 * totalPoisha * ratePercent + (100 + ratePercent)) / (2 * (100 + ratePercent)));

/** A VAT document's lines and totals in taka, as the API shows them. */
function vatPartsOf(doc: VatDocument) {
  return {
    lines: doc.lines.map((l) => ({
      kind: l.lineNo === null ? ('delivery' as const) : ('goods' as const),
      description: l.description,
      quantity: l.quantity,
      unitPrice: poishaToTaka(l.unitPrice),
      rate: l.rate,
      total: poishaToTaka(l.gross),
      discount: poishaToTaka(l.discount),
      valueBeforeVat: poishaToTaka(l.value),
      vat: poishaToTaka(l.vat),
    })),
    totals: {
      byRate: doc.byRate.map((r) => ({
        rate: r.rate,
        valueBeforeVat: poishaToTaka(r.value),
        vat: poishaToTaka(r.vat),
        total: poishaToTaka(r.gross),
      })),
      valueBeforeVat: poishaToTaka(doc.value),
      vat: poishaToTaka(doc.vat),
      total: poishaToTaka(doc.gross),
    },
  };
}

/** The order's invoice VAT and each made refund's credit note VAT (poisha), read from its lines and ledger. */
export async function vatDocumentsOfOrder(db: DB, order: OrderRow) {
  const [lines, ledger] = await Promise.all([listOrderLines(db, order.id), listRefundsOfOrder(db, order.id)]);
  const invoice = invoiceVat(
    lines.map((l) => ({
      lineNo: l.lineNo,
      description: nameWithVariant(l.productName, l.variantTitle),
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      lineTotal: l.lineTotal,
      discount: l.discount,
      vatRate: l.vatRate,
    })),
    order.total,
  );
  const made = ledger.refunds.filter((r) => r.status === 'succeeded' && r.amount > 0);
  const sources: VatSourceRefund[] = made.map((r) => ({
    id: r.id,
    amount: r.amount,
    lines: (ledger.lines.get(r.id) ?? []).map((l) => ({ lineNo: l.lineNo, quantity: l.quantity })),
  }));
  const pieceRefunds = sources.filter((r) => r.lines.length > 0);
  const credits = made.map((refund, i) => ({
    refund,
    vat: creditNoteVat(invoice, sources[i] as VatSourceRefund, pieceRefunds),
  }));
  return { lines, ledger, invoice, credits };
}

/** The invoice (404 unknown or never paid, 403 someone else's) and its owner's language, for the PDF. */
export async function getInvoice(
  db: DB,
  settings: InvoiceSettings,
  user: AuthUser,
  id: string,
): Promise<{ invoice: VatInvoice; language: Locale }> {
  const order = await loadOrder(db, id, user, false, 'invoices');
  if (!order.invoiceNumber || !order.invoiceIssuedAt)
    throw notFound(englishTexts('order-desk').ORDER_DESK_TEXT.noInvoice);
  const [{ lines, ledger, invoice: vat, credits }, extras, discounts] = await Promise.all([
    vatDocumentsOfOrder(db, order),
    listOrderExtras(db, [order.id]),
    listDiscountsOfOrders(db, [order.id]),
  ]);
  const extra = extras.get(order.id);
  const numberOf = (r: { creditNoteNumber: string | null }) => r.creditNoteNumber ?? `${order.invoiceNumber}-CR`;
  const parts = vatPartsOf(vat);
  const invoice: VatInvoice = {
    number: order.invoiceNumber,
    issuedAt: order.invoiceIssuedAt,
    orderId: order.id,
    placedAt: order.createdAt,
    status: toOrderStatus(order.status),
    seller: settings.seller,
    buyer: {
      name: extra?.buyerName ?? null,
      email: order.email,
      address: order.address,
      phone: order.phone,
      businessName: order.buyerBusinessName,
      bin: order.buyerBin,
      businessAddress: order.buyerBusinessAddress,
    },
    deliveryAddress: order.deliveryAddress ? OrderDeliveryAddressSchema.parse(JSON.parse(order.deliveryAddress)) : null,
    shippingZone: order.shippingZone,
    weightGrams: order.weightGrams,
    // Each line names its variant as ordered (title and SKU copied at placement).
    lines: lines.map(toLineDto),
    subtotal: poishaToTaka(order.subtotal),
    shipping: poishaToTaka(order.shipping),
    total: poishaToTaka(order.total),
    discount: poishaToTaka(order.discount),
    discounts: (discounts.get(order.id) ?? []).map((d) => ({
      promotionId: d.promotionId,
      name: d.name,
      code: d.code,
      kind: d.kind,
      amount: poishaToTaka(d.amount),
    })),
    currency: CURRENCY,
    // The standard rate; each line carries its own (vatLines).
    vatRate: vatPercent('15'),
    vat: poishaToTaka(vat.vat),
    payment: {
      provider: extra?.paymentProvider ?? null,
      transactionId: order.transactionId,
      cardBrand: extra?.cardBrand ?? null,
      cardLast4: extra?.cardLast4 ?? null,
      paidAt: order.paidAt,
    },
    // The credit side: each refund made, with its credit note (decisions 213, 233).
    credits: credits.map(({ refund: r }) => ({
      number: numberOf(r),
      issuedAt: r.completedAt ?? r.createdAt,
      amount: poishaToTaka(r.amount),
      refundId: r.providerRefundId,
    })),
    refunded: poishaToTaka(ledger.refunds.filter((r) => r.status === 'succeeded').reduce((s, r) => s + r.amount, 0)),
    vatLines: parts.lines,
    vatTotals: parts.totals,
    creditNotes: credits.map(({ refund: r, vat: c }) => ({
      number: numberOf(r),
      issuedAt: r.completedAt ?? r.createdAt,
      total: poishaToTaka(c.gross),
      valueBeforeVat: poishaToTaka(c.value),
      vat: poishaToTaka(c.vat),
    })),
  };
  return { invoice, language: extra?.buyerLanguage ?? 'en' };
}

const creditNoteNotFound = () => notFound(englishTexts('vat').VAT_TEXT.creditNoteNotFound);

/** A credit note of the order by its number (404 unknown; 403 someone else's order) and its owner's language. */
export async function getCreditNote(
  db: DB,
  settings: InvoiceSettings,
  user: AuthUser,
  id: string,
  number: string,
): Promise<{ creditNote: CreditNote; language: Locale }> {
  const order = await loadOrder(db, id, user, false, 'invoices');
  if (!order.invoiceNumber) throw creditNoteNotFound();
  const [{ credits }, extras] = await Promise.all([vatDocumentsOfOrder(db, order), listOrderExtras(db, [order.id])]);
  const found = credits.find((c) => (c.refund.creditNoteNumber ?? `${order.invoiceNumber}-CR`) === number);
  if (!found) throw creditNoteNotFound();
  const extra = extras.get(order.id);
  const parts = vatPartsOf(found.vat);
  return {
    creditNote: {
      number,
      id: found.refund.id,
      issuedAt: found.refund.completedAt ?? found.refund.createdAt,
      invoiceNumber: order.invoiceNumber,
      orderId: order.id,
      seller: settings.seller,
      buyer: {
        name: extra?.buyerName ?? null,
        businessName: order.buyerBusinessName,
        bin: order.buyerBin,
        address: order.buyerBusinessAddress ?? order.address,
      },
      refundId: found.refund.providerRefundId || null,
      reason: found.refund.note,
      lines: parts.lines,
      totals: parts.totals,
    },
    language: extra?.buyerLanguage ?? 'en',
  };
}
