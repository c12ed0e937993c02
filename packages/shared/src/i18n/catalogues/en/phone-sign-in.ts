// Signing in or up with a Bangladeshi mobile number and a one-time code by SMS (docs/features/accounts.md).
// No apostrophes: ICU reads them as quotes.
export default {
  /** The code's text message; it fits in one SMS in either language (sms/sign-in-code-sms.test.ts). */
  PHONE_CODE_SMS: {
    code: 'Your Bicycle Manufacturer code is {code}. It expires in {minutes, number} minutes.',
  },
  PHONE_SIGN_IN_ERROR: {
    invalidNumber: 'Enter a Bangladeshi mobile number, like 01711-000000.',
    tooManyCodes: 'Too many codes asked for. Please wait a little and try again.',
    tooManyTries: 'Too many codes tried. Please wait a little and try again.',
  },
} as const;
