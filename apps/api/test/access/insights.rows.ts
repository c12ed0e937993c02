// Access matrix rows for the owner's insights: only an admin reads the store's figures.
import { addDays } from '@store/shared/schemas';
import { orderIn } from '../order-desk-helpers.ts';
import type { AccessRow } from './types.ts';

export const rows: AccessRow[] = [
  {
    name: 'GET /api/admin/insights (last 30 days, with a paid order)',
    request: async (ctx) => {
      await orderIn(ctx.t, { buyer: ctx.userA, admin: ctx.admin }, 'paid');
      const to = addDays(new Date().toISOString().slice(0, 10), 1);
      return { method: 'GET', url: `/api/admin/insights?from=${addDays(to, -29)}&to=${to}` };
    },
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'insights',
  },
];
