// Bangladeshi mobile numbers: accepted as people type them, stored as +8801XXXXXXXXX (E.164).
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { refsTo } from '../i18n/catalogue.ts';

const phoneText = refsTo('delivery', 'PHONE_TEXT');

/** Bangla digits (০-৯, U+09E6-U+09EF) as ASCII, so a number typed on a Bangla keyboard reads the same. */
const asciiDigits = (s: string) => s.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6));

/** A mobile operator's number: 1, an operator digit 3-9, then 8 digits (after the 0 or +880). */
const MOBILE_NATIONAL = /^1[3-9]\d{8}$/;

/**
 * `01711-000000`, `+880 1711 000000`, `8801711000000` or `০১৭১১০০০০০০` → `+8801711000000`; null for anything
 * that is not a Bangladeshi mobile number (a landline, a foreign number, letters).
 */
export function normaliseBdMobile(input: string): string | null {
  const typed = asciiDigits(input.trim());
  if (!/^[+\d(][\d\s().-]*$/.test(typed)) return null;
  // "8801…" without the plus is how many people copy it from a contact card.
  const withPlus = /^880\d{10}$/.test(typed.replace(/\D/g, '')) ? `+${typed.replace(/\D/g, '')}` : typed;
  const parsed = parsePhoneNumberFromString(withPlus, 'BD');
  if (!parsed || parsed.country !== 'BD' || !MOBILE_NATIONAL.test(parsed.nationalNumber)) return null;
  return parsed.number;
}

/** `+8801711000000` → `01711-000000`, the way it is read out in Bangladesh; anything else as it is. */
export function displayBdMobile(stored: string): string {
  const m = /^\+880(1\d{3})(\d{6})$/.exec(stored);
  return m ? `0${m[1]}-${m[2]}` : stored;
}

/** A required Bangladeshi mobile number, normalised. */
export const BdMobileSchema = z
  .string({ error: phoneText('required') })
  .trim()
  .min(1, phoneText('required'))
  .max(30, phoneText('invalid'))
  .transform((s, ctx) => {
    const normal = normaliseBdMobile(s);
    if (normal === null) {
      ctx.addIssue({ code: 'custom', message: phoneText('invalid') });
      return z.NEVER;
    }
    return normal;
  });

/** The same, where it may be left empty ('' stays ''). */
export const OptionalBdMobileSchema = z
  .string()
  .trim()
  .max(30, phoneText('invalid'))
  .transform((s, ctx) => {
    if (s === '') return '';
    const normal = normaliseBdMobile(s);
    if (normal === null) {
      ctx.addIssue({ code: 'custom', message: phoneText('invalid') });
      return z.NEVER;
    }
    return normal;
  });

/**
 * A phone account's email: better-auth needs one per user, and `.invalid` (RFC 2606) can never receive
 * mail. It is the account's key in the spec's `{email}` paths; screens show the phone number instead.
 */
export const PHONE_ACCOUNT_EMAIL_DOMAIN = 'phone.invalid';

/** `+8801711000000` → `8801711000000@phone.invalid`. */
export const phoneAccountEmail = (phone: string): string => `${phone.replace(/\D/g, '')}@${PHONE_ACCOUNT_EMAIL_DOMAIN}`;

/** True for the placeholder address of an account made from a phone number. */
export const isPhoneAccountEmail = (email: string): boolean =>
  email.toLowerCase().endsWith(`@${PHONE_ACCOUNT_EMAIL_DOMAIN}`);
