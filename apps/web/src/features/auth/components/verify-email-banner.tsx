// "Verify your email" with Resend, on the order forms of a store that requires a verified email
// (REQUIRE_VERIFIED_EMAIL), to an account not yet verified and without a proved mobile number.
import { useMutation, useQuery } from '@tanstack/react-query';
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
  const resend = useMutation({ mutationFn: (email: string) => resendVerificationEmail(email, localize) });
  // A proved mobile number counts as a verified contact (a phone account's email is only a placeholder).
  if (!user || user.emailVerified !== false || user.phoneNumber || config.data?.requireVerifiedEmail !== true) {
    return null;
  }

  const message = resend.isSuccess ? RECOVERY_TEXT.resent : resend.error && recoveryErrorText(resend.error);
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
        disabled={resend.isPending || resend.isSuccess}
        onClick={() => resend.mutate(user.email)}
      >
        {RECOVERY_TEXT.resend}
      </button>
    </section>
  );
}
