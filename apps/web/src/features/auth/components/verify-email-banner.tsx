// "Verify your email" with Resend, on the order forms of a store that requires a verified email
// (REQUIRE_VERIFIED_EMAIL), to an account not yet verified.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../../lib/auth.ts';
import { useLocalizedPath, useTexts } from '../../../lib/i18n.tsx';
import { storeConfigQueryOptions } from '../../../lib/store-config.ts';
import { resendVerificationEmail } from '../api/auth-calls.ts';
import { useRecoveryErrorText } from '../use-auth-error-text.ts';

export function VerifyEmailBanner() {
  const { RECOVERY_TEXT } = useTexts('recovery');
  const recoveryErrorText = useRecoveryErrorText();
  const localize = useLocalizedPath();
  const { user } = useSession();
  const config = useQuery(storeConfigQueryOptions());
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  if (!user || user.emailVerified !== false || config.data?.requireVerifiedEmail !== true) return null;

  async function resend(email: string) {
    setState('sending');
    setError(null);
    try {
      await resendVerificationEmail(email, localize);
      setState('sent');
    } catch (e) {
      setState('idle');
      setError(recoveryErrorText(e));
    }
  }

  const message = state === 'sent' ? RECOVERY_TEXT.resent : error;
  return (
    <section
      aria-labelledby="verify-email-title"
      className="alert alert-warning mb-4 flex flex-wrap items-center gap-2"
    >
      <div className="min-w-0 flex-1">
        <h2 id="verify-email-title" className="font-semibold">
          {RECOVERY_TEXT.verifyBanner}
        </h2>
        <p className="text-sm">
          {RECOVERY_TEXT.verifiedRequired} {RECOVERY_TEXT.verifyBannerText}
        </p>
        {message ? (
          <p role="status" className="text-sm font-medium">
            {message}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="btn btn-sm"
        disabled={state === 'sending' || state === 'sent'}
        onClick={() => void resend(user.email)}
      >
        {RECOVERY_TEXT.resend}
      </button>
    </section>
  );
}
