// An order's writes: place one (POST /api/orders), cancel one (DELETE /api/myorders/{id}) and, for an admin,
// move one to another state or refund part of it. Each refreshes the orders and the products' stock.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type {
  InsertResult,
  Order,
  OrderTransitionInput,
  PartialRefundInput,
  PartialRefundResult,
  PlaceOrderInput,
} from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { MY_ORDERS_KEY, ORDERS_KEY, PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';
import { orderQueryOptions } from './order-queries.ts';

/** With its Idempotency-Key (lib/submission-key.ts): the same submission books one order. */
export function usePlaceOrder() {
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: PlaceOrderInput; idempotencyKey: string }) =>
      api<InsertResult>(API_PATHS.orders, {
        method: 'POST',
        body: input,
        auth: true,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    onSettled: useInvalidate(PRODUCTS_KEY, MY_ORDERS_KEY, ORDERS_KEY),
  });
}

/** Cancels an unpaid order; its quantity goes back to stock. */
export function useCancelOrder() {
  return useMutation({
    mutationFn: (id: string) => api<{ deletedCount: number }>(API_PATHS.myOrder(id), { method: 'DELETE', auth: true }),
    onSettled: useInvalidate(MY_ORDERS_KEY, PRODUCTS_KEY, ORDERS_KEY),
  });
}

/** POST /api/orders/{id}/transitions (admin): moves an order to another state (ship, refund, …). */
export function useTransitionOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: OrderTransitionInput }) =>
      api<Order>(API_PATHS.orderTransitions(id), { method: 'POST', body: input, auth: true }),
    onSuccess: (order) => queryClient.setQueryData(orderQueryOptions(order._id).queryKey, order),
    // Also after a 409: the page then shows the order's state as it is now.
    onSettled: useInvalidate(ORDERS_KEY, MY_ORDERS_KEY, PRODUCTS_KEY),
  });
}

/** POST /api/orders/{id}/refunds (admin): gives back lines or an amount, once per Idempotency-Key. */
export function useRefundPart() {
  return useMutation({
    mutationFn: (v: { orderId: string; input: PartialRefundInput; idempotencyKey: string }) =>
      api<PartialRefundResult>(API_PATHS.orderRefunds(v.orderId), {
        method: 'POST',
        body: v.input,
        auth: true,
        headers: { 'idempotency-key': v.idempotencyKey },
      }),
    // Also after a refusal: a 409 means the ledger moved meanwhile, and the dialog shows it as it is now.
    onSettled: useInvalidate(ORDERS_KEY, MY_ORDERS_KEY, PRODUCTS_KEY),
  });
}
