// An order's name where one fits: its product's, or "Disc Brake Rotor and 2 more", written in the
// page's language from the lines (the API stores that summary in English, as data).
import type { StaffOrder } from '@store/shared/schemas';
import { useTexts } from '../../lib/i18n.tsx';

export function useOrderName(): (order: Pick<StaffOrder, 'productname' | 'lines'>) => string {
  const { CART_TEXT } = useTexts('cart');
  return (order) => {
    const [first, ...more] = order.lines;
    return first && more.length > 0
      ? CART_TEXT.summaryName({ first: first.productname, more: more.length })
      : order.productname;
  };
}
