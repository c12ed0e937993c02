// The owner's promotions (GET, POST, PUT, pause or resume, DELETE under /api/admin/promotions); each write
// refreshes the list, the products (a sale shows on cards) and the cart (its discounts may change).
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { DeleteResult, Promotion, PromotionInput, PromotionState } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { CART_QUERY_KEY } from '../../../lib/cart.ts';
import { PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';

export const PROMOTIONS_KEY = ['promotions'] as const;
const PROMOTIONS = '/admin/promotions';
const promotionPath = (id: string) => `${PROMOTIONS}/${encodeURIComponent(id)}`;

/** Every promotion, or those in one state now. */
export const promotionsQueryOptions = (state: PromotionState | null) =>
  queryOptions({
    queryKey: [...PROMOTIONS_KEY, 'list', state ?? 'all'],
    queryFn: ({ signal }) =>
      api<Promotion[]>(state ? `${PROMOTIONS}?state=${encodeURIComponent(state)}` : PROMOTIONS, { signal, auth: true }),
  });

export const promotionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...PROMOTIONS_KEY, 'one', id],
    queryFn: ({ signal }) => api<Promotion>(promotionPath(id), { signal, auth: true }),
  });

const usePromotionWrite = <A, R>(write: (args: A) => Promise<R>) =>
  useMutation({ mutationFn: write, onSettled: useInvalidate(PROMOTIONS_KEY, PRODUCTS_KEY, CART_QUERY_KEY) });

/** Adds a promotion (`id` null) or replaces the whole of one. */
export const useSavePromotion = () =>
  usePromotionWrite(({ id, input }: { id: string | null; input: PromotionInput }) =>
    id === null
      ? api<Promotion>(PROMOTIONS, { method: 'POST', body: input, auth: true })
      : api<Promotion>(promotionPath(id), { method: 'PUT', body: input, auth: true }),
  );

export const useSetPromotionStatus = () =>
  usePromotionWrite(({ id, status }: { id: string; status: 'active' | 'paused' }) =>
    api<Promotion>(`${promotionPath(id)}/status`, { method: 'PATCH', body: { status }, auth: true }),
  );

/** Only a promotion never used may be deleted (the server says 409 otherwise). */
export const useDeletePromotion = () =>
  usePromotionWrite((id: string) => api<DeleteResult>(promotionPath(id), { method: 'DELETE', auth: true }));
