// The cash couriers collected on delivery (GET /api/admin/courier/cash), the payouts they made
// (GET /api/admin/courier/payouts) and recording one (POST /api/admin/courier/payouts); all admin.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { CourierCash, CourierPayout, CourierPayoutInput, CourierPayoutList } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { ORDERS_KEY, useInvalidate } from '../../../lib/query-client.ts';

/** Written by a payout, and by a booking or a delivery (the orders' cash). */
export const COURIER_CASH_KEY = ['courier-cash'] as const;

export const courierCashQueryOptions = () =>
  queryOptions({
    queryKey: [...COURIER_CASH_KEY, 'unpaid'],
    queryFn: ({ signal }) => api<CourierCash>(API_PATHS.courierCash, { auth: true, signal }),
  });

export const courierPayoutsQueryOptions = () =>
  queryOptions({
    queryKey: [...COURIER_CASH_KEY, 'payouts'],
    queryFn: ({ signal }) => api<CourierPayoutList>(API_PATHS.courierPayouts, { auth: true, signal }),
  });

export const useRecordPayout = () =>
  useMutation({
    mutationFn: async (input: CourierPayoutInput) =>
      (
        await api<{ payout: CourierPayout }>(API_PATHS.courierPayouts, {
          method: 'POST',
          body: input,
          auth: true,
        })
      ).payout,
    onSettled: useInvalidate(COURIER_CASH_KEY, ORDERS_KEY),
  });
