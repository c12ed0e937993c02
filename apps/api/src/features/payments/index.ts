export { paymentsRoutes } from './payments.routes.ts';
export { registerProviderCancel } from './payment-settlement.service.ts';
export { createPaymentProviders, type PaymentProviders } from './select-provider.ts';
