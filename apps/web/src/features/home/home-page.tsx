// The landing page (spec §2 Home). Every section is small and imports nothing heavy: the home page
// has a JavaScript budget (docs/decisions/011-home-page-budget.md).
import { usePageTitle } from '../../lib/page-title.ts';
import { ContactBanner } from './components/contact-banner.tsx';
import { Hero } from './components/hero.tsx';
import { ReviewsSection } from './components/reviews-section.tsx';
import { TeamSection } from './components/team-section.tsx';
import { ToolsSection } from './components/tools-section.tsx';
import { TrustBanner } from './components/trust-banner.tsx';

export function HomePage() {
  usePageTitle('');
  return (
    <>
      <Hero />
      <ToolsSection />
      <TrustBanner />
      <ContactBanner />
      <ReviewsSection />
      <TeamSection />
    </>
  );
}
