import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@store/shared/constants';
import { englishTexts } from '@store/shared/i18n/server';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import type { TestUser } from '../../../test/access/types.ts';
import { createUser } from '../../../test/users.ts';
import {
  makeJpegWithExif,
  makePng,
  makeWebp,
  multipartBody,
  pngClaiming,
  type UploadPart,
} from '../../../test/image-fixtures.ts';

const { IMAGE_TEXT } = englishTexts('products');

let t: TestApp;
let admin: TestUser;

beforeEach(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { role: 'admin' });
});
afterEach(async () => {
  await t.close();
});

async function upload(parts: UploadPart[], headers: Record<string, string> = admin.headers) {
  const body = await multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/images',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const countImages = async () =>
  Number(
    (
      await t.store.db
        .selectFrom('images')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function fetchImage(displayUrl: string) {
  const res = await t.app.inject({ method: 'GET', url: displayUrl });
  return { res, meta: await sharp(res.rawPayload).metadata() };
}

describe('POST /api/images', () => {
  it('stores a PNG re-encoded as WebP, at most 1200 px on the long side, and serves it with immutable caching', async () => {
    const res = await upload([{ filename: 'chainring.png', type: 'image/png', data: await makePng(2400, 1600) }]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      data: { display_url: expect.stringMatching(/^\/api\/images\/[0-9a-f-]{36}$/) },
    });

    const { res: served, meta } = await fetchImage(body.data.display_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([1200, 800]);
    expect(await countImages()).toBe(1);
  });

  it('strips EXIF from a JPEG and keeps a tall image within 1200 px', async () => {
    const original = await makeJpegWithExif(900, 1800);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload([{ filename: 'photo.jpg', type: 'image/jpeg', data: original }]);
    expect(res.statusCode).toBe(201);
    const { res: served, meta } = await fetchImage(res.json().data.display_url);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret Owner'))).toBe(false);
    expect([meta.width, meta.height]).toEqual([600, 1200]);
  });

  it('accepts WebP and never enlarges a small image', async () => {
    const res = await upload([{ filename: 'small.webp', type: 'image/webp', data: await makeWebp(300, 200) }]);
    expect(res.statusCode).toBe(201);
    const { meta } = await fetchImage(res.json().data.display_url);
    expect([meta.width, meta.height]).toEqual([300, 200]);
  });

  it('recognises an image by its content, not by its name or declared type', async () => {
    const res = await upload([{ filename: 'notes.txt', type: 'text/plain', data: await makePng(50, 50) }]);
    expect(res.statusCode).toBe(201);
  });

  it.each([
    [
      'a text file',
      { filename: 'notes.txt', type: 'text/plain', data: Buffer.from('just some words\n') },
      IMAGE_TEXT.wrongKind,
    ],
    [
      'a text file renamed to .png',
      { filename: 'photo.png', type: 'image/png', data: Buffer.from('not really a png') },
      IMAGE_TEXT.wrongKind,
    ],
    [
      'an SVG',
      {
        filename: 'logo.svg',
        type: 'image/svg+xml',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      IMAGE_TEXT.wrongKind,
    ],
    ['an empty file', { filename: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }, IMAGE_TEXT.wrongKind],
  ])('refuses %s with 400 and stores nothing', async (_name, part, message) => {
    const res = await upload([part]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message, fields: { image: message } });
    expect(await countImages()).toBe(0);
  });

  it('refuses a GIF (a real image of a kind we do not take)', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    const res = await upload([{ filename: 'anim.gif', type: 'image/gif', data: gif }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(IMAGE_TEXT.wrongKind);
    // The catalogue reference beside it, for the web app to show in the page's language.
    expect(res.json().error).toMatchObject({
      messageId: '@i18n:products.IMAGE_TEXT.wrongKind',
      fieldIds: { image: '@i18n:products.IMAGE_TEXT.wrongKind' },
    });
  });

  it('refuses a truncated PNG with 400', async () => {
    const png = await makePng(400, 400);
    const res = await upload([
      { filename: 'cut.png', type: 'image/png', data: png.subarray(0, Math.floor(png.length / 2)) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(IMAGE_TEXT.unreadable);
    expect(await countImages()).toBe(0);
  });

  it('refuses an image with too many pixels before decoding it', async () => {
    const bomb = await pngClaiming(50_000, 50_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(50_000);
    const res = await upload([{ filename: 'bomb.png', type: 'image/png', data: bomb }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(IMAGE_TEXT.tooManyPixels({ megapixels: LIMITS.imagePixels / 1_000_000 }));
  });

  it('refuses a file one byte over 5 MB with 413 and a clear message', async () => {
    const png = await makePng(20, 20);
    const big = Buffer.concat([png, Buffer.alloc(LIMITS.imageBytes + 1 - png.length)]);
    const res = await upload([{ filename: 'big.png', type: 'image/png', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('The image is too large: at most 5 MB.');
    expect(await countImages()).toBe(0);
  });

  it('refuses a body declared far larger than 5 MB before reading it', async () => {
    const res = await upload([{ filename: 'huge.png', type: 'image/png', data: Buffer.alloc(7 * 1024 * 1024) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('The image is too large: at most 5 MB.');
  });

  it('accepts a file of exactly 5 MB', async () => {
    const png = await makePng(20, 20);
    // A valid PNG followed by padding up to the limit (readers ignore bytes after the image's end).
    const padded = Buffer.concat([png, Buffer.alloc(LIMITS.imageBytes - png.length)]);
    const res = await upload([{ filename: 'five.png', type: 'image/png', data: padded }]);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a file in another field, a JSON body and an empty multipart body with 400', async () => {
    const wrongField = await upload([
      { field: 'photo', filename: 'a.png', type: 'image/png', data: await makePng(20, 20) },
    ]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.message).toBe(IMAGE_TEXT.missing);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: admin.headers,
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe(IMAGE_TEXT.notMultipart);

    const empty = await multipartBody([]);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...admin.headers, ...empty.headers },
      payload: empty.payload,
    });
    expect(none.statusCode).toBe(400);
  });

  it('answers a malformed multipart body with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...admin.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses anonymous callers with 401 and users with 403, storing nothing', async () => {
    const user = await createUser(t);
    const part = { filename: 'a.png', type: 'image/png', data: await makePng(20, 20) };
    expect((await upload([part], {})).statusCode).toBe(401);
    expect((await upload([part], user.headers)).statusCode).toBe(403);
    expect((await upload([part], { authorization: 'Bearer not.a.token' })).statusCode).toBe(401);
    expect(await countImages()).toBe(0);
  });
});

describe('GET /api/images/:id', () => {
  it.each(['6f1b2c3d-0000-4000-8000-000000000000', 'not-an-id', '..%2F..%2Fetc%2Fpasswd'])(
    'answers 404 JSON for an unknown or malformed id (%s)',
    async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/images/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'NOT_FOUND', message: IMAGE_TEXT.notFound, messageId: '@i18n:products.IMAGE_TEXT.notFound' },
      });
    },
  );
});

describe('IMAGE_STORAGE set to a folder', () => {
  it('keeps the image as a file there and serves it from there', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'products-admin-images-'));
    const other = await buildTestApp({ env: { IMAGE_STORAGE: folder } });
    try {
      const otherAdmin = await createUser(other, { role: 'admin' });
      const body = await multipartBody([{ filename: 'a.png', type: 'image/png', data: await makePng(1500, 300) }]);
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/images',
        headers: { ...otherAdmin.headers, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(201);
      const url: string = res.json().data.display_url;
      const id = url.split('/').pop();
      expect(await fs.readdir(folder)).toEqual([`${id}.webp`]);
      const served = await other.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(1200);
      const rows = await other.store.db.selectFrom('images').select('id').execute();
      expect(rows).toEqual([]);
    } finally {
      await other.close();
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
