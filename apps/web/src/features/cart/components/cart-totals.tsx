// The cart's totals (subtotal, shipping, total, how far free shipping is) and the empty cart.
import { Link } from 'react-router';
import type { StoreConfig } from '@store/shared/schemas';
import { useFormat, useTexts } from '../../../lib/i18n.tsx';

export function CartTotals({
  subtotal,
  shipping,
  total,
  config,
}: {
  subtotal: number;
  shipping: number;
  total: number;
  config: StoreConfig | undefined;
}) {
  const { CART_TEXT } = useTexts('cart');
  const { taka } = useFormat();
  return (
    <dl className="mt-6 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-lg sm:max-w-sm sm:justify-self-end">
      <dt>{CART_TEXT.subtotal}</dt>
      <dd className="text-right">{taka(subtotal)}</dd>
      <dt>{CART_TEXT.shipping}</dt>
      <dd className="text-right">{shipping === 0 && subtotal > 0 ? CART_TEXT.free : taka(shipping)}</dd>
      <dt className="font-bold">{CART_TEXT.total}</dt>
      <dd className="text-right font-bold">{taka(total)}</dd>
      {config && subtotal > 0 && shipping > 0 ? (
        <dd className="col-span-2 text-sm">{CART_TEXT.freeShippingHint({ from: taka(config.freeShippingFrom) })}</dd>
      ) : null}
    </dl>
  );
}

export function EmptyCart() {
  const { CART_TEXT } = useTexts('cart');
  return (
    <div className="py-6">
      <p>{CART_TEXT.empty}</p>
      <Link to="/allproducts" className="btn btn-primary mt-4">
        {CART_TEXT.browse}
      </Link>
    </div>
  );
}
