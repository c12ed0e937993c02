// Turns an uploaded file into the image we keep: recognised by its bytes (never its name or declared
// type), bounded in pixels before decoding, re-encoded as WebP without metadata, long side ≤ 1200 px.
import sharp, { type Metadata } from 'sharp';
import { LIMITS } from '@store/shared/constants';
import { imageText, invalidImage } from './image-text.ts';

type ImageKind = 'png' | 'jpeg' | 'webp';

export interface ProcessedImage {
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
}

export const STORED_CONTENT_TYPE = 'image/webp';
const WEBP_QUALITY = 82;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image kind the file's first bytes announce, or undefined for anything else. */
function sniffImageKind(bytes: Buffer): ImageKind | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return undefined;
}

export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const kind = sniffImageKind(bytes);
  if (!kind) throw invalidImage(imageText('wrongKind'));

  // Header only: the pixel count is checked before anything is decoded (decompression bombs).
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw invalidImage(imageText('unreadable'));
  }
  if (meta.format !== kind) throw invalidImage(imageText('wrongKind'));
  if (!meta.width || !meta.height) throw invalidImage(imageText('unreadable'));
  if (meta.width * meta.height > LIMITS.imagePixels) {
    throw invalidImage(imageText('tooManyPixels', { megapixels: LIMITS.imagePixels / 1_000_000 }));
  }

  try {
    // failOn 'warning' (sharp's default, stated here): a truncated or damaged file is refused.
    const { data, info } = await sharp(bytes, { limitInputPixels: LIMITS.imagePixels, failOn: 'warning' })
      .autoOrient()
      .resize({ width: LIMITS.imageLongSide, height: LIMITS.imageLongSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: STORED_CONTENT_TYPE, width: info.width, height: info.height };
  } catch {
    throw invalidImage(imageText('unreadable'));
  }
}
