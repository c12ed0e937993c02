// Access rows for the contact form and its inbox: anyone may send; only an admin reads the inbox, replies
// or changes a state; a signed-in sender reads only their own messages.
import type { AccessContext, AccessRow } from './types.ts';

const message = {
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  phone: '01711000000',
  subject: 'Chains',
  message: 'Do you ship 500 chains to Sylhet?',
  shownAt: 0,
};

/** One stored message of nobody's account, sent through the form. */
async function sentMessage({ t }: AccessContext): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: message });
  return res.json<{ id: string }>().id;
}

const inbox = ({ t }: AccessContext) =>
  t.store.db.selectFrom('contactMessages').select(['id', 'status']).orderBy('id').execute();
const replies = ({ t }: AccessContext) => t.store.db.selectFrom('contactReplies').select('id').orderBy('id').execute();

export const rows: AccessRow[] = [
  {
    name: 'POST /api/contact',
    request: async () => ({ method: 'POST', url: '/api/contact', payload: message }),
    expect: { anonymous: 201, userA: 201, userB: 201, admin: 201 },
  },
  {
    name: 'GET /api/contact-messages/mine',
    request: async () => ({ method: 'GET', url: '/api/contact-messages/mine' }),
    expect: { anonymous: 401, userA: 200, userB: 200, admin: 200 },
  },
  {
    name: 'GET /api/admin/contact-messages',
    request: async () => ({ method: 'GET', url: '/api/admin/contact-messages?status=new' }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'inbox',
  },
  {
    name: 'GET /api/admin/contact-messages/{id}',
    request: async (ctx) => ({ method: 'GET', url: `/api/admin/contact-messages/${await sentMessage(ctx)}` }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'inbox',
  },
  {
    name: 'POST /api/admin/contact-messages/{id}/replies',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/contact-messages/${await sentMessage(ctx)}/replies`,
      payload: { body: 'Yes, in two weeks.' },
    }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 201 },
    permission: 'inbox',
    snapshot: async (ctx) => [await inbox(ctx), await replies(ctx)],
  },
  {
    name: 'PUT /api/admin/contact-messages/{id}/status',
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/admin/contact-messages/${await sentMessage(ctx)}/status`,
      payload: { status: 'closed' },
    }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'inbox',
    snapshot: inbox,
  },
];
