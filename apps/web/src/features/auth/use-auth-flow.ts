// What /login and /singup share: where to go after success (the origin, or /), the signed-in
// check, the auth error shown under the form, and the sequence submit → session → token → go back.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ACCOUNT_TEXT } from '@store/shared/messages/accounts';
import { refreshSession, useSession } from '../../lib/auth.ts';
import { returnPathFrom } from './return-to.ts';

export function useAuthFlow<F>(submit: (form: F) => Promise<unknown>) {
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = returnPathFrom(location);
  const { user, isLoading } = useSession();
  const [authError, setAuthError] = useState<string | null>(null);

  async function run(form: F): Promise<void> {
    setAuthError(null);
    try {
      await submit(form);
      await refreshSession();
      void navigate(returnTo, { replace: true });
    } catch (error) {
      setAuthError(error instanceof Error ? error.message : ACCOUNT_TEXT.signInFailed);
    }
  }

  return { returnTo, user, isLoading, authError, setAuthError, run };
}
