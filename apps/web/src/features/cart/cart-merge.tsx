// At sign-in, the lines a visitor put in this browser's cart join the account's cart: quantities are
// added to what the account's cart holds, then kept within the product's minimum and stock (a line
// that cannot reach its minimum, or whose product is gone, is left out). Mounted once, in the layout.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { API_PATHS } from '@store/shared/api-paths';
import type { Product } from '@store/shared/schemas';
import { api } from '../../lib/api-client.ts';
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

/** The quantity a merged line gets: both added, at most the stock; null when it cannot reach the minimum. */
export function mergedQuantity(
  inAccount: number,
  inBrowser: number,
  product: Pick<Product, 'minQuantity' | 'maxQuantity'>,
): number | null {
  const quantity = Math.min(inAccount + inBrowser, product.maxQuantity);
  return quantity >= Math.max(product.minQuantity, 1) ? quantity : null;
}

export function CartMerge() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const merging = useRef(false);

  useEffect(() => {
    if (!user || merging.current) return;
    const local: LocalCartLine[] = readLocalCart();
    if (local.length === 0) return;
    merging.current = true;
    void (async () => {
      try {
        const cart = await queryClient.fetchQuery({ ...cartQueryOptions(), staleTime: 0 });
        for (const line of local) {
          const product = await api<Product>(API_PATHS.product(line.productId)).catch(() => null);
          if (!product) continue;
          const inAccount = cart.lines.find((l) => l.productId === line.productId)?.quantity ?? 0;
          const quantity = mergedQuantity(inAccount, line.quantity, product);
          if (quantity === null || quantity === inAccount) continue;
          queryClient.setQueryData(CART_QUERY_KEY, await putCartLine(line.productId, quantity));
        }
        writeLocalCart([]);
        markCartMerged(true);
      } catch {
        // Left in the browser: the next page load tries again.
      } finally {
        merging.current = false;
      }
    })();
  }, [user, queryClient]);

  return null;
}
