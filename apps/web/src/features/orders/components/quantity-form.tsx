// The Purchase form: a quantity checked against the product's minimum and stock, with the spec's
// messages ('Minimum Order Quantity is {min}', 'We Have No {n} Piece . We Have Only {max}').
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { type Product, purchaseQuantitySchema } from '@store/shared/schemas';
import { useResolveMessage, useTexts } from '../../../lib/i18n.tsx';

interface QuantityFormProps {
  product: Product;
  /** Called with a quantity that passed the check. */
  onAccept: (quantity: number) => void;
  /** "Add to cart" beside Purchase: called with a quantity that passed the same check. */
  onAddToCart?: (quantity: number) => void;
  /** What adding to the cart said (added, or the server's message). */
  cartStatus?: { message: string; isError: boolean } | null;
}

export function QuantityForm({ product, onAccept, onAddToCart, cartStatus }: QuantityFormProps) {
  const { CART_TEXT } = useTexts('cart');
  const { ORDER_TEXT } = useTexts('orders');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  // The area of the spec's quantity messages (the schema names them by reference).
  useTexts('feedback');
  const resolve = useResolveMessage();
  const inputId = useId();
  const errorId = useId();
  const schema = useMemo(
    () => purchaseQuantitySchema(product.minQuantity, product.maxQuantity),
    [product.minQuantity, product.maxQuantity],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ quantity: number }>({
    resolver: zodResolver(schema),
    defaultValues: { quantity: product.minQuantity },
  });
  const error = resolve(errors.quantity?.message);

  return (
    <form noValidate onSubmit={handleSubmit((values) => onAccept(values.quantity))} className="flex flex-col gap-2">
      <label htmlFor={inputId} className="font-semibold">
        {ORDER_TEXT.labelQuantity}
      </label>
      <div className="flex flex-wrap gap-3">
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={product.minQuantity}
          max={product.maxQuantity}
          step={1}
          className={`input input-bordered w-40 ${error ? 'input-error' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...register('quantity', { valueAsNumber: true })}
        />
        <button type="submit" className="btn btn-primary">
          {SPEC_APP_TEXT.purchase}
        </button>
        {onAddToCart ? (
          <button
            type="button"
            className="btn btn-outline btn-primary"
            onClick={() => void handleSubmit((values) => onAddToCart(values.quantity))()}
          >
            {CART_TEXT.addToCart}
          </button>
        ) : null}
      </div>
      {cartStatus ? (
        <p role="status" className={cartStatus.isError ? 'text-error' : 'text-success'}>
          {cartStatus.message}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
