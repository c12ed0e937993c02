// What other features use of orders: an order's query, the addresses of its pages, and the modal.
export { orderQueryOptions, wholeOrder } from './api/order-queries.ts';
export { orderPath } from './paths.ts';
export { Modal } from './components/modal.tsx';
