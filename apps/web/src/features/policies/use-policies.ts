// The policies in the page's language: one module per language, only the page's fetched.
import { localeContent } from '../../lib/lazy-load.ts';
import type * as English from './policies-content.ts';

export const usePolicies = localeContent<Pick<typeof English, 'POLICY_SECTIONS' | 'configuredPolicies'>>({
  en: () => import('./policies-content.ts'),
  bn: () => import('./policies-content.bn.ts'),
});
