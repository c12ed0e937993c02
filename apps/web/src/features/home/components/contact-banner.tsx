import { Link } from 'react-router';
import { useTexts } from '../../../lib/i18n.tsx';

/** The contact banner: Request For Quote opens the quote request form (/quote). */
export function ContactBanner() {
  const { SPEC_TEXT } = useTexts('common');
  const { HOME_TEXT } = useTexts('home');
  return (
    <section aria-labelledby="contact-banner-heading" className="mx-auto max-w-6xl px-4 py-14">
      <div className="rounded-box bg-primary px-6 py-10 text-primary-content md:flex md:items-center md:justify-between md:gap-8 md:px-12">
        <div>
          <h2 id="contact-banner-heading" className="text-3xl font-bold">
            {HOME_TEXT.contactHeading}
          </h2>
          <p className="mt-2 max-w-prose">{HOME_TEXT.contactText}</p>
        </div>
        <div className="mt-6 flex shrink-0 flex-wrap gap-3 md:mt-0">
          <Link to="/quote" className="btn btn-secondary">
            {SPEC_TEXT.requestForQuote}
          </Link>
          <Link to="/contact" className="btn border-base-100 bg-base-100 text-primary">
            {SPEC_TEXT.contactUs}
          </Link>
        </div>
      </div>
    </section>
  );
}
