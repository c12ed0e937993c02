// Uploads are processed a few at a time; past the queue's bound they get 503 with Retry-After
// before their body is read, and nothing is stored for them.
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/users.ts';
import { englishTexts } from '@store/shared/i18n/server';
import { makePng, multipartBody } from '../../../test/image-fixtures.ts';
import { BUSY_RETRY_AFTER_SECONDS, createImageQueue } from './image-queue.ts';

const { IMAGE_TEXT } = englishTexts('products');

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const countImages = async (app: TestApp) =>
  Number(
    (
      await app.store.db
        .selectFrom('images')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the image queue', () => {
  it('runs at most `concurrency` jobs at once', async () => {
    const queue = createImageQueue({ concurrency: 2, maxWaiting: 10 });
    let running = 0;
    let most = 0;
    const job = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 10));
      running -= 1;
    };
    await Promise.all(Array.from({ length: 7 }, () => queue.run(job)));
    expect(most).toBe(2);
  });
});

describe('POST /api/images under a burst', () => {
  it('answers 503 with Retry-After past the bound, stores only the admitted ones, then takes uploads again', async () => {
    t = await buildTestApp({ env: { IMAGE_CONCURRENCY: '1', IMAGE_QUEUE_WAITING: '1' } });
    const app = t;
    const admin = await createUser(app, { role: 'admin' });
    const body = await multipartBody([{ filename: 'a.png', type: 'image/png', data: await makePng(900, 700) }]);
    const upload = () =>
      app.app.inject({
        method: 'POST',
        url: '/api/images',
        payload: body.payload,
        headers: { ...admin.headers, ...body.headers },
      });

    const answers = await Promise.all(Array.from({ length: 6 }, upload));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 503, 503, 503, 503]);
    for (const busy of answers.filter((a) => a.statusCode === 503)) {
      expect(busy.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
      expect(busy.json().error.message).toBe(IMAGE_TEXT.busy);
    }
    expect(await countImages(app)).toBe(2);

    // Every slot was given back.
    expect((await upload()).statusCode).toBe(201);
    expect((await Promise.all([upload(), upload()])).map((a) => a.statusCode)).toEqual([201, 201]);
  });
});
