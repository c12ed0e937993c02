// What a catalogue CSV would do to the catalogue as read: the rows it adds, the fields it changes (before →
// after, as the CSV writes them), the rows it leaves alone, and every bad cell by line and column. Pure: the
// preview shows a plan, the apply writes one made again inside its transaction.
import { variantTitle, valuesOfVariant } from '@store/shared/schemas';
import {
  type ColumnKey,
  formatPrice,
  formatPublished,
  importError,
  type Parsed,
  parseDescription,
  parseImage,
  parseMinQuantity,
  parseName,
  parsePrice,
  parsePublished,
  parseSku,
  parseStock,
  parseVatRate,
  parseWeight,
  readText,
} from './catalog-csv.ts';
import type { CatalogProduct, CatalogSnapshot, CatalogVariant } from './catalog-import.repository.ts';

/** A data row of the file: its line (the header is line 1) and its cells by column. */
export interface CsvRow {
  line: number;
  cells: Partial<Record<ColumnKey, string>>;
}

export interface RowError {
  line: number;
  field: string;
  message: string;
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** What a variant's row sets; a column the file does not have keeps the stored value. */
export interface VariantValues {
  sku: string | null;
  price: number;
  stock: number;
  minQuantity: number;
  weightGrams: number;
}

export interface ProductValues {
  name: string;
  categoryId: string | null;
  vatRate: string;
  img: string;
  description: string;
  published: boolean;
}

export interface VariantUpdate {
  line: number;
  before: CatalogVariant;
  after: VariantValues;
}

export interface ProductUpdate {
  before: CatalogProduct;
  after: ProductValues;
}

export interface NewProduct extends ProductValues, VariantValues {
  line: number;
}

export interface ChangeListing {
  line: number;
  productId: string;
  variantId: string;
  name: string;
  fields: FieldChange[];
}

export interface ImportPlan {
  rows: number;
  created: NewProduct[];
  /** Rows that change something, as listed to the owner. */
  changes: ChangeListing[];
  unchanged: number;
  errors: RowError[];
  /** Lines with at least one error. */
  badLines: number;
  variantUpdates: VariantUpdate[];
  productUpdates: ProductUpdate[];
}

const PRODUCT_FIELDS = ['name', 'category', 'vatRate', 'img', 'description', 'published'] as const;

/** The CSV's spelling of a value, for a change's before and after. */
const asCell = (value: string | number | null): string => (value === null ? '' : String(value));

/** Reads every row against the catalogue as `catalog` holds it; nothing is written. */
export function planImport(
  rows: readonly CsvRow[],
  columns: ReadonlySet<ColumnKey>,
  catalog: CatalogSnapshot,
): ImportPlan {
  const products = new Map(catalog.products.map((p) => [p.id, p]));
  const variants = new Map(catalog.variants.map((v) => [v.id, v]));
  const categoryByName = new Map(catalog.categories.map((c) => [c.name.toLowerCase(), c]));
  const categoryName = new Map(catalog.categories.map((c) => [c.id, c.name]));
  const errors: RowError[] = [];
  const badLines = new Set<number>();
  const fail = (line: number, field: string, message: string) => {
    errors.push({ line, field, message });
    badLines.add(line);
  };
  const take = <T>(line: number, field: ColumnKey, parsed: Parsed<T>): T | undefined => {
    if ('error' in parsed) {
      fail(line, field, parsed.error);
      return undefined;
    }
    return parsed.value;
  };
  const has = (key: ColumnKey) => columns.has(key);

  /** Reads a row's product fields: a column the file lacks keeps `before`'s (a new product: the defaults). */
  function productValues(row: CsvRow, before: ProductValues | null): ProductValues | undefined {
    const { line, cells } = row;
    const cell = (key: ColumnKey) => cells[key] ?? '';
    const name = has('name') || !before ? take(line, 'name', parseName(cell('name'))) : before.name;
    let categoryId = before?.categoryId ?? null;
    if (has('category')) {
      const wanted = readText(cell('category'));
      const found = categoryByName.get(wanted.toLowerCase());
      if (wanted === '') categoryId = null;
      else if (found) categoryId = found.id;
      else fail(line, 'category', importError('unknownCategory', { name: wanted }));
    }
    const vatRate = has('vatRate') ? take(line, 'vatRate', parseVatRate(cell('vatRate'))) : (before?.vatRate ?? '15');
    const img = has('img') || !before ? take(line, 'img', parseImage(cell('img'))) : before.img;
    const description = has('description')
      ? take(line, 'description', parseDescription(cell('description')))
      : (before?.description ?? '');
    // A file without the column leaves it alone; a new product is published unless its cell says no.
    const published = has('published')
      ? take(line, 'published', parsePublished(cell('published')))
      : (before?.published ?? true);
    if (name === undefined || vatRate === undefined || img === undefined || description === undefined) return undefined;
    if (published === undefined) return undefined;
    return { name, categoryId, vatRate, img, description, published };
  }

  function variantValues(row: CsvRow, before: VariantValues | null): VariantValues | undefined {
    const { line, cells } = row;
    const cell = (key: ColumnKey) => cells[key] ?? '';
    const sku = has('sku') ? take(line, 'sku', parseSku(cell('sku'))) : (before?.sku ?? null);
    const price = has('price') || !before ? take(line, 'price', parsePrice(cell('price'))) : before.price;
    const stock = has('stock') ? take(line, 'stock', parseStock(cell('stock'))) : (before?.stock ?? 0);
    const minQuantity = has('minQuantity')
      ? take(line, 'minQuantity', parseMinQuantity(cell('minQuantity')))
      : (before?.minQuantity ?? 1);
    const weightGrams = has('weightGrams')
      ? take(line, 'weightGrams', parseWeight(cell('weightGrams')))
      : (before?.weightGrams ?? 0);
    if (sku === undefined || price === undefined || stock === undefined) return undefined;
    if (minQuantity === undefined || weightGrams === undefined) return undefined;
    return { sku, price, stock, minQuantity, weightGrams };
  }

  const seenVariants = new Map<string, number>();
  /** Each product's fields as its first row sets them, and that row's line. */
  const productRows = new Map<string, { line: number; values: ProductValues }>();
  const existing: { row: CsvRow; variant: CatalogVariant; product: CatalogProduct; values: VariantValues }[] = [];
  const fresh: { row: CsvRow; product: ProductValues; variant: VariantValues }[] = [];

  for (const row of rows) {
    const { line, cells } = row;
    const productId = readText(cells.productId ?? '');
    const variantId = readText(cells.variantId ?? '');
    const options = readText(cells.options ?? '');
    if (variantId === '') {
      if (productId !== '') {
        fail(line, 'variantId', importError('newVariant'));
        continue;
      }
      if (options !== '') fail(line, 'options', importError('optionsOnNew'));
      const product = productValues(row, null);
      const variant = variantValues(row, null);
      if (product && variant && !badLines.has(line)) fresh.push({ row, product, variant });
      continue;
    }
    const variant = variants.get(variantId);
    const product = variant && products.get(variant.productId);
    if (!variant || !product) {
      fail(line, 'variantId', importError('unknownVariant'));
      continue;
    }
    if (productId !== '' && productId !== variant.productId) fail(line, 'productId', importError('wrongProduct'));
    const firstLine = seenVariants.get(variantId);
    if (firstLine !== undefined) {
      fail(line, 'variantId', importError('repeatedVariant', { line: firstLine }));
      continue;
    }
    seenVariants.set(variantId, line);
    if (has('options') && options.toLowerCase() !== variantTitle(valuesOfVariant(variant)).toLowerCase()) {
      fail(line, 'options', importError('optionsChanged'));
    }
    const values = productValues(row, product);
    const first = productRows.get(product.id);
    if (values && first) {
      const sameAs = (field: (typeof PRODUCT_FIELDS)[number]) =>
        field === 'category' ? values.categoryId === first.values.categoryId : values[field] === first.values[field];
      for (const field of PRODUCT_FIELDS) {
        if (!sameAs(field)) fail(line, field, importError('differsFromProduct', { line: first.line }));
      }
    } else if (values) {
      productRows.set(product.id, { line, values });
    }
    const after = variantValues(row, variant);
    if (after) existing.push({ row, variant, product, values: after });
  }

  checkSkus(catalog.variants, existing, fresh, fail);

  const variantUpdates: VariantUpdate[] = [];
  const productUpdates: ProductUpdate[] = [];
  const changes: ChangeListing[] = [];
  let unchanged = 0;
  const listedProducts = new Set<string>();
  for (const { row, variant, product, values } of existing) {
    if (badLines.has(row.line)) continue;
    const fields: FieldChange[] = [];
    const compare = (field: string, before: string | number | null, after: string | number | null) => {
      if (before !== after) fields.push({ field, before: asCell(before), after: asCell(after) });
    };
    compare('sku', variant.sku, values.sku);
    if (variant.price !== values.price) {
      fields.push({ field: 'price', before: formatPrice(variant.price), after: formatPrice(values.price) });
    }
    compare('stock', variant.stock, values.stock);
    compare('minQuantity', variant.minQuantity, values.minQuantity);
    compare('weightGrams', variant.weightGrams, values.weightGrams);
    const variantChanged = fields.length > 0;
    // A product's own fields are listed, and written, once: on its first row.
    const productValuesNow = productRows.get(product.id);
    if (productValuesNow && productValuesNow.line === row.line && !listedProducts.has(product.id)) {
      listedProducts.add(product.id);
      const after = productValuesNow.values;
      const fieldsBefore = fields.length;
      compare('name', product.name, after.name);
      compare(
        'category',
        product.categoryId === null ? null : (categoryName.get(product.categoryId) ?? ''),
        after.categoryId === null ? null : (categoryName.get(after.categoryId) ?? ''),
      );
      compare('vatRate', product.vatRate, after.vatRate);
      compare('img', product.img, after.img);
      compare('description', product.description, after.description);
      if (product.published !== after.published) {
        fields.push({
          field: 'published',
          before: formatPublished(product.published),
          after: formatPublished(after.published),
        });
      }
      if (fields.length > fieldsBefore) productUpdates.push({ before: product, after });
    }
    if (variantChanged) variantUpdates.push({ line: row.line, before: variant, after: values });
    if (fields.length === 0) unchanged += 1;
    else changes.push({ line: row.line, productId: product.id, variantId: variant.id, name: product.name, fields });
  }

  const created = fresh
    .filter(({ row }) => !badLines.has(row.line))
    .map(({ row, product, variant }) => ({
      line: row.line,
      ...product,
      ...variant,
    }));
  errors.sort((a, b) => a.line - b.line);
  return {
    rows: rows.length,
    created,
    changes,
    unchanged,
    errors,
    badLines: badLines.size,
    variantUpdates,
    productUpdates,
  };
}

/**
 * Every SKU after the import is one variant's, whatever the case: a row's SKU may not be another row's
 * (repeatedSku, naming the first line) nor a variant's the file leaves as it is (skuTaken).
 */
function checkSkus(
  stored: readonly CatalogVariant[],
  existing: readonly { row: CsvRow; variant: CatalogVariant; values: VariantValues }[],
  fresh: readonly { row: CsvRow; variant: VariantValues }[],
  fail: (line: number, field: string, message: string) => void,
): void {
  const inFile = new Set(existing.map((e) => e.variant.id));
  const kept = new Map<string, string>();
  for (const v of stored) if (v.sku !== null && !inFile.has(v.id)) kept.set(v.sku.toLowerCase(), v.id);
  const firstLine = new Map<string, number>();
  const rows = [
    ...existing.map((e) => ({ line: e.row.line, sku: e.values.sku })),
    ...fresh.map((f) => ({ line: f.row.line, sku: f.variant.sku })),
  ].sort((a, b) => a.line - b.line);
  for (const { line, sku } of rows) {
    if (sku === null) continue;
    const key = sku.toLowerCase();
    const first = firstLine.get(key);
    if (kept.has(key)) fail(line, 'sku', importError('skuTaken'));
    else if (first !== undefined) fail(line, 'sku', importError('repeatedSku', { line: first }));
    else firstLine.set(key, line);
  }
}
