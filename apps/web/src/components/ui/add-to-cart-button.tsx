// "Add to cart" for a product card: adds the product's minimum order to the cart (the visitor's in
// this browser, or the account's), and says so, or shows the server's quantity message.
import { useId } from 'react';
import { CART_TEXT } from '@store/shared/messages';
import type { Product } from '@store/shared/schemas';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/auth.ts';
import { useAddToCart } from '../../lib/cart.ts';

export function AddToCartButton({ product, describedBy }: { product: Product; describedBy?: string }) {
  const { user } = useSession();
  const add = useAddToCart(user !== null);
  const statusId = useId();
  const error =
    add.error instanceof ApiError
      ? (add.error.fields.quantity ?? add.error.message)
      : add.error
        ? CART_TEXT.checkoutFailed
        : null;
  return (
    <div className="w-full">
      <button
        type="button"
        className="btn btn-outline btn-primary btn-block"
        aria-describedby={[describedBy, statusId].filter(Boolean).join(' ')}
        disabled={add.isPending || product.maxQuantity < product.minQuantity}
        onClick={() => add.mutate({ productId: product._id, quantity: Math.max(product.minQuantity, 1) })}
      >
        {add.isPending ? CART_TEXT.adding : CART_TEXT.addToCart}
      </button>
      <p id={statusId} role="status" className={`mt-1 min-h-5 text-sm ${error ? 'text-error' : ''}`}>
        {error ?? (add.isSuccess ? CART_TEXT.addedToCart : '')}
      </p>
    </div>
  );
}
