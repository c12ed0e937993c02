// What an order charges: subtotal, each promotion's discount as its own line, shipping (free at nothing), a
// payment fee when there is one, and the total; with `freeShippingFrom`, how far free shipping is while shipping
// is charged. The total is always the server's.
import type { ReactNode } from 'react';
import type { DiscountLine } from '@store/shared/schemas';
import { useFormat, useTexts } from '../../lib/i18n.tsx';

interface ChargesProps {
  subtotal: number;
  shipping: number;
  total: number;
  fee?: { label: string; amount: number };
  /** The shipping line's label when it says more than "Shipping" (an order's zone and weight). */
  shippingLabel?: ReactNode;
  freeShippingFrom?: number | undefined;
  /** The promotions' discounts (taka, positive), between the subtotal and the shipping. */
  discounts?: readonly DiscountLine[] | undefined;
  className?: string;
}

/** Each discount: its name, its code if it has one, and what it takes off. */
function DiscountRows({ discounts }: { discounts: readonly DiscountLine[] }) {
  const { CART_PROMOTION_TEXT } = useTexts('promotions-ui');
  const { taka } = useFormat();
  return discounts.map((d) => (
    <div key={d.promotionId} className="contents">
      <dt className="min-w-0 [overflow-wrap:anywhere]">
        {CART_PROMOTION_TEXT.discount({ name: d.name })}
        {d.code ? (
          <>
            {' '}
            <span className="badge badge-outline badge-sm font-mono" translate="no">
              {d.code}
            </span>
          </>
        ) : null}
      </dt>
      <dd className="text-right whitespace-nowrap">−{taka(d.amount)}</dd>
    </div>
  ));
}

export function Charges({
  subtotal,
  shipping,
  total,
  fee,
  shippingLabel,
  freeShippingFrom,
  discounts,
  className = '',
}: ChargesProps) {
  const { CART_TEXT } = useTexts('cart');
  const { taka } = useFormat();
  return (
    <dl className={`grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 sm:max-w-sm ${className}`}>
      <dt>{CART_TEXT.subtotal}</dt>
      <dd className="text-right">{taka(subtotal)}</dd>
      {discounts && discounts.length > 0 ? <DiscountRows discounts={discounts} /> : null}
      <dt>{shippingLabel ?? CART_TEXT.shipping}</dt>
      <dd className="text-right">{shipping === 0 && subtotal > 0 ? CART_TEXT.free : taka(shipping)}</dd>
      {fee && fee.amount > 0 ? (
        <>
          <dt>{fee.label}</dt>
          <dd className="text-right">{taka(fee.amount)}</dd>
        </>
      ) : null}
      <dt className="font-bold">{CART_TEXT.total}</dt>
      <dd className="text-right font-bold">{taka(total)}</dd>
      {freeShippingFrom !== undefined && subtotal > 0 && shipping > 0 ? (
        <dd className="col-span-2 text-sm">{CART_TEXT.freeShippingHint({ from: taka(freeShippingFrom) })}</dd>
      ) : null}
    </dl>
  );
}
