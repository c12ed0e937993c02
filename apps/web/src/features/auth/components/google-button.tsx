// Continue With Google: starts the OpenID Connect sign-in, or says that it is not configured.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocalizedPath, useTexts } from '../../../lib/i18n.tsx';
import { authConfigQueryOptions, startGoogleSignIn } from '../api/auth-calls.ts';
import { useAuthErrorText } from '../use-auth-error-text.ts';

export function GoogleButton({ returnTo, onError }: { returnTo: string; onError: (message: string) => void }) {
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  const { ACCOUNT_TEXT } = useTexts('accounts');
  const authErrorText = useAuthErrorText();
  const localize = useLocalizedPath();
  const noteId = useId();
  const config = useQuery(authConfigQueryOptions());
  // Succeeded: the browser is on its way to Google, so the button stays disabled.
  const start = useMutation({
    mutationFn: () => startGoogleSignIn(returnTo, localize),
    onError: (error) => onError(authErrorText(error, ACCOUNT_TEXT.signInFailed)),
  });
  const isEnabled = config.data?.google === true;

  if (config.isPending) return <div className="skeleton h-10 w-full" aria-hidden="true" />;
  return (
    <div>
      <button
        type="button"
        className="btn btn-outline w-full"
        disabled={!isEnabled || start.isPending || start.isSuccess}
        aria-describedby={isEnabled ? undefined : noteId}
        onClick={() => start.mutate()}
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
          <path
            fill="#4285F4"
            d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.8h3.6c2-1.9 3.2-4.7 3.2-8.1z"
          />
          <path
            fill="#34A853"
            d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23z"
          />
          <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 10l3.7-2.9z" />
          <path
            fill="#EA4335"
            d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z"
          />
        </svg>
        {SPEC_APP_TEXT.continueWithGoogle}
      </button>
      {isEnabled ? null : (
        <p id={noteId} className="mt-2 text-center text-sm text-base-content/80">
          {ACCOUNT_TEXT.googleNotConfigured}
        </p>
      )}
    </div>
  );
}
