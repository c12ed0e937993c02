// GET /api/products/{id}: one product with its SKU, gallery and specification, for its page and the
// admin's edit form.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { ProductDetail } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY } from '../../../lib/query-client.ts';

/** Under PRODUCTS_KEY, so that editing or deleting a product (or ordering from its stock) refreshes it. */
export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'detail', id],
    queryFn: ({ signal }) => api<ProductDetail>(API_PATHS.product(id), { signal }),
  });
