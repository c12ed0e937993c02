import { z } from 'zod';
import { LIMITS, MAX_PAGE_SIZE, PRODUCT_SORTS } from '../constants.ts';
import { VALIDATION } from '../messages.ts';
import { hasAtMostTwoDecimals } from '../money.ts';
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

const requiredNumber = (message: string) =>
  z.number({ error: message }).refine((n) => Number.isFinite(n), message);

/**
 * A product as the admin writes it (Add product form and POST/PATCH /api/products).
 * The form sends numbers (react-hook-form `valueAsNumber`); an empty field is NaN and gets the spec's message.
 */
export const ProductInputSchema = z
  .object({
    name: z.string({ error: VALIDATION.nameRequired }).trim().min(1, VALIDATION.nameRequired).max(LIMITS.productName),
    price: requiredNumber(VALIDATION.priceRequired)
      .refine((n) => n > 0, 'Price must be more than 0')
      .refine((n) => n <= LIMITS.maxPriceTaka, `Price must be at most ${LIMITS.maxPriceTaka}`)
      .refine(hasAtMostTwoDecimals, 'Price can have at most two decimals'),
    maxQuantity: requiredNumber(VALIDATION.maxQuantityRequired)
      .refine((n) => Number.isInteger(n) && n >= 0, 'Maximum Quantity must be a whole number, 0 or more')
      .refine((n) => n <= LIMITS.maxStock, `Maximum Quantity must be at most ${LIMITS.maxStock}`),
    minQuantity: requiredNumber(VALIDATION.minQuantityRequired)
      .refine((n) => Number.isInteger(n) && n >= 1, 'MinQuantity must be a whole number, 1 or more')
      .refine((n) => n <= LIMITS.maxStock, `MinQuantity must be at most ${LIMITS.maxStock}`),
    des: z
      .string({ error: VALIDATION.descriptionRequired })
      .trim()
      .min(1, VALIDATION.descriptionRequired)
      .max(LIMITS.productDescription),
    img: z.string({ error: VALIDATION.photoRequired }).trim().min(1, VALIDATION.photoRequired).max(500),
  })
  .refine((p) => !(Number.isFinite(p.minQuantity) && Number.isFinite(p.maxQuantity)) || p.minQuantity <= p.maxQuantity, {
    path: ['minQuantity'],
    message: 'MinQuantity must not be more than Maximum Quantity',
  });
export type ProductInput = z.infer<typeof ProductInputSchema>;
