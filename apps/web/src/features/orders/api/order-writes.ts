// An order's writes: place one (POST /api/orders), cancel one (DELETE /api/myorders/{id}) and, for an admin,
// move one to another state or refund part of it. Each refreshes the orders and the products' stock.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type {
  InsertResult,
  OrderTransitionInput,
  PartialRefundInput,
  PartialRefundResult,
  PlaceOrderInput,
  StaffOrder,
} from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { MY_ORDERS_KEY, ORDERS_KEY, PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';
import { orderQueryOptions } from './order-queries.ts';

/** A write of orders; also after a refusal (a 409 means the order moved meanwhile), the orders and stock refresh. */
const useOrderWrite = <A, R>(write: (args: A) => Promise<R>) =>
  useMutation({ mutationFn: write, onSettled: useInvalidate(ORDERS_KEY, MY_ORDERS_KEY, PRODUCTS_KEY) });

/** An order's Idempotency-Key (lib/submission-key.ts): the same submission books or refunds once. */
const once = (idempotencyKey: string) => ({ 'idempotency-key': idempotencyKey });

export const usePlaceOrder = () =>
  useOrderWrite(({ input, idempotencyKey }: { input: PlaceOrderInput; idempotencyKey: string }) =>
    api<InsertResult>(API_PATHS.orders, { method: 'POST', body: input, auth: true, headers: once(idempotencyKey) }),
  );

/** Cancels an unpaid order; its quantity goes back to stock. */
export const useCancelOrder = () =>
  useOrderWrite((id: string) => api<{ deletedCount: number }>(API_PATHS.myOrder(id), { method: 'DELETE', auth: true }));

/** POST /api/orders/{id}/transitions (admin): moves an order to another state (ship, refund, …); the page shows
 * the answer at once. */
export function useTransitionOrder() {
  const queryClient = useQueryClient();
  return useOrderWrite(async ({ id, input }: { id: string; input: OrderTransitionInput }) => {
    const order = await api<StaffOrder>(API_PATHS.orderTransitions(id), { method: 'POST', body: input, auth: true });
    queryClient.setQueryData(orderQueryOptions(order._id).queryKey, order);
    return order;
  });
}

/** POST /api/orders/{id}/refunds (admin): gives back lines or an amount. */
export const useRefundPart = () =>
  useOrderWrite((v: { orderId: string; input: PartialRefundInput; idempotencyKey: string }) =>
    api<PartialRefundResult>(API_PATHS.orderRefunds(v.orderId), {
      method: 'POST',
      body: v.input,
      auth: true,
      headers: once(v.idempotencyKey),
    }),
  );
