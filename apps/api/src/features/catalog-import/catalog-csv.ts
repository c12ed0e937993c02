// The catalogue CSV's columns and cells: how the export writes a value and how the import reads one back,
// so that an exported file imported unchanged changes nothing (docs/features/catalog-import.md).
import { LIMITS } from '@store/shared/constants';
import { refsTo } from '@store/shared/i18n/catalogue';
import { MAX_WEIGHT_GRAMS, ProductFieldsSchema, VAT_RATES } from '@store/shared/schemas';

/**
 * The columns, in the export's order, each with the header it is written under.
 * NOTE: English whatever the admin's language: the header is the file's format, read back by these names.
 */
export const CATALOG_COLUMNS = [
  ['productId', 'Product ID'],
  ['variantId', 'Variant ID'],
  ['name', 'Name'],
  ['category', 'Category'],
  ['sku', 'SKU'],
  ['options', 'Options'],
  ['price', 'Price (BDT)'],
  ['stock', 'Stock'],
  ['minQuantity', 'Minimum order'],
  ['weightGrams', 'Weight (g)'],
  ['vatRate', 'VAT rate'],
  ['img', 'Image'],
  ['description', 'Description'],
  ['published', 'Published'],
] as const;

export type ColumnKey = (typeof CATALOG_COLUMNS)[number][0];

const COLUMN_BY_HEADER = new Map<string, ColumnKey>(
  CATALOG_COLUMNS.map(([key, header]) => [header.toLowerCase(), key]),
);

/** The column a header cell names (any case, spaces around ignored); undefined: not one of ours. */
export const columnOfHeader = (header: string): ColumnKey | undefined =>
  COLUMN_BY_HEADER.get(header.trim().toLowerCase());

export const headerOf = (key: ColumnKey): string => CATALOG_COLUMNS.find(([k]) => k === key)?.[1] ?? key;

/** A row error's message, a reference the page shows in its language. */
export const importError = refsTo('catalog-import', 'IMPORT_ERROR');

/** A leading =, +, -, @, tab or CR would make a spreadsheet run the cell as a formula: an apostrophe keeps it text. */
export const defuseCell = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** A cell as written, the export's apostrophe taken off again, spaces around trimmed. */
export const readText = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell).trim();

/** Poisha as the owner types taka: `1250.50`. */
export const formatPrice = (poisha: number): string => {
  const whole = Math.trunc(poisha / 100);
  const part = String(Math.abs(poisha % 100)).padStart(2, '0');
  return `${whole}.${part}`;
};

export type Parsed<T> = { value: T } | { error: string };

/** Taka with at most two decimals (commas between thousands and a ৳ allowed) to poisha, without float steps. */
export function parsePrice(cell: string): Parsed<number> {
  const text = readText(cell).replace(/^৳/, '').replaceAll(',', '').trim();
  if (text === '') return { error: importError('required') };
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { error: importError('notANumber') };
  const [, sign = '', whole = '', decimals = ''] = match;
  if (decimals.length > 2) return { error: importError('twoDecimals') };
  const poisha = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  if (sign === '-' || poisha <= 0) return { error: importError('priceAboveZero') };
  if (poisha > LIMITS.maxPriceTaka * 100) return { error: importError('tooHigh', { max: LIMITS.maxPriceTaka }) };
  return { value: poisha };
}

/** A whole number from `min` to `max`; empty: `whenEmpty` (undefined: required). */
export function parseWhole(cell: string, min: 0 | 1, max: number, whenEmpty?: number): Parsed<number> {
  const text = readText(cell).replaceAll(',', '');
  if (text === '') return whenEmpty === undefined ? { error: importError('required') } : { value: whenEmpty };
  if (!/^-?\d+(\.\d+)?$/.test(text)) return { error: importError('notANumber') };
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) return { error: importError(min === 0 ? 'wholeFromZero' : 'wholeFromOne') };
  if (n > max) return { error: importError('tooHigh', { max }) };
  return { value: n };
}

export const parseStock = (cell: string) => parseWhole(cell, 0, LIMITS.maxStock);
export const parseMinQuantity = (cell: string) => parseWhole(cell, 1, LIMITS.maxStock, 1);
export const parseWeight = (cell: string) => parseWhole(cell, 0, MAX_WEIGHT_GRAMS, 0);

/** 15, 5, 0 or exempt; `15%` is read as 15. Empty: the standard 15. */
export function parseVatRate(cell: string): Parsed<string> {
  const text = readText(cell).replace(/%$/, '').trim().toLowerCase();
  if (text === '') return { value: '15' };
  return (VAT_RATES as readonly string[]).includes(text) ? { value: text } : { error: importError('unknownVatRate') };
}

/** The Published cell: yes or no (any case; true/false and 1/0 read too). Empty: yes. */
export function parsePublished(cell: string): Parsed<boolean> {
  const text = readText(cell).toLowerCase();
  if (['', 'yes', 'true', '1'].includes(text)) return { value: true };
  if (['no', 'false', '0'].includes(text)) return { value: false };
  return { error: importError('yesOrNo') };
}

/** How the export writes whether a product is published. */
export const formatPublished = (published: boolean): string => (published ? 'yes' : 'no');

/** Text of at most `max` characters; `isRequired`: not empty. */
export function parseText(cell: string, max: number, isRequired = false): Parsed<string> {
  const text = readText(cell);
  if (isRequired && text === '') return { error: importError('required') };
  if (text.length > max) return { error: importError('tooLong', { max }) };
  return { value: text };
}

export const parseName = (cell: string) => parseText(cell, LIMITS.productName, true);
export const parseDescription = (cell: string) => parseText(cell, LIMITS.productDescription);

/** Empty: no SKU (null). */
export function parseSku(cell: string): Parsed<string | null> {
  const parsed = parseText(cell, LIMITS.sku);
  return 'error' in parsed ? parsed : { value: parsed.value === '' ? null : parsed.value };
}

/** One of the store's own pictures, as the product form asks (its rule: at most 500 characters, our paths only). */
export function parseImage(cell: string): Parsed<string> {
  const text = readText(cell);
  if (text === '') return { error: importError('required') };
  return ProductFieldsSchema.shape.img.safeParse(text).success
    ? { value: text }
    : { error: importError('imageNotOurs') };
}
