// Request For Quote in tests: ask, quote (as the admin), accept and read, through the API as a person would.
import type { TestUser } from './access/types.ts';
import type { TestApp } from './build-test-app.ts';
import { DELIVERY } from './cart-helpers.ts';

export const REQUESTER = { name: 'Rahim Uddin', email: 'rahim@example.com', phone: '', note: 'For our shop in Sylhet' };

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

type Line = { productId: string; variantId?: string; quantity: number };

export function askQuote(t: TestApp, lines: Line[], body: object = {}, user?: TestUser | null) {
  return t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    headers: user?.headers ?? {},
    payload: { ...REQUESTER, lines, ...body },
  });
}

/** A request by `user` (or a guest); its id and key. */
export async function requestedQuote(t: TestApp, lines: Line[], user?: TestUser | null, body: object = {}) {
  const res = await askQuote(t, lines, body, user);
  if (res.statusCode !== 201) throw new Error(`quote request refused: ${res.body}`);
  return res.json<{ id: string; key: string }>();
}

/** Amounts in poisha. */
export function postVersion(
  t: TestApp,
  admin: TestUser,
  id: string,
  version: {
    lines: { variantId: string; quantity: number; unitPrice: number }[];
    shipping: number;
    validUntil?: string;
  },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/quotes/${id}/versions`,
    headers: admin.headers,
    payload: { validUntil: inDays(7), note: '', ...version },
  });
}

export function acceptQuote(
  t: TestApp,
  user: TestUser | null,
  id: string,
  body: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/quotes/${id}/accept`,
    headers: { ...(user?.headers ?? {}), ...headers },
    payload: { ...DELIVERY, ...body },
  });
}

export function readQuote(t: TestApp, user: TestUser | null, id: string, key?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/quotes/${id}${key === undefined ? '' : `?key=${encodeURIComponent(key)}`}`,
    headers: user?.headers ?? {},
  });
}
