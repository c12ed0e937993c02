// The catalogue CSV: export, preview and apply (docs/features/catalog-import.md). The preview changes nothing;
// the apply makes the plan again inside one transaction and writes it only if it is the plan the owner saw.
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { resolveMessageIn } from '@store/shared/i18n/server';
import {
  CATALOG_IMPORT_LIST_LIMIT,
  type ImportPreview,
  type ImportResult,
  valuesOfVariant,
  variantTitle,
} from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { conflict, validationFailed } from '../../lib/app-error.ts';
import { catalogChanged } from '../catalog/index.ts';
import {
  CATALOG_COLUMNS,
  type ColumnKey,
  columnOfHeader,
  defuseCell,
  formatPrice,
  formatPublished,
  importError,
} from './catalog-csv.ts';
import { type CatalogSnapshot, readCatalog } from './catalog-import.repository.ts';
import { writeImportPlan } from './import-writes.ts';
import { type CsvRow, type FieldChange, type ImportPlan, planImport } from './import-plan.ts';
import { type AuditChange, type AuditActor, recordChanges } from '../audit/index.ts';

/** The whole catalogue as CSV text, one row per variant, with a BOM so that Excel reads Bangla names as UTF-8. */
export async function exportCatalogCsv(db: DB): Promise<string> {
  return catalogCsv(await readCatalog(db));
}

export function catalogCsv({ products, variants, categories }: CatalogSnapshot): string {
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const variantsOf = new Map<string, typeof variants>();
  for (const v of variants) variantsOf.set(v.productId, [...(variantsOf.get(v.productId) ?? []), v]);
  const records = products.flatMap((p) =>
    (variantsOf.get(p.id) ?? []).map((v) => [
      p.id,
      v.id,
      defuseCell(p.name),
      defuseCell(p.categoryId === null ? '' : (categoryName.get(p.categoryId) ?? '')),
      defuseCell(v.sku ?? ''),
      defuseCell(variantTitle(valuesOfVariant(v))),
      formatPrice(v.price),
      String(v.stock),
      String(v.minQuantity),
      String(v.weightGrams),
      p.vatRate,
      defuseCell(p.img),
      defuseCell(p.description),
      formatPublished(p.published),
    ]),
  );
  return stringify(records, {
    header: true,
    columns: CATALOG_COLUMNS.map(([, header]) => header),
    bom: true,
    record_delimiter: 'windows',
  });
}

interface CsvFile {
  rows: CsvRow[];
  columns: Set<ColumnKey>;
}

const fileError = (field: 'file' | 'header', ...ref: Parameters<typeof importError>) =>
  validationFailed({ [field]: importError(...ref) });

