// The frames of the auth pages: /login and /singup (the form, the link to the other page and Continue With
// Google), and the recovery pages (the same look without the sign-in parts).
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/fields.tsx';
import { refreshSession, useSession } from '../../../lib/auth.ts';
import { useLocalizedPath, useTexts } from '../../../lib/i18n.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import type { Localize } from '../api/auth-calls.ts';
import { returnPathFrom } from '../return-to.ts';
import { useAuthErrorText, useRecoveryErrorText } from '../use-auth-error-text.ts';
import { GoogleButton } from './google-button.tsx';

export interface AuthCardProps<F extends FieldValues> {
  title: string;
  submitLabel: string;
  schema: z.ZodType<F, F>;
  /** Each field: its name (also its input type, but for `name`), label and autocomplete. */
  fields: readonly (readonly [name: Path<F> & ('name' | 'email' | 'password'), label: string, autoComplete: string])[];
  submit: (form: F, localize: Localize) => Promise<unknown>;
  switchPrompt: string;
  switchLabel: string;
  switchTo: '/login' | '/singup';
  children?: ReactNode;
}

/**
 * A sign-in form: where to go after success (the origin, or /), the signed-in check, the auth error
 * shown under the form, and the sequence submit → session → token → go back.
 */
export function AuthCard<F extends FieldValues>(props: AuthCardProps<F>) {
  const location = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { ACCOUNT_TEXT } = useTexts('accounts');
  useTexts('feedback'); // the form's rules name its messages (schemas/accounts.ts)
  usePageTitle(props.title);
  const authErrorText = useAuthErrorText();
  const returnTo = returnPathFrom(location);
  const { user, isLoading } = useSession();
  const [authError, setAuthError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<F>({
    resolver: zodResolver(props.schema),
    defaultValues: Object.fromEntries(props.fields.map(([name]) => [name, ''])) as DefaultValues<F>,
  });

  async function run(form: F): Promise<void> {
    setAuthError(null);
    try {
      await props.submit(form, localize);
      await refreshSession();
      void navigate(returnTo, { replace: true });
    } catch (error) {
      setAuthError(authErrorText(error, ACCOUNT_TEXT.signInFailed));
    }
  }

  if (!isSubmitting && user) return <Navigate to={returnTo} replace />;
  return (
    <section className="flex min-h-[70vh] items-center justify-center px-4 py-10">
      {isLoading ? (
        <AuthCardSkeleton fields={props.fields.length} />
      ) : (
        <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body">
            <h1 className="text-center text-2xl font-bold">{props.title}</h1>
            <form noValidate onSubmit={(e) => void handleSubmit(run)(e)}>
              {props.fields.map(([name, label, autoComplete]) => (
                <TextField
                  key={name}
                  label={label}
                  type={name === 'name' ? 'text' : name}
                  autoComplete={autoComplete}
                  error={errors[name]?.message as string | undefined}
                  {...register(name)}
                />
              ))}
              {props.children}
              <button type="submit" className="btn btn-primary mt-4 w-full" disabled={isSubmitting}>
                {isSubmitting ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
                {props.submitLabel}
              </button>
            </form>
            <AuthAlert text={authError} />
            <p className="text-center text-sm">
              {props.switchPrompt} {/* The origin travels along, so that either page returns the user to it. */}
              <Link to={props.switchTo} state={location.state as unknown} className="link link-primary">
                {props.switchLabel}
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

/** The auth error in red under the form. */
function AuthAlert({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="text-center text-sm font-medium text-red-600">
      {text}
    </p>
  ) : null;
}

interface RecoveryCardProps<F extends FieldValues> {
  title: string;
  schema: z.ZodType<F, F>;
  /** The one field: its name (also its input type), label and autocomplete. */
  field: readonly [name: Path<F> & ('email' | 'password'), label: string, autoComplete: string];
  submitLabel: string;
  /** A failure it throws is shown under the form. */
  submit: (form: F) => Promise<void>;
  /** Shown in place of the form (done, or a link that no longer works). */
  outcome?: ReactNode;
  intro?: ReactNode;
  footer?: ReactNode;
}

/** A recovery page: one field, the same card without the sign-in parts, a failure said without telling who has an account. */
export function RecoveryCard<F extends FieldValues>(props: RecoveryCardProps<F>) {
  useTexts('feedback'); // the form's rules name their messages (schemas/accounts.ts)
  usePageTitle(props.title);
  const recoveryErrorText = useRecoveryErrorText();
  const [error, setError] = useState<string | null>(null);
  const [name, label, autoComplete] = props.field;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<F>({ resolver: zodResolver(props.schema), defaultValues: { [name]: '' } as DefaultValues<F> });

  async function run(form: F): Promise<void> {
    setError(null);
    try {
      await props.submit(form);
    } catch (e) {
      setError(recoveryErrorText(e));
    }
  }

  return (
    <section className="flex min-h-[70vh] items-center justify-center px-4 py-10">
      <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-4">
          <h1 className="text-center text-2xl font-bold">{props.title}</h1>
          {props.outcome ?? (
            <form noValidate onSubmit={(e) => void handleSubmit(run)(e)}>
              {props.intro}
              <TextField
                label={label}
                type={name}
                autoComplete={autoComplete}
                error={errors[name]?.message as string | undefined}
                {...register(name)}
              />
              <button type="submit" className="btn btn-primary mt-4 w-full" disabled={isSubmitting}>
                {props.submitLabel}
              </button>
            </form>
          )}
          <AuthAlert text={error} />
          {props.footer}
        </div>
      </div>
    </section>
  );
}

/** The card's shape while the session is being checked (spec §2: skeleton placeholders). */
function AuthCardSkeleton({ fields }: { fields: number }) {
  const { PUBLIC_TEXT } = useTexts('common');
  return (
    <div role="status" aria-live="polite" className="card w-full max-w-md border border-base-300 bg-base-100 shadow-sm">
      <span className="sr-only">{PUBLIC_TEXT.loading}</span>
      <div className="card-body gap-4" aria-hidden="true">
        <div className="skeleton mx-auto h-8 w-32" />
        {Array.from({ length: fields }, (_, i) => (
          <div key={i} className="flex flex-col gap-2">
            <div className="skeleton h-4 w-20" />
            <div className="skeleton h-10 w-full" />
          </div>
        ))}
        <div className="skeleton h-10 w-full" />
        <div className="skeleton h-4 w-2/3" />
        <div className="skeleton h-10 w-full" />
      </div>
    </div>
  );
}
