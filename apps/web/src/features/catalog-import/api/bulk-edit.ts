// POST /api/admin/products/bulk: one change to the chosen products in one transaction; every products query
// is refreshed after.
import { useMutation } from '@tanstack/react-query';
import { type BulkEditInput, type BulkEditResult, CATALOG_IMPORT_PATHS } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';

export const useBulkEdit = () =>
  useMutation({
    mutationFn: (input: BulkEditInput) =>
      api<BulkEditResult>(CATALOG_IMPORT_PATHS.bulk, { method: 'POST', body: input, auth: true }),
    onSuccess: useInvalidate(PRODUCTS_KEY),
  });
