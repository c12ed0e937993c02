// GET /api/orders (admin): a page of the order desk, the total from X-Total-Count; GET
// /api/orders/export.csv: the same filters as CSV. The filters live in the URL under the API's names.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import { MAX_PAGE_SIZE } from '@store/shared/constants';
import { type OrderListQuery, OrderListQuerySchema, type Promotion, type StaffOrder } from '@store/shared/schemas';
import { apiBlob } from '../../../lib/api-blob.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ORDERS_KEY } from '../../../lib/query-client.ts';

export const PAGE_SIZES = [10, 20, 50, MAX_PAGE_SIZE] as const;

export type OrderDeskFilters = Omit<OrderListQuery, 'page' | 'limit'> & { page: number; limit: number };

const FILTER_KEYS = ['status', 'paid', 'method', 'promotion', 'q', 'from', 'to', 'sort'] as const;

/** The filters a URL holds, each parsed by the API's schema for its key: a value it would refuse is left out. */
export function readOrderDeskFilters(params: URLSearchParams): OrderDeskFilters {
  const filters: Record<string, unknown> = { page: 1, limit: 20 };
  for (const key of [...FILTER_KEYS, 'page', 'limit'] as const) {
    const parsed = OrderListQuerySchema.shape[key].safeParse(params.get(key) || undefined);
    if (parsed.success && parsed.data) filters[key] = parsed.data;
  }
  return filters as OrderDeskFilters;
}

/** The filters as search params in one fixed order: with paging, what the URL and GET /api/orders carry. */
export function deskParams(filters: OrderDeskFilters, isPaged = true): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (isPaged) {
    params.set('limit', String(filters.limit));
    params.set('page', String(filters.page));
  }
  return params;
}

export const allOrdersQueryOptions = (filters: OrderDeskFilters) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'all', deskParams(filters).toString()],
    queryFn: async ({ signal }) => {
      const path = `${API_PATHS.orders}?${deskParams(filters).toString()}`;
      const { data, headers } = await apiRequest<StaffOrder[]>(path, { auth: true, signal });
      return { orders: data, total: Number(headers.get('x-total-count') ?? data.length) };
    },
    placeholderData: keepPreviousData,
  });

/** The CSV of every order the filters match (no paging). */
export function exportOrders(filters: OrderDeskFilters): Promise<Blob> {
  const query = deskParams(filters, false).toString();
  return apiBlob(`${API_PATHS.ordersExport}${query ? `?${query}` : ''}`, { auth: true });
}

/**
 * The promotions the desk can filter by (GET /api/admin/promotions), under the promotions' own key so that saving
 * one refreshes the list.
 */
export const promotionChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['promotions', 'desk-choices'],
    queryFn: async ({ signal }) =>
      (await apiRequest<Promotion[]>(API_PATHS.promotions(), { auth: true, signal })).data.map((p) => ({
        id: p._id,
        name: p.name,
        code: p.code,
      })),
    staleTime: 60_000,
  });
