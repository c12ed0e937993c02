// Test helpers (used by the image tests and the access matrix): real images made with sharp, broken
// ones, and multipart bodies as a browser's FormData would send them.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export interface UploadPart {
  field?: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body with one file per part (field `image` unless told otherwise). */
export async function multipartBody(
  parts: UploadPart[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const p of parts)
    form.append(p.field ?? 'image', new Blob([new Uint8Array(p.data)], { type: p.type }), p.filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A noisy photo-like image (noise keeps encoders from shrinking it to nothing). */
function noise(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 40, g: 120, b: 200 },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  });
}

/** A flat PNG (noise would make a large one exceed 5 MB: PNG cannot compress it). */
export const makePng = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 60, b: 30, alpha: 0.8 } } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF (a camera owner and a GPS-ish comment) that must not survive the upload. */
export const makeJpegWithExif = (width: number, height: number): Promise<Buffer> =>
  noise(width, height)
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Copyright: 'Secret Owner', ImageDescription: 'taken at home, 23.8103 N 90.4125 E' } })
    .toBuffer();

export const makeWebp = (width: number, height: number): Promise<Buffer> => noise(width, height).webp().toBuffer();

/**
 * A valid small PNG whose header claims width × height: what a decompression bomb looks like
 * before it is decoded. The IHDR checksum is recomputed so that readers trust the header.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await makePng(16, 16));
  // Signature (8) + IHDR length (4) + "IHDR" (4), then width and height, big-endian.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}
