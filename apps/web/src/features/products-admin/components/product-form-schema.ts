// The product form's rules: the shared product fields (the API's schema) with a file instead of the
// image URL, required when adding; with options, the shared variants schema instead of the price and
// quantities. Messages are catalogue references, shown in the page's language.
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { LIMITS } from '@store/shared/constants';
import { messageRef } from '@store/shared/i18n/catalogue';
import {
  isMinNotAboveMax,
  ProductFieldsSchema,
  type ProductVariantsInput,
  ProductVariantsInputSchema,
} from '@store/shared/schemas';
import { type OptionRow, type VariantRow, variantsInputOf } from './variant-rows.ts';

const MAX_MB = LIMITS.imageBytes / 1024 / 1024;

const photoSchema = (required: boolean) =>
  z.custom<FileList | null | undefined>().superRefine((files, ctx) => {
    const file = files?.item(0) ?? undefined;
    if (!file) {
      if (required) ctx.addIssue({ code: 'custom', message: messageRef('feedback', 'VALIDATION', 'photoRequired') });
      return;
    }
    // The server decides by the file's bytes; this only spares the upload of something plainly wrong.
    if (file.type !== '' && !file.type.startsWith('image/')) {
      ctx.addIssue({ code: 'custom', message: messageRef('products', 'IMAGE_TEXT', 'wrongKind') });
    } else if (file.size > LIMITS.imageBytes) {
      ctx.addIssue({ code: 'custom', message: messageRef('products', 'IMAGE_TEXT', 'tooLarge', { mb: MAX_MB }) });
    }
  });

export const productFormSchema = (photoRequired: boolean) =>
  ProductFieldsSchema.omit({ img: true })
    .extend({ image: photoSchema(photoRequired) })
    .refine(isMinNotAboveMax, {
      path: ['minQuantity'],
      message: messageRef('products', 'PRODUCT_TEXT', 'minAboveMax'),
    });

/** With options the price, quantities and weight are each variant's. */
const productBasicsSchema = (photoRequired: boolean) =>
  ProductFieldsSchema.omit({ img: true, price: true, maxQuantity: true, minQuantity: true, weightGrams: true }).extend({
    image: photoSchema(photoRequired),
  });

type SpecInput = z.input<ReturnType<typeof productFormSchema>>;
type SpecOutput = z.output<ReturnType<typeof productFormSchema>>;

export type ProductFormInput = SpecInput & { options: OptionRow[]; variants: VariantRow[] };
export type ProductFormValues = z.output<ReturnType<typeof productBasicsSchema>> &
  Partial<Pick<SpecOutput, 'price' | 'maxQuantity' | 'minQuantity' | 'weightGrams'>> & {
    /** null: the product has no options. */
    variants: ProductVariantsInput | null;
  };

/**
 * Where a message shows: a value of an option's comma-separated values on that field, a variant's value or
 * id on its values cell (`options.0.values.2` → `options.0.values`, `variants.1.options.0` and
 * `variants.1._id` → `variants.1.options`).
 */
export const formPathOf = (path: string): string =>
  path
    .replace(/^((?:options\.\d+\.values)|(?:variants\.\d+\.options))\.\d+$/, '$1')
    .replace(/^(variants\.\d+)\._id$/, '$1.options');

export const productFormResolver =
  (photoRequired: boolean): Resolver<ProductFormInput, unknown, ProductFormValues> =>
  (values, _context, options) => {
    const hasOptions = values.options.length > 0;
    const fields = (hasOptions ? productBasicsSchema(photoRequired) : productFormSchema(photoRequired)).safeParse(
      values,
    );
    const variants = hasOptions
      ? ProductVariantsInputSchema.safeParse(variantsInputOf(values.options, values.variants))
      : null;
    const errors: Record<string, FieldError> = {};
    for (const issue of [...(fields.error?.issues ?? []), ...(variants?.error?.issues ?? [])]) {
      errors[formPathOf(issue.path.join('.'))] ??= { type: issue.code, message: issue.message };
    }
    if (!fields.success || (variants && !variants.success)) {
      return { values: {}, errors: toNestErrors(errors, options) };
    }
    return { values: { ...fields.data, variants: variants?.data ?? null }, errors: {} };
  };
