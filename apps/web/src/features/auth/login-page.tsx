// /login (spec §2 Login): email, password, Login, the link to sign-up and Continue With Google.
// After success the user returns to the page that sent them here, or to /.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { SPEC_APP_TEXT } from '@store/shared/messages';
import { type LoginForm, LoginFormSchema } from '@store/shared/schemas';
import { TextField } from '../../components/ui/text-field.tsx';
import { refreshSession, useSession } from '../../lib/auth.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { signInWithEmail } from './api/auth-calls.ts';
import { AuthCard } from './components/auth-card.tsx';
import { returnPathFrom } from './return-to.ts';
import { ACCOUNT_TEXT } from '@store/shared/messages/accounts';

export function LoginPage() {
  usePageTitle(SPEC_APP_TEXT.login);
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = returnPathFrom(location);
  const { user, isLoading } = useSession();
  const [authError, setAuthError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(LoginFormSchema), defaultValues: { email: '', password: '' } });

  async function onSubmit(form: LoginForm) {
    setAuthError(null);
    try {
      await signInWithEmail(form);
      await refreshSession();
      void navigate(returnTo, { replace: true });
    } catch (error) {
      setAuthError(error instanceof Error ? error.message : ACCOUNT_TEXT.signInFailed);
    }
  }

  if (!isSubmitting && user) return <Navigate to={returnTo} replace />;

  return (
    <AuthCard
      title={SPEC_APP_TEXT.login}
      submitLabel={SPEC_APP_TEXT.login}
      isLoading={isLoading}
      skeletonFields={2}
      isSubmitting={isSubmitting}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
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
    </AuthCard>
  );
}
