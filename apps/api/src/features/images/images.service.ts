// Uploaded images: checked and re-encoded, then kept in the database (default; every instance sees them)
// or in the folder IMAGE_STORAGE names (it must be shared by every instance, e.g. a mounted volume).
import fs from 'node:fs/promises';
import path from 'node:path';
import { API_PATHS, API_PREFIX } from '@store/shared/api-paths';
import type { ImageUploadResult } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { isId, newId, nowIso } from '../../lib/ids.ts';
import { findImageData, insertImage } from './images.repository.ts';
import { type ProcessedImage, processImage, STORED_CONTENT_TYPE } from './image-processing.ts';
import { imageText } from './image-text.ts';

export type StoredImage = Pick<ProcessedImage, 'contentType' | 'data'>;

export interface ImageStorage {
  save(image: ProcessedImage): Promise<string>;
  load(id: string): Promise<StoredImage | undefined>;
}

function databaseImageStorage(db: DB): ImageStorage {
  return {
    async save(image) {
      const id = newId();
      await insertImage(db, { id, ...image, byteSize: image.data.length, createdAt: nowIso() });
      return id;
    },
    load: (id) => findImageData(db, id),
  };
}

/** Files `<id>.webp` in the folder; written to a temporary name first, so a reader never sees half a file. */
async function folderImageStorage(folder: string): Promise<ImageStorage> {
  const dir = path.resolve(folder);
  await fs.mkdir(dir, { recursive: true });
  const fileOf = (id: string) => path.join(dir, `${id}.webp`);
  return {
    async save(image) {
      if (image.contentType !== STORED_CONTENT_TYPE) throw new Error(`cannot store ${image.contentType} in a folder`);
      const id = newId();
      const temporary = path.join(dir, `.${id}.tmp`);
      await fs.writeFile(temporary, image.data);
      await fs.rename(temporary, fileOf(id));
      return id;
    },
    async load(id) {
      try {
        return { contentType: STORED_CONTENT_TYPE, data: await fs.readFile(fileOf(id)) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

export async function openImageStorage(setting: string, db: DB): Promise<ImageStorage> {
  return setting === 'database' ? databaseImageStorage(db) : folderImageStorage(setting);
}

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
