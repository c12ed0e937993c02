import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from '../constants.ts';
import { refsTo } from '../i18n/catalogue.ts';

export const numberRule = refsTo('feedback', 'NUMBER_RULE');

/** A whole number written in a query string: "12" yes; "", "1.5", "-1", "1e3" no. */
export const queryIntSchema = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, numberRule('wholeNumber'))
    .transform(Number)
    .pipe(z.number().int().min(min, numberRule('atLeast', { min })).max(max, numberRule('atMost', { max })));

/** A trimmed text of at most `max` characters, `tooLong(max)` above. */
export const textUpTo = (max: number, tooLong: (max: number) => string) => z.string().trim().max(max, tooLong(max));

/** A text that must be given: trimmed, `required` when missing or empty, `tooLong(max)` above `max` characters. */
export const requiredText = (required: string, max: number, tooLong: (max: number) => string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong(max));

/** A whole number of stars from RATING_MIN to RATING_MAX; `required` when missing (NaN: an empty form field). */
export const ratingSchema = (required: string, invalid: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined || Number.isNaN(issue.input) ? required : invalid) })
    .int(invalid)
    .min(RATING_MIN, invalid)
    .max(RATING_MAX, invalid);

export type { ErrorCode } from '../error-codes.ts';

/**
 * The JSON error body every failed call returns. `code` is an ErrorCode, except for a few malformed
 * requests the framework refuses itself (e.g. 414, 415), which keep the framework's code.
 */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** A message from the catalogues (`@i18n:…`, see i18n/catalogue.ts messageRef): the web app shows it in the page's language. */
    messageId: z.string().optional(),
    /** The same for field messages. */
    fieldIds: z.record(z.string(), z.string()).optional(),
    /** TRANSITION_NOT_ALLOWED: the order's state now. */
    currentStatus: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** `{ deletedCount }`, the shape the spec's clients read after a delete. */
export const DeleteResultSchema = z.object({ deletedCount: z.number().int() });
export type DeleteResult = z.infer<typeof DeleteResultSchema>;
/** `{ acknowledged, insertedId }`, the shape the spec's clients read after a create. */
export const InsertResultSchema = z.object({ acknowledged: z.literal(true), insertedId: z.string() });
export type InsertResult = z.infer<typeof InsertResultSchema>;

/** The totals of a cart, an order or an invoice, in taka. */
export const AMOUNT_FIELDS = { subtotal: z.number(), shipping: z.number(), total: z.number() };

/** The paging fields of a page of items. */
export const PAGE_FIELDS = { page: z.number().int(), limit: z.number().int(), total: z.number().int() };

/** An admin's moderation list: a page of every review, or only the hidden ones. */
export const ModerationQuerySchema = z.object({
  page: queryIntSchema(1, 1_000_000).optional(),
  hidden: z.enum(['true', 'false']).optional(),
});

export const IdParamsSchema = z.object({ id: z.string().max(100) });
export const EmailParamsSchema = z.object({ email: z.string().max(254) });
