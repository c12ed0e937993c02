// The policies in the page's language: one module per language, only the page's fetched.
import { localeContent } from '../../lib/lazy-load.ts';
import type { configuredPolicies, POLICY_SECTIONS } from './policies-content.ts';

export interface PoliciesContent {
  sections: typeof POLICY_SECTIONS;
  configured: typeof configuredPolicies;
}

export const usePolicies = localeContent<PoliciesContent>({
  en: async () => {
    const { POLICY_SECTIONS, configuredPolicies } = await import('./policies-content.ts');
    return { sections: POLICY_SECTIONS, configured: configuredPolicies };
  },
  bn: async () => {
    const { POLICY_SECTIONS, configuredPolicies } = await import('./policies-content.bn.ts');
    return { sections: POLICY_SECTIONS, configured: configuredPolicies };
  },
});
