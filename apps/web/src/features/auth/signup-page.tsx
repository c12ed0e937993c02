// /singup (spec §2 Sign-up; the path is the spec's spelling): name, email, password, the link to
// login and Continue With Google; and ours, Sign up with your phone (name, number, a code sent by SMS).
// After success the user returns to the origin page, or to /.
import { SignupFormSchema } from '@store/shared/schemas';
import { useTexts } from '../../lib/i18n.tsx';
import { signUpWithEmail } from './api/auth-calls.ts';
import { AuthCard } from './components/auth-card.tsx';

export function SignupPage() {
  const { ACCOUNT_TEXT } = useTexts('accounts');
  const { PHONE_UI_TEXT } = useTexts('phone-ui');
  return (
    <AuthCard
      title={ACCOUNT_TEXT.signUp}
      submitLabel={ACCOUNT_TEXT.signUp}
      schema={SignupFormSchema}
      fields={[
        ['name', ACCOUNT_TEXT.nameLabel, 'name'],
        ['email', ACCOUNT_TEXT.emailLabel, 'email'],
        ['password', ACCOUNT_TEXT.passwordLabel, 'new-password'],
      ]}
      submit={signUpWithEmail}
      switchPrompt={ACCOUNT_TEXT.haveAccount}
      switchLabel={ACCOUNT_TEXT.pleaseLogin}
      switchTo="/login"
      phone={{ choiceLabel: PHONE_UI_TEXT.signUpWithPhone, submitLabel: PHONE_UI_TEXT.signUp, withName: true }}
    />
  );
}
