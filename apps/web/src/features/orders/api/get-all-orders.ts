// GET /api/orders?limit=&page= (admin): one page of every order, with the total from X-Total-Count.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Order } from '@store/shared/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { ORDERS_KEY } from '../../../lib/query-client.ts';

export const ALL_ORDERS_PAGE_SIZE = 20;

export interface OrdersPage {
  orders: Order[];
  total: number;
}

export async function getAllOrders(page: number, signal?: AbortSignal): Promise<OrdersPage> {
  const { data, headers } = await apiRequest<Order[]>(
    `${API_PATHS.orders}?limit=${ALL_ORDERS_PAGE_SIZE}&page=${page}`,
    { auth: true, ...(signal ? { signal } : {}) },
  );
  return { orders: data, total: Number(headers.get('x-total-count') ?? data.length) };
}

export const allOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'all', page],
    queryFn: ({ signal }) => getAllOrders(page, signal),
    placeholderData: keepPreviousData,
  });
