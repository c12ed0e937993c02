// What other features use of orders: an order's query and the addresses of its pages.
export { orderQueryOptions } from './api/get-order.ts';
export { orderPath } from './paths.ts';
