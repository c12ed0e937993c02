// The Add/Edit product form's rules: the shared product fields (the same schema the API validates
// with), but a file instead of the image URL. The photo is required when adding, optional when editing.
import { z } from 'zod';
import { LIMITS } from '@store/shared/constants';
import { IMAGE_TEXT, PRODUCT_TEXT, VALIDATION } from '@store/shared/messages';
import { isMinNotAboveMax, ProductFieldsSchema } from '@store/shared/schemas';

const MAX_MB = LIMITS.imageBytes / 1024 / 1024;

const photoSchema = (required: boolean) =>
  z.custom<FileList | null | undefined>().superRefine((files, ctx) => {
    const file = files?.item(0) ?? undefined;
    if (!file) {
      if (required) ctx.addIssue({ code: 'custom', message: VALIDATION.photoRequired });
      return;
    }
    // The server decides by the file's bytes; this only spares the upload of something plainly wrong.
    if (file.type !== '' && !file.type.startsWith('image/')) {
      ctx.addIssue({ code: 'custom', message: IMAGE_TEXT.wrongKind });
    } else if (file.size > LIMITS.imageBytes) {
      ctx.addIssue({ code: 'custom', message: IMAGE_TEXT.tooLarge(MAX_MB) });
    }
  });

export const productFormSchema = (photoRequired: boolean) =>
  ProductFieldsSchema.omit({ img: true })
    .extend({ image: photoSchema(photoRequired) })
    .refine(isMinNotAboveMax, { path: ['minQuantity'], message: PRODUCT_TEXT.minAboveMax });

export type ProductFormInput = z.input<ReturnType<typeof productFormSchema>>;
export type ProductFormValues = z.output<ReturnType<typeof productFormSchema>>;
