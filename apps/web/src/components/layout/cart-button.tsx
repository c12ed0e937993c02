// The navbar's cart button, on every page: a link to /cart with the number of lines in the cart.
import { Link } from 'react-router';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { useCartLineCount } from '../../lib/cart.ts';
import { CartIcon } from '../ui/icons.tsx';

export function CartButton({ signedIn }: { signedIn: boolean }) {
  const { CART_TEXT } = useTexts('cart');
  const { number } = useFormat();
  const count = useCartLineCount(signedIn);
  return (
    <Link to="/cart" className="btn btn-square btn-ghost relative" aria-label={CART_TEXT.cartButton({ n: count })}>
      <CartIcon className="size-6" />
      <span aria-hidden="true" className="badge badge-primary badge-sm absolute -top-1 -right-1 min-w-5 px-1">
        {number(count)}
      </span>
    </Link>
  );
}
