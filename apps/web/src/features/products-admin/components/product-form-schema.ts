// The product form's rules: the shared product fields (the API's schema) with a file instead of the
// image URL, required when adding. Messages are catalogue references, shown in the page's language.
import { z } from 'zod';
import { LIMITS } from '@store/shared/constants';
import { messageRef } from '@store/shared/i18n/catalogue';
import { isMinNotAboveMax, ProductFieldsSchema } from '@store/shared/schemas';

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

export type ProductFormInput = z.input<ReturnType<typeof productFormSchema>>;
export type ProductFormValues = z.output<ReturnType<typeof productFormSchema>>;
