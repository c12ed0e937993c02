// "Add to cart" for a product card: adds the product's minimum order to the cart (the visitor's in
// this browser, or the account's), and says so, or shows the server's quantity message.
import { Suspense, useId } from 'react';
import type { Product } from '@store/shared/schemas';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useSession } from '../../lib/auth.ts';
import { useAddToCart } from '../../lib/cart.ts';
import { useTexts } from '../../lib/i18n.tsx';

/** NOTE: a component of its own, so that the quantity messages' areas load only once there is one to show. */
function AddToCartError({ error }: { error: Error }) {
  useTexts('feedback');
  useTexts('orders');
  const { CART_TEXT } = useTexts('cart');
  const apiText = useApiErrorText();
  return <>{apiText.field(error, 'quantity') ?? apiText.message(error, CART_TEXT.checkoutFailed)}</>;
}

/** What the last add said: that it was added, or the server's quantity message. */
export function AddToCartStatus(props: {
  id: string;
  add: { error: Error | null; isSuccess: boolean };
  className: string;
}) {
  const { CART_TEXT } = useTexts('cart');
  const { error, isSuccess } = props.add;
  return (
    <p id={props.id} role="status" className={`min-h-5 text-sm ${error ? 'text-error' : ''} ${props.className}`}>
      {error ? (
        <Suspense fallback={null}>
          <AddToCartError error={error} />
        </Suspense>
      ) : (
        isSuccess && CART_TEXT.addedToCart
      )}
    </p>
  );
}

export function AddToCartButton({ product, describedBy }: { product: Product; describedBy?: string }) {
  const { CART_TEXT } = useTexts('cart');
  const { user } = useSession();
  const add = useAddToCart(user !== null);
  const statusId = useId();
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
      <AddToCartStatus id={statusId} add={add} className="mt-1" />
    </div>
  );
}
