// /singleservice/{id} (signed in): the product, the Purchase form, then the Order Now form with the
// quantity that passed Purchase (spec §2, §4), for the variant chosen, with its price table by quantity (dealer
// prices) and the total at the chosen quantity's price; below, the specification and reviews.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ProductDetail } from '@store/shared/schemas';
import { QuantityForm } from '../../components/ui/quantity-form.tsx';
import { AddToCartStatus } from '../../components/ui/add-to-cart-button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { useSession } from '../../lib/auth.ts';
import { useAddToCart } from '../../lib/cart.ts';
import { usePageTitle } from '../../lib/page-title.ts';
// NOTE: the product's own display and read belong to the catalog feature; the order forms go in as children.
import { ProductDetails, productQueryOptions } from '../catalog/index.ts';
import {
  ProductGallery,
  ProductReviews,
  ProductState,
  SpecificationTable,
  useVariantChoice,
  VariantPicker,
} from '../product-page/index.ts';
import { PriceTable, unitPriceAt } from '../pricing/index.ts';
import { OrderForm } from './components/order-form.tsx';

/** The product as its chosen variant (?variant=<id>, as the product page links it) sells it, and the forms. */
function ProductToOrder({ product }: { product: ProductDetail }) {
  const { CART_TEXT } = useTexts('cart');
  const { ORDER_TEXT } = useTexts('orders');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  const { user } = useSession();
  const addToCart = useAddToCart(user !== null);
  const [quantity, setQuantity] = useState<number | null>(null);
  const statusId = useId();
  const { variant, shown, choose } = useVariantChoice(product);
  const variantId = product.variants.length > 1 ? variant?._id : undefined;
  return (
    <>
      <ProductDetails
        product={shown}
        media={<ProductGallery key={shown.img} images={shown.images} name={product.name} />}
      >
        <VariantPicker
          product={product}
          variant={variant}
          onChoose={(next) => {
            setQuantity(null);
            choose(next);
          }}
        />
        {/* The same table as the product page: by quantity, and the buyer's group prices when signed in. */}
        <PriceTable tiers={variant?.priceTiers} />
        <div className="mt-4 flex flex-col gap-8 border-t border-base-300 pt-6">
          {/* The spec's Purchase: a quantity checked against the minimum and the stock. */}
          <QuantityForm
            key={variant?._id ?? product._id}
            label={ORDER_TEXT.labelQuantity}
            min={shown.minQuantity}
            max={shown.maxQuantity}
            defaultQuantity={shown.minQuantity}
            width="w-40"
            onAccept={setQuantity}
            buttons={(checked) => (
              <>
                <button type="submit" className="btn btn-primary">
                  {SPEC_APP_TEXT.purchase}
                </button>
                <button
                  type="button"
                  className="btn btn-outline btn-primary"
                  aria-describedby={statusId}
                  onClick={checked((q) => addToCart.mutate({ productId: product._id, variantId, quantity: q }))}
                >
                  {CART_TEXT.addToCart}
                </button>
              </>
            )}
          >
            <AddToCartStatus id={statusId} add={addToCart} className={addToCart.error ? '' : 'text-success'} />
          </QuantityForm>
          {quantity !== null && user ? (
            <OrderForm
              product={shown}
              variantId={variantId}
              quantity={quantity}
              // What the server will charge a piece at this quantity.
              unitPrice={unitPriceAt(variant?.priceTiers, shown.price, quantity)}
              email={user.email}
              onBooked={() => setQuantity(null)}
            />
          ) : null}
        </div>
      </ProductDetails>
      <SpecificationTable specs={product.specs} sku={shown.sku} />
      <ProductReviews productId={product._id} />
    </>
  );
}

export function ProductOrderPage() {
  const { CATALOG_TEXT } = useTexts('catalog');
  const { id = '' } = useParams();
  const product = useQuery(productQueryOptions(id));
  const isNotFound = product.error instanceof ApiError && product.error.status === 404;
  usePageTitle(product.data?.name ?? (isNotFound ? CATALOG_TEXT.productNotFoundHeading : CATALOG_TEXT.productTitle));

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Link to="/allproducts" className="link link-primary mb-6 inline-block">
        <span aria-hidden="true">← </span>
        {CATALOG_TEXT.backToProducts}
      </Link>
      <ProductState product={product}>{(found) => <ProductToOrder product={found} />}</ProductState>
    </div>
  );
}
