// A phone number proved by a code sent by SMS, in two steps: the number (and the name, where one is asked
// for) → Send code → the 6-digit code → the page's own action (sign in, check out, add the phone). Used by
// /login, /singup, the cart's guest checkout and My Profil.
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { refsTo } from '@store/shared/i18n/catalogue';
import { SignupFormSchema } from '@store/shared/schemas';
import { BdMobileSchema, displayBdMobile } from '@store/shared/schemas/phone';
import { Field, TextField } from '../../../components/ui/fields.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { AuthError, sendPhoneCode, verifyPhoneCode } from '../api/auth-calls.ts';
import { usePhoneErrorText } from '../use-auth-error-text.ts';

/** How long Send again waits after a code is sent (the server's own limit answers 429 with Retry-After). */
export const RESEND_AFTER_SECONDS = 60;
const CODE_LENGTH = 6;

const formText = refsTo('phone-ui', 'PHONE_FORM_TEXT');

/** Bangla digits (০-৯) as ASCII: a code typed on a Bangla keyboard is the same code. */
const asciiDigits = (s: string) => s.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6));

const PhoneStepSchema = z.object({ phoneNumber: BdMobileSchema });
const NamedPhoneStepSchema = PhoneStepSchema.extend({ name: SignupFormSchema.shape.name });
type PhoneStepInput = { name?: string; phoneNumber: string };
type PhoneStep = { name?: string; phoneNumber: string };

const CodeStepSchema = z.object({
  code: z
    .string()
    .transform((s) => asciiDigits(s).replace(/\s/g, ''))
    .pipe(
      z
        .string()
        .min(1, formText('codeRequired'))
        .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), formText('codeInvalid')),
    ),
});
type CodeStepInput = z.input<typeof CodeStepSchema>;
type CodeStep = z.output<typeof CodeStepSchema>;

export interface PhoneCodeFormProps {
  /** Asks for the person's name too (sign-up, guest checkout). */
  withName?: boolean;
  /** The last step's button: Sign in, Sign up, Continue… */
  submitLabel: string;
  /** Checks the code; by default it signs in (or up) with the number. */
  verify?: (phoneNumber: string, code: string) => Promise<void>;
  /** After the code is accepted: the number (+8801…) and the name typed ('' when none was asked for). */
  onVerified: (verified: { phoneNumber: string; name: string }) => Promise<void>;
  /** Where the number starts, when it is known (a profile's phone). */
  initialPhone?: string;
}

