// POST /api/images (multipart field `image`): the product photo, answered with its display_url.
import { API_PATHS } from '@store/shared/api-paths';
import type { ImageUploadResult } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';

export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const result = await api<ImageUploadResult>(API_PATHS.images, { method: 'POST', body: form, auth: true });
  return result.data.display_url;
}
