// The cart as every page sees it: the account's on the server, or a visitor's in localStorage until sign-in
// merges it. Here because the navbar and the product cards need it too. NOTE: no zod: the home page loads this.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { API_PATHS } from '@store/shared/api-paths';
import type { Cart } from '@store/shared/schemas';
import { api } from './api-client.ts';
import { tryOr } from './try-or.ts';

export const CART_QUERY_KEY = ['cart'] as const;
const LOCAL_CART_KEY = 'cart';
const LOCAL_CART_EVENT = 'store:local-cart';

/** `variantId`: which of the product's variants; lines kept from before variants have none (its only one). */
export type LocalCartLine = { productId: string; variantId?: string | undefined; quantity: number };

/** A line is one variant of a product: two sizes are two lines. */
export const isSameLine = (a: Omit<LocalCartLine, 'quantity'>, b: Omit<LocalCartLine, 'quantity'>): boolean =>
  a.productId === b.productId && (a.variantId ?? null) === (b.variantId ?? null);

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: CART_QUERY_KEY,
    queryFn: ({ signal }) => api<Cart>(API_PATHS.cart, { auth: true, signal }),
  });

export function putCartLine({ productId, variantId, quantity }: LocalCartLine): Promise<Cart> {
  return api<Cart>(API_PATHS.cartLine(productId), { method: 'PUT', body: { quantity, variantId }, auth: true });
}

export function deleteCartLine({ productId, variantId }: Omit<LocalCartLine, 'quantity'>): Promise<Cart> {
  const query = variantId ? `?${new URLSearchParams({ variantId })}` : '';
  return api<Cart>(`${API_PATHS.cartLine(productId)}${query}`, { method: 'DELETE', auth: true });
}

const isLocalCartLine = (value: unknown): value is LocalCartLine => {
  const line = value as Partial<LocalCartLine> | null;
  return (
    typeof line?.productId === 'string' &&
    (line.variantId === undefined || typeof line.variantId === 'string') &&
    Number.isSafeInteger(line.quantity) &&
    Number(line.quantity) > 0
  );
};

let cachedText: string | null = null;
let cachedLines: LocalCartLine[] = [];

/** The visitor's lines (the same array until they change, as useSyncExternalStore needs). */
export function readLocalCart(): LocalCartLine[] {
  const text = tryOr(() => localStorage.getItem(LOCAL_CART_KEY), null);
  if (text === cachedText) return cachedLines;
  cachedText = text;
  const parsed = tryOr((): unknown => (text ? JSON.parse(text) : []), []);
  cachedLines = Array.isArray(parsed) ? parsed.filter(isLocalCartLine) : [];
  return cachedLines;
}

/** Where storage is blocked, the visitor's cart lives only as long as the page. */
export function writeLocalCart(lines: LocalCartLine[]): void {
  tryOr(() => {
    if (lines.length === 0) localStorage.removeItem(LOCAL_CART_KEY);
    else localStorage.setItem(LOCAL_CART_KEY, JSON.stringify(lines));
  }, undefined);
  window.dispatchEvent(new Event(LOCAL_CART_EVENT));
}

/** Sets a visitor's line (0 removes it); a new line goes last. */
export function setLocalCartLine(productId: string, quantity: number, variantId?: string): void {
  const line = { productId, ...(variantId ? { variantId } : {}), quantity };
  const lines = readLocalCart();
  const exists = lines.some((l) => isSameLine(l, line));
  const next =
    line.quantity <= 0
      ? lines.filter((l) => !isSameLine(l, line))
      : exists
        ? lines.map((l) => (isSameLine(l, line) ? line : l))
        : [...lines, line];
  writeLocalCart(next);
}

function subscribeLocalCart(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(LOCAL_CART_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(LOCAL_CART_EVENT, onChange);
  };
}

const MERGED_KEY = 'cart-merged';

/** Remembers (for this tab) that a visitor's cart was just merged into the account's; the cart page says so. */
export function markCartMerged(merged: boolean): void {
  // Where storage is blocked, the notice is not shown.
  tryOr(() => (merged ? sessionStorage.setItem(MERGED_KEY, '1') : sessionStorage.removeItem(MERGED_KEY)), undefined);
  window.dispatchEvent(new Event(LOCAL_CART_EVENT));
}

const readCartMerged = (): boolean => tryOr(() => sessionStorage.getItem(MERGED_KEY) === '1', false);

export function useCartMerged(): boolean {
  return useSyncExternalStore(subscribeLocalCart, readCartMerged, () => false);
}

export function useLocalCart(): LocalCartLine[] {
  return useSyncExternalStore(subscribeLocalCart, readLocalCart, () => []);
}

export function useCartLineCount(signedIn: boolean): number {
  const local = useLocalCart();
  const server = useQuery({ ...cartQueryOptions(), enabled: signedIn });
  return signedIn ? (server.data?.lines.length ?? 0) : local.length;
}

/** Adds pieces to the line already there; when signed in, the server applies the quantity rules. */
export function useAddToCart(signedIn: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, variantId, quantity }: LocalCartLine): Promise<void> => {
      const line = { productId, ...(variantId ? { variantId } : {}) };
      if (!signedIn) {
        const current = readLocalCart().find((l) => isSameLine(l, line))?.quantity ?? 0;
        setLocalCartLine(productId, current + quantity, variantId);
        return;
      }
      const cart = await queryClient.fetchQuery({ ...cartQueryOptions(), staleTime: 0 });
      // Without a variant (a card's product of one), the product's only line.
      const current = cart.lines.find((l) => l.productId === productId && (!variantId || l.variantId === variantId));
      const next = { ...line, quantity: (current?.quantity ?? 0) + quantity };
      queryClient.setQueryData(CART_QUERY_KEY, await putCartLine(next));
    },
  });
}
