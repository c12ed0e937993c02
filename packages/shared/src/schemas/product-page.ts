// The product page's contracts: gallery, specification and SKU, and product reviews.
import { z } from 'zod';
import { LIMITS, PRODUCT_REVIEWS_MAX_PAGE_SIZE } from '../constants.ts';
import { refsTo } from '../i18n/catalogue.ts';
import { isStoreImagePath } from '../store-image-path.ts';
import { PAGE_FIELDS, queryIntSchema, ratingSchema, requiredText, textUpTo } from './common.ts';
import { ProductSchema } from './catalog.ts';
import { ProductVariantSchema } from './variants.ts';

const page = refsTo('product-page', 'PRODUCT_PAGE_TEXT');
const pageTooLong = (max: number) => page('tooLong', { max });
const review = refsTo('product-page', 'PRODUCT_REVIEW_TEXT');
const reviewTooLong = (max: number) => review('tooLong', { max });
const photoNotOurs = refsTo('products', 'PRODUCT_TEXT')('photoNotOurs');

export const ProductSpecSchema = z.object({ key: z.string(), value: z.string() });
export type ProductSpec = z.infer<typeof ProductSpecSchema>;

/** One product as its page reads it. */
export const ProductDetailSchema = ProductSchema.extend({
  sku: z.string().nullable(),
  /** The gallery; the first is the card picture (`img`). */
  images: z.array(z.string()),
  specs: z.array(ProductSpecSchema),
  /** For the breadcrumb. */
  category: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** Every variant in the admin's order; one for a product without options. */
  variants: z.array(ProductVariantSchema),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

const imageUrl = textUpTo(500, pageTooLong).min(1, photoNotOurs).refine(isStoreImagePath, photoNotOurs);

/** PUT /api/products/{id}/images (admin). */
export const ProductGalleryInputSchema = z.object({
  images: z
    .array(imageUrl, { error: page('imagesRequired') })
    .min(1, page('imagesRequired'))
    .max(LIMITS.galleryImages, page('tooManyImages', { max: LIMITS.galleryImages })),
});
export type ProductGalleryInput = z.infer<typeof ProductGalleryInputSchema>;

/** PUT /api/products/{id}/specification (admin): an empty SKU is none. */
export const ProductSpecificationInputSchema = z.object({
  sku: textUpTo(LIMITS.sku, pageTooLong).default(''),
  specs: z
    .array(
      z.object({
        key: requiredText(page('specKeyRequired'), LIMITS.specKey, pageTooLong),
        value: requiredText(page('specValueRequired'), LIMITS.specValue, pageTooLong),
      }),
    )
    .max(LIMITS.specRows, page('tooManySpecs', { max: LIMITS.specRows }))
    .default([]),
});
export type ProductSpecificationInput = z.infer<typeof ProductSpecificationInputSchema>;
export type ProductSpecificationFormValues = z.input<typeof ProductSpecificationInputSchema>;

/** PUT /api/products/{id}/reviews/mine: a string "5" or 4.5 is refused. */
export const ProductReviewInputSchema = z.object({
  rating: ratingSchema(review('ratingRequired'), review('ratingInvalid')),
  title: requiredText(review('titleRequired'), LIMITS.productReviewTitle, reviewTooLong),
  text: requiredText(review('textRequired'), LIMITS.productReviewText, reviewTooLong),
});
export type ProductReviewInput = z.infer<typeof ProductReviewInputSchema>;

/** A shown review as everyone reads it: the author's name, never the email. */
export const ProductReviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  userName: z.string(),
  /** The author has a paid order with this product. */
  verified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductReview = z.infer<typeof ProductReviewSchema>;

/** Average (one decimal; 0 without reviews), count, and the count per star from 5 down to 1. */
export const ReviewsSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
});
export type ReviewsSummary = z.infer<typeof ReviewsSummarySchema>;

export const ProductReviewsQuerySchema = z.object({
  page: queryIntSchema(1, 1_000_000).optional(),
  limit: queryIntSchema(1, PRODUCT_REVIEWS_MAX_PAGE_SIZE).optional(),
  /** `true`: the reviews of people who had not bought the product, which the summary does not count. */
  others: z.enum(['true', 'false']).optional(),
});

export const ProductReviewPageSchema = z.object({
  summary: ReviewsSummarySchema,
  items: z.array(ProductReviewSchema),
  ...PAGE_FIELDS,
  others: z.number().int(),
});
export type ProductReviewPage = z.infer<typeof ProductReviewPageSchema>;

/** The caller's own review; `counted`: written by a buyer, so in the average. */
export const MyProductReviewSchema = z.object({
  review: ProductReviewSchema.extend({ hidden: z.boolean(), counted: z.boolean() }).nullable(),
  mayReview: z.boolean(),
});
export type MyProductReview = z.infer<typeof MyProductReviewSchema>;

/** POST /api/product-reviews/{id}/hide and /show (admin). */
export const ReviewModerationInputSchema = z.object({
  reason: requiredText(review('reasonRequired'), LIMITS.moderationReason, reviewTooLong),
});
export type ReviewModerationInput = z.infer<typeof ReviewModerationInputSchema>;

export const ModeratedReviewSchema = ProductReviewSchema.extend({
  productName: z.string(),
  userEmail: z.string(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
});
export type ModeratedReview = z.infer<typeof ModeratedReviewSchema>;

export const ModeratedReviewPageSchema = z.object({ items: z.array(ModeratedReviewSchema), ...PAGE_FIELDS });
export type ModeratedReviewPage = z.infer<typeof ModeratedReviewPageSchema>;
