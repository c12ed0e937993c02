// /login (spec §2 Login): email, password, Login, the link to sign-up and Continue With Google.
// After success the user returns to the page that sent them here, or to /.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { SPEC_APP_TEXT } from '@store/shared/messages';
import { type LoginForm, LoginFormSchema } from '@store/shared/schemas';
import { TextField } from '../../components/ui/text-field.tsx';
import { refreshSession, useSession } from '../../lib/auth.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { signInWithEmail } from './api/auth-calls.ts';
import { AuthCardSkeleton } from './components/auth-card-skeleton.tsx';
import { GoogleButton } from './components/google-button.tsx';
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
    <section className="flex min-h-[70vh] items-center justify-center px-4 py-10">
      {isLoading ? (
        <AuthCardSkeleton fields={2} />
      ) : (
        <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body">
            <h1 className="text-center text-2xl font-bold">{SPEC_APP_TEXT.login}</h1>
            <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
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
              <button type="submit" className="btn btn-primary mt-4 w-full" disabled={isSubmitting}>
                {isSubmitting ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
                {SPEC_APP_TEXT.login}
              </button>
            </form>
            {authError ? (
              <p role="alert" className="text-center text-sm font-medium text-red-600">
                {authError}
              </p>
            ) : null}
            <p className="text-center text-sm">
              {ACCOUNT_TEXT.newHere}{' '}
              <Link to="/singup" state={location.state as unknown} className="link link-primary">
                {ACCOUNT_TEXT.createAccount}
              </Link>
            </p>
            <div className="divider">{ACCOUNT_TEXT.or}</div>
            <GoogleButton returnTo={returnTo} onError={setAuthError} />
          </div>
        </div>
      )}
    </section>
  );
}
