import { z } from 'zod';

/** POST /api/images answers in the image host's shape the spec's client reads. */
export const ImageUploadResultSchema = z.object({
  success: z.literal(true),
  data: z.object({ display_url: z.string() }),
});
export type ImageUploadResult = z.infer<typeof ImageUploadResultSchema>;
