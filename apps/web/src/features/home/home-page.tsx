// The landing page (spec §2 Home). Every section is small and imports nothing heavy: the home page
// has a JavaScript budget (docs/decisions/011-home-page-budget.md).
import { COMPANY } from '@store/shared/messages';
import { PAGE_DESCRIPTIONS } from '@store/shared/messages/seo';
import { JsonLd } from '../../components/seo/json-ld.tsx';
import { SITE_NAME, usePageHead } from '../../lib/page-title.ts';
import { usePublicOrigin } from '../../lib/public-origin.ts';
import { ContactBanner } from './components/contact-banner.tsx';
import { Hero } from './components/hero.tsx';
import { ReviewsSection } from './components/reviews-section.tsx';
import { TeamSection } from './components/team-section.tsx';
import { ToolsSection } from './components/tools-section.tsx';
import { TrustBanner } from './components/trust-banner.tsx';

/** schema.org Organization (the seller) and WebSite with its product search, for crawlers. */
export function homeStructuredData(origin: string): Record<string, unknown>[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: SITE_NAME,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      email: COMPANY.email,
      telephone: COMPANY.helpline,
      address: { '@type': 'PostalAddress', streetAddress: COMPANY.address, addressCountry: 'BD' },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: `${origin}/`,
      publisher: { '@id': `${origin}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/allproducts?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

export function HomePage() {
  const origin = usePublicOrigin();
  usePageHead({ title: '', description: PAGE_DESCRIPTIONS.home, canonicalPath: '/', image: '/images/hero.svg' });
  return (
    <>
      {homeStructuredData(origin).map((data) => (
        <JsonLd key={String(data['@type'])} data={data} />
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
