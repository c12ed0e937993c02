import { z } from 'zod';
import { LIMITS, MAX_PAGE_SIZE, PRODUCT_FACETS, PRODUCT_SORTS } from '../constants.ts';
import { refsTo } from '../i18n/catalogue.ts';
import { hasAtMostTwoDecimals } from '../money.ts';
import { isStoreImagePath } from '../store-image-path.ts';
import { numberRule, queryIntSchema, requiredText } from './common.ts';
import { SALE_FIELDS } from './promotions.ts';
import { VatRateSchema } from './vat.ts';

const category = refsTo('categories', 'CATEGORY_TEXT');
const product = refsTo('products', 'PRODUCT_TEXT');
const productTooLong = (max: number) => product('tooLong', { max });
const required = refsTo('feedback', 'VALIDATION');

/** An option and its values in the order the buyer sees them: Size: 32T, 34T, 36T. */
export const ProductOptionSchema = z.object({ name: z.string(), values: z.array(z.string()) });
export type ProductOption = z.infer<typeof ProductOptionSchema>;

/**
 * A product as the API returns it; `price` is in taka. With variants, price and minQuantity are the
 * lowest-priced variant's and maxQuantity the stock of all (decision 220).
 */
export const ProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  img: z.string(),
  des: z.string(),
  minQuantity: z.number().int(),
  maxQuantity: z.number().int(),
  price: z.number(),
  /** Shown product reviews: the average (one decimal, 0 without reviews) and how many (ours). */
  rating: z.object({ average: z.number(), count: z.number().int() }).optional(),
  /** [] for a product without options (one variant). */
  options: z.array(ProductOptionSchema).optional(),
  /** Shipping weight in grams, the lowest-priced variant's like `price`; 0: not weighed yet. */
  weightGrams: z.number().int().optional(),
  /** Ours: the VAT rate its price includes ('15', '5', '0', 'exempt'). */
  vatRate: VatRateSchema.optional(),
  /** Ours, in staff reads only (GET /api/admin/products, a product read with the catalogue permission). */
  published: z.boolean().optional(),
  /** Ours, on sale only: `price` is after the sale, `compareAtPrice` before it, and when the sale ends. */
  ...SALE_FIELDS,
});
export type Product = z.infer<typeof ProductSchema>;
export const ProductListSchema = z.array(ProductSchema);

/** A price in taka written in a query string: "250", "99.5" yes; "", "-1", "1e3", "1.234" no. */
const queryPriceSchema = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, category('priceFormat'))
  .transform(Number)
  .pipe(z.number().max(LIMITS.maxPriceTaka, numberRule('atMost', { max: LIMITS.maxPriceTaka })));

export const ProductListQuerySchema = z
  .object({
    limit: queryIntSchema(1, MAX_PAGE_SIZE).optional(),
    page: queryIntSchema(1, 1_000_000).optional(),
    q: z.string().trim().max(LIMITS.searchQuery).optional(),
    sort: z.enum(PRODUCT_SORTS, { error: category('mustBeOneOf', { values: PRODUCT_SORTS.join(', ') }) }).optional(),
    /** A category's id: only its products. */
    category: z.string().trim().max(100).optional(),
    /** Taka, inclusive. */
    minPrice: queryPriceSchema.optional(),
    maxPrice: queryPriceSchema.optional(),
    /** `true`: only products that can be ordered now (stock at least the minimum order). */
    inStock: z.enum(['true', 'false'], { error: category('mustBeTrueOrFalse') }).optional(),
    /** An option value (e.g. 11-speed, any case): only products with a variant of it in stock. */
    option: z.string().trim().max(LIMITS.optionValue).optional(),
    /** `category`: the answer becomes ProductPageWithFacetsSchema. */
    facets: z
      .enum(PRODUCT_FACETS, { error: category('mustBeOneOf', { values: PRODUCT_FACETS.join(', ') }) })
      .optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    path: ['maxPrice'],
    message: category('maxBelowMin'),
  });
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const CategoryFacetSchema = z.object({ _id: z.string(), name: z.string(), count: z.number().int() });
export type CategoryFacet = z.infer<typeof CategoryFacetSchema>;

/**
 * GET /api/products?facets=category: every category's count under the other filters but not the category
 * filter, so a shopper sees what choosing another would give. Without `facets`, the spec's plain array.
 */
export const ProductPageWithFacetsSchema = z.object({
  items: ProductListSchema,
  total: z.number().int(),
  facets: z.object({ category: z.array(CategoryFacetSchema) }),
});
export type ProductPageWithFacets = z.infer<typeof ProductPageWithFacetsSchema>;

