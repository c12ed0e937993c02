// Cash on delivery the shop can trust: what other features show of it.
export { codEligibilityQueryOptions } from './api/cod-trust.ts';
export { CodHistoryOf } from './components/cod-history.tsx';
export { CodRuleNotice, isRefusedByCodRule } from './components/cod-rule-notice.tsx';
