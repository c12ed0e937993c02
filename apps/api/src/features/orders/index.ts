export {
  assertStockForPayment,
  holdLapsedSoldOut,
  orderStockChanged,
  takeStockForPayment,
} from './order-hold.service.ts';
export { listDiscountsOfOrders, type OrderDiscountRow } from './order-discounts.repository.ts';
export { getRefundState } from './order-lifecycle.service.ts';
export { askProvider } from './order-refunds.service.ts';
export {
  chooseVariant,
  orderRulesFrom,
  type OrderRules,
  placeOrderLines,
  type RefusedLine,
  registerIdempotencyKeySweep,
  scheduleIdempotencyKeySweep,
} from './order-placement.service.ts';
export { ORDER_STATUS, isPaidStatus, toOrderStatus, type OrderStatus } from './order-states.ts';
export { applyTransition, recordRefundMadeAtProvider, returnOrderStock } from './order-transitions.service.ts';
export {
  cancelOpenIntentsOfOrder,
  PROVIDER_CANCEL_JOB,
  queueProviderCancel,
  chooseCashOnDelivery,
  countOrdersByStatus,
  detachOrdersFromProduct,
  findOrderById,
  insertOrderEvent,
  listOrderExtras,
  listOrderLines,
  listRefundsOfOrder,
  lockAccount,
  lockOrder,
  type OrderRow,
  recordCodAdvancePaid,
  recordCodAdvanceRefunded,
} from './orders.repository.ts';
export { ordersRoutes } from './orders.routes.ts';
export { codCashOf, isCodAdvanceDue, loadOrder, orderDtoOf, registerOrderExpiry, toLineDto } from './orders.service.ts';