export const CategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** A category in use cannot be deleted. */
  productCount: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;
export const CategoryListSchema = z.array(CategorySchema);

export const CategoryInputSchema = z.object({
  name: requiredText(category('nameRequired'), LIMITS.categoryName, (max) => category('nameTooLong', { max })),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

/** PUT /api/categories/order: every category's id, once, in the new order. */
export const CategoryOrderSchema = z.object({
  ids: z.array(z.string().max(100)).max(LIMITS.maxCategories),
});
export type CategoryOrder = z.infer<typeof CategoryOrderSchema>;

/** The heaviest shipping weight a variant may have, in grams. */
export const MAX_WEIGHT_GRAMS = 100_000;

/** A shipping weight in whole grams, 0 (not weighed yet) to MAX_WEIGHT_GRAMS. */
export const WeightGramsSchema = z
  .number({ error: product('weightWhole') })
  .refine((n) => Number.isInteger(n) && n >= 0, product('weightWhole'))
  .refine((n) => n <= MAX_WEIGHT_GRAMS, product('weightTooHigh', { max: MAX_WEIGHT_GRAMS }));

const requiredNumber = (message: string) => z.number({ error: message }).refine((n) => Number.isFinite(n), message);

/** The product's fields as the admin writes them; `price` is in taka. */
export const ProductFieldsSchema = z.object({
  name: requiredText(required('nameRequired'), LIMITS.productName, productTooLong),
  price: requiredNumber(required('priceRequired'))
    .refine((n) => n > 0, product('priceAboveZero'))
    .refine((n) => n <= LIMITS.maxPriceTaka, product('priceTooHigh', { max: LIMITS.maxPriceTaka }))
    .refine(hasAtMostTwoDecimals, product('priceTwoDecimals')),
  maxQuantity: requiredNumber(required('maxQuantityRequired'))
    .refine((n) => Number.isInteger(n) && n >= 0, product('maxQuantityWhole'))
    .refine((n) => n <= LIMITS.maxStock, product('maxQuantityTooHigh', { max: LIMITS.maxStock })),
  minQuantity: requiredNumber(required('minQuantityRequired'))
    .refine((n) => Number.isInteger(n) && n >= 1, product('minQuantityWhole'))
    .refine((n) => n <= LIMITS.maxStock, product('minQuantityTooHigh', { max: LIMITS.maxStock })),
  des: requiredText(required('descriptionRequired'), LIMITS.productDescription, productTooLong),
  img: requiredText(required('photoRequired'), 500, productTooLong)
    // An upload or a picture of the store's own, decided on the parsed URL (the CSP allows 'self' only).
    .refine(isStoreImagePath, product('photoNotOurs')),
  /** Optional, so that older clients still work. */
  categoryId: z.string().trim().max(100).optional(),
  /** The only variant's shipping weight; optional, so that older clients still work (a new product: 0). */
  weightGrams: WeightGramsSchema.optional(),
  /** Ours: the VAT rate its price includes; optional (a new product: the standard 15 %). */
  vatRate: VatRateSchema.optional(),
  /** Ours: false hides it from buyers and visitors; optional, so that older clients still work (a new product: true). */
  published: z.boolean({ error: product('publishedYesNo') }).optional(),
});

export const isMinNotAboveMax = (p: { minQuantity?: number | undefined; maxQuantity?: number | undefined }): boolean =>
  p.minQuantity === undefined ||
  p.maxQuantity === undefined ||
  !(Number.isFinite(p.minQuantity) && Number.isFinite(p.maxQuantity)) ||
  p.minQuantity <= p.maxQuantity;

const minNotAboveMax = { path: ['minQuantity'], message: product('minAboveMax') };

/** POST /api/products. An empty form field is NaN (`valueAsNumber`) and gets the spec's message. */
export const ProductInputSchema = ProductFieldsSchema.refine(isMinNotAboveMax, minNotAboveMax);
export type ProductInput = z.infer<typeof ProductInputSchema>;

/** PATCH /api/products/{id}: a lone quantity is checked by the server against the stored other one. */
export const ProductPatchSchema = ProductFieldsSchema.partial()
  .refine((p) => Object.values(p).some((v) => v !== undefined), { message: product('nothingToUpdate') })
  .refine(isMinNotAboveMax, minNotAboveMax);
export type ProductPatch = z.infer<typeof ProductPatchSchema>;
