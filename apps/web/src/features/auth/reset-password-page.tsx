// /reset-password?token=… (ours): the link of the reset email. A new password (the spec's password
// rules) with the token; the token works once, for an hour. Then the user logs in with it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { type ResetPasswordForm, ResetPasswordFormSchema } from '@store/shared/schemas';
import { TextField } from '../../components/ui/text-field.tsx';
import { useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { AuthError, resetPassword } from './api/auth-calls.ts';
import { RecoveryCard } from './components/auth-card.tsx';
import { useRecoveryErrorText } from './use-auth-error-text.ts';

export function ResetPasswordPage() {
  const { RECOVERY_TEXT } = useTexts('recovery');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  useTexts('feedback'); // the form's rules name their messages (schemas/accounts.ts)
  useTexts('accounts');
  const recoveryErrorText = useRecoveryErrorText();
  usePageTitle(RECOVERY_TEXT.resetTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token && !params.get('error') ? 'form' : 'invalid');
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({ resolver: zodResolver(ResetPasswordFormSchema), defaultValues: { password: '' } });

  async function submit(form: ResetPasswordForm) {
    setError(null);
    try {
      await resetPassword(token, form);
      setState('done');
    } catch (e) {
      if (e instanceof AuthError && e.status === 400) setState('invalid');
      else setError(recoveryErrorText(e));
    }
  }

  return (
    <RecoveryCard title={RECOVERY_TEXT.resetTitle} error={error}>
      {state === 'done' ? (
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
      ) : (
        <form noValidate onSubmit={(e) => void handleSubmit(submit)(e)}>
          <TextField
            label={RECOVERY_TEXT.newPasswordLabel}
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <button type="submit" className="btn btn-primary mt-4 w-full" disabled={isSubmitting}>
            {RECOVERY_TEXT.resetButton}
          </button>
        </form>
      )}
    </RecoveryCard>
  );
}
