// What other features use of orders: an order's query and the addresses of its pages.
export { orderQueryOptions } from './api/order-queries.ts';
export { orderPath } from './paths.ts';
