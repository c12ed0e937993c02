// The cart page's calls: set a line, remove a line (the account's cart), its coupon, check out, and the products of a
// visitor's lines (GET /api/products/{id}, with their variants), which the browser prices until sign-in.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Cart, CheckoutInput, CheckoutResult, ProductDetail } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { CART_QUERY_KEY, deleteCartLine, putCartLine } from '../../../lib/cart.ts';
import { MY_ORDERS_KEY, ORDERS_KEY, PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';

const CART_QUOTE_KEY = [...CART_QUERY_KEY, 'quote'] as const;

/** A write to the account's cart: the answer is the cart as it now is, and its quotes are stale. */
function useCartWrite<A>(write: (args: A) => Promise<Cart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (cart) => {
      queryClient.setQueryData(CART_QUERY_KEY, cart);
      await queryClient.invalidateQueries({ queryKey: CART_QUOTE_KEY });
    },
  });
}

/** GET /api/cart?addressId=…: the cart with its shipping quoted for one of the buyer's addresses. */
export const cartQuoteQueryOptions = (addressId: string) =>
  queryOptions({
    queryKey: [...CART_QUOTE_KEY, addressId],
    queryFn: ({ signal }) =>
      api<Cart>(`${API_PATHS.cart}?addressId=${encodeURIComponent(addressId)}`, { auth: true, signal }),
  });

export const useSetCartLine = () => useCartWrite(putCartLine);
export const useRemoveCartLine = () => useCartWrite(deleteCartLine);

const CART_COUPON = `${API_PATHS.cart}/coupon`;
/** PUT /api/cart/coupon: the cart's one coupon (a code that cannot apply at all is a 400 on `code`). */
export const useApplyCoupon = () =>
  useCartWrite((code: string) => api<Cart>(CART_COUPON, { method: 'PUT', body: { code }, auth: true }));
/** DELETE /api/cart/coupon. */
export const useRemoveCoupon = () => useCartWrite(() => api<Cart>(CART_COUPON, { method: 'DELETE', auth: true }));

export const cartProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', 'cart', id],
    queryFn: ({ signal }) => api<ProductDetail>(API_PATHS.product(id), { signal }),
    retry: false,
  });

/**
 * POST /api/checkout with an Idempotency-Key: the cart becomes one order. A retry of the same attempt
 * (a lost answer) sends the same key and gets the same order back.
 */
export function useCheckout(idempotencyKey: string) {
  return useMutation({
    mutationFn: (input: CheckoutInput) =>
      api<CheckoutResult>(API_PATHS.checkout, {
        method: 'POST',
        body: input,
        auth: true,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    onSettled: useInvalidate(CART_QUERY_KEY, PRODUCTS_KEY, MY_ORDERS_KEY, ORDERS_KEY),
  });
}
