export { estimateDelivery } from './cart-delivery.ts';
export { type DeliveryChoice, type DeliveryQuote, quoteDelivery, resolveDelivery } from './delivery.service.ts';
