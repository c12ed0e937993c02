// Helpers for the cart, checkout and expiry tests: calls through app.inject, and what a refused call
// must leave unchanged (stock, orders, lines, carts, jobs).
import type { FastifyInstance } from 'fastify';
import { writeSummary } from '../src/features/catalog/variants.repository.ts';
import { newId, nowIso } from '../src/lib/ids.ts';
import { bearer } from './tokens.ts';
import type { TestUser } from './access/types.ts';
import type { TestApp } from './build-test-app.ts';

export const DELIVERY = { address: 'House 12, Road 5, Dhanmondi, Dhaka', phone: '+880 1711-000000' };

/** Without `variantId` the body has none (the product's only variant). */
export async function putLine(
  app: FastifyInstance,
  user: TestUser | null,
  productId: string,
  quantity: unknown,
  variantId?: string,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/cart/lines/${encodeURIComponent(productId)}`,
    headers: user?.headers ?? {},
    payload: { quantity, ...(variantId !== undefined && { variantId }) } as object,
  });
}

/** Puts a line in the user's cart and fails the test when the server refuses it. */
export async function addLine(
  app: FastifyInstance,
  user: TestUser,
  productId: string,
  quantity: number,
  variantId?: string,
) {
  const res = await putLine(app, user, productId, quantity, variantId);
  if (res.statusCode !== 200) throw new Error(`PUT line failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function getCart(app: FastifyInstance, user: TestUser | null) {
  return app.inject({ method: 'GET', url: '/api/cart', headers: user?.headers ?? {} });
}

export async function postCheckout(
  app: FastifyInstance,
  user: TestUser | null,
  body: unknown = DELIVERY,
  idempotencyKey?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: {
      ...(user?.headers ?? {}),
      ...(idempotencyKey !== undefined ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: body as object,
  });
}

export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const row = await t.store.db
    .selectFrom('products')
    .select('stock')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

/** A variant's stock; a product without options has one whose id is the product's. */
export async function variantStockOf(t: TestApp, variantId: string): Promise<number> {
  const row = await t.store.db
    .selectFrom('productVariants')
    .select('stock')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

/** Changes a variant behind the cart's back (as an admin's save would): its fields, then its product's summary. */
export async function changeVariant(
  t: TestApp,
  variantId: string,
  changes: { stock?: number; price?: number; minQuantity?: number },
): Promise<void> {
  const row = await t.store.db
    .updateTable('productVariants')
    .set(changes)
    .where('id', '=', variantId)
    .returning('productId')
    .executeTakeFirstOrThrow();
  await writeSummary(t.store.db, row.productId, nowIso());
}

/** Everything a checkout could change. */
export async function storeSnapshot(t: TestApp) {
  const db = t.store.db;
  return {
    stock: await db.selectFrom('products').select(['id', 'stock']).orderBy('id').execute(),
    variantStock: await db.selectFrom('productVariants').select(['id', 'stock']).orderBy('id').execute(),
    orders: await db.selectFrom('orders').selectAll().orderBy('id').execute(),
    lines: await db.selectFrom('orderLines').selectAll().orderBy('orderId').orderBy('lineNo').execute(),
    carts: await db.selectFrom('cartLines').selectAll().orderBy('userId').orderBy('variantId').execute(),
    // Which jobs exist, not their state: the background worker may finish one (a welcome mail)
    // between two snapshots, which is not the refused request's doing.
    jobs: await db.selectFrom('backgroundJobs').select('id').orderBy('id').execute(),
  };
}

/**
 * Many accounts at once for the race tests: rows written straight into `users` and `sessions`, and
 * tokens signed by the app for those sessions (the guard checks the token, the session and the user,
 * as for a real sign-in). Sign-up itself is tested elsewhere; here 50 scrypt hashes would only slow
 * the test down.
 */
export async function createBuyers(t: Pick<TestApp, 'app' | 'store'>, count: number): Promise<TestUser[]> {
  const now = new Date();
  const at = now.toISOString();
  const expires = new Date(now.getTime() + 3_600_000);
  const users = Array.from({ length: count }, () => {
    const id = newId();
    return { id, name: `Buyer ${id.slice(0, 8)}`, email: `buyer-${id}@example.com` };
  });
  await t.store.db
    .insertInto('users')
    .values(
      users.map((u) => ({
        ...u,
        emailVerified: t.store.dialect === 'sqlite' ? 0 : false,
        image: null,
        createdAt: at,
        updatedAt: at,
        role: 'user' as const,
      })),
    )
    .execute();
  const sessions = users.map((u) => ({ userId: u.id, sessionId: newId() }));
  await t.store.db
    .insertInto('sessions')
    .values(
      sessions.map((s) => ({
        id: s.sessionId,
        expiresAt: t.store.dialect === 'postgres' ? expires : expires.toISOString(),
        token: `race-session-${s.sessionId}`,
        createdAt: at,
        updatedAt: at,
        ipAddress: null,
        userAgent: null,
        userId: s.userId,
      })),
    )
    .execute();
  return Promise.all(
    users.map(async (u, i) => {
      const sessionId = (sessions[i] as { sessionId: string }).sessionId;
      const token = await t.app.accessTokens.sign({ userId: u.id, email: u.email, sessionId });
      return { ...u, role: 'user' as const, token, headers: bearer(token), sessionHeaders: {} };
    }),
  );
}
