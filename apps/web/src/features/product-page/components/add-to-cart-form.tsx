// The product page's Add to cart: a quantity checked by the Purchase rules, added as the card's button adds.
import { useId } from 'react';
import type { Product } from '@store/shared/schemas';
import { AddToCartStatus } from '../../../components/ui/add-to-cart-button.tsx';
import { QuantityForm } from '../../../components/ui/quantity-form.tsx';
import { useSession } from '../../../lib/auth.ts';
import { useAddToCart } from '../../../lib/cart.ts';
import { useTexts } from '../../../lib/i18n.tsx';

/** `variantId`: the variant chosen on the page (its facts are in `product`). */
export function AddToCartForm({
  product,
  variantId,
  inStock,
}: {
  product: Product;
  variantId: string | undefined;
  inStock: boolean;
}) {
  const { CART_TEXT } = useTexts('cart');
  const { PRODUCT_PAGE_TEXT } = useTexts('product-page');
  const { user } = useSession();
  const add = useAddToCart(user !== null);
  const statusId = useId();

  return (
    <QuantityForm
      label={PRODUCT_PAGE_TEXT.cartQuantity}
      min={product.minQuantity}
      max={product.maxQuantity}
      defaultQuantity={Math.max(product.minQuantity, 1)}
      disabled={!inStock}
      width="w-32"
      onAccept={(quantity) => {
        add.reset();
        add.mutate({ productId: product._id, variantId, quantity });
      }}
      buttons={() => (
        <button
          type="submit"
          className="btn btn-outline btn-primary"
          aria-describedby={statusId}
          disabled={!inStock || add.isPending}
        >
          {add.isPending ? CART_TEXT.adding : CART_TEXT.addToCart}
        </button>
      )}
    >
      <AddToCartStatus id={statusId} add={add} className={add.error ? '' : 'text-success'} />
    </QuantityForm>
  );
}
