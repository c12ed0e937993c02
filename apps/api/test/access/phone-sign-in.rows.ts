// Access rows for phone accounts (better-auth's phone-number plugin and change-email): anyone may ask for a
// code and sign in with it; adding a number or an email needs a session, and a number another has is refused.
import type { AccessContext, AccessRow } from './types.ts';

let numbers = 0;
/** A Bangladeshi mobile number no other cell uses. */
function freshPhone(): string {
  numbers += 1;
  return `+88019${String(process.pid % 1000).padStart(3, '0')}${String(numbers).padStart(5, '0')}`;
}

const sendOtp = (phoneNumber: string) => ({
  method: 'POST' as const,
  url: '/api/auth/phone-number/send-otp',
  payload: { phoneNumber },
});

/** Asks for a code for `phone` and reads it from the SMS outbox. */
async function codeFor(ctx: AccessContext, phone: string): Promise<string> {
  const sent = await ctx.t.app.inject(sendOtp(phone));
  if (sent.statusCode !== 200) throw new Error(`send-otp failed: ${sent.statusCode} ${sent.body}`);
  const sms = await ctx.t.store.db
    .selectFrom('smsOutbox')
    .select('body')
    .where('recipient', '=', phone)
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(sms.body)?.[1] ?? '';
}

const phonesAndEmails = (ctx: AccessContext) =>
  ctx.t.store.db.selectFrom('users').select(['id', 'email', 'phoneNumber']).orderBy('id').execute();

/** User A's number, given once, straight in the database (a fixture, not the call under test). */
async function phoneOfUserA(ctx: AccessContext): Promise<string> {
  const row = await ctx.t.store.db
    .selectFrom('users')
    .select('phoneNumber')
    .where('id', '=', ctx.userA.id)
    .executeTakeFirstOrThrow();
  if (row.phoneNumber) return row.phoneNumber;
  const phone = freshPhone();
  await ctx.t.store.db.updateTable('users').set({ phoneNumber: phone }).where('id', '=', ctx.userA.id).execute();
  return phone;
}

export const rows: AccessRow[] = [
  {
    name: 'POST /api/auth/phone-number/send-otp',
    request: async () => sendOtp(freshPhone()),
    expect: { anonymous: 200, userA: 200, userB: 200, admin: 200 },
  },
  {
    name: 'POST /api/auth/phone-number/verify (sign in or up with the right code)',
    request: async (ctx) => {
      const phone = freshPhone();
      return {
        method: 'POST',
        url: '/api/auth/phone-number/verify',
        payload: { phoneNumber: phone, code: await codeFor(ctx, phone) },
      };
    },
    expect: { anonymous: 200, userA: 200, userB: 200, admin: 200 },
  },
  {
    name: 'POST /api/auth/phone-number/verify with updatePhoneNumber (a new number to one’s own account)',
    request: async (ctx) => {
      const phone = freshPhone();
      return {
        method: 'POST',
        url: '/api/auth/phone-number/verify',
        payload: { phoneNumber: phone, code: await codeFor(ctx, phone), updatePhoneNumber: true },
        useSession: true,
      };
    },
    expect: { anonymous: 401, userA: 200, userB: 200, admin: 200 },
    snapshot: phonesAndEmails,
  },
  {
    name: 'POST /api/auth/phone-number/verify with updatePhoneNumber (user A’s number)',
    request: async (ctx) => {
      const phone = await phoneOfUserA(ctx);
      return {
        method: 'POST',
        url: '/api/auth/phone-number/verify',
        payload: { phoneNumber: phone, code: await codeFor(ctx, phone), updatePhoneNumber: true },
        useSession: true,
      };
    },
    expect: { anonymous: 401, userA: 400, userB: 400, admin: 400 },
    snapshot: phonesAndEmails,
  },
  {
    name: 'POST /api/auth/change-email (a link to the new address; the email changes when it is opened)',
    request: async () => ({
      method: 'POST',
      url: '/api/auth/change-email',
      payload: { newEmail: `new-${freshPhone().slice(1)}@example.com`, callbackURL: '/myprofil' },
      useSession: true,
    }),
    expect: { anonymous: 401, userA: 200, userB: 200, admin: 200 },
    snapshot: phonesAndEmails,
  },
];
