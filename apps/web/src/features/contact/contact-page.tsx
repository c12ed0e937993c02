// /contact: office addresses and the contact form (spec §2). The spec shows no submit behaviour;
// the form checks its required fields in the browser, then hands the message to the visitor's
// email app, addressed to the company, and says so. NOTE: no backend call (docs/decisions/012-contact-form.md).
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { COMPANY_CONTACT } from '@store/shared/constants';
import { ClockIcon, MapPinIcon, PhoneIcon } from '../../components/ui/icons.tsx';
import { TextAreaField, TextField } from '../../components/ui/fields.tsx';
import { useLocale, useTexts } from '../../lib/i18n.tsx';
import { usePageHead } from '../../lib/page-title.ts';
import { contactMailto, openMailClient } from './contact-mail.ts';
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
  const [sentCount, setSentCount] = useState(0);
  // Request For Quote on the home page links here with ?subject=…
  const subject = (searchParams.get('subject') ?? '').slice(0, 120);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    openMailClient(contactMailto(COMPANY_CONTACT.email, new FormData(event.currentTarget)));
    event.currentTarget.reset();
    setSentCount((count) => count + 1);
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
                {...fieldMessages}
                className="border border-base-content/60"
              />
            </div>
            <div className="sm:col-span-2">
              <button type="submit" className="btn btn-primary">
                {SPEC_TEXT.sentMessage}
              </button>
            </div>
          </form>
          {/* Always in the page, so that screen readers announce the text when it appears; the key
              makes a second message announce itself again. */}
          <div role="status" aria-live="polite" className="mt-4">
            {sentCount > 0 ? (
              <p key={sentCount} className="alert alert-success">
                {CONTACT_TEXT.contactHandedOff({ email: COMPANY_CONTACT.email, phone: COMPANY.helpline })}
              </p>
            ) : null}
          </div>
        </section>
      </div>
    </div>
  );
}
