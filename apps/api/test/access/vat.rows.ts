// Access matrix rows for VAT documents: a refund's credit note (its order's owner and the admin) and the
// VAT summary CSV (the admin only). The invoice's own rows are in orders.rows.ts.
import { orderIn } from '../order-desk-helpers.ts';
import type { AccessContext, AccessRow } from './types.ts';

/** A paid order of user A with a partial refund of ৳1 made by the admin; its id and credit note number. */
async function creditedOrderOfUserA(ctx: AccessContext): Promise<{ orderId: string; number: string }> {
  const { orderId } = await orderIn(ctx.t, { buyer: ctx.userA, admin: ctx.admin }, 'paid');
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refunds`,
    headers: { ...ctx.admin.headers, 'idempotency-key': `matrix-${orderId}` },
    payload: { amount: 1 },
  });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`refund failed: ${res.statusCode} ${res.body}`);
  const number = res.json<{ refund: { creditNoteNumber: string } }>().refund.creditNoteNumber;
  return { orderId, number };
}

export const rows: AccessRow[] = [
  ...(['', '/pdf'] as const).flatMap((suffix): AccessRow[] => [
    {
      name: `GET /api/orders/{id}/credit-notes/{number}${suffix} (credit note of user A)`,
      request: async (ctx) => {
        const { orderId, number } = await creditedOrderOfUserA(ctx);
        return { method: 'GET', url: `/api/orders/${orderId}/credit-notes/${number}${suffix}` };
      },
      expect: { anonymous: 401, userA: 200, userB: 403, admin: 200 },
      permission: 'invoices',
    },
    {
      name: `GET /api/orders/{id}/credit-notes/{number}${suffix} (no such credit note)`,
      request: async (ctx) => {
        const { orderId } = await orderIn(ctx.t, { buyer: ctx.userA, admin: ctx.admin }, 'paid');
        return { method: 'GET', url: `/api/orders/${orderId}/credit-notes/CN-2026-27-999999${suffix}` };
      },
      expect: { anonymous: 401, userA: 404, userB: 403, admin: 404 },
      permission: 'invoices',
    },
  ]),
  {
    name: 'GET /api/admin/vat-summary.csv',
    request: async () => ({ method: 'GET', url: '/api/admin/vat-summary.csv?from=2026-07-01&to=2026-07-31' }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'vat',
  },
  {
    name: 'GET /api/admin/vat-summary.csv (to before from)',
    request: async () => ({ method: 'GET', url: '/api/admin/vat-summary.csv?from=2026-07-31&to=2026-07-01' }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 400 },
    permission: 'vat',
  },
];
