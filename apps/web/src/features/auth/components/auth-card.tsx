// The frames of the auth pages: /login and /singup (the form, the link to the other page and Continue With
// Google), and the recovery pages (the same look without the sign-in parts).
import type { FormEventHandler, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTexts } from '../../../lib/i18n.tsx';
import { GoogleButton } from './google-button.tsx';

export interface AuthCardProps {
  title: string;
  submitLabel: string;
  /** While the session is checked: skeleton placeholders with this many fields. */
  isLoading: boolean;
  skeletonFields: number;
  isSubmitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  authError: string | null;
  onAuthError: (message: string) => void;
  returnTo: string;
  switchPrompt: string;
  switchLabel: string;
  switchTo: '/login' | '/singup';
  children: ReactNode;
}

export function AuthCard(props: AuthCardProps) {
  const location = useLocation();
  const { ACCOUNT_TEXT } = useTexts('accounts');
  return (
    <section className="flex min-h-[70vh] items-center justify-center px-4 py-10">
      {props.isLoading ? (
        <AuthCardSkeleton fields={props.skeletonFields} />
      ) : (
        <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body">
            <h1 className="text-center text-2xl font-bold">{props.title}</h1>
            <form noValidate onSubmit={props.onSubmit}>
              {props.children}
              <button type="submit" className="btn btn-primary mt-4 w-full" disabled={props.isSubmitting}>
                {props.isSubmitting ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
                {props.submitLabel}
              </button>
            </form>
            <AuthAlert text={props.authError} />
            <p className="text-center text-sm">
              {props.switchPrompt} {/* The origin travels along, so that either page returns the user to it. */}
              <Link to={props.switchTo} state={location.state as unknown} className="link link-primary">
                {props.switchLabel}
              </Link>
            </p>
            <div className="divider">{ACCOUNT_TEXT.or}</div>
            <GoogleButton returnTo={props.returnTo} onError={props.onAuthError} />
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

export function RecoveryCard(props: { title: string; error: string | null; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="flex min-h-[70vh] items-center justify-center px-4 py-10">
      <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-4">
          <h1 className="text-center text-2xl font-bold">{props.title}</h1>
          {props.children}
          <AuthAlert text={props.error} />
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
