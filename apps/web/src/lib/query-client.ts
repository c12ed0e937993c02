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

// The keys one feature caches under and another invalidates: invalidating one refreshes every query under it.
/** Written by an admin's edit or delete, and by an order taking stock or a cancelled one giving it back. */
export const PRODUCTS_KEY = ['products'] as const;
/** The spec's key. */
export const MY_ORDERS_KEY = ['myOrders'] as const;
export const ORDERS_KEY = ['orders'] as const;
export const REVIEWS_KEY = ['reviews'] as const;

/** A write's onSuccess or onSettled: refetches every query under each of the keys. */
export function useInvalidate(...keys: readonly (readonly unknown[])[]): () => Promise<unknown> {
  const client = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
