// My Profil's ways to reach the account: every account adds or changes its mobile number (proved by a code
// sent to it); a phone account, whose email is only a placeholder, also adds a real email (it becomes the
// account's when the link sent there is followed).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ForgotPasswordForm, ForgotPasswordFormSchema } from '@store/shared/schemas';
import { displayBdMobile, isPhoneAccountEmail } from '@store/shared/schemas/phone';
import { TextField } from '../../../components/ui/fields.tsx';
import { refreshSession, type SessionUser } from '../../../lib/auth.ts';
import { useLocalizedPath, useTexts } from '../../../lib/i18n.tsx';
import { changeEmail, PhoneCodeForm, usePhoneErrorText, verifyPhoneCode } from '../../auth/index.ts';

const CARD = 'card border border-base-300 bg-base-100';

export function ContactSection({ user }: { user: SessionUser }) {
  return (
    <>
      <AddPhone phoneNumber={user.phoneNumber ?? null} />
      {isPhoneAccountEmail(user.email) ? <AddEmail /> : null}
    </>
  );
}

function AddPhone({ phoneNumber }: { phoneNumber: string | null }) {
  const { PHONE_UI_TEXT } = useTexts('phone-ui');
  const [isAdding, setAdding] = useState(false);
  const [isDone, setDone] = useState(false);
  return (
    <section aria-labelledby="profile-phone-heading" className={CARD}>
      <div className="card-body gap-3">
        <h3 id="profile-phone-heading" className="text-lg font-semibold">
          {PHONE_UI_TEXT.phoneSection}
        </h3>
        {phoneNumber ? (
          <p className="text-lg" translate="no">
            {displayBdMobile(phoneNumber)}
          </p>
        ) : (
          <p>{PHONE_UI_TEXT.noPhone}</p>
        )}
        {isDone ? (
          <p role="status" className="text-success">
            {PHONE_UI_TEXT.phoneAdded}
          </p>
        ) : null}
        {isAdding ? (
          <div className="flex max-w-md flex-col gap-2">
            <PhoneCodeForm
              submitLabel={PHONE_UI_TEXT.savePhone}
              verify={(phone, code) => verifyPhoneCode(phone, code, { updatePhoneNumber: true })}
              onVerified={async () => {
                await refreshSession();
                setAdding(false);
                setDone(true);
              }}
            />
            <button type="button" className="btn btn-ghost btn-sm self-start" onClick={() => setAdding(false)}>
              {PHONE_UI_TEXT.cancel}
            </button>
          </div>
        ) : (
          <div>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                setDone(false);
                setAdding(true);
              }}
            >
              {phoneNumber ? PHONE_UI_TEXT.changePhone : PHONE_UI_TEXT.addPhone}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

function AddEmail() {
  const { PHONE_UI_TEXT } = useTexts('phone-ui');
  useTexts('feedback'); // the email rule's messages
  const localize = useLocalizedPath();
  const errorText = usePhoneErrorText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordForm>({ resolver: zodResolver(ForgotPasswordFormSchema), defaultValues: { email: '' } });

  async function add({ email }: ForgotPasswordForm): Promise<void> {
    setError(null);
    try {
      await changeEmail(email, localize);
    } catch (e) {
      setError(errorText(e, 'email'));
      return;
    }
    setSentTo(email);
  }

  return (
    <section aria-labelledby="profile-email-heading" className={CARD}>
      <div className="card-body gap-3">
        <h3 id="profile-email-heading" className="text-lg font-semibold">
          {PHONE_UI_TEXT.emailSection}
        </h3>
        {sentTo ? (
          <p role="status" className="wrap-anywhere">
            {PHONE_UI_TEXT.emailLinkSent({ email: sentTo })}
          </p>
        ) : (
          <>
            <p>{PHONE_UI_TEXT.noEmail}</p>
            <form noValidate className="flex max-w-md flex-col gap-1" onSubmit={(e) => void handleSubmit(add)(e)}>
              <TextField
                label={PHONE_UI_TEXT.emailLabel}
                type="email"
                autoComplete="email"
                translate="no"
                error={errors.email?.message}
                {...register('email')}
              />
              {error ? (
                <p role="alert" className="text-sm font-medium text-error">
                  {error}
                </p>
              ) : null}
              <button type="submit" className="btn btn-primary mt-2 self-start" disabled={isSubmitting}>
                {isSubmitting ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
                {PHONE_UI_TEXT.addEmail}
              </button>
            </form>
          </>
        )}
      </div>
    </section>
  );
}
