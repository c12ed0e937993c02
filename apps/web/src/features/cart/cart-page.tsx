// /cart: a signed-in buyer's cart is the account's (the server marks lines whose product is gone, whose price
// changed or whose stock fell, and they block checkout); a visitor's is this browser's, priced from the catalog,
// and checking out starts with signing in, or with a code sent to the visitor's phone (guest checkout).
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { poishaToTaka, takaToPoisha } from '@store/shared/money';
import { type CartLine, shippingFor, type StoreConfig } from '@store/shared/schemas';
import type { SavedAddress } from '@store/shared/schemas/addresses';
import { Charges } from '../../components/ui/charges.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { refreshSession, useSession } from '../../lib/auth.ts';
import {
  cartQueryOptions,
  isSameLine,
  markCartMerged,
  setLocalCartLine,
  useCartMerged,
  useLocalCart,
} from '../../lib/cart.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { storeConfigQueryOptions } from '../../lib/store-config.ts';
import { cartProductQueryOptions, cartQuoteQueryOptions, useRemoveCartLine, useSetCartLine } from './api/cart-lines.ts';
import { CartLineItem } from './components/cart-line-item.tsx';
import { CouponForm } from './components/coupon-form.tsx';
import { DeliveryQuote } from './components/delivery-quote.tsx';
import { type GuestBuyer, GuestCheckout } from './components/guest-checkout.tsx';
import { mergeBrowserCartOnce } from './cart-merge.tsx';

// Loaded when the buyer checks out: the address form carries the list of places.
const CheckoutForm = lazy(() => import('./components/checkout-form.tsx').then((m) => ({ default: m.CheckoutForm })));

const TOTALS_CLASS = 'mt-6 text-lg sm:justify-self-end';

/** For bulk buyers: these lines as a quote request (/quote?from=cart). */
function RequestQuoteLink() {
  const { QUOTE_REQUEST_TEXT } = useTexts('quotes-ui');
  return (
    <p className="mt-4">
      <Link to="/quote?from=cart" className="link font-semibold">
        {QUOTE_REQUEST_TEXT.fromCart}
      </Link>
    </p>
  );
}

function EmptyCart() {
  const { CART_TEXT } = useTexts('cart');
  return (
    <div className="py-6">
      <p>{CART_TEXT.cartEmpty}</p>
      <Link to="/allproducts" className="btn btn-primary mt-4">
        {CART_TEXT.browse}
      </Link>
    </div>
  );
}

/** `guest`: the buyer who just proved their phone at checkout; the delivery form opens at once, for them. */
function AccountCart({ config, guest }: { config: StoreConfig | undefined; guest: GuestBuyer | null }) {
  const { CART_TEXT } = useTexts('cart');
  const { PHONE_UI_TEXT } = useTexts('phone-ui');
  const { user } = useSession();
  const apiText = useApiErrorText();
  const cart = useQuery(cartQueryOptions());
  const [addressId, setAddressId] = useState<string | null>(null);
  // Once an address is chosen at checkout, the cart as the server quotes it for that address.
  const quoted = useQuery({ ...cartQuoteQueryOptions(addressId ?? ''), enabled: addressId !== null });
  const onAddressChange = useCallback((address: SavedAddress) => setAddressId(address.id), []);
  const setLine = useSetCartLine();
  const removeLine = useRemoveCartLine();
  const [checkingOut, setCheckingOut] = useState(guest !== null);
  if (cart.isPending) return <Spinner />;
  if (cart.isError) return <LoadError onRetry={() => void cart.refetch()} />;
  const { lines } = cart.data;
  const current = (addressId !== null && quoted.data) || cart.data;
  const { subtotal, shipping, total, delivery, discounts } = current;
  const hasProblems = lines.some((l) => l.problem !== null);
  const errorFor = (line: CartLine): string | null => {
    const error = setLine.variables && isSameLine(setLine.variables, line) ? setLine.error : null;
    if (!error) return null;
    return apiText.field(error, 'quantity') ?? apiText.message(error, CART_TEXT.checkoutFailed);
  };
  if (lines.length === 0) return <EmptyCart />;
  return (
    <>
      <ul>
        {lines.map((line) => (
          <CartLineItem
            key={`${line.variantId}-${line.quantity}-${line.unitPrice}`}
            line={{
              ...line,
              onSetQuantity: (quantity) =>
                setLine.mutate({ productId: line.productId, variantId: line.variantId, quantity }),
              onRemove: () => removeLine.mutate(line),
              error: errorFor(line),
              busy: setLine.isPending || removeLine.isPending,
            }}
          />
        ))}
      </ul>
      <CouponForm coupon={cart.data.coupon} />
      <Charges
        {...{ subtotal, shipping, total, discounts }}
        freeShippingFrom={delivery ? (delivery.freeFrom ?? undefined) : config?.freeShippingFrom}
        className={TOTALS_CLASS}
      />
      <DeliveryQuote delivery={delivery} />
      <RequestQuoteLink />
      {hasProblems ? (
        <p role="status" className="mt-4 text-error">
          {CART_TEXT.fixProblems}
        </p>
      ) : null}
      {checkingOut && !hasProblems ? (
        <Suspense fallback={<Spinner />}>
          {guest ? (
            <p role="status" className="alert alert-success alert-soft mt-4">
              {PHONE_UI_TEXT.guestVerified}
            </p>
          ) : null}
          <CheckoutForm
            newAddress={
              guest
                ? { recipientName: guest.name, phone: guest.phoneNumber }
                : user?.phoneNumber
                  ? { phone: user.phoneNumber }
                  : undefined
            }
            hours={config?.unpaidOrderTtlHours}
            addressId={addressId}
            onAddressChange={onAddressChange}
            deliverable={delivery?.served ?? true}
            expectedTotal={total}
            quoting={addressId !== null && quoted.isPending}
          />
        </Suspense>
      ) : (
        <button
          type="button"
          className="btn btn-primary mt-4 w-full sm:w-auto"
          disabled={hasProblems}
          onClick={() => setCheckingOut(true)}
        >
          {CART_TEXT.checkout}
        </button>
      )}
    </>
  );
}

