// The bio and projects in the page's language: one module per language, only the page's fetched.
import { localeContent } from '../../lib/lazy-load.ts';
import type { Project } from './portfolio-content.ts';

export interface PortfolioContent {
  bio: readonly string[];
  projects: readonly Project[];
}

export const usePortfolioContent = localeContent<PortfolioContent>({
  en: async () => {
    const { BIO, PROJECTS } = await import('./portfolio-content.ts');
    return { bio: BIO, projects: PROJECTS };
  },
  bn: async () => {
    const { BIO, PROJECTS } = await import('./portfolio-content.bn.ts');
    return { bio: BIO, projects: PROJECTS };
  },
});
