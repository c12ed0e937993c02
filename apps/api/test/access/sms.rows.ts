// Access rows for the SMS outbox: only an admin reads the store's text messages (they hold buyers' phones
// and orders).
import type { AccessRow } from './types.ts';

export const rows: AccessRow[] = [
  {
    name: 'GET /api/admin/sms-outbox',
    request: async () => ({ method: 'GET', url: '/api/admin/sms-outbox' }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'outbox',
  },
  {
    name: 'GET /api/admin/sms-outbox (page 2)',
    request: async () => ({ method: 'GET', url: '/api/admin/sms-outbox?page=2' }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'outbox',
  },
];
