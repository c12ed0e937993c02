// The landing page (spec §2 Home). NOTE: every section is small and imports nothing heavy (the home page's
// JavaScript budget); its texts are the home, common and seo catalogues.
import { COMPANY_CONTACT } from '@store/shared/constants';
import { type Locale, localizedPath } from '@store/shared/i18n/locales';
import { JsonLd } from '../../components/seo/json-ld.tsx';
import { useLocale, useTexts } from '../../lib/i18n.tsx';
import { SITE_NAME, usePageHead, usePublicOrigin } from '../../lib/page-title.ts';
import { ContactBanner } from './components/contact-banner.tsx';
import { Hero } from './components/hero.tsx';
import { ReviewsSection } from './components/reviews-section.tsx';
import { TeamSection } from './components/team-section.tsx';
import { ToolsSection } from './components/tools-section.tsx';
import { TrustBanner } from './components/trust-banner.tsx';

/** schema.org Organization (the seller) and WebSite with its product search, in the page's language. */
export function homeStructuredData(origin: string, locale: Locale, address: string, description: string) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: SITE_NAME,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      email: COMPANY_CONTACT.email,
      // The number as dialled (the text on screen may be written in Bengali digits).
      telephone: COMPANY_CONTACT.helplineHref.replace(/^tel:/, ''),
      address: { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'BD' },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      description,
      inLanguage: locale,
      url: `${origin}${localizedPath('/', locale)}`,
      publisher: { '@id': `${origin}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${origin}${localizedPath('/allproducts', locale)}?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

export function HomePage() {
  const { COMPANY } = useTexts('common');
  const { PAGE_DESCRIPTIONS } = useTexts('seo');
  const locale = useLocale();
  const origin = usePublicOrigin();
  usePageHead({ title: '', description: PAGE_DESCRIPTIONS.home, canonicalPath: '/', image: '/images/hero.svg' });
  return (
    <>
      {homeStructuredData(origin, locale, COMPANY.address, PAGE_DESCRIPTIONS.home).map((data) => (
        <JsonLd key={data['@type']} data={data} />
      ))}
      <Hero />
      <ToolsSection />
      <TrustBanner />
      <ContactBanner />
      <ReviewsSection />
      <TeamSection />
    </>
  );
}
