// /contact: office addresses and the contact form (spec §2). The form checks its required fields in the
// browser, then sends the message to the store (POST /api/contact), which keeps it, mails it to the shop
// with a copy to the sender, and the page says so (docs/decisions/012-contact-form.md).
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ClockIcon, MapPinIcon, PhoneIcon } from '../../components/ui/icons.tsx';
import { TextAreaField, TextField } from '../../components/ui/fields.tsx';
import { useLocale, useTexts } from '../../lib/i18n.tsx';
import { usePageHead } from '../../lib/page-title.ts';
import { api } from '../../lib/api-client.ts';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { localeContent } from '../../lib/lazy-load.ts';
import type { Office } from './offices.ts';

/** The offices in the page's language: one module per language, only the page's fetched. */
export const useOffices = localeContent<readonly Office[]>({
  en: async () => (await import('./offices.ts')).OFFICES,
  bn: async () => (await import('./offices.bn.ts')).OFFICES,
});

type FieldEvents = Partial<
  Record<'onInvalid' | 'onInput', (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => void>
>;

/** On a Bangla page, the field's own message: the browser's is in the browser's language, often English. */
function useFieldMessages(): FieldEvents {
  const { CONTACT_TEXT } = useTexts('pages');
  const locale = useLocale();
  if (locale === 'en') return {};
  return {
    onInvalid(event) {
      const field = event.currentTarget;
      field.setCustomValidity('');
      if (field.validity.valueMissing) field.setCustomValidity(CONTACT_TEXT.fieldRequired);
      else if (field.validity.typeMismatch) field.setCustomValidity(CONTACT_TEXT.emailInvalid);
    },
    // The field is judged afresh once it changes.
    onInput(event) {
      event.currentTarget.setCustomValidity('');
    },
  };
}

export function ContactPage() {
  const { COMPANY, SPEC_TEXT } = useTexts('common');
  const { CONTACT_TEXT } = useTexts('pages');
  const { PAGE_DESCRIPTIONS } = useTexts('seo');
  const offices = useOffices();
  const fieldMessages = useFieldMessages();
  usePageHead({ title: SPEC_TEXT.contactUs, description: PAGE_DESCRIPTIONS.contact, canonicalPath: '/contact' });
  const [searchParams] = useSearchParams();
  const { CONTACT_FORM } = useTexts('contact-inbox');
  const locale = useLocale();
  const apiErrorText = useApiErrorText();
  const [sent, setSent] = useState<{ count: number; email: string }>({ count: 0, email: '' });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string | undefined> } | null>(null);
  // When the form was shown: the store refuses a message sent faster than a person can type one.
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  // Request For Quote on the home page links here with ?subject=…
  const subject = (searchParams.get('subject') ?? '').slice(0, 120);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const field = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    setSending(true);
    setFailure(null);
    try {
      await api('/contact', {
        method: 'POST',
        body: {
          name: field('name'),
          email: field('email'),
          phone: field('phone'),
          subject: field('subject'),
          message: field('message'),
          website: field('website'),
          shownAt: shownAt.current,
          locale,
        },
      });
    } catch (error) {
      const fieldOf = (name: string) => apiErrorText.field(error, name);
      setFailure({
        message: apiErrorText.refusal(error, CONTACT_FORM.failed({ phone: COMPANY.helpline })),
        fields: Object.fromEntries(['name', 'email', 'phone', 'subject', 'message'].map((n) => [n, fieldOf(n)])),
      });
      return;
    } finally {
      setSending(false);
    }
    form.reset();
    shownAt.current = Date.now();
    setSent((before) => ({ count: before.count + 1, email: field('email') }));
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">{SPEC_TEXT.contactUs}</h1>
      <p className="mt-2 max-w-prose text-lg">{CONTACT_TEXT.intro}</p>

      <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_3fr]">
        <section aria-labelledby="offices-heading">
          <h2 id="offices-heading" className="text-2xl font-bold">
            {CONTACT_TEXT.officesHeading}
          </h2>
          <ul className="mt-4 space-y-4">
            {offices.map((office) => (
              <li key={office.name} className="rounded-box border border-base-300 bg-base-100 p-5">
                <h3 className="text-lg font-semibold">{office.name}</h3>
                <address className="mt-2 space-y-2 not-italic">
                  <span className="flex gap-2">
                    <MapPinIcon className="mt-0.5 size-5 shrink-0 text-primary" />
                    {office.address}
                  </span>
                  <span className="flex gap-2">
                    <PhoneIcon className="mt-0.5 size-5 shrink-0 text-primary" />
                    <a className="link link-hover" href={office.phoneHref}>
                      {office.phone}
                    </a>
                  </span>
                </address>
              </li>
            ))}
          </ul>
          <p className="mt-4 flex gap-2">
            <ClockIcon className="mt-0.5 size-5 shrink-0 text-primary" />
            {SPEC_TEXT.openingHours}
          </p>
        </section>

        <section aria-labelledby="form-heading" className="rounded-box bg-base-200 p-5 sm:p-8">
          <h2 id="form-heading" className="text-2xl font-bold">
            {CONTACT_TEXT.formHeading}
          </h2>
          <p className="mt-1 text-sm">{CONTACT_TEXT.requiredNote}</p>
          <form onSubmit={handleSubmit} className="mt-6 grid gap-4 sm:grid-cols-2">
            {(
              [
                ['name', CONTACT_TEXT.labelName, 'text', 'name', 100],
                ['email', CONTACT_TEXT.labelEmail, 'email', 'email', 254],
                ['phone', CONTACT_TEXT.labelPhone, 'tel', 'tel', 30],
                ['subject', CONTACT_TEXT.labelSubject, 'text', undefined, 120],
              ] as const
            ).map(([name, label, type, autoComplete, maxLength]) => (
              <TextField
                key={name}
                label={label}
                name={name}
                type={type}
                autoComplete={autoComplete}
                required
                maxLength={maxLength}
                defaultValue={name === 'subject' ? subject : undefined}
                error={failure?.fields[name]}
                {...fieldMessages}
              />
            ))}
            <div className="sm:col-span-2">
              <TextAreaField
                label={CONTACT_TEXT.labelMessage}
                name="message"
                required
                rows={6}
                maxLength={2000}
                error={failure?.fields.message}
                {...fieldMessages}
                className="border border-base-content/60"
              />
            </div>
            {/* The honeypot: out of sight and out of the tab order, so only a robot fills it in. */}
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label>
                {CONTACT_FORM.honeypot}
                <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </div>
            <div className="sm:col-span-2">
              <button type="submit" className="btn btn-primary" disabled={sending} aria-busy={sending}>
                {SPEC_TEXT.sentMessage}
              </button>
            </div>
          </form>
          {/* Always in the page, so that screen readers announce the text when it appears; the key
              makes a second message announce itself again. */}
          <div role="status" aria-live="polite" className="mt-4">
            {sent.count > 0 && !failure ? (
              <p key={sent.count} className="alert alert-success">
                {CONTACT_FORM.sent({ email: sent.email })}
              </p>
            ) : null}
          </div>
          <div role="alert" className="mt-4 empty:hidden">
            {failure ? <p className="alert alert-error">{failure.message}</p> : null}
          </div>
        </section>
      </div>
    </div>
  );
}
