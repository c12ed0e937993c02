// /forgot-password (ours): the account's email → one answer whether or not it has an account; the
// email's link opens /reset-password. Linked from /login.
import { useState } from 'react';
import { Link } from 'react-router';
import { ForgotPasswordFormSchema } from '@store/shared/schemas';
import { useLocalizedPath, useTexts } from '../../lib/i18n.tsx';
import { requestPasswordReset } from './api/auth-calls.ts';
import { RecoveryCard } from './components/auth-card.tsx';

export function ForgotPasswordPage() {
  const { ACCOUNT_TEXT } = useTexts('accounts');
  const { RECOVERY_TEXT } = useTexts('recovery');
  const localize = useLocalizedPath();
  const [sent, setSent] = useState(false);
  return (
    <RecoveryCard
      title={RECOVERY_TEXT.forgotTitle}
      schema={ForgotPasswordFormSchema}
      fields={[['email', ACCOUNT_TEXT.emailLabel, 'email']]}
      submitLabel={RECOVERY_TEXT.forgotButton}
      submit={(form) => requestPasswordReset(form, localize).then(() => setSent(true))}
      intro={<p className="text-sm">{RECOVERY_TEXT.forgotIntro}</p>}
      outcome={
        sent ? (
          <p role="status" className="alert alert-success">
            {RECOVERY_TEXT.forgotSent}
          </p>
        ) : null
      }
      footer={
        <p className="text-center text-sm">
          <Link to="/login" className="link link-primary">
            {RECOVERY_TEXT.backToLogin}
          </Link>
        </p>
      }
    />
  );
}
