export { cartRoutes } from './cart.routes.ts';
export { deliveryQuoteRoutes } from './delivery-quote.routes.ts';
