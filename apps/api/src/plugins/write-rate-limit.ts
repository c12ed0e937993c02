// Write limits through @fastify/rate-limit: reviews, orders, checkouts, cart changes, payment
// intents (and SSLCommerz sessions, cash-on-delivery choices), card confirmations, SSLCommerz's notifications, profile saves, image uploads, order transitions, product reviews and their moderation (and, from plugins/auth.ts, password changes). Each limit is one
// configuration variable, in calls per hour, counted per account for a signed-in caller and per IP
// otherwise. The counters live in the database (request_rate_limits), so that every instance
// shares them; when the database cannot count, the call goes through (fail open, see
// docs/decisions/070-write-rate-limits-in-the-database.md).
import fastifyRateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { API_ERROR } from '@store/shared/messages';
import type { Config } from '../config.ts';
import type { DB } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';

export const WRITE_LIMIT_WINDOW_MS = 60 * 60_000;

type LimitVariable =
  | 'RATE_LIMIT_REVIEWS'
  | 'RATE_LIMIT_ORDERS'
  | 'RATE_LIMIT_CHECKOUTS'
  | 'RATE_LIMIT_CART_CHANGES'
  | 'RATE_LIMIT_PAYMENT_INTENTS'
  | 'RATE_LIMIT_CARD_CONFIRMATIONS'
  | 'RATE_LIMIT_PAYMENT_NOTIFICATIONS'
  | 'RATE_LIMIT_PROFILE_SAVES'
  | 'RATE_LIMIT_PASSWORD_CHANGES'
  | 'RATE_LIMIT_ACCOUNT_EMAILS'
  | 'RATE_LIMIT_IMAGE_UPLOADS'
  | 'RATE_LIMIT_ORDER_TRANSITIONS'
  | 'RATE_LIMIT_PRODUCT_REVIEWS'
  | 'RATE_LIMIT_REVIEW_MODERATION'
  | 'RATE_LIMIT_CATEGORY_CHANGES';

/** The limited routes (method and full path as Fastify knows them) and the variable of each. */
export const WRITE_LIMITS: readonly { method: string; url: string; limit: LimitVariable }[] = [
  { method: 'POST', url: '/api/review', limit: 'RATE_LIMIT_REVIEWS' },
  { method: 'POST', url: '/api/orders', limit: 'RATE_LIMIT_ORDERS' },
  { method: 'POST', url: '/api/checkout', limit: 'RATE_LIMIT_CHECKOUTS' },
  { method: 'PUT', url: '/api/cart/lines/:productId', limit: 'RATE_LIMIT_CART_CHANGES' },
  { method: 'DELETE', url: '/api/cart/lines/:productId', limit: 'RATE_LIMIT_CART_CHANGES' },
  { method: 'DELETE', url: '/api/cart', limit: 'RATE_LIMIT_CART_CHANGES' },
  { method: 'POST', url: '/api/create-payment-intent', limit: 'RATE_LIMIT_PAYMENT_INTENTS' },
  { method: 'POST', url: '/api/payments/sandbox/confirm', limit: 'RATE_LIMIT_CARD_CONFIRMATIONS' },
  { method: 'PATCH', url: '/api/orders/:id', limit: 'RATE_LIMIT_CARD_CONFIRMATIONS' },
  { method: 'POST', url: '/api/payments/sslcommerz/session', limit: 'RATE_LIMIT_PAYMENT_INTENTS' },
  { method: 'POST', url: '/api/payments/cod', limit: 'RATE_LIMIT_PAYMENT_INTENTS' },
  // Public: SSLCommerz's servers and buyers' browsers, counted per IP.
  { method: 'POST', url: '/api/payments/sslcommerz/ipn', limit: 'RATE_LIMIT_PAYMENT_NOTIFICATIONS' },
  { method: 'POST', url: '/api/payments/sslcommerz/return/:outcome', limit: 'RATE_LIMIT_PAYMENT_NOTIFICATIONS' },
  { method: 'PUT', url: '/api/myprofil/:email', limit: 'RATE_LIMIT_PROFILE_SAVES' },
  { method: 'POST', url: '/api/images', limit: 'RATE_LIMIT_IMAGE_UPLOADS' },
  { method: 'POST', url: '/api/orders/:id/transitions', limit: 'RATE_LIMIT_ORDER_TRANSITIONS' },
  { method: 'PUT', url: '/api/products/:id/reviews/mine', limit: 'RATE_LIMIT_PRODUCT_REVIEWS' },
  { method: 'DELETE', url: '/api/products/:id/reviews/mine', limit: 'RATE_LIMIT_PRODUCT_REVIEWS' },
  { method: 'POST', url: '/api/product-reviews/:id/hide', limit: 'RATE_LIMIT_REVIEW_MODERATION' },
  { method: 'POST', url: '/api/product-reviews/:id/show', limit: 'RATE_LIMIT_REVIEW_MODERATION' },
  { method: 'POST', url: '/api/store-reviews/:id/hide', limit: 'RATE_LIMIT_REVIEW_MODERATION' },
  { method: 'POST', url: '/api/store-reviews/:id/show', limit: 'RATE_LIMIT_REVIEW_MODERATION' },
  { method: 'DELETE', url: '/api/store-reviews/:id', limit: 'RATE_LIMIT_REVIEW_MODERATION' },
  { method: 'POST', url: '/api/categories', limit: 'RATE_LIMIT_CATEGORY_CHANGES' },
  { method: 'PATCH', url: '/api/categories/:id', limit: 'RATE_LIMIT_CATEGORY_CHANGES' },
  { method: 'PUT', url: '/api/categories/order', limit: 'RATE_LIMIT_CATEGORY_CHANGES' },
  { method: 'DELETE', url: '/api/categories/:id', limit: 'RATE_LIMIT_CATEGORY_CHANGES' },
];

