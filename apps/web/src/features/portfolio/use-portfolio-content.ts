// The bio and projects in the page's language: one module per language, only the page's fetched.
import { localeContent } from '../../lib/lazy-load.ts';
import type * as English from './portfolio-content.ts';

export const usePortfolioContent = localeContent<Pick<typeof English, 'BIO' | 'PROJECTS'>>({
  en: () => import('./portfolio-content.ts'),
  bn: () => import('./portfolio-content.bn.ts'),
});
