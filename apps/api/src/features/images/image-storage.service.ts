// Where uploaded images live: the database (default; every instance sees them) or a folder given by
// IMAGE_STORAGE (it must be shared by every instance, e.g. a mounted volume).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DB } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { findImageData, insertImage } from './images.repository.ts';
import { type ProcessedImage, STORED_CONTENT_TYPE } from './image-processing.ts';

export interface StoredImage {
  contentType: string;
  data: Buffer;
}

export interface ImageStorage {
  /** Keeps the image and returns its new id. */
  save(image: ProcessedImage): Promise<string>;
  /** The image with this id (a well-formed id), or undefined. */
  load(id: string): Promise<StoredImage | undefined>;
}

function databaseImageStorage(db: DB): ImageStorage {
  return {
    async save(image) {
      const id = newId();
      await insertImage(db, {
        id,
        contentType: image.contentType,
        data: image.data,
        width: image.width,
        height: image.height,
        byteSize: image.data.length,
        createdAt: nowIso(),
      });
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

/** IMAGE_STORAGE: `database`, or a folder path. */
export async function openImageStorage(setting: string, db: DB): Promise<ImageStorage> {
  return setting === 'database' ? databaseImageStorage(db) : folderImageStorage(setting);
}
