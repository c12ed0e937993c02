// /singup (spec §2 Sign-up; the path is the spec's spelling): name, email, password, the link to
// login and Continue With Google. After success the user returns to the origin page, or to /.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router';
import { type SignupForm, SignupFormSchema } from '@store/shared/schemas';
import { TextField } from '../../components/ui/text-field.tsx';
import { useLocalizedPath, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { signUpWithEmail } from './api/auth-calls.ts';
import { AuthCard } from './components/auth-card.tsx';
import { useAuthFlow } from './use-auth-flow.ts';

export function SignupPage() {
  const { ACCOUNT_TEXT } = useTexts('accounts');
  useTexts('feedback'); // the form's rules name its messages (schemas/accounts.ts)
  const localize = useLocalizedPath();
  usePageTitle(ACCOUNT_TEXT.signupTitle);
  const { returnTo, user, isLoading, authError, setAuthError, run } = useAuthFlow((form: SignupForm) =>
    signUpWithEmail(form, localize),
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupForm>({
    resolver: zodResolver(SignupFormSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  if (!isSubmitting && user) return <Navigate to={returnTo} replace />;

  return (
    <AuthCard
      title={ACCOUNT_TEXT.signupTitle}
      submitLabel={ACCOUNT_TEXT.signupButton}
      isLoading={isLoading}
      skeletonFields={3}
      isSubmitting={isSubmitting}
      onSubmit={(e) => void handleSubmit(run)(e)}
      authError={authError}
      onAuthError={setAuthError}
      returnTo={returnTo}
      switchPrompt={ACCOUNT_TEXT.haveAccount}
      switchLabel={ACCOUNT_TEXT.pleaseLogin}
      switchTo="/login"
    >
      <TextField
        label={ACCOUNT_TEXT.nameLabel}
        type="text"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
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
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
    </AuthCard>
  );
}
