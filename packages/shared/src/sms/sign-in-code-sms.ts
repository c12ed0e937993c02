// The text message that carries a one-time sign-in code, in the requester's language. Server only (it loads
// every catalogue).
import type { Locale } from '../i18n/locales.ts';
import { textsIn } from '../i18n/server.ts';

/** How long a code works: better-auth's phone-number plugin is given the same (in seconds). */
export const SIGN_IN_CODE_MINUTES = 5;

export const SIGN_IN_CODE_SMS_TEMPLATE = 'sign-in-code';

export function signInCodeSmsText(locale: Locale, code: string): string {
  return textsIn(locale, 'phone-sign-in').PHONE_CODE_SMS.code({ code, minutes: SIGN_IN_CODE_MINUTES });
}
