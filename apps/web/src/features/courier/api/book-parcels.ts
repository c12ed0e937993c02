// POST /api/admin/courier/bookings (admin): books orders with the courier, one result per order. A booked
// order is shipped, so the orders (desk, order page, My Orders) refresh whatever the results.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { CourierBookings } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { MY_ORDERS_KEY, ORDERS_KEY, useInvalidate } from '../../../lib/query-client.ts';
import { COURIER_CASH_KEY } from './courier-cash.ts';

export const useBookParcels = () =>
  useMutation({
    mutationFn: (orderIds: string[]) =>
      api<CourierBookings>(API_PATHS.courierBookings, { method: 'POST', body: { orderIds }, auth: true }),
    onSettled: useInvalidate(ORDERS_KEY, MY_ORDERS_KEY, COURIER_CASH_KEY),
  });
