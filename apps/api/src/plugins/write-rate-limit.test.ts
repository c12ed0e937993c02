// Abuse limits: every 429 says when to retry; writes are limited per account, one limit per group
// of routes, shared by several instances on one database; RATE_LIMITS=off turns them off.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
  testDbKind,
} from '../../test/build-test-app.ts';
import type { TestUser } from '../../test/access/types.ts';
import { createUser, nextTestIp, TEST_PASSWORD } from '../../test/users.ts';
import { openDatabase } from '../db/database.ts';
import { makePng, multipartBody } from '../../test/image-fixtures.ts';
import type { WriteLimitGroup } from '../config.ts';
import { WRITE_LIMIT_WINDOW_MS } from './write-rate-limit.ts';

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  while (opened.length > 0) await opened.pop()?.close();
});

async function app(
  env: Record<string, string> = {},
  options: { database?: TestDatabase; writeLimits?: Partial<Record<WriteLimitGroup, number>> } = {},
): Promise<TestApp> {
  const t = await buildTestApp({ env, ...options });
  opened.push(t);
  return t;
}

const expectRetryAfter = (res: { statusCode: number; headers: Record<string, unknown> }, atMostSeconds: number) => {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(atMostSeconds);
};

const review = (t: TestApp, user: TestUser, n = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/review',
    headers: user.headers,
    payload: { des: `Review ${n}`, number: 5 },
  });

const countReviews = async (t: TestApp) =>
  Number(
    (
      await t.store.db
        .selectFrom('reviews')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('sign-in and sign-up limits (per IP and account, per minute)', () => {
  it('answer 429 with Retry-After', async () => {
    const t = await app({ AUTH_RATE_LIMIT: '1' });
    const ip = nextTestIp();
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'x@example.com', password: 'wrong-one' },
        remoteAddress: ip,
      });
    await signIn();
    expectRetryAfter(await signIn(), 60);

    const signUp = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'N', email: `n${n}@example.com`, password: TEST_PASSWORD },
        remoteAddress: '10.200.0.1',
      });
    expect((await signUp(1)).statusCode).toBe(200);
    expectRetryAfter(await signUp(2), 60);
  });
});

