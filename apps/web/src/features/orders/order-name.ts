// The name an order shows where one name fits: its product's, or "Disc Brake Rotor and 2 more" for
// an order of several lines. The API stores that summary in English (as data); a page writes it in
// its own language from the lines, so that a Bangla page says "Disc Brake Rotor ও আরও ২টি".
import type { Order } from '@store/shared/schemas';
import { useTexts } from '../../lib/i18n.tsx';

export function useOrderName(): (order: Pick<Order, 'productname' | 'lines'>) => string {
  const { CART_TEXT } = useTexts('cart');
  return (order) => {
    const [first, ...more] = order.lines;
    return first && more.length > 0
      ? CART_TEXT.summaryName({ first: first.productname, more: more.length })
      : order.productname;
  };
}
