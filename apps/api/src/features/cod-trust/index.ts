// Cash on delivery the shop can trust: payments ask decideCod before a buyer may choose cash on delivery.
export { codTrustRoutes } from './cod-trust.routes.ts';
export { decideCod, decideCodAdvance, ruleRefusalMessage } from './cod-trust.service.ts';
