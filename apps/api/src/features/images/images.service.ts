import { API_PATHS, API_PREFIX } from '@store/shared/api-paths';
import type { ImageUploadResult } from '@store/shared/schemas';
import { notFound } from '../../lib/app-error.ts';
import { isId } from '../../lib/ids.ts';
import { processImage } from './image-processing.ts';
import type { ImageStorage, StoredImage } from './image-storage.service.ts';
import { imageText } from './image-text.ts';

export async function uploadImage(storage: ImageStorage, bytes: Buffer): Promise<ImageUploadResult> {
  const image = await processImage(bytes);
  const id = await storage.save(image);
  // NOTE: a path on this site, not an absolute URL: it works behind any host name or proxy.
  return { success: true, data: { display_url: `${API_PREFIX}${API_PATHS.image(id)}` } };
}

export async function getImage(storage: ImageStorage, id: string): Promise<StoredImage> {
  const image = isId(id) ? await storage.load(id) : undefined;
  if (!image) throw notFound(imageText('notFound'));
  return image;
}
