// /forgot-password (ours): the account's email → one answer whether or not it has an account; the
// email's link opens /reset-password. Linked from /login.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { type ForgotPasswordForm, ForgotPasswordFormSchema } from '@store/shared/schemas';
import { TextField } from '../../components/ui/text-field.tsx';
import { useLocalizedPath, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { requestPasswordReset } from './api/auth-calls.ts';
import { RecoveryCard } from './components/auth-card.tsx';
import { useRecoveryErrorText } from './use-auth-error-text.ts';

export function ForgotPasswordPage() {
  const { ACCOUNT_TEXT } = useTexts('accounts');
  const { RECOVERY_TEXT } = useTexts('recovery');
  useTexts('feedback'); // the form's rules name its messages (schemas/accounts.ts)
  const recoveryErrorText = useRecoveryErrorText();
  const localize = useLocalizedPath();
  usePageTitle(RECOVERY_TEXT.forgotTitle);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordForm>({ resolver: zodResolver(ForgotPasswordFormSchema), defaultValues: { email: '' } });

  async function submit(form: ForgotPasswordForm) {
    setError(null);
    try {
      await requestPasswordReset(form, localize);
      setSent(true);
    } catch (e) {
      setError(recoveryErrorText(e));
    }
  }

  return (
    <RecoveryCard
      title={RECOVERY_TEXT.forgotTitle}
      error={error}
      footer={
        <p className="text-center text-sm">
          <Link to="/login" className="link link-primary">
            {RECOVERY_TEXT.backToLogin}
          </Link>
        </p>
      }
    >
      {sent ? (
        <p role="status" className="alert alert-success">
          {RECOVERY_TEXT.forgotSent}
        </p>
      ) : (
        <form noValidate onSubmit={(e) => void handleSubmit(submit)(e)}>
          <p className="text-sm">{RECOVERY_TEXT.forgotIntro}</p>
          <TextField
            label={ACCOUNT_TEXT.emailLabel}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <button type="submit" className="btn btn-primary mt-4 w-full" disabled={isSubmitting}>
            {RECOVERY_TEXT.forgotButton}
          </button>
        </form>
      )}
    </RecoveryCard>
  );
}