/** The account behind a guarded call, else the client's IP. */
const callerKey = (request: FastifyRequest): string =>
  request.user ? `account:${request.user.id}` : `ip:${request.ip}`;

/** Counts one hit on `key`'s fixed window; one atomic upsert, so instances sharing the database count together. */
export async function hitWindow(
  db: DB,
  key: string,
  now: number,
  windowMs: number,
): Promise<{ count: number; resetAt: number }> {
  const row = await db
    .insertInto('requestRateLimits')
    .values({ key, resetAt: now + windowMs, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when request_rate_limits.reset_at <= ${now} then 1 else request_rate_limits.count + 1 end`,
        resetAt: sql<number>`case when request_rate_limits.reset_at <= ${now} then ${now + windowMs} else request_rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'resetAt'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: Number(row.resetAt) };
}

const SWEEP_EVERY_HITS = 1000;

/** A @fastify/rate-limit store class on the database; each route's child counts under its own prefix. */
function databaseStore(db: DB, log: FastifyBaseLogger) {
  const sweep = { hits: 0 };
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const now = Date.now();
      hitWindow(db, `${this.prefix}${key}`, now, timeWindow)
        .then(async ({ count, resetAt }) => {
          sweep.hits += 1;
          if (sweep.hits >= SWEEP_EVERY_HITS) {
            sweep.hits = 0;
            await db.deleteFrom('requestRateLimits').where('resetAt', '<', now).execute();
          }
          callback(null, { current: count, ttl: Math.max(0, resetAt - now) });
        })
        .catch((error: unknown) => {
          log.warn({ err: error }, 'rate limit not counted (database unreachable): call let through');
          callback(error instanceof Error ? error : new Error(String(error)));
        });
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // NOTE: the plugin passes its merged settings here, with the route under `routeInfo` (empty
      // for createRateLimit), not the route options its types name.
      const info =
        (routeOptions as unknown as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
      return new DatabaseRateLimitStore(undefined, info.url ? `${method} ${info.url} ` : '');
    }
  };
}

const tooManyRequests = () => new AppError('TOO_MANY_REQUESTS', 429, API_ERROR.tooManyRequests);

/**
 * Registers the plugin with the database store and puts a limit on each route of WRITE_LIMITS.
 * Call before the routes are registered. Does nothing with RATE_LIMITS=off.
 */
export async function registerWriteRateLimits(app: FastifyInstance): Promise<void> {
  const config: Config = app.config;
  if (config.RATE_LIMITS === 'off') return;
  // NOTE: this onRoute hook must come before the plugin's own, which reads config.rateLimit.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const entry = WRITE_LIMITS.find((l) => l.url === route.url && methods.includes(l.method));
    if (!entry) return;
    const rateLimit: RateLimitOptions = { max: config[entry.limit], timeWindow: WRITE_LIMIT_WINDOW_MS };
    route.config = { ...route.config, rateLimit };
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseStore(app.db, app.log),
    // After the guards (onRequest, or preHandler on some routes): the account is known.
    hook: 'preHandler',
    keyGenerator: callerKey,
    skipOnError: true,
    errorResponseBuilder: () => tooManyRequests(),
  });
}

/**
 * A limiter for a call made outside a Fastify route of its own (better-auth's change-password):
 * throws 429 with Retry-After once `key` is over the limit. Null with RATE_LIMITS=off.
 */
export function createCallLimiter(
  app: FastifyInstance,
  limit: LimitVariable,
):
  | ((request: FastifyRequest, reply: { header(name: string, value: string): unknown }, key: string) => Promise<void>)
  | null {
  if (app.config.RATE_LIMITS === 'off') return null;
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    max: app.config[limit],
    timeWindow: WRITE_LIMIT_WINDOW_MS,
    keyGenerator: (request) => `${limit}:${keys.get(request) ?? `ip:${request.ip}`}`,
  });
  return async (request, reply, key) => {
    keys.set(request, key);
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw tooManyRequests();
    }
  };
}
