// The articles in the page's language: one module per language, fetched by the page that shows
// them (never by the home page), only its own language's.
import { localeContent } from '../../lib/lazy-load.ts';
import type { Article } from './articles.ts';

export const useArticles = localeContent<readonly Article[]>({
  en: async () => (await import('./articles.ts')).ARTICLES,
  bn: async () => (await import('./articles.bn.ts')).ARTICLES,
});
