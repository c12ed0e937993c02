// POST /api/orders/{id}/transitions (admin): moves an order to another state (ship, refund, …).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Order, OrderTransitionInput } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { MY_ORDERS_KEY, ORDERS_KEY, PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';
import { orderQueryOptions } from './get-order.ts';

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
