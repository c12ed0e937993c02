// GET /api/orders (admin): the order desk's page of orders for its filters, with the total from
// X-Total-Count; GET /api/orders/export.csv: the same filters as a CSV file. The filters live in the
// page's URL search params under the API's own names, so a view can be bookmarked.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import { MAX_PAGE_SIZE } from '@store/shared/constants';
import { type Order, type OrderDeskSort, OrderListQuerySchema } from '@store/shared/schemas';
import { apiBlob } from '../../../lib/api-blob.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ORDERS_KEY } from '../../../lib/query-client.ts';

const ALL_ORDERS_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, MAX_PAGE_SIZE] as const;

/** The desk's filters as the URL and the API name them; absent = not filtered. */
export interface OrderDeskFilters {
  status?: Order['status'];
  paid?: 'true' | 'false';
  /** `cod`: cash-on-delivery orders; `online`: the others. */
  method?: 'cod' | 'online';
  q?: string;
  from?: string;
  to?: string;
  sort?: OrderDeskSort;
  page: number;
  limit: number;
}

const FILTER_KEYS = ['status', 'paid', 'method', 'q', 'from', 'to', 'sort'] as const;
const shape = OrderListQuerySchema.shape;

/** The filters a URL holds; a value the API would refuse is left out rather than sent. */
export function readOrderDeskFilters(params: URLSearchParams): OrderDeskFilters {
  const pick = <T>(
    schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } },
    key: string,
  ) => {
    const raw = params.get(key);
    if (raw === null || raw === '') return undefined;
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  };
  const filters: OrderDeskFilters = {
    page: pick(shape.page, 'page') ?? 1,
    limit: pick(shape.limit, 'limit') ?? ALL_ORDERS_PAGE_SIZE,
  };
  for (const key of FILTER_KEYS) {
    // Each value is parsed by the API's own schema for that key.
    const value = pick<unknown>(shape[key], key);
    if (value) Object.assign(filters, { [key]: value });
  }
  return filters;
}

/** The filters (without paging) as search params, in one fixed order. */
function filterParams(filters: OrderDeskFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** The filters with paging: what the URL and GET /api/orders carry. */
export function pagedParams(filters: OrderDeskFilters): URLSearchParams {
  const params = filterParams(filters);
  params.set('limit', String(filters.limit));
  params.set('page', String(filters.page));
  return params;
}

interface OrdersPage {
  orders: Order[];
  total: number;
}

async function getAllOrders(filters: OrderDeskFilters, signal?: AbortSignal): Promise<OrdersPage> {
  const { data, headers } = await apiRequest<Order[]>(`${API_PATHS.orders}?${pagedParams(filters).toString()}`, {
    auth: true,
    ...(signal ? { signal } : {}),
  });
  return { orders: data, total: Number(headers.get('x-total-count') ?? data.length) };
}

export const allOrdersQueryOptions = (filters: OrderDeskFilters) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'all', pagedParams(filters).toString()],
    queryFn: ({ signal }) => getAllOrders(filters, signal),
    placeholderData: keepPreviousData,
  });

/** The CSV of every order the filters match (no paging). */
export function exportOrders(filters: OrderDeskFilters): Promise<Blob> {
  const query = filterParams(filters).toString();
  return apiBlob(`${API_PATHS.ordersExport}${query ? `?${query}` : ''}`, { auth: true });
}