export function PhoneCodeForm({ withName = false, submitLabel, verify, onVerified, initialPhone }: PhoneCodeFormProps) {
  const { PHONE_UI_TEXT } = useTexts('phone-ui');
  const { ACCOUNT_TEXT } = useTexts('accounts');
  // The areas of the rules' messages: the name's (feedback, accounts), the phone's (delivery).
  useTexts('feedback');
  useTexts('delivery');
  const errorText = usePhoneErrorText();
  const [sent, setSent] = useState<PhoneStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [secondsLeft, startCountdown] = useCountdown();
  const hintId = useId();

  const phoneForm = useForm<PhoneStepInput, unknown, PhoneStep>({
    resolver: zodResolver(withName ? NamedPhoneStepSchema : PhoneStepSchema),
    defaultValues: {
      ...(withName ? { name: '' } : {}),
      phoneNumber: initialPhone ? displayBdMobile(initialPhone) : '',
    },
  });
  const codeForm = useForm<CodeStepInput, unknown, CodeStep>({
    resolver: zodResolver(CodeStepSchema),
    defaultValues: { code: '' },
  });
  const { setFocus } = codeForm;

  useEffect(() => {
    if (sent) setFocus('code');
  }, [sent, setFocus]);

  async function send(step: PhoneStep, isResend: boolean): Promise<void> {
    setError(null);
    setNotice(null);
    try {
      await sendPhoneCode(step.phoneNumber);
    } catch (e) {
      if (e instanceof AuthError && e.status === 429 && e.retryAfter) startCountdown(e.retryAfter);
      setError(errorText(e, 'send'));
      return;
    }
    startCountdown(RESEND_AFTER_SECONDS);
    setSent(step);
    if (isResend) {
      codeForm.reset({ code: '' });
      setNotice(PHONE_UI_TEXT.codeResent);
    }
  }

  async function check({ code }: CodeStep): Promise<void> {
    if (!sent) return;
    setError(null);
    setNotice(null);
    try {
      await (verify ?? verifyPhoneCode)(sent.phoneNumber, code);
    } catch (e) {
      setError(errorText(e, 'verify'));
      return;
    }
    try {
      await onVerified({ phoneNumber: sent.phoneNumber, name: sent.name ?? '' });
    } catch (e) {
      setError(errorText(e, 'after'));
    }
  }

  const errors = phoneForm.formState.errors;
  const codeError = codeForm.formState.errors.code?.message;
  const busy = phoneForm.formState.isSubmitting || codeForm.formState.isSubmitting;
  const alert = error ? (
    <p role="alert" className="text-sm font-medium text-error">
      {error}
    </p>
  ) : null;

  if (!sent) {
    return (
      <form
        noValidate
        className="flex flex-col gap-1"
        onSubmit={(e) => void phoneForm.handleSubmit((step) => send(step, false))(e)}
      >
        {withName ? (
          <TextField
            label={ACCOUNT_TEXT.nameLabel}
            autoComplete="name"
            error={errors.name?.message}
            {...phoneForm.register('name')}
          />
        ) : null}
        <Field label={PHONE_UI_TEXT.phoneLabel} error={errors.phoneNumber?.message} describedBy={hintId}>
          {(aria, hasError) => (
            <>
              <input
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                translate="no"
                className={`input w-full border ${hasError ? 'border-error' : 'border-base-content/60'}`}
                {...aria}
                {...phoneForm.register('phoneNumber')}
              />
              <p id={hintId} className="text-sm text-base-content/80">
                {PHONE_UI_TEXT.phoneHint}
              </p>
            </>
          )}
        </Field>
        {alert}
        <button type="submit" className="btn btn-primary mt-3 w-full" disabled={busy}>
          {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
          {busy ? PHONE_UI_TEXT.sendingCode : PHONE_UI_TEXT.sendCode}
        </button>
      </form>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="text-sm">
        {notice ?? PHONE_UI_TEXT.codeSentTo({ phone: displayBdMobile(sent.phoneNumber) })}
      </p>
      <form noValidate className="flex flex-col gap-1" onSubmit={(e) => void codeForm.handleSubmit(check)(e)}>
        <TextField
          label={PHONE_UI_TEXT.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          translate="no"
          className="tracking-[0.3em]"
          error={codeError}
          {...codeForm.register('code')}
        />
        {alert}
        <button type="submit" className="btn btn-primary mt-3 w-full" disabled={busy}>
          {codeForm.formState.isSubmitting ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : null}
          {codeForm.formState.isSubmitting ? PHONE_UI_TEXT.verifying : submitLabel}
        </button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          className="btn btn-link btn-sm px-0"
          onClick={() => {
            setSent(null);
            setError(null);
            setNotice(null);
            codeForm.reset({ code: '' });
          }}
        >
          {PHONE_UI_TEXT.changeNumber}
        </button>
        {secondsLeft > 0 ? (
          <span aria-live="off">{PHONE_UI_TEXT.resendIn({ seconds: secondsLeft })}</span>
        ) : (
          <button
            type="button"
            className="btn btn-link btn-sm px-0"
            disabled={busy}
            onClick={() => void send(sent, true)}
          >
            {PHONE_UI_TEXT.resend}
          </button>
        )}
      </div>
    </div>
  );
}

/** A countdown in whole seconds: `start(n)` begins one (from an event), it ticks once a second to 0. */
function useCountdown(): [secondsLeft: number, start: (seconds: number) => void] {
  const [clock, setClock] = useState({ until: 0, now: 0 });
  const { until } = clock;
  useEffect(() => {
    if (until === 0) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setClock((c) => ({ ...c, now }));
      if (now >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const start = useCallback((seconds: number) => {
    const now = Date.now();
    setClock({ until: now + seconds * 1000, now });
  }, []);
  return [Math.max(0, Math.ceil((clock.until - clock.now) / 1000)), start];
}
