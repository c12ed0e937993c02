// /login (spec §2 Login): email, password, Login, the link to sign-up and Continue With Google; and ours,
// Sign in with your phone (a code sent by SMS).
// After success the user returns to the page that sent them here, or to /.
import { Link } from 'react-router';
import { LoginFormSchema } from '@store/shared/schemas';
import { useTexts } from '../../lib/i18n.tsx';
import { signInWithEmail } from './api/auth-calls.ts';
import { AuthCard } from './components/auth-card.tsx';

export function LoginPage() {
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  const { ACCOUNT_TEXT } = useTexts('accounts');
  const { RECOVERY_TEXT } = useTexts('recovery');
  const { PHONE_UI_TEXT } = useTexts('phone-ui');
  return (
    <AuthCard
      title={SPEC_APP_TEXT.login}
      submitLabel={SPEC_APP_TEXT.login}
      schema={LoginFormSchema}
      fields={[
        ['email', ACCOUNT_TEXT.emailLabel, 'email'],
        ['password', ACCOUNT_TEXT.passwordLabel, 'current-password'],
      ]}
      submit={signInWithEmail}
      switchPrompt={ACCOUNT_TEXT.newHere}
      switchLabel={ACCOUNT_TEXT.createAccount}
      switchTo="/singup"
      phone={{ choiceLabel: PHONE_UI_TEXT.signInWithPhone, submitLabel: PHONE_UI_TEXT.signIn, withName: false }}
    >
      <p className="text-right text-sm">
        <Link to="/forgot-password" className="link link-primary">
          {RECOVERY_TEXT.forgotLink}
        </Link>
      </p>
    </AuthCard>
  );
}