describe('write limits', () => {
  it('refuse the review past the limit with 429 and Retry-After, store nothing more, and count per account', async () => {
    const t = await app({}, { writeLimits: { reviews: 3 } });
    const alice = await createUser(t);
    const bob = await createUser(t);
    for (let i = 1; i <= 3; i++) expect((await review(t, alice, i)).statusCode).toBe(201);
    const refused = await review(t, alice, 4);
    expectRetryAfter(refused, WRITE_LIMIT_WINDOW_MS / 1000);
    expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect(await countReviews(t)).toBe(3);
    // Another account has its own count.
    expect((await review(t, bob)).statusCode).toBe(201);
  });

  it('have defaults a customer never meets, but that stop a flood of reviews', async () => {
    const t = await app();
    const alice = await createUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await review(t, alice, i)).statusCode);
    expect(statuses.slice(0, t.app.config.writeLimits.reviews).every((s) => s === 201)).toBe(true);
    expect(statuses.filter((s) => s === 201)).toHaveLength(t.app.config.writeLimits.reviews);
    expect(statuses.at(-1)).toBe(429);
  });

  // Each limited call, with a body the route accepts (the call is counted before the handler runs,
  // so the first may still be refused for its own reasons, e.g. an unknown order).
  const calls: [
    WriteLimitGroup,
    string,
    (t: TestApp, user: TestUser) => Promise<{ statusCode: number; headers: Record<string, unknown> }>,
  ][] = [
    ['reviews', 'POST /api/review', (t, u) => review(t, u)],
    [
      'orders',
      'POST /api/orders',
      (t, u) =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: u.headers,
          payload: {
            productId: 'no-such-product',
            orderQuanty: 1,
            address: 'Road 1, Dhaka',
            phone: '+880 1711 000000',
          },
        }),
    ],
    [
      'paymentIntents',
      'POST /api/create-payment-intent',
      (t, u) =>
        t.app.inject({
          method: 'POST',
          url: '/api/create-payment-intent',
          headers: u.headers,
          payload: { price: 10, order: 'nope' },
        }),
    ],
    [
      'cardConfirmations',
      'POST /api/payments/sandbox/confirm',
      (t, u) =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/sandbox/confirm',
          headers: u.headers,
          payload: {
            clientSecret: 'pi_x_secret_y',
            card: { number: '4000000000000002', expMonth: 12, expYear: 2099, cvc: '123' },
          },
        }),
    ],
    [
      'cardConfirmations',
      'PATCH /api/orders/{id}',
      (t, u) =>
        t.app.inject({
          method: 'PATCH',
          url: '/api/orders/6f1b2c3d-0000-4000-8000-000000000001',
          headers: u.headers,
          payload: { order: '6f1b2c3d-0000-4000-8000-000000000001', transactionId: 'pi_sandbox_x' },
        }),
    ],
    [
      'profileSaves',
      'PUT /api/myprofil/{email}',
      (t, u) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/myprofil/${encodeURIComponent(u.email)}`,
          headers: u.headers,
          payload: { city: 'Dhaka' },
        }),
    ],
    [
      'passwordChanges',
      'POST /api/auth/change-password',
      (t, u) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          headers: u.sessionHeaders,
          payload: { currentPassword: 'wrong-password', newPassword: 'another-password' },
        }),
    ],
    [
      'imageUploads',
      'POST /api/images',
      async (t, u) => {
        const body = await multipartBody([{ filename: 'a.png', type: 'image/png', data: await makePng(20, 20) }]);
        return t.app.inject({
          method: 'POST',
          url: '/api/images',
          payload: body.payload,
          headers: { ...u.headers, ...body.headers },
        });
      },
    ],
    [
      'orderTransitions',
      'POST /api/orders/{id}/transitions',
      (t, u) =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders/6f1b2c3d-0000-4000-8000-000000000000/transitions',
          headers: u.headers,
          payload: { to: 'processing' },
        }),
    ],
  ];

  it.each(calls)('the %s limit covers %s: 429 with Retry-After past it', async (group, _name, call) => {
    const t = await app({}, { writeLimits: { [group]: 2 } });
    const user = await createUser(t, { role: 'admin' });
    const first = await call(t, user);
    const second = await call(t, user);
    for (const res of [first, second]) expect(res.statusCode).not.toBe(429);
    expectRetryAfter(await call(t, user), WRITE_LIMIT_WINDOW_MS / 1000);
  });

  it('refuses 15 wrong password changes in a row long before the 15th', async () => {
    const t = await app();
    const user = await createUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await calls[6]?.[2](t, user))?.statusCode ?? 0);
    expect(statuses.filter((s) => s === 400)).toHaveLength(t.app.config.writeLimits.passwordChanges);
    expect(statuses.at(-1)).toBe(429);
  });

  it('are off with RATE_LIMITS=off (load tests)', async () => {
    const t = await app({ RATE_LIMITS: 'off', AUTH_RATE_LIMIT: '1' }, { writeLimits: { reviews: 1 } });
    const alice = await createUser(t);
    for (let i = 0; i < 3; i++) expect((await review(t, alice, i)).statusCode).toBe(201);
  });

  it('let the call through when the counters cannot be kept (fail open)', async () => {
    const t = await app({}, { writeLimits: { reviews: 1 } });
    const alice = await createUser(t);
    await sql`drop table request_rate_limits`.execute(t.store.db);
    expect((await review(t, alice, 1)).statusCode).toBe(201);
    expect((await review(t, alice, 2)).statusCode).toBe(201);
  });
});

describe('two instances on one database', () => {
  it('share one limit', async () => {
    let database: TestDatabase;
    let another;
    if (testDbKind() === 'postgres') {
      database = await createTestDatabase('postgres');
      another = database.openAnother();
    } else {
      // Two connections to one SQLite file, as two processes on one machine would open it.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-limits-'));
      const file = path.join(dir, 'store.db');
      const first = openDatabase({ kind: 'sqlite', file });
      another = openDatabase({ kind: 'sqlite', file });
      const second = another;
      database = {
        store: first,
        openAnother: () => second,
        drop: async () => {
          await first.close();
          await second.close();
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    }
    opened.push({ close: () => database.drop() });
    const one = await app({}, { database, writeLimits: { reviews: 3 } });
    const two = await buildTestApp({ writeLimits: { reviews: 3 }, database, store: another });
    opened.push(two);
    const alice = await createUser(one);
    expect((await review(one, alice, 1)).statusCode).toBe(201);
    expect((await review(two, alice, 2)).statusCode).toBe(201);
    expect((await review(one, alice, 3)).statusCode).toBe(201);
    expectRetryAfter(await review(two, alice, 4), WRITE_LIMIT_WINDOW_MS / 1000);
    expectRetryAfter(await review(one, alice, 5), WRITE_LIMIT_WINDOW_MS / 1000);
    expect(await countReviews(one)).toBe(3);
  });
});
