// The offices in the page's language: one module per language, only the page's fetched.
import { localeContent } from '../../lib/lazy-load.ts';
import type { Office } from './offices.ts';

export const useOffices = localeContent<readonly Office[]>({
  en: async () => (await import('./offices.ts')).OFFICES,
  bn: async () => (await import('./offices.bn.ts')).OFFICES,
});
