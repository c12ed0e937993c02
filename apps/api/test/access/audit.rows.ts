// Access rows for the audit trail: only the owner (permission 'audit') reads it or its CSV; no call edits or
// deletes an entry (there is no such route: 404 for everyone signed in or not).
import type { AccessRow } from './types.ts';

const ENTRY_ID = 'audit-entry-1';

export const rows: AccessRow[] = [
  {
    name: 'GET /api/admin/audit',
    request: async () => ({ method: 'GET', url: '/api/admin/audit?kind=product&page=1' }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'audit',
  },
  {
    name: 'GET /api/admin/audit.csv',
    request: async () => ({ method: 'GET', url: '/api/admin/audit.csv' }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'audit',
  },
  {
    name: 'PUT /api/admin/audit/{id} (no such route)',
    request: async () => ({ method: 'PUT', url: `/api/admin/audit/${ENTRY_ID}`, payload: { kind: 'x' } }),
    expect: { anonymous: 404, userA: 404, userB: 404, admin: 404 },
  },
  {
    name: 'DELETE /api/admin/audit/{id} (no such route)',
    request: async () => ({ method: 'DELETE', url: `/api/admin/audit/${ENTRY_ID}` }),
    expect: { anonymous: 404, userA: 404, userB: 404, admin: 404 },
  },
];
