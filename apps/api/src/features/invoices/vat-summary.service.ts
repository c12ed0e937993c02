// GET /admin/vat-summary.csv (admin): a period's sales and credit notes by VAT rate and the net VAT, for the
// monthly return (Mushak-9.1). Figures are sums of the documents' lines (decision 233).
import { stringify } from 'csv-stringify/sync';
import { poishaToTaka } from '@store/shared/money';
import { type VatRate, type VatSplit, type VatSummaryQuery, sumByRate } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { storeDayStart } from '../../lib/store-time.ts';
import { findOrderById } from '../orders/index.ts';
import { vatDocumentsOfOrder } from './invoices.service.ts';
import { findCreditedRefunds, findInvoicedOrderIds } from './vat-summary.repository.ts';

/**
 * NOTE: English whatever the admin's language, like the orders CSV: the header and the rate names are
 * the file's format, which spreadsheets and an accountant's import read by these names.
 */
export const VAT_SUMMARY_COLUMNS = [
  'Section',
  'VAT rate',
  'Documents',
  'Value before VAT (BDT)',
  'VAT (BDT)',
  'Total with VAT (BDT)',
] as const;

const RATE_NAMES: Record<VatRate, string> = { '15': '15%', '5': '5%', '0': '0%', exempt: 'Exempt' };

export interface VatSummary {
  sales: { byRate: VatSplit[]; documents: number };
  credits: { byRate: VatSplit[]; documents: number };
}

const total = (splits: VatSplit[], key: 'gross' | 'value' | 'vat') => splits.reduce((s, x) => s + x[key], 0);

/** The period's figures in poisha: invoices issued and credit notes issued, from `from` to `to` inclusive. */
export async function summariseVat(db: DB, query: VatSummaryQuery): Promise<VatSummary> {
  const start = storeDayStart(query.from);
  const end = storeDayStart(query.to, 1);
  const [invoiced, credited] = await Promise.all([
    findInvoicedOrderIds(db, start, end),
    findCreditedRefunds(db, start, end),
  ]);
  const sales: VatSplit[] = [];
  const credits: VatSplit[] = [];
  // NOTE: one order at a time, so that a year's summary holds one order's lines in memory, not all.
  for (const orderId of new Set([...invoiced, ...credited.map((r) => r.orderId)])) {
    const order = await findOrderById(db, orderId);
    if (!order) continue;
    const docs = await vatDocumentsOfOrder(db, order);
    if (invoiced.includes(orderId)) sales.push(...docs.invoice.byRate);
    for (const c of docs.credits) {
      if (credited.some((r) => r.id === c.refund.id)) credits.push(...c.vat.byRate);
    }
  }
  return {
    sales: { byRate: sumByRate(sales), documents: invoiced.length },
    credits: { byRate: sumByRate(credits), documents: credited.length },
  };
}

/** The summary as CSV text (a BOM, Windows line ends, like the orders CSV). */
export function vatSummaryCsv(summary: VatSummary): string {
  const taka = (poisha: number) => poishaToTaka(poisha).toFixed(2);
  const row = (section: string, rate: string, documents: number | '', s: VatSplit[]) => [
    section,
    rate,
    documents,
    taka(total(s, 'value')),
    taka(total(s, 'vat')),
    taka(total(s, 'gross')),
  ];
  const part = (section: string, of: VatSummary['sales']) => [
    ...of.byRate.map((s) => row(section, RATE_NAMES[s.rate], '', [s])),
    row(section, 'All rates', of.documents, of.byRate),
  ];
  const negated = summary.credits.byRate.map((s) => ({ ...s, gross: -s.gross, value: -s.value, vat: -s.vat }));
  return stringify(
    [
      ...part('Sales', summary.sales),
      ...part('Credit notes', summary.credits),
      row('Net', 'All rates', '', [...summary.sales.byRate, ...negated]),
    ],
    { header: true, columns: [...VAT_SUMMARY_COLUMNS], bom: true, record_delimiter: 'windows' },
  );
}
