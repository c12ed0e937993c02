// Signing in and up with a Bangladeshi mobile number and a one-time code by SMS (decision 224): better-auth's
// phone-number plugin with our own code check, the code's text message, and the limits on asking and trying.
import { createHash, timingSafeEqual } from 'node:crypto';
import { APIError } from 'better-auth/api';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { refsTo } from '@store/shared/i18n/catalogue';
import type { Locale } from '@store/shared/i18n/locales';
import { displayBdMobile, normaliseBdMobile, phoneAccountEmail } from '@store/shared/schemas/phone';
import { SIGN_IN_CODE_MINUTES } from '@store/shared/sms/sign-in-code-sms';
import type { DB } from '../../db/database.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { hitWindow } from '../../lib/fixed-window.ts';
import { queueSignInCodeSms } from '../sms/index.ts';

const errorText = refsTo('phone-sign-in', 'PHONE_SIGN_IN_ERROR');

export const SEND_CODE_PATH = '/phone-number/send-otp';
export const VERIFY_CODE_PATH = '/phone-number/verify';
/**
 * The plugin's other calls stay off: a password typed with a phone number would escape the sign-in limits
 * (they count by email), and a reset by phone code is not offered (a phone account sets a password through
 * an email it adds).
 */
export const DISABLED_PHONE_PATHS = [
  '/sign-in/phone-number',
  '/phone-number/request-password-reset',
  '/phone-number/reset-password',
];

/** Wrong codes a code survives: the last of them ends it (403 TOO_MANY_ATTEMPTS), and a new code is needed. */
export const PHONE_CODE_MAX_WRONG_TRIES = 3;

/** The fixed window of the phone limits. */
export const PHONE_LIMIT_WINDOW_MS = 15 * 60_000;
/** Per window (scaled by RATE_LIMIT_SCALE): codes sent and codes tried, per number and per client IP. */
export const PHONE_LIMITS = {
  send: { number: 3, ip: 10 },
  // Three codes of three wrong tries each, and the right one.
  verify: { number: 10, ip: 30 },
} as const;

/** better-auth's plugin keeps a code under this identifier, its value `<code>:<wrong tries>`. */
const codeIdentifier = (phone: string): string => `phone-number-otp-${phone}`;

const digest = (s: string): Buffer => createHash('sha256').update(s).digest();
/** Same length digests, so the comparison takes as long whatever the typed code. */
const sameCode = (stored: string, typed: string): boolean => timingSafeEqual(digest(stored), digest(typed));

const tooManyAttempts = () => APIError.from('FORBIDDEN', { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts' });

type VerifierContext = Parameters<NonNullable<Parameters<typeof phoneNumber>[0]>['verifyOTP'] & object>[1];

/**
 * The plugin's `verifyOTP`: takes the code's row (one caller wins it), compares in constant time, and puts a
 * wrong code back with one more wrong try, keeping its expiry and age so that a newer code stays the latest.
 * False (400 INVALID_OTP) for a wrong, expired or used code alike; the plugin drops the row on true.
 */
async function verifyPhoneCode(ctx: VerifierContext, phone: string, code: string): Promise<boolean> {
  if (!ctx) return false;
  const adapter = ctx.context.internalAdapter;
  const identifier = codeIdentifier(phone);
  // Null for no code, a used one, or an expired one (which it deletes).
  const row = await adapter.consumeVerificationValue(identifier);
  if (!row) return false;
  const [stored = '', rawTries] = row.value.split(':');
  const wrongTries = Number.isSafeInteger(Number(rawTries)) ? Math.max(0, Number(rawTries)) : 0;
  if (wrongTries >= PHONE_CODE_MAX_WRONG_TRIES) throw tooManyAttempts();
  if (sameCode(stored, code)) return true;
  if (wrongTries + 1 >= PHONE_CODE_MAX_WRONG_TRIES) throw tooManyAttempts();
  await adapter.createVerificationValue({
    identifier,
    value: `${stored}:${wrongTries + 1}`,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
  });
  return false;
}

/** better-auth's phone-number plugin as the store uses it. */
export function storePhoneNumberPlugin(options: {
  db: DB;
  log: FastifyBaseLogger;
  languageOf: (headers: Headers | undefined) => Locale;
}) {
  const { db, log, languageOf } = options;
  return phoneNumber({
    otpLength: 6,
    expiresIn: SIGN_IN_CODE_MINUTES * 60,
    allowedAttempts: PHONE_CODE_MAX_WRONG_TRIES,
    // Our HTTP layer has normalised the number already; a direct server call must give it so too.
    phoneNumberValidator: (phone) => normaliseBdMobile(phone) === phone,
    sendOTP: async ({ phoneNumber: recipient, code }, ctx) => {
      try {
        await queueSignInCodeSms(db, { recipient, code, locale: languageOf(ctx?.headers) });
      } catch (error) {
        // The answer stays the same (no 500, and nothing told about the number): the buyer asks again.
        log.error({ err: error }, 'sign-in code SMS not written');
      }
    },
    verifyOTP: ({ phoneNumber: phone, code }, ctx) => verifyPhoneCode(ctx, phone, code),
    signUpOnVerification: { getTempEmail: phoneAccountEmail, getTempName: displayBdMobile },
    // Our snake_case columns (migration 227).
    schema: {
      user: { fields: { phoneNumber: 'phone_number', phoneNumberVerified: 'phone_number_verified' } },
    },
  });
}

/** Bangla digits (০-৯) as ASCII: a code typed on a Bangla keyboard. */
const asciiDigits = (s: string) => s.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6));

