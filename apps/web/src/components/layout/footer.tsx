// The site footer (spec §2 Footer): address, helpline, opening hours and policy links.
import { Link } from 'react-router';
import { OPENING_HOURS } from '@store/shared/constants';
import { COMPANY, PUBLIC_TEXT, SPEC_TEXT } from '@store/shared/messages';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../ui/icons.tsx';

const HEADING = 'mb-3 text-sm font-bold uppercase tracking-wide';
const LINK = 'link link-hover rounded-field';

export function Footer() {
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
            <a className={LINK} href={COMPANY.helplineHref}>
              {COMPANY.helpline}
            </a>
          </p>
          <p className="mt-2 flex gap-2">
            <MailIcon className="mt-0.5 size-5 shrink-0" />
            <a className={LINK} href={`mailto:${COMPANY.email}`}>
              {COMPANY.email}
            </a>
          </p>
          <h2 className={`${HEADING} mt-6`}>{PUBLIC_TEXT.openingHours}</h2>
          <p className="flex gap-2">
            <ClockIcon className="mt-0.5 size-5 shrink-0" />
            {OPENING_HOURS}
          </p>
        </div>
        <nav aria-label={PUBLIC_TEXT.policies}>
          <h2 className={HEADING}>{PUBLIC_TEXT.policies}</h2>
          <ul className="space-y-2">
            {PUBLIC_TEXT.policyLinks.map((policy) => (
              <li key={policy.id}>
                <Link className={LINK} to={`/policies#${policy.id}`}>
                  {policy.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-neutral-content/20 px-4 py-4 text-center text-sm">
        {PUBLIC_TEXT.copyright(new Date().getFullYear())}
      </p>
    </footer>
  );
}
