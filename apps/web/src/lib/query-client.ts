// The app's one query cache, and the query keys that more than one feature uses. In lib/ because
// lib/auth.ts reads and clears the cache on sign-in and sign-out.
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors (4xx) will not get better by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

// The keys one feature caches under and another invalidates. A query's key starts with one of them,
// so that invalidating it refreshes every query of that kind.
/** Products: written by an admin's edit or delete, and by an order taking stock or a cancelled one giving it back. */
export const PRODUCTS_KEY = ['products'] as const;
/** The customer's orders (the spec's key myOrders): written by ordering, cancelling and paying. */
export const MY_ORDERS_KEY = ['myOrders'] as const;
/** Orders by id and the admin's list: written by ordering, cancelling and paying. */
export const ORDERS_KEY = ['orders'] as const;
/** Reviews: written by posting one. */
export const REVIEWS_KEY = ['reviews'] as const;

/** A write's onSuccess or onSettled: refetches every query under each of the keys. */
export function useInvalidate(...keys: readonly (readonly unknown[])[]): () => Promise<unknown> {
  const client = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
