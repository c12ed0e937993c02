// The Purchase form: a quantity checked against the product's minimum and stock, with the spec's
// messages ('Minimum Order Quantity is {min}', 'We Have No {n} Piece . We Have Only {max}').
import type { Product } from '@store/shared/schemas';
import { QuantityForm } from '../../../components/ui/quantity-form.tsx';
import { useTexts } from '../../../lib/i18n.tsx';

interface PurchaseFormProps {
  product: Product;
  /** Called with a quantity that passed the check. */
  onAccept: (quantity: number) => void;
  /** "Add to cart" beside Purchase: called with a quantity that passed the same check. */
  onAddToCart?: (quantity: number) => void;
  /** What adding to the cart said (added, or the server's message). */
  cartStatus?: { message: string; isError: boolean } | null;
}

export function PurchaseForm({ product, onAccept, onAddToCart, cartStatus }: PurchaseFormProps) {
  const { CART_TEXT } = useTexts('cart');
  const { ORDER_TEXT } = useTexts('orders');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  return (
    <QuantityForm
      label={ORDER_TEXT.labelQuantity}
      min={product.minQuantity}
      max={product.maxQuantity}
      defaultQuantity={product.minQuantity}
      width="w-40"
      onAccept={onAccept}
      buttons={(checked) => (
        <>
          <button type="submit" className="btn btn-primary">
            {SPEC_APP_TEXT.purchase}
          </button>
          {onAddToCart ? (
            <button type="button" className="btn btn-outline btn-primary" onClick={checked(onAddToCart)}>
              {CART_TEXT.addToCart}
            </button>
          ) : null}
        </>
      )}
    >
      {cartStatus ? (
        <p role="status" className={cartStatus.isError ? 'text-error' : 'text-success'}>
          {cartStatus.message}
        </p>
      ) : null}
    </QuantityForm>
  );
}
