import { Link } from 'react-router';
import { useTexts } from '../../../lib/i18n.tsx';

export function Hero() {
  const { SPEC_TEXT } = useTexts('common');
  const { HOME_TEXT } = useTexts('home');
  return (
    <section className="bg-base-200">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 md:grid-cols-2 md:py-16">
        <div>
          {/* The brand is written as the company writes it, in every language. */}
          <h1 translate="no" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {SPEC_TEXT.brand}
          </h1>
          <p className="mt-4 max-w-prose text-lg">{HOME_TEXT.heroTagline}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/allproducts" className="btn btn-primary btn-lg">
              {SPEC_TEXT.heroInDetails}
            </Link>
            <Link to="/contact" className="btn btn-lg border-primary bg-base-100 text-primary">
              {SPEC_TEXT.contactUs}
            </Link>
          </div>
        </div>
        {/* The largest picture above the fold: fetched first, never lazily. */}
        <img
          src="/images/hero.svg"
          alt={HOME_TEXT.heroImageAlt}
          width={600}
          height={400}
          fetchPriority="high"
          className="h-auto w-full"
        />
      </div>
    </section>
  );
}