/** The file's rows by column; a file that is not CSV, or a header the import cannot read, is a 400. */
export function readCsvFile(bytes: Buffer): CsvFile {
  let records: { record: string[]; info: { records: number; empty_lines: number } }[];
  try {
    records = parse(bytes, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw fileError('file', 'notCsv', { line: Number((error as { lines?: unknown }).lines ?? 1) });
  }
  const [header, ...data] = records;
  if (!header) throw fileError('file', 'noRows');
  const keys: ColumnKey[] = [];
  for (const cell of header.record) {
    const key = columnOfHeader(cell);
    if (!key) throw fileError('header', 'unknownColumn', { name: cell.trim() });
    if (keys.includes(key)) throw fileError('header', 'repeatedColumn', { name: cell.trim() });
    keys.push(key);
  }
  if (!keys.includes('productId') || !keys.includes('variantId')) throw fileError('header', 'missingIdColumns');
  const rows = data
    .filter(({ record }) => record.some((cell) => cell.trim() !== ''))
    .map(({ record, info }) => ({
      // The row a spreadsheet shows it on: records and empty lines before it (a cell's line breaks stay in its row).
      line: info.records + info.empty_lines,
      cells: Object.fromEntries(keys.map((key, i) => [key, record[i] ?? ''])),
    }));
  if (rows.length === 0) throw fileError('file', 'noRows');
  return { rows, columns: new Set(keys) };
}

const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/** What the owner saw: every change with its before, every new product and every error. */
const planHash = (plan: ImportPlan): string =>
  sha256(JSON.stringify({ changes: plan.changes, created: plan.created, errors: plan.errors, same: plan.unchanged }));

const countsOf = (plan: ImportPlan) => ({
  rows: plan.rows,
  created: plan.created.length,
  changed: plan.changes.length,
  unchanged: plan.unchanged,
  errors: plan.badLines,
});

export async function previewImport(db: DB, bytes: Buffer): Promise<ImportPreview> {
  const file = readCsvFile(bytes);
  const plan = planImport(file.rows, file.columns, await readCatalog(db));
  const cut = <T>(list: T[]) => list.slice(0, CATALOG_IMPORT_LIST_LIMIT);
  return {
    token: `${sha256(bytes)}.${planHash(plan)}`,
    counts: countsOf(plan),
    changes: cut(plan.changes),
    created: cut(plan.created).map((p) => ({ line: p.line, name: p.name, sku: p.sku ?? '' })),
    errors: cut(plan.errors).map((e) => ({ ...e, message: resolveMessageIn('en', e.message), messageId: e.message })),
  };
}

/**
 * The audit trail's entries of an import: one per changed row (its fields as the file and the catalogue read,
 * the stock apart as a correction, whether the product is published apart on the product) and one per created
 * product.
 */
function auditedRows(plan: ImportPlan): AuditChange[] {
  const entries: AuditChange[] = [];
  for (const change of plan.changes) {
    const object = { objectType: 'variant', objectId: change.variantId };
    const side = (fields: FieldChange[], which: 'before' | 'after') =>
      Object.fromEntries(fields.map((f) => [f.field, f[which]]));
    const stock = change.fields.filter((f) => f.field === 'stock');
    const published = change.fields.find((f) => f.field === 'published');
    const rest = change.fields.filter((f) => f.field !== 'stock' && f.field !== 'published');
    if (published) {
      entries.push({
        kind: 'product.published',
        objectType: 'product',
        objectId: change.productId,
        before: { published: published.before === 'yes' },
        after: { published: published.after === 'yes' },
      });
    }
    if (rest.length > 0) {
      entries.push({ kind: 'catalog.import', ...object, before: side(rest, 'before'), after: side(rest, 'after') });
    }
    if (stock.length > 0) {
      entries.push({ kind: 'stock.corrected', ...object, before: side(stock, 'before'), after: side(stock, 'after') });
    }
  }
  for (const p of plan.created) {
    const after = { line: p.line, name: p.name, sku: p.sku, price: p.price, stock: p.stock, published: p.published };
    entries.push({ kind: 'catalog.import', objectType: 'product', objectId: p.sku ?? p.name, after });
  }
  return entries;
}

/**
 * Writes the file's plan in one transaction: 400 for another file than the preview's or a file with errors,
 * 409 when the rows it touches changed since the preview (a sale, another admin's edit).
 */
export async function applyImport(db: DB, bytes: Buffer, token: string, actor: AuditActor): Promise<ImportResult> {
  const [fileHash, expected] = token.split('.');
  if (fileHash !== sha256(bytes)) throw validationFailed({ token: importError('tokenForAnotherFile') });
  const file = readCsvFile(bytes);
  const counts = await db.transaction().execute(async (trx) => {
    const plan = planImport(file.rows, file.columns, await readCatalog(trx));
    if (planHash(plan) !== expected) throw conflict(importError('changedSincePreview'));
    if (plan.errors.length > 0) throw validationFailed({ file: importError('hasErrors') });
    await writeImportPlan(trx, plan);
    await recordChanges(trx, actor, auditedRows(plan));
    return countsOf(plan);
  });
  if (counts.created + counts.changed > 0) await catalogChanged(db);
  return { counts };
}
