// GET /orders/export.csv (admin), streamed slice by slice (docs/decisions/213-partial-refunds-and-order-csv.md).
// Text cells a spreadsheet would run as a formula are defused here.
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { poishaToTaka } from '@store/shared/money';
import { areaById, districtById } from '@store/shared/geo';
import { nameWithVariant, OrderDeliveryAddressSchema } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { storeDateTime } from '../../lib/store-time.ts';
import { findDeskOrderIds, findExportSlice, type OrderDeskQuery } from './order-desk.repository.ts';

/**
 * The CSV's columns, one row per order (its lines in one cell), every amount the order's own.
 * NOTE: English whatever the admin's language: the header is part of the file's format, which
 * spreadsheets and bookkeeping imports read by these names.
 */
export const ORDER_EXPORT_COLUMNS = [
  'Order number',
  'Date',
  'State',
  'Buyer email',
  'Buyer name',
  'Phone',
  'Address',
  'Lines (one row per order: product × quantity @ unit price BDT; …)',
  'Pieces',
  'Subtotal (BDT)',
  'Shipping (BDT)',
  'Order total (BDT)',
  'Refunded (BDT)',
  'Paid at',
  // Where a structured address goes (empty for the spec's free text), and what the shipping was priced on.
  'District',
  'Area',
  'Shipping zone',
  'Weight (kg)',
  // What promotions took off the order (free delivery's included), and which: `Name (CODE); Name`.
  'Discount (BDT)',
  'Promotions',
] as const;

/** The money columns, left out of a role's CSV without `amounts` (a packer): what remains is what to pack. */
export const ORDER_EXPORT_AMOUNT_COLUMNS: readonly (typeof ORDER_EXPORT_COLUMNS)[number][] = [
  'Subtotal (BDT)',
  'Shipping (BDT)',
  'Order total (BDT)',
  'Refunded (BDT)',
  'Discount (BDT)',
];
/** The lines' column without unit prices. */
const LINES_WITHOUT_PRICES = 'Lines (one row per order: product × quantity; …)';

/** Orders read per query while exporting. */
const SLICE = 500;

/** A leading =, +, -, @, tab or CR would make a spreadsheet run the cell as a formula: an apostrophe keeps it text. */
export function defuseCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A taka amount from poisha, always with two decimals (`1250.50`). */
const taka = (poisha: number): string => poishaToTaka(poisha).toFixed(2);

/** The product, its variant's title and SKU as ordered: `Chainring — 34T / Black (SKU CR-34B)`. */
function lineName(line: { productName: string; variantTitle: string; sku: string | null }): string {
  const name = nameWithVariant(line.productName, line.variantTitle);
  return line.sku ? `${name} (SKU ${line.sku})` : name;
}

/** District, area (English names, as couriers read them), zone and weight in kg (`1.2`). */
function deliveryCells(order: {
  deliveryAddress: string | null;
  shippingZone: string | null;
  weightGrams: number;
}): string[] {
  const address = order.deliveryAddress ? OrderDeliveryAddressSchema.parse(JSON.parse(order.deliveryAddress)) : null;
  return [
    (address && districtById(address.districtId)?.en) ?? '',
    (address && areaById(address.areaId)?.en) ?? '',
    defuseCell(order.shippingZone ?? ''),
    order.shippingZone ? String(Number(order.weightGrams) / 1000) : '',
  ];
}

async function* exportRows(db: DB, query: OrderDeskQuery): AsyncGenerator<Record<string, string | number>> {
  const ids = await findDeskOrderIds(db, query);
  for (let i = 0; i < ids.length; i += SLICE) {
    const sliceIds = ids.slice(i, i + SLICE);
    const { orders, lines, refunded, discounts } = await findExportSlice(db, sliceIds);
    for (const id of sliceIds) {
      const order = orders.get(id);
      if (!order) continue; // deleted meanwhile
      const orderLines = lines.get(id) ?? [];
      const cells = [
        order.id,
        storeDateTime(order.createdAt),
        order.status,
        defuseCell(order.email),
        defuseCell(order.buyerName ?? ''),
        defuseCell(order.phone),
        defuseCell(order.address),
        defuseCell(orderLines.map((l) => `${lineName(l)} × ${l.quantity} @ ${taka(l.unitPrice)}`).join('; ')),
        orderLines.reduce((n, l) => n + l.quantity, 0),
        taka(order.subtotal),
        taka(order.shipping),
        taka(order.total),
        taka(refunded.get(id) ?? 0),
        order.paidAt ? storeDateTime(order.paidAt) : '',
        ...deliveryCells(order),
        taka(order.discount),
        defuseCell((discounts.get(id) ?? []).map((d) => (d.code ? `${d.name} (${d.code})` : d.name)).join('; ')),
      ];
      const row: Record<string, string | number> = Object.fromEntries(
        ORDER_EXPORT_COLUMNS.map((column, i) => [column, cells[i] ?? '']),
      );
      row[LINES_WITHOUT_PRICES] = defuseCell(orderLines.map((l) => `${lineName(l)} × ${l.quantity}`).join('; '));
      yield row;
    }
  }
}

/** The columns a role reads: every one with `amounts`; else no money, and the lines without their prices. */
export function exportColumnsFor(withAmounts: boolean): string[] {
  if (withAmounts) return [...ORDER_EXPORT_COLUMNS];
  return ORDER_EXPORT_COLUMNS.filter((column) => !ORDER_EXPORT_AMOUNT_COLUMNS.includes(column)).map((column) =>
    column.startsWith('Lines') ? LINES_WITHOUT_PRICES : column,
  );
}

/** The CSV as a stream (with a BOM, so that spreadsheets read the UTF-8 names and addresses right). */
export function exportOrdersCsv(db: DB, query: OrderDeskQuery, withAmounts = true): Readable {
  const columns = exportColumnsFor(withAmounts);
  const csv = stringify({ header: true, columns, bom: true, record_delimiter: 'windows' });
  // pipeline: a failed query fails the response, and a client that goes away stops the reading.
  return pipeline(Readable.from(exportRows(db, query)), csv, () => undefined);
}
