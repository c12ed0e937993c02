// Catalogue freshness across instances through Redis (REDIS_URL), and Redis in /api/ready.
// Runs in the api-redis project when TEST_REDIS_URL names a Redis server (CI starts one), on
// PostgreSQL when TEST_DATABASE_URL is set, else on SQLite.
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, type TestApp, testDbKind } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { catalogChanged } from './catalog-freshness.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const opened: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (opened.length > 0) await opened.pop()?.();
});

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function stockShown(t: TestApp, id: string): Promise<number | null> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
  return res.statusCode === 200 ? res.json<{ maxQuantity: number }>().maxQuantity : null;
}

/** Ends every subscriber connection of the store on the Redis server (as a Redis restart would). */
async function dropSubscribers(): Promise<number> {
  const admin = new Redis(redisUrl);
  try {
    const list = (await admin.client('LIST')) as string;
    const ids = list
      .split('\n')
      .filter((line) => / name=store-subscriber /.test(line))
      .map((line) => /\bid=(\d+)/.exec(line)?.[1])
      .filter((id): id is string => id !== undefined);
    for (const id of ids) await admin.client('KILL', 'ID', id);
    return ids.length;
  } finally {
    admin.disconnect();
  }
}

describe('catalogue changes over Redis', () => {
  it('another instance hears each write through Redis and shows it', async () => {
    const database = await createTestDatabase(testDbKind(), { shared: true });
    const env = { REDIS_URL: redisUrl };
    const writer = await buildTestApp({ database, env });
    const reader = await buildTestApp({ database, env, store: database.openAnother() });
    opened.push(async () => {
      await reader.close();
      await writer.close();
      await database.drop();
    });
    await until(() => reader.app.state.answers.keeping, 'the reader to hear');

    const p = await createProduct(writer.store.db, { name: 'Redis Bell', maxQuantity: 10 });
    await until(async () => (await stockShown(reader, p.id)) === 10, 'the new product');
    expect(await stockShown(reader, p.id)).toBe(10); // now cached on the reader

    const heardBefore = reader.app.state.freshness.heard;
    await writer.store.db.updateTable('products').set({ stock: 3 }).where('id', '=', p.id).execute();
    await catalogChanged(writer.store.db, { products: [p.id] });
    await until(() => reader.app.state.freshness.heard > heardBefore, 'a Redis message');
    await until(async () => (await stockShown(reader, p.id)) === 3, 'the new stock');
    // The writer does not wake itself: it dropped its own answers before its write returned.
    expect(writer.app.state.freshness.heard).toBe(0);
  });

  it('keeps nothing while its subscriber is cut off, then hears again', async () => {
    const t = await buildTestApp({ env: { REDIS_URL: redisUrl } });
    opened.push(() => t.close());
    const answers = t.app.state.answers;
    await until(() => answers.keeping, 'the first hearing');
    const p = await createProduct(t.store.db, { maxQuantity: 6 });
    await stockShown(t, p.id);
    await stockShown(t, p.id);
    expect(answers.stats().entries).toBeGreaterThan(0);

    expect(await dropSubscribers()).toBeGreaterThan(0);
    await until(() => !answers.keeping, 'the loss to be noticed');
    expect(answers.stats().entries).toBe(0);
    await until(() => answers.keeping, 'the subscriber to come back');
    await stockShown(t, p.id);
    expect(answers.stats().entries).toBeGreaterThan(0);
  });

  it('/api/ready checks Redis: up while it answers, down when it does not', async () => {
    const up = await buildTestApp({ env: { REDIS_URL: redisUrl } });
    opened.push(() => up.close());
    await until(async () => (await up.app.inject({ method: 'GET', url: '/api/ready' })).statusCode === 200, 'ready');
    const ready = await up.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'up', databaseWrites: 'up', redis: 'up' } });

    // Nothing listens on port 1.
    const down = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    opened.push(() => down.close());
    const res = await down.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'up', databaseWrites: 'up', redis: 'down' },
    });
    // The catalogue still answers, uncached (nothing can be heard).
    const p = await createProduct(down.store.db, { maxQuantity: 2 });
    expect(await stockShown(down, p.id)).toBe(2);
    expect(down.app.state.answers.keeping).toBe(false);
  });
});
