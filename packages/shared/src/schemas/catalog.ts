import { z } from 'zod';
import { LIMITS, MAX_PAGE_SIZE, PRODUCT_SORTS } from '../constants.ts';
import { PRODUCT_TEXT, VALIDATION } from '../messages.ts';
import { hasAtMostTwoDecimals } from '../money.ts';
import { isStoreImagePath } from '../store-image-path.ts';
import { queryIntSchema } from './common.ts';

/** A product as the API returns it; `price` is in taka. */
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
});
export type Product = z.infer<typeof ProductSchema>;
export const ProductListSchema = z.array(ProductSchema);

export const ProductListQuerySchema = z.object({
  limit: queryIntSchema(1, MAX_PAGE_SIZE).optional(),
  page: queryIntSchema(1, 1_000_000).optional(),
  q: z.string().trim().max(LIMITS.searchQuery).optional(),
  sort: z.enum(PRODUCT_SORTS, { error: `Must be one of ${PRODUCT_SORTS.join(', ')}` }).optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

const requiredNumber = (message: string) => z.number({ error: message }).refine((n) => Number.isFinite(n), message);

/** The product's fields as the admin writes them; `price` is in taka. */
export const ProductFieldsSchema = z.object({
  name: z
    .string({ error: VALIDATION.nameRequired })
    .trim()
    .min(1, VALIDATION.nameRequired)
    .max(LIMITS.productName, PRODUCT_TEXT.tooLong(LIMITS.productName)),
  price: requiredNumber(VALIDATION.priceRequired)
    .refine((n) => n > 0, PRODUCT_TEXT.priceAboveZero)
    .refine((n) => n <= LIMITS.maxPriceTaka, PRODUCT_TEXT.priceTooHigh(LIMITS.maxPriceTaka))
    .refine(hasAtMostTwoDecimals, PRODUCT_TEXT.priceTwoDecimals),
  maxQuantity: requiredNumber(VALIDATION.maxQuantityRequired)
    .refine((n) => Number.isInteger(n) && n >= 0, PRODUCT_TEXT.maxQuantityWhole)
    .refine((n) => n <= LIMITS.maxStock, PRODUCT_TEXT.maxQuantityTooHigh(LIMITS.maxStock)),
  minQuantity: requiredNumber(VALIDATION.minQuantityRequired)
    .refine((n) => Number.isInteger(n) && n >= 1, PRODUCT_TEXT.minQuantityWhole)
    .refine((n) => n <= LIMITS.maxStock, PRODUCT_TEXT.minQuantityTooHigh(LIMITS.maxStock)),
  des: z
    .string({ error: VALIDATION.descriptionRequired })
    .trim()
    .min(1, VALIDATION.descriptionRequired)
    .max(LIMITS.productDescription, PRODUCT_TEXT.tooLong(LIMITS.productDescription)),
  img: z
    .string({ error: VALIDATION.photoRequired })
    .trim()
    .min(1, VALIDATION.photoRequired)
    .max(500, PRODUCT_TEXT.tooLong(500))
    // An upload or a picture of the store's own, decided on the parsed URL (the CSP allows 'self' only).
    .refine(isStoreImagePath, PRODUCT_TEXT.photoNotOurs),
});

/** True unless both quantities are known and the minimum exceeds the maximum. */
export const isMinNotAboveMax = (p: { minQuantity?: number | undefined; maxQuantity?: number | undefined }): boolean =>
  p.minQuantity === undefined ||
  p.maxQuantity === undefined ||
  !(Number.isFinite(p.minQuantity) && Number.isFinite(p.maxQuantity)) ||
  p.minQuantity <= p.maxQuantity;

const minNotAboveMax = { path: ['minQuantity'], message: PRODUCT_TEXT.minAboveMax };

/**
 * A product as the admin writes it (Add product form and POST /api/products).
 * The form sends numbers (react-hook-form `valueAsNumber`); an empty field is NaN and gets the spec's message.
 */
export const ProductInputSchema = ProductFieldsSchema.refine(isMinNotAboveMax, minNotAboveMax);
export type ProductInput = z.infer<typeof ProductInputSchema>;

/**
 * PATCH /api/products/{id}: some or all of the fields, with the same rules. When only one of the two
 * quantities is sent, the server checks it against the stored other one.
 */
export const ProductPatchSchema = ProductFieldsSchema.partial()
  .refine((p) => Object.values(p).some((v) => v !== undefined), { message: PRODUCT_TEXT.nothingToUpdate })
  .refine(isMinNotAboveMax, minNotAboveMax);
export type ProductPatch = z.infer<typeof ProductPatchSchema>;
