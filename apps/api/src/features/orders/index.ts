export { registerIdempotencyKeySweep, scheduleIdempotencyKeySweep } from './idempotency-key-sweep.service.ts';
export { orderDeskRoutes } from './order-desk.routes.ts';
export { registerOrderExpiry } from './order-expiry.ts';
export { assertStockForPayment, holdLapsedSoldOut, takeStockForPayment } from './order-hold.service.ts';
export { getRefundState } from './order-lifecycle.service.ts';
export { placeOrderLines, requestHash, type RefusedLine } from './order-placement.service.ts';
export { listRefundsOfOrder } from './order-refunds.repository.ts';
export { orderRulesFrom, type OrderRules } from './order-rules.ts';
export { ORDER_STATUS, isPaidStatus, toOrderStatus, type OrderStatus } from './order-states.ts';
export { applyTransition, recordRefundMadeAtProvider } from './order-transitions.service.ts';
export {
  cancelOpenIntentsOfOrder,
  chooseCashOnDelivery,
  countOrdersByStatus,
  detachOrdersFromProduct,
  findOrderById,
  findPayableOrder,
  insertOrderEvent,
  listOrderLines,
  lockAccount,
  lockOrder,
  type PayableOrderRow,
} from './orders.repository.ts';
export { ordersRoutes } from './orders.routes.ts';
export { orderDtoOf } from './orders.service.ts';
