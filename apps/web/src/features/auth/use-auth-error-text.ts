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
