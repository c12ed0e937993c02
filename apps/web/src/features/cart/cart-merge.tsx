// At sign-in, a visitor's lines join the account's cart, line by line: one the server refuses is left out,
// one that failed for a passing reason (no network) stays in the browser for the next try.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { API_PATHS } from '@store/shared/api-paths';
import type { Product, ProductDetail } from '@store/shared/schemas';
import { api, ApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/auth.ts';
import {
  CART_QUERY_KEY,
  cartQueryOptions,
  type LocalCartLine,
  markCartMerged,
  putCartLine,
  readLocalCart,
  writeLocalCart,
} from '../../lib/cart.ts';

/** Both added, within the stock and the minimum; null when the stock cannot reach the minimum. */
export function mergedQuantity(
  inAccount: number,
  inBrowser: number,
  product: Pick<Product, 'minQuantity' | 'maxQuantity'>,
): number | null {
  const minimum = Math.max(product.minQuantity, 1);
  if (product.maxQuantity < minimum) return null;
  return Math.max(Math.min(inAccount + inBrowser, product.maxQuantity), minimum);
}

/** An answer that will not change on a retry (bad quantity, unknown product, a 51st line). */
const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 403, 429].includes(error.status);

/** Throws, changing nothing, when the account's cart cannot be read. */
export async function mergeBrowserCart(queryClient: QueryClient) {
  const local: LocalCartLine[] = readLocalCart();
  const result: Record<'merged' | 'skipped' | 'kept', string[]> = { merged: [], skipped: [], kept: [] };
  if (local.length === 0) return result;
  const cart = await queryClient.fetchQuery({ ...cartQueryOptions(), staleTime: 0 });
  const remaining = [...local];
  for (const line of local) {
    const inAccount = cart.lines.find(
      (l) => l.productId === line.productId && (!line.variantId || l.variantId === line.variantId),
    );
    const outcome = await mergeLine(queryClient, line, inAccount?.quantity ?? 0);
    result[outcome].push(line.productId);
    if (outcome !== 'kept') {
      // Written line by line: a page closed halfway never adds a line twice on the next try.
      remaining.splice(remaining.indexOf(line), 1);
      writeLocalCart(remaining);
    }
  }
  return result;
}

let running: ReturnType<typeof mergeBrowserCart> | null = null;

/** One merge at a time: the guest checkout waits for the one its sign-in started rather than starting another. */
export function mergeBrowserCartOnce(queryClient: QueryClient): ReturnType<typeof mergeBrowserCart> {
  running ??= mergeBrowserCart(queryClient).finally(() => (running = null));
  return running;
}

async function mergeLine(
  queryClient: QueryClient,
  line: LocalCartLine,
  inAccount: number,
): Promise<'merged' | 'skipped' | 'kept'> {
  try {
    const product = await api<ProductDetail>(API_PATHS.product(line.productId));
    // A line from before variants names none: the product's only one (the server refuses it for several).
    const variant = product.variants.find((v) => v._id === line.variantId) ?? (line.variantId ? undefined : product);
    if (!variant) return 'skipped';
    const quantity = mergedQuantity(inAccount, line.quantity, variant);
    if (quantity === null || quantity === inAccount) return 'skipped';
    queryClient.setQueryData(CART_QUERY_KEY, await putCartLine({ ...line, quantity }));
    return 'merged';
  } catch (error) {
    return isRefusal(error) ? 'skipped' : 'kept';
  }
}

export function CartMerge() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const merging = useRef(false);

  useEffect(() => {
    if (!user || merging.current || readLocalCart().length === 0) return;
    merging.current = true;
    void mergeBrowserCartOnce(queryClient)
      .then(({ merged }) => {
        if (merged.length > 0) markCartMerged(true);
      })
      // The account's cart could not be read: left in the browser, the next page load tries again.
      .catch(() => undefined)
      .finally(() => (merging.current = false));
  }, [user, queryClient]);

  return null;
}