const PhoneBodySchema = z.looseObject({ phoneNumber: z.string(), code: z.string().optional() });

/**
 * A send-otp or verify body with its number as +8801XXXXXXXXX (and its code in ASCII digits), for the plugin
 * to read; undefined for a body without a number (better-auth answers it). Not a Bangladeshi mobile: 400.
 */
export function normalisePhoneBody(body: Buffer | undefined): { phone: string; body: Buffer } | undefined {
  if (!body || body.length === 0) return undefined;
  let parsed: z.infer<typeof PhoneBodySchema> | undefined;
  try {
    parsed = PhoneBodySchema.safeParse(JSON.parse(body.toString('utf8'))).data;
  } catch {
    return undefined; // Not JSON: better-auth answers it.
  }
  if (!parsed) return undefined;
  const phone = parsed.phoneNumber.length <= 30 ? normaliseBdMobile(parsed.phoneNumber) : null;
  if (!phone) throw validationFailed({ phoneNumber: errorText('invalidNumber') });
  const rewritten = {
    ...parsed,
    phoneNumber: phone,
    ...(parsed.code === undefined ? {} : { code: asciiDigits(parsed.code.trim()) }),
  };
  return { phone, body: Buffer.from(JSON.stringify(rewritten)) };
}

/**
 * Counts one code asked for (`send`) or tried (`verify`) for the number and for the client's IP, in the
 * shared fixed windows; over either limit: 429 with the seconds until that window ends.
 */
export function createPhoneLimiter(db: DB, scale: number) {
  const limitOf = (n: number) => Math.max(1, Math.round(n * scale));
  return async (
    kind: keyof typeof PHONE_LIMITS,
    caller: { phone: string; ip: string },
    reply: { header(name: string, value: string): unknown },
    now = Date.now(),
  ): Promise<void> => {
    let retryAfterMs = 0;
    // Every key is counted, even after one is over, so that changing IP does not spare the number's count.
    for (const [scope, key] of [
      ['number', caller.phone],
      ['ip', caller.ip],
    ] as const) {
      const { count, resetAt } = await hitWindow(db, `phone-${kind}:${scope}:${key}`, now, PHONE_LIMIT_WINDOW_MS);
      if (count > limitOf(PHONE_LIMITS[kind][scope])) retryAfterMs = Math.max(retryAfterMs, resetAt - now);
    }
    if (retryAfterMs > 0) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
      throw new AppError(
        'TOO_MANY_REQUESTS',
        429,
        kind === 'send' ? errorText('tooManyCodes') : errorText('tooManyTries'),
      );
    }
  };
}
