// A product's options and variants (docs/decisions/220-product-variants.md). Prices in taka.
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { refsTo } from '../i18n/catalogue.ts';
import { isStoreImagePath } from '../store-image-path.ts';
import { ProductFieldsSchema } from './catalog.ts';
import { requiredText, textUpTo } from './common.ts';
import { PriceTierSchema } from './pricing.ts';
import { SALE_FIELDS } from './promotions.ts';

const text = refsTo('products', 'VARIANT_TEXT');
const product = refsTo('products', 'PRODUCT_TEXT');
const tooLong = (max: number) => product('tooLong', { max });

export const ProductVariantSchema = z.object({
  _id: z.string(),
  /** One value per option, in the options' order; [] for a product without options. */
  options: z.array(z.string()),
  /** The values joined: "34T / Black"; '' without options. */
  title: z.string(),
  sku: z.string().nullable(),
  price: z.number(),
  minQuantity: z.number().int(),
  /** Stock left of this variant. */
  maxQuantity: z.number().int(),
  /** Its own picture; null: the product's. */
  img: z.string().nullable(),
  /** Shipping weight in grams; 0: not weighed yet. */
  weightGrams: z.number().int().optional(),
  /** Its price by quantity, from its minimum order (dealer prices); one tier without breaks. */
  priceTiers: z.array(PriceTierSchema).optional(),
  /** On sale only: `price` (and each tier's) is after the sale, `compareAtPrice` before it. */
  ...SALE_FIELDS,
});
export type ProductVariant = z.infer<typeof ProductVariantSchema>;

export const variantTitle = (values: readonly string[]): string => values.join(' / ');

/** A stored variant's values (its option1..3), in its product's option order. */
export const valuesOfVariant = (v: {
  option1: string | null;
  option2: string | null;
  option3: string | null;
}): string[] => [v.option1, v.option2, v.option3].filter((value): value is string => value !== null);

/** How every record names a line: "Chainring — 34T / Black"; the product's name alone without options. */
export const nameWithVariant = (name: string, title: string | null | undefined): string =>
  title ? `${name} — ${title}` : name;

/** Case and outer spaces do not make two names differ ("Size" and "size " are one). */
const sameText = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
const firstRepeat = (list: readonly string[]): number =>
  list.findIndex((item, i) => list.findIndex((other) => sameText(other, item)) !== i);

export const ProductOptionInputSchema = z.object({
  name: requiredText(text('optionNameRequired'), LIMITS.optionName, tooLong),
  values: z
    .array(requiredText(text('optionValueRequired'), LIMITS.optionValue, tooLong), { error: text('valuesRequired') })
    .min(1, text('valuesRequired'))
    .max(LIMITS.optionValues, text('tooManyValues', { max: LIMITS.optionValues }))
    .refine((values) => firstRepeat(values) === -1, text('valueRepeated')),
});

const fields = ProductFieldsSchema.shape;

export const ProductVariantInputSchema = z.object({
  /** A variant kept from before; without: a new one. Its stock may be below its minimum: sold out. */
  _id: z.string().max(100).optional(),
  options: z
    .array(z.string().trim().max(LIMITS.optionValue, tooLong(LIMITS.optionValue)))
    .max(3)
    .default([]),
  /** Empty: none. Unique in the store, whatever its case. */
  sku: textUpTo(LIMITS.sku, tooLong).default(''),
  price: fields.price,
  minQuantity: fields.minQuantity,
  maxQuantity: fields.maxQuantity,
  /** Empty: the product's picture. */
  img: textUpTo(500, tooLong)
    .refine((url) => url === '' || isStoreImagePath(url), product('photoNotOurs'))
    .default(''),
  /** Shipping weight in grams. Left out: a variant sent with its _id keeps its weight, a new one gets 0. */
  weightGrams: fields.weightGrams,
});
export type ProductVariantInput = z.input<typeof ProductVariantInputSchema>;

/** PUT /api/products/{id}/variants (admin): every option and variant; variants left out are removed. */
export const ProductVariantsInputSchema = z
  .object({
    options: z
      .array(ProductOptionInputSchema)
      .max(LIMITS.productOptions, text('tooManyOptions', { max: LIMITS.productOptions }))
      .default([]),
    variants: z
      .array(ProductVariantInputSchema, { error: text('variantsRequired') })
      .min(1, text('variantsRequired'))
      .max(LIMITS.productVariants, text('tooManyVariants', { max: LIMITS.productVariants })),
  })
  .superRefine(({ options, variants }, ctx) => {
    const nameRepeat = firstRepeat(options.map((o) => o.name));
    if (nameRepeat !== -1)
      ctx.addIssue({ code: 'custom', path: ['options', nameRepeat, 'name'], message: text('optionNameRepeated') });
    if (options.length === 0 && variants.length > 1) {
      ctx.addIssue({ code: 'custom', path: ['variants'], message: text('oneVariantWithoutOptions') });
    }
    const seen = new Map<string, number>();
    const skus = new Map<string, number>();
    variants.forEach((v, i) => {
      if (v.options.length !== options.length) {
        ctx.addIssue({ code: 'custom', path: ['variants', i, 'options'], message: text('valuesPerOption') });
        return;
      }
      v.options.forEach((value, j) => {
        const option = options[j];
        if (option && !option.values.some((known) => sameText(known, value))) {
          ctx.addIssue({
            code: 'custom',
            path: ['variants', i, 'options', j],
            message: text('unknownValue', { value, option: option.name }),
          });
        }
      });
      const key = v.options.map((value) => value.toLowerCase()).join('\u0000');
      if (options.length > 0 && seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['variants', i, 'options'], message: text('combinationRepeated') });
      seen.set(key, i);
      const sku = v.sku.toLowerCase();
      if (sku !== '' && skus.has(sku))
        ctx.addIssue({ code: 'custom', path: ['variants', i, 'sku'], message: text('skuRepeated') });
      skus.set(sku, i);
    });
  });
export type ProductVariantsInput = z.output<typeof ProductVariantsInputSchema>;
export type ProductVariantsFormValues = z.input<typeof ProductVariantsInputSchema>;

/** Every combination of the options' values, in order: what "generate combinations" fills the table with. */
export function combinationsOf(options: readonly { values: readonly string[] }[]): string[][] {
  return options.reduce<string[][]>(
    (combos, option) => combos.flatMap((combo) => option.values.map((value) => [...combo, value])),
    [[]],
  );
}
