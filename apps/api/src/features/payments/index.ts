export { paymentsRoutes } from './payments.routes.ts';
export { createProviderCancelJob, type ProviderCancelJob } from './provider-cancel-job.ts';
export { createPaymentProviders, type PaymentProviders } from './select-provider.ts';
