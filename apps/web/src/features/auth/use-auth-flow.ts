// What /login and /singup share: where to go after success (the origin, or /), the signed-in
// check, the auth error shown under the form, and the sequence submit → session → token → go back.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { refreshSession, useSession } from '../../lib/auth.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { returnPathFrom } from './return-to.ts';
import { useAuthErrorText } from './use-auth-error-text.ts';

export function useAuthFlow<F>(submit: (form: F) => Promise<unknown>) {
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = returnPathFrom(location);
  const { user, isLoading } = useSession();
  const [authError, setAuthError] = useState<string | null>(null);
  const { ACCOUNT_TEXT } = useTexts('accounts');
  const authErrorText = useAuthErrorText();

  async function run(form: F): Promise<void> {
    setAuthError(null);
    try {
      await submit(form);
      await refreshSession();
      void navigate(returnTo, { replace: true });
    } catch (error) {
      setAuthError(authErrorText(error, ACCOUNT_TEXT.signInFailed));
    }
  }

  return { returnTo, user, isLoading, authError, setAuthError, run };
}
