// Write limits per hour, per account or per IP, counted in the database so that every instance
// shares them; fail open.
import fastifyRateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { API_ERROR } from '@store/shared/messages';
import type { Config, WriteLimitGroup } from '../config.ts';
import type { DB } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { hitWindow } from '../lib/fixed-window.ts';

export const WRITE_LIMIT_WINDOW_MS = 60 * 60_000;

/** The limited routes of each group; password changes and account emails count in accounts/auth.ts. */
const LIMITED_ROUTES: Partial<Record<WriteLimitGroup, readonly string[]>> = {
  reviews: ['POST /api/review'],
  productReviews: ['PUT /api/products/:id/reviews/mine', 'DELETE /api/products/:id/reviews/mine'],
  reviewModeration: [
    'POST /api/product-reviews/:id/hide',
    'POST /api/product-reviews/:id/show',
    'POST /api/store-reviews/:id/hide',
    'POST /api/store-reviews/:id/show',
    'DELETE /api/store-reviews/:id',
  ],
  orders: ['POST /api/orders'],
  checkouts: ['POST /api/checkout'],
  cartChanges: ['PUT /api/cart/lines/:productId', 'DELETE /api/cart/lines/:productId', 'DELETE /api/cart'],
  paymentIntents: [
    'POST /api/create-payment-intent',
    'POST /api/payments/sslcommerz/session',
    'POST /api/payments/cod',
  ],
  cardConfirmations: ['POST /api/payments/sandbox/confirm', 'PATCH /api/orders/:id'],
  paymentNotifications: ['POST /api/payments/sslcommerz/ipn', 'POST /api/payments/sslcommerz/return/:outcome'],
  profileSaves: ['PUT /api/myprofil/:email', 'PUT /api/account/language'],
  imageUploads: ['POST /api/images'],
  orderTransitions: ['POST /api/orders/:id/transitions'],
  categoryChanges: [
    'POST /api/categories',
    'PATCH /api/categories/:id',
    'PUT /api/categories/order',
    'DELETE /api/categories/:id',
  ],
};
const GROUP_OF_ROUTE = new Map(
  Object.entries(LIMITED_ROUTES).flatMap(([group, routes]) => routes.map((r) => [r, group as WriteLimitGroup])),
);

const callerKey = (request: FastifyRequest): string =>
  request.user ? `account:${request.user.id}` : `ip:${request.ip}`;

/** A @fastify/rate-limit store class on the database; each route's child counts under its own prefix. */
function databaseStore(db: DB, log: FastifyBaseLogger) {
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
        .then(({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - now) }))
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

export async function registerWriteRateLimits(app: FastifyInstance): Promise<void> {
  const config: Config = app.config;
  if (config.RATE_LIMITS === 'off') return;
  // NOTE: this onRoute hook must come before the plugin's own, which reads config.rateLimit.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const group = methods.map((method) => GROUP_OF_ROUTE.get(`${method} ${route.url}`)).find(Boolean);
    if (!group) return;
    const rateLimit: RateLimitOptions = { max: config.writeLimits[group], timeWindow: WRITE_LIMIT_WINDOW_MS };
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

/** A limiter for a call without a Fastify route of its own (better-auth's): 429 once `key` is over. */
export function createCallLimiter(app: FastifyInstance, group: WriteLimitGroup) {
  if (app.config.RATE_LIMITS === 'off') return null;
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    max: app.config.writeLimits[group],
    timeWindow: WRITE_LIMIT_WINDOW_MS,
    keyGenerator: (request) => `${group}:${keys.get(request) ?? `ip:${request.ip}`}`,
  });
  return async (request: FastifyRequest, reply: { header(name: string, value: string): unknown }, key: string) => {
    keys.set(request, key);
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw tooManyRequests();
    }
  };
}
