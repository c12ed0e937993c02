// /login (spec §2 Login): email, password, Login, the link to sign-up and Continue With Google.
// After success the user returns to the page that sent them here, or to /.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { type LoginForm, LoginFormSchema } from '@store/shared/schemas';
import { TextField } from '../../components/ui/text-field.tsx';
import { useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { signInWithEmail } from './api/auth-calls.ts';
import { AuthCard } from './components/auth-card.tsx';
import { useAuthFlow } from './use-auth-flow.ts';

export function LoginPage() {
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  const { ACCOUNT_TEXT } = useTexts('accounts');
  const { RECOVERY_TEXT } = useTexts('recovery');
  useTexts('feedback'); // the form's rules name its messages (schemas/accounts.ts)
  usePageTitle(SPEC_APP_TEXT.login);
  const { returnTo, user, isLoading, authError, setAuthError, run } = useAuthFlow(signInWithEmail);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(LoginFormSchema), defaultValues: { email: '', password: '' } });

  if (!isSubmitting && user) return <Navigate to={returnTo} replace />;

  return (
    <AuthCard
      title={SPEC_APP_TEXT.login}
      submitLabel={SPEC_APP_TEXT.login}
      isLoading={isLoading}
      skeletonFields={2}
      isSubmitting={isSubmitting}
      onSubmit={(e) => void handleSubmit(run)(e)}
      authError={authError}
      onAuthError={setAuthError}
      returnTo={returnTo}
      switchPrompt={ACCOUNT_TEXT.newHere}
      switchLabel={ACCOUNT_TEXT.createAccount}
      switchTo="/singup"
    >
      <TextField
        label={ACCOUNT_TEXT.emailLabel}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={ACCOUNT_TEXT.passwordLabel}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="text-right text-sm">
        <Link to="/forgot-password" className="link link-primary">
          {RECOVERY_TEXT.forgotLink}
        </Link>
      </p>
    </AuthCard>
  );
}
