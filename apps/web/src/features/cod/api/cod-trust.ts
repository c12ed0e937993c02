// The cod-trust calls: a number's COD history, the confirmation queue and its confirm/cancel (the order
// transitions the desk uses), the owner's rules, and the buyer's eligibility answer.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type {
  CodEligibility,
  CodHistoryList,
  CodQueue,
  CodRules,
  CodRulesInput,
  Order,
  OrderTransitionInput,
} from '@store/shared/schemas';
import type { ShippingZone } from '@store/shared/schemas/shipping-zones';
import { api } from '../../../lib/api-client.ts';
import { MY_ORDERS_KEY, ORDERS_KEY, PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';

const COD_QUEUE_KEY = ['cod-queue'] as const;
const COD_RULES_KEY = ['cod-rules'] as const;
const COD_HISTORY_KEY = ['cod-history'] as const;

/** One call for every number a page shows: each badge picks its own number from the answer. */
export const codHistoryQueryOptions = (phones: readonly string[]) => {
  const sorted = [...new Set(phones)].sort();
  return queryOptions({
    queryKey: [...COD_HISTORY_KEY, sorted],
    queryFn: ({ signal }) =>
      api<CodHistoryList>(`${API_PATHS.codHistory}?phones=${encodeURIComponent(sorted.join(','))}`, {
        signal,
        auth: true,
      }),
    enabled: sorted.length > 0,
  });
};

export const codQueueQueryOptions = () =>
  queryOptions({
    queryKey: COD_QUEUE_KEY,
    queryFn: ({ signal }) => api<CodQueue>(API_PATHS.codQueue, { signal, auth: true }),
  });

/** Confirm (→ processing) or cancel from the queue: POST /orders/{id}/transitions, as the order desk does. */
export const useQueueTransition = () =>
  useMutation({
    mutationFn: ({ id, input }: { id: string; input: OrderTransitionInput }) =>
      api<Order>(API_PATHS.orderTransitions(id), { method: 'POST', body: input, auth: true }),
    onSettled: useInvalidate(COD_QUEUE_KEY, COD_HISTORY_KEY, ORDERS_KEY, MY_ORDERS_KEY, PRODUCTS_KEY),
  });

/** Gives back a closed order's delivery fee paid in advance, through the provider that took it (admin). */
export const useRefundCodAdvance = () =>
  useMutation({
    mutationFn: (id: string) => api<Order>(API_PATHS.codAdvanceRefund(id), { method: 'POST', auth: true }),
    onSettled: useInvalidate(COD_QUEUE_KEY, ORDERS_KEY),
  });

export const codRulesQueryOptions = () =>
  queryOptions({
    queryKey: COD_RULES_KEY,
    queryFn: ({ signal }) => api<CodRules>(API_PATHS.codRules, { signal, auth: true }),
  });

export const useSaveCodRules = () =>
  useMutation({
    mutationFn: (rules: CodRulesInput) => api<CodRules>(API_PATHS.codRules, { method: 'PUT', body: rules, auth: true }),
    onSettled: useInvalidate(COD_RULES_KEY),
  });

/** The buyer's own order only (the server answers 403 to anyone else). */
export const codEligibilityQueryOptions = (orderId: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['cod-eligibility', orderId],
    queryFn: ({ signal }) => api<CodEligibility>(API_PATHS.orderCod(orderId), { signal, auth: true }),
    enabled,
  });

/** The zones the first rule chooses from (the same list and cache as the shipping zones page). */
export const zonesForRulesQueryOptions = () =>
  queryOptions({
    queryKey: ['shippingZones'],
    queryFn: ({ signal }) => api<ShippingZone[]>(API_PATHS.shippingZones, { signal }),
  });
