// Under a cart line: the quantity tier its price comes from and how many more pieces reach the next one.
import type { LinePriceBreak } from '@store/shared/schemas';
import { useFormat, useTexts } from '../../../lib/i18n.tsx';
import { useTierRange } from './price-table.tsx';

export function NextBreakHint({ priceBreak }: { priceBreak: LinePriceBreak | null | undefined }) {
  const { CART_BREAK_TEXT } = useTexts('pricing');
  const { taka } = useFormat();
  const range = useTierRange();
  if (!priceBreak) return null;
  const { tier, next } = priceBreak;
  return (
    <p className="text-sm">
      {CART_BREAK_TEXT.inTier({ range: range(tier) })}{' '}
      <span className={next ? 'font-semibold text-success' : undefined}>
        {next
          ? CART_BREAK_TEXT.nextBreak({ count: next.piecesToGo, price: taka(next.price) })
          : CART_BREAK_TEXT.bestPrice}
      </span>
    </p>
  );
}
