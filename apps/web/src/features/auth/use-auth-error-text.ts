// A failed auth call in the page's language: an English page shows the server's (English) message, a Bangla
// page the catalogue's text for the answer's code, or the page's own fallback.
import { ApiError } from '../../lib/api-client.ts';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useLocale, useTexts } from '../../lib/i18n.tsx';
import { AuthError } from './api/auth-calls.ts';

export function useAuthErrorText(): (error: unknown, fallback: string) => string {
  const locale = useLocale();
  const { ACCOUNT_ERROR } = useTexts('accounts');
  const { CODE_TEXT } = useTexts('errors');
  const apiErrorText = useApiErrorText();
  return (error, fallback) => {
    // The token exchange after a sign-in is one of our API calls.
    if (error instanceof ApiError) return apiErrorText.message(error, fallback);
    if (!(error instanceof AuthError) || !error.message) return fallback;
    if (locale === 'en') return error.message;
    if (error.code === 'INVALID_EMAIL_OR_PASSWORD') return ACCOUNT_ERROR.invalidEmailOrPassword;
    if (error.code === 'TOO_MANY_REQUESTS' && error.isSignIn) return ACCOUNT_ERROR.tooManyAuthAttempts;
    const byCode = error.code ? (CODE_TEXT as Record<string, string | undefined>)[error.code] : undefined;
    return byCode ?? fallback;
  };
}

/** A recovery call's failure: the rate limit's own text, else only that it failed (telling no one who has an account). */
export function useRecoveryErrorText(): (error: unknown) => string {
  const { RECOVERY_TEXT } = useTexts('recovery');
  const authErrorText = useAuthErrorText();
  return (e) =>
    e instanceof AuthError && e.status === 429 ? authErrorText(e, RECOVERY_TEXT.failed) : RECOVERY_TEXT.failed;
}

/**
 * A failed step of a phone code: sending it, checking it, what the page does after (the name, the token), or
 * adding an email to a phone account. The wait of a 429 is said in the page's language; other refusals are
 * the server's words on an English page and the catalogue's, by status, on a Bangla one.
 */
export function usePhoneErrorText(): (error: unknown, step: 'send' | 'verify' | 'after' | 'email') => string {
  const locale = useLocale();
  const { PHONE_UI_TEXT } = useTexts('phone-ui');
  const { PHONE_TEXT } = useTexts('delivery');
  const { ACCOUNT_TEXT } = useTexts('accounts');
  const authErrorText = useAuthErrorText();
  const FALLBACK = {
    send: PHONE_UI_TEXT.sendFailed,
    verify: PHONE_UI_TEXT.verifyFailed,
    after: ACCOUNT_TEXT.signInFailed,
    email: PHONE_UI_TEXT.emailFailed,
  };
  return (error, step) => {
    const fallback = FALLBACK[step];
    if (!(error instanceof AuthError) || step === 'after' || step === 'email') return authErrorText(error, fallback);
    if (error.status === 429) {
      return error.retryAfter ? PHONE_UI_TEXT.rateLimited({ seconds: error.retryAfter }) : PHONE_UI_TEXT.rateLimitedNow;
    }
    if (locale === 'en' && error.message) return error.message;
    if (error.code?.includes('PHONE_NUMBER_EXIST')) return PHONE_UI_TEXT.phoneTaken;
    if (step === 'verify' && error.status === 403) return PHONE_UI_TEXT.tooManyTries;
    if (step === 'send' && error.status === 400) return PHONE_TEXT.invalid;
    return fallback;
  };
}
