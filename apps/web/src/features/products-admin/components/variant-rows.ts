// The product form's options and variants as it edits them, and what it sends of them: an option's
// values are one comma-separated text; a variant row is the API's variant input.
import { LIMITS } from '@store/shared/constants';
import { combinationsOf, type ProductDetail, type ProductVariantsFormValues } from '@store/shared/schemas';

export interface OptionRow {
  name: string;
  /** "32T, 34T, 36T". */
  values: string;
}

export interface VariantRow {
  /** A variant kept from before; a new row has none. */
  _id?: string;
  /** One value per option; '' where none is chosen yet. */
  options: string[];
  sku: string;
  price: number;
  maxQuantity: number;
  minQuantity: number;
  /** '' for the product's picture. */
  img: string;
  /** Shipping weight in grams; 0: not weighed yet. */
  weightGrams: number;
}

export const splitValues = (text: string): string[] =>
  text
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

export const optionRowsOf = (product: ProductDetail | undefined): OptionRow[] =>
  (product?.options ?? []).map((o) => ({ name: o.name, values: o.values.join(', ') }));

export const variantRowsOf = (product: ProductDetail | undefined): VariantRow[] =>
  (product?.variants ?? []).map((v) => ({
    _id: v._id,
    options: v.options,
    sku: v.sku ?? '',
    price: v.price,
    maxQuantity: v.maxQuantity,
    minQuantity: v.minQuantity,
    img: v.img ?? '',
    weightGrams: v.weightGrams ?? 0,
  }));

/** The body of PUT /api/products/{id}/variants, before the shared schema checks it. */
export const variantsInputOf = (options: readonly OptionRow[], variants: readonly VariantRow[]) =>
  ({
    options: options.map((o) => ({ name: o.name, values: splitValues(o.values) })),
    // A value not chosen yet leaves the row a value short, which the schema names ("Choose one value for each option").
    variants: variants.map((v) => ({ ...v, options: v.options.filter((value) => value !== '') })),
  }) satisfies ProductVariantsFormValues;

const sameText = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A row for every combination of the options' values. A row already there keeps its id, SKU, price,
 * stock and weight: the one with the same values, else one whose values begin the combination (a row from before
 * an option was added, or the only variant of a product that had no options), so orders and carts keep
 * pointing at it. New rows take `template`'s fields; rows that fit no combination are dropped.
 */
export function generateRows(
  options: readonly OptionRow[],
  rows: readonly VariantRow[],
  template: Omit<VariantRow, 'options'>,
): VariantRow[] {
  const unused = [...rows];
  const combos = combinationsOf(options.map((o) => ({ values: splitValues(o.values) })));
  return combos.slice(0, LIMITS.productVariants).map((combo) => {
    const begins = (row: VariantRow) =>
      row.options.length <= combo.length && row.options.every((v, j) => v === '' || sameText(v, combo[j] ?? ''));
    let found = unused.findIndex((row) => row.options.length === combo.length && begins(row));
    if (found === -1) found = unused.findIndex(begins);
    const [row] = found === -1 ? [] : unused.splice(found, 1);
    return { ...(row ?? template), options: combo };
  });
}
