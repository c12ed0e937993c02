// The frames of the auth pages: /login and /singup (the form, the link to the other page, the choice of a code
// sent to a phone, and Continue With Google), and the recovery pages (the same card without the sign-in parts).
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/fields.tsx';
import { Loading } from '../../../components/ui/spinner.tsx';
import { refreshSession, useSession } from '../../../lib/auth.ts';
import { useLocalizedPath, useTexts } from '../../../lib/i18n.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { type Localize, updateUserName } from '../api/auth-calls.ts';
import { returnPathFrom } from '../return-to.ts';
import { useAuthErrorText, useRecoveryErrorText } from '../use-auth-error-text.ts';
import { GoogleButton } from './google-button.tsx';
import { PhoneCodeForm } from './phone-code-form.tsx';

const SECTION = 'flex min-h-[70vh] items-center justify-center px-4 py-10';
const CARD = 'card w-full max-w-md border border-base-300 bg-base-100 shadow-sm';

interface FormCardProps<F extends FieldValues> {
  title: string;
  submitLabel: string;
  schema: z.ZodType<F, F>;
  /** Each field: its name (also its input type, but for `name`), label and autocomplete. */
  fields: readonly (readonly [name: Path<F> & ('name' | 'email' | 'password'), label: string, autoComplete: string])[];
  /** A failure it throws is shown under the form, in the words of `errorText`. */
  submit: (form: F) => Promise<unknown>;
  errorText: (error: unknown) => string;
  /** Shown in place of the form (done, or a link that no longer works). */
  outcome?: ReactNode;
  intro?: ReactNode;
  /** After the fields. */
  children?: ReactNode;
  /** Under the form's error; given the way to show another error there. */
  footer?: ReactNode | ((say: (error: string) => void) => ReactNode);
}

/** The card of every auth page: the form (or what replaced it), and its error in red under it. */
function FormCard<F extends FieldValues>(props: FormCardProps<F>) {
  useTexts('feedback'); // the form's rules name their messages (schemas/accounts.ts)
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<F>({
    resolver: zodResolver(props.schema),
    defaultValues: Object.fromEntries(props.fields.map(([name]) => [name, ''])) as DefaultValues<F>,
  });

  async function run(form: F): Promise<void> {
    setError(null);
    try {
      await props.submit(form);
    } catch (e) {
      setError(props.errorText(e));
    }
  }

  return (
    <section className={SECTION}>
      <div className={CARD}>
        <div className="card-body gap-4">
          <h1 className="text-center text-2xl font-bold">{props.title}</h1>
          {props.outcome ?? (
            <form noValidate onSubmit={(e) => void handleSubmit(run)(e)}>
              {props.intro}
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
          )}
          {error ? (
            <p role="alert" className="text-center text-sm font-medium text-red-600">
              {error}
            </p>
          ) : null}
          {typeof props.footer === 'function' ? props.footer(setError) : props.footer}
        </div>
      </div>
    </section>
  );
}

interface AuthCardProps<F extends FieldValues> extends Omit<FormCardProps<F>, 'submit' | 'errorText' | 'footer'> {
  submit: (form: F, localize: Localize) => Promise<unknown>;
  switchPrompt: string;
  switchLabel: string;
  switchTo: '/login' | '/singup';
  /** The choice of a code sent by SMS instead of the email form: its button's label, and whether it asks a name. */
  phone: { choiceLabel: string; submitLabel: string; withName: boolean };
}

/**
 * A sign-in form: where to go after success (the origin, or /), the signed-in check, the auth error
 * shown under the form, and the sequence submit → session → token → go back.
 */
export function AuthCard<F extends FieldValues>({
  submit,
  switchPrompt,
  switchLabel,
  switchTo,
  phone,
  ...card
}: AuthCardProps<F>) {
  const location = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { ACCOUNT_TEXT } = useTexts('accounts');
  usePageTitle(card.title);
  const authErrorText = useAuthErrorText();
  const returnTo = returnPathFrom(location);
  const { PHONE_UI_TEXT } = useTexts('phone-ui');
  const { user, isLoading } = useSession();
  const [isPhone, setPhone] = useState(false);

  /** Either way in: the new session read and exchanged for a token (the cart merges on it), then back. */
  async function afterSignIn(): Promise<void> {
    await refreshSession();
    void navigate(returnTo, { replace: true });
  }

  if (user) return <Navigate to={returnTo} replace />;
  if (isLoading) return <AuthCardSkeleton fields={card.fields.length} />;
  const phoneOutcome = isPhone ? (
    <section aria-labelledby="phone-sign-in-title" className="flex flex-col gap-2">
      <h2 id="phone-sign-in-title" className="text-lg font-semibold">
        {phone.choiceLabel}
      </h2>
      <PhoneCodeForm
        withName={phone.withName}
        submitLabel={phone.submitLabel}
        onVerified={async ({ name }) => {
          // A new phone account is named after its number until it takes the name typed. The code opened the
          // session already: go on signed in even if the name was not saved.
          try {
            if (name) await updateUserName(name);
          } finally {
            await afterSignIn();
          }
        }}
      />
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setPhone(false)}>
        {PHONE_UI_TEXT.useEmailInstead}
      </button>
    </section>
  ) : undefined;
  return (
    <FormCard
      {...card}
      {...(phoneOutcome ? { outcome: phoneOutcome } : {})}
      submit={async (form) => {
        await submit(form, localize);
        await afterSignIn();
      }}
      errorText={(error) => authErrorText(error, ACCOUNT_TEXT.signInFailed)}
      footer={(say) => (
        <>
          <p className="text-center text-sm">
            {switchPrompt} {/* The origin travels along, so that either page returns the user to it. */}
            <Link to={switchTo} state={location.state as unknown} className="link link-primary">
              {switchLabel}
            </Link>
          </p>
          <div className="divider">{ACCOUNT_TEXT.or}</div>
          {isPhone ? null : (
            <button type="button" className="btn btn-outline w-full" onClick={() => setPhone(true)}>
              {phone.choiceLabel}
            </button>
          )}
          <GoogleButton returnTo={returnTo} onError={say} />
        </>
      )}
    />
  );
}

/** A recovery page: the same card without the sign-in parts, a failure said without telling who has an account. */
export function RecoveryCard<F extends FieldValues>(props: Omit<FormCardProps<F>, 'errorText'>) {
  usePageTitle(props.title);
  return <FormCard {...props} errorText={useRecoveryErrorText()} />;
}

/** The card's shape while the session is being checked (spec §2: skeleton placeholders). */
function AuthCardSkeleton({ fields }: { fields: number }) {
  return (
    <section className={SECTION}>
      {/* The status element takes the card's width, so that the placeholder is as wide as the card. */}
      <div className="w-full max-w-md">
        <Loading className={`${CARD} card-body gap-4`}>
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
        </Loading>
      </div>
    </section>
  );
}
