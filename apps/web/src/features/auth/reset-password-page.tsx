// /reset-password?token=… (ours): the link of the reset email. A new password (the spec's password
// rules) with the token; the token works once, for an hour. Then the user logs in with it.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ResetPasswordFormSchema } from '@store/shared/schemas';
import { useTexts } from '../../lib/i18n.tsx';
import { AuthError, resetPassword } from './api/auth-calls.ts';
import { RecoveryCard } from './components/auth-card.tsx';

export function ResetPasswordPage() {
  const { RECOVERY_TEXT } = useTexts('recovery');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  useTexts('accounts');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token && !params.get('error') ? 'form' : 'invalid');
  return (
    <RecoveryCard
      title={RECOVERY_TEXT.resetTitle}
      schema={ResetPasswordFormSchema}
      fields={[['password', RECOVERY_TEXT.newPasswordLabel, 'new-password']]}
      submitLabel={RECOVERY_TEXT.resetButton}
      submit={(form) =>
        resetPassword(token, form).then(
          () => setState('done'),
          (e: unknown) => {
            if (!(e instanceof AuthError && e.status === 400)) throw e;
            setState('invalid');
          },
        )
      }
      outcome={
        state === 'done' ? (
          <>
            <p role="status" className="alert alert-success">
              {RECOVERY_TEXT.resetDone}
            </p>
            <Link to="/login" className="btn btn-primary w-full">
              {SPEC_APP_TEXT.login}
            </Link>
          </>
        ) : state === 'invalid' ? (
          <>
            <p role="alert" className="alert alert-warning">
              {RECOVERY_TEXT.resetInvalid}
            </p>
            <Link to="/forgot-password" className="btn btn-primary w-full">
              {RECOVERY_TEXT.askAgain}
            </Link>
          </>
        ) : null
      }
    />
  );
}
