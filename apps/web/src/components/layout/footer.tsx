// The site footer (spec §2 Footer): address, helpline, opening hours and policy links.
import { Link } from 'react-router';
import { COMPANY_CONTACT } from '@store/shared/constants';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../ui/icons.tsx';
import { LanguageSwitch } from './language-switch.tsx';

const HEADING = 'mb-3 text-sm font-bold uppercase tracking-wide';
const LINK = 'link link-hover rounded-field';

/** The policies, in their order on /policies; the ids are its anchors (/policies#returns). */
export function usePolicyLinks() {
  const { PUBLIC_TEXT } = useTexts('common');
  return [
    { id: 'privacy', label: PUBLIC_TEXT.policyPrivacy },
    { id: 'terms', label: PUBLIC_TEXT.policyTerms },
    { id: 'returns', label: PUBLIC_TEXT.policyReturns },
    { id: 'shipping', label: PUBLIC_TEXT.policyShipping },
  ] as const;
}

export function Footer() {
  const { COMPANY, PUBLIC_TEXT, SPEC_TEXT, LANGUAGE_TEXT } = useTexts('common');
  const { plain } = useFormat();
  return (
    <footer className="bg-neutral text-neutral-content print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-bold">{SPEC_TEXT.brand}</p>
          <p className="mt-2">{PUBLIC_TEXT.footerTagline}</p>
        </div>
        <div>
          <h2 className={HEADING}>{PUBLIC_TEXT.address}</h2>
          <address className="flex gap-2 not-italic">
            <MapPinIcon className="mt-0.5 size-5 shrink-0" />
            {COMPANY.address}
          </address>
        </div>
        <div>
          <h2 className={HEADING}>{PUBLIC_TEXT.helpline}</h2>
          <p className="flex gap-2">
            <PhoneIcon className="mt-0.5 size-5 shrink-0" />
            <a className={LINK} href={COMPANY_CONTACT.helplineHref}>
              {COMPANY.helpline}
            </a>
          </p>
          <p className="mt-2 flex gap-2">
            <MailIcon className="mt-0.5 size-5 shrink-0" />
            {/* An email has no spaces: it breaks anywhere rather than widening a narrow column. */}
            <a className={`${LINK} min-w-0 wrap-anywhere`} href={`mailto:${COMPANY_CONTACT.email}`} translate="no">
              {COMPANY_CONTACT.email}
            </a>
          </p>
          <h2 className={`${HEADING} mt-6`}>{PUBLIC_TEXT.openingHours}</h2>
          <p className="flex gap-2">
            <ClockIcon className="mt-0.5 size-5 shrink-0" />
            {SPEC_TEXT.openingHours}
          </p>
        </div>
        <nav aria-label={PUBLIC_TEXT.policies}>
          <h2 className={HEADING}>{PUBLIC_TEXT.policies}</h2>
          <ul className="space-y-2">
            {usePolicyLinks().map((policy) => (
              <li key={policy.id}>
                <Link className={LINK} to={`/policies#${policy.id}`}>
                  {policy.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 border-t border-neutral-content/20 px-4 py-4 text-center text-sm">
        <p>{PUBLIC_TEXT.copyright({ year: plain(new Date().getFullYear()) })}</p>
        <p>
          {LANGUAGE_TEXT.label}: <LanguageSwitch className={`${LINK} underline`} />
        </p>
      </div>
    </footer>
  );
}
