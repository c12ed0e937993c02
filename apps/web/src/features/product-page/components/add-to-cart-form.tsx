// The product page's Add to cart: a quantity (the product's minimum to start with) checked by the
// same rules as Purchase (minimum order, stock, whole pieces), then added as the card's button adds
// (the visitor's cart in this browser, or the account's through the API, whose answer is shown).
import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { type Product, purchaseQuantitySchema } from '@store/shared/schemas';
import { AddToCartError } from '../../../components/ui/add-to-cart-button.tsx';
import { useSession } from '../../../lib/auth.ts';
import { useAddToCart } from '../../../lib/cart.ts';
import { useResolveMessage, useTexts } from '../../../lib/i18n.tsx';

export function AddToCartForm({ product, inStock }: { product: Product; inStock: boolean }) {
  const { CART_TEXT } = useTexts('cart');
  const { PRODUCT_PAGE_TEXT } = useTexts('product-page');
  // The area of the spec's quantity messages (the schema names them by reference).
  useTexts('feedback');
  const resolve = useResolveMessage();
  const { user } = useSession();
  const add = useAddToCart(user !== null);
  const inputId = useId();
  const errorId = useId();
  const statusId = useId();
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
    defaultValues: { quantity: Math.max(product.minQuantity, 1) },
  });
  const error = resolve(errors.quantity?.message);

  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={handleSubmit((values) => {
        add.reset();
        add.mutate({ productId: product._id, quantity: values.quantity });
      })}
    >
      <label htmlFor={inputId} className="font-semibold">
        {PRODUCT_PAGE_TEXT.cartQuantity}
      </label>
      <div className="flex flex-wrap gap-3">
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={product.minQuantity}
          max={product.maxQuantity}
          step={1}
          disabled={!inStock}
          className={`input input-bordered w-32 ${error ? 'input-error' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...register('quantity', { valueAsNumber: true })}
        />
        <button
          type="submit"
          className="btn btn-outline btn-primary"
          aria-describedby={statusId}
          disabled={!inStock || add.isPending}
        >
          {add.isPending ? CART_TEXT.adding : CART_TEXT.addToCart}
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-error">
          {error}
        </p>
      ) : null}
      <p id={statusId} role="status" className={`min-h-5 text-sm ${add.error ? 'text-error' : 'text-success'}`}>
        {add.error ? (
          <Suspense fallback={null}>
            <AddToCartError error={add.error} />
          </Suspense>
        ) : add.isSuccess ? (
          CART_TEXT.addedToCart
        ) : (
          ''
        )}
      </p>
    </form>
  );
}