function VisitorCart({
  config,
  onGuestVerified,
}: {
  config: StoreConfig | undefined;
  onGuestVerified: (buyer: GuestBuyer) => Promise<void>;
}) {
  const { CART_TEXT } = useTexts('cart');
  const local = useLocalCart();
  const location = useLocation();
  // Each product read once, however many of its variants are lines.
  const ids = [...new Set(local.map((l) => l.productId))];
  const products = useQueries({ queries: ids.map((id) => cartProductQueryOptions(id)) });
  if (local.length === 0) return <EmptyCart />;
  if (products.some((p) => p.isPending)) return <Spinner />;
  const lines: CartLine[] = local.map((l) => {
    const product = products[ids.indexOf(l.productId)]?.data;
    // A line from before variants names none: its product's only variant.
    const variant = product?.variants.find((v) =>
      l.variantId ? v._id === l.variantId : product.variants.length === 1,
    );
    const unit = variant ? takaToPoisha(variant.price) : 0;
    const problem = !variant
      ? 'gone'
      : l.quantity < variant.minQuantity
        ? 'below_minimum'
        : l.quantity > variant.maxQuantity
          ? 'above_stock'
          : null;
    return {
      productId: l.productId,
      variantId: l.variantId ?? variant?._id ?? '',
      variantTitle: variant?.title ?? '',
      sku: variant?.sku ?? null,
      productname: product?.name ?? l.productId,
      img: variant?.img ?? product?.img ?? '/favicon.svg',
      unitPrice: poishaToTaka(unit),
      quantity: l.quantity,
      lineTotal: poishaToTaka(unit * l.quantity),
      minQuantity: variant?.minQuantity ?? 0,
      stock: variant?.maxQuantity ?? 0,
      problem,
      currentPrice: null,
    };
  });
  const subtotalPoisha = lines.reduce((sum, l) => (l.problem === 'gone' ? sum : sum + takaToPoisha(l.lineTotal)), 0);
  const shippingPoisha = config
    ? shippingFor(subtotalPoisha, {
        fee: takaToPoisha(config.shippingFee),
        freeFrom: takaToPoisha(config.freeShippingFrom),
      })
    : 0;
  return (
    <>
      <ul>
        {lines.map((line, i) => (
          <CartLineItem
            key={`${line.productId}-${line.variantId}-${line.quantity}`}
            line={{
              ...line,
              onSetQuantity: (quantity) => setLocalCartLine(line.productId, quantity, local[i]?.variantId),
              onRemove: () => setLocalCartLine(line.productId, 0, local[i]?.variantId),
              error: null,
              busy: false,
            }}
          />
        ))}
      </ul>
      <Charges
        subtotal={poishaToTaka(subtotalPoisha)}
        shipping={poishaToTaka(shippingPoisha)}
        total={poishaToTaka(subtotalPoisha + shippingPoisha)}
        freeShippingFrom={config?.freeShippingFrom}
        className={TOTALS_CLASS}
      />
      <RequestQuoteLink />
      <div className="flex flex-col gap-x-3 sm:flex-row sm:flex-wrap sm:items-start">
        <Link to="/login" state={{ from: location }} className="btn btn-primary mt-4 w-full sm:w-auto">
          {CART_TEXT.signInToCheckout}
        </Link>
        {lines.some((l) => l.problem !== null) ? null : <GuestCheckout onVerified={onGuestVerified} />}
      </div>
    </>
  );
}

export function CartPage() {
  const { CART_TEXT } = useTexts('cart');
  usePageTitle(CART_TEXT.heading);
  const { user, isLoading } = useSession();
  const config = useQuery(storeConfigQueryOptions());
  const merged = useCartMerged();
  const queryClient = useQueryClient();
  const [guest, setGuest] = useState<GuestBuyer | null>(null);
  const [isMerging, setMerging] = useState(false);

  /** After the code: the session and its token, then this browser's cart in the account's, then the form. */
  async function checkOutAsGuest(buyer: GuestBuyer): Promise<void> {
    setGuest(buyer);
    setMerging(true);
    try {
      await refreshSession();
      // A line the merge could not add stays in the browser; the account's cart shows what it holds.
      await mergeBrowserCartOnce(queryClient).catch(() => undefined);
    } finally {
      setMerging(false);
    }
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{CART_TEXT.heading}</h1>
      {merged && user ? (
        <div role="status" className="alert alert-info alert-soft mt-4 flex flex-wrap justify-between">
          <p>{CART_TEXT.mergedNotice}</p>
          <button type="button" className="btn btn-sm" onClick={() => markCartMerged(false)}>
            {CART_TEXT.dismiss}
          </button>
        </div>
      ) : null}
      {isLoading || (user && isMerging) ? (
        <Spinner />
      ) : user ? (
        <AccountCart config={config.data} guest={guest} />
      ) : (
        <VisitorCart config={config.data} onGuestVerified={checkOutAsGuest} />
      )}
    </div>
  );
}
