// The admin's category writes; the categories live under PRODUCTS_KEY, so each refreshes the products.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Category, DeleteResult, InsertResult } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';

const useCategoryWrite = <A, R>(write: (args: A) => Promise<R>) =>
  useMutation({ mutationFn: write, onSettled: useInvalidate(PRODUCTS_KEY) });

export const useAddCategory = () =>
  useCategoryWrite((name: string) =>
    api<InsertResult>(API_PATHS.categories, { method: 'POST', body: { name }, auth: true }),
  );
export const useRenameCategory = () =>
  useCategoryWrite(({ id, name }: { id: string; name: string }) =>
    api<Category>(API_PATHS.category(id), { method: 'PATCH', body: { name }, auth: true }),
  );
export const useReorderCategories = () =>
  useCategoryWrite((ids: string[]) =>
    api<Category[]>(API_PATHS.categoryOrder, { method: 'PUT', body: { ids }, auth: true }),
  );
export const useDeleteCategory = () =>
  useCategoryWrite((id: string) => api<DeleteResult>(API_PATHS.category(id), { method: 'DELETE', auth: true }));
