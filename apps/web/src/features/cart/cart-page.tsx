// /cart: each line (picture, name, unit price, quantity within the rules, line total, remove),
// subtotal, shipping, total and Checkout. A signed-in buyer's cart is the account's (the server marks
// lines whose product is gone, whose price changed or whose stock fell, and they block checkout); a
// visitor's is this browser's, priced from the catalog, and checking out starts with signing in.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { poishaToTaka, takaToPoisha } from '@store/shared/money';
import {
  type CartLine,
  type CheckoutInput,
  CheckoutInputSchema,
  checkOrderQuantity,
  shippingFor,
  type StoreConfig,
} from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useSession } from '../../lib/auth.ts';
import { cartQueryOptions, markCartMerged, setLocalCartLine, useCartMerged, useLocalCart } from '../../lib/cart.ts';
import { useFormat, useResolveMessage, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { storeConfigQueryOptions } from '../../lib/store-config.ts';
import { VerifyEmailBanner } from '../auth/index.ts';
import { cartProductQueryOptions, useRemoveCartLine, useSetCartLine } from './api/cart-lines.ts';
import { useCheckout } from './api/checkout.ts';

/** What a line shows and does, whoever's cart it is. */
interface LineView extends CartLine {
  onSetQuantity: (quantity: number) => void;
  onRemove: () => void;
  error: string | null;
  busy: boolean;
}

/** What is wrong with a line, in the page's language; null when nothing is. */
function useProblemText(): (line: CartLine) => string | null {
  const { CART_TEXT } = useTexts('cart');
  const { MESSAGES } = useTexts('feedback');
  const { taka } = useFormat();
  return (line) => {
    switch (line.problem) {
      case 'gone':
        return CART_TEXT.problemGone;
      case 'price_changed':
        return CART_TEXT.problemPriceChanged({ price: taka(line.currentPrice ?? line.unitPrice) });
      case 'below_minimum':
        return MESSAGES.quantityBelowMinimum({ min: line.minQuantity });
      case 'above_stock':
        return MESSAGES.quantityAboveStock({ n: line.quantity, max: line.stock });
      default:
        return null;
    }
  };
}

function CartLineItem({ line }: { line: LineView }) {
  const { CART_TEXT } = useTexts('cart');
  // The areas of the quantity rule's messages (checkOrderQuantity names them by reference).
  useTexts('orders');
  useTexts('feedback');
  const resolve = useResolveMessage();
  const { taka } = useFormat();
  const problemText = useProblemText();
  const inputId = useId();
  const problemId = useId();
  const [value, setValue] = useState(String(line.quantity));
  const [localError, setLocalError] = useState<string | null>(null);
  const problem = problemText(line);
  const message = resolve(localError ?? undefined) ?? line.error ?? problem;

  function submit() {
    const quantity = Number(value);
    const error = line.problem === 'gone' ? null : checkOrderQuantity(quantity, line.minQuantity, line.stock);
    setLocalError(error);
    if (!error) line.onSetQuantity(quantity);
  }

  return (
    <li className="flex flex-wrap gap-4 border-b border-base-300 py-4">
      <img
        src={line.img}
        alt=""
        width={80}
        height={60}
        className="h-16 w-20 shrink-0 rounded-box bg-base-200 object-contain"
      />
      <div className="min-w-0 flex-1 basis-48">
        <h2 className="font-semibold break-words" translate="no">
          {line.productname}
        </h2>
        <p className="text-sm">
          {CART_TEXT.colUnitPrice}: {taka(line.unitPrice)}
        </p>
        <p className="font-semibold">
          {CART_TEXT.colLineTotal}: {taka(line.lineTotal)}
        </p>
        {message ? (
          <p id={problemId} className="mt-1 text-sm text-error" role={localError || line.error ? 'alert' : undefined}>
            {message}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {line.problem !== 'gone' ? (
          <form
            noValidate
            className="flex items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <div className="flex flex-col">
              <label htmlFor={inputId} className="text-sm">
                {CART_TEXT.colQuantity}
              </label>
              <input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={line.minQuantity}
                step={1}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                className="input input-bordered w-24"
                aria-label={CART_TEXT.quantityOf({ name: line.productname })}
                aria-describedby={message ? problemId : undefined}
                aria-invalid={message ? true : undefined}
              />
            </div>
            <button type="submit" className="btn btn-outline" disabled={line.busy}>
              {line.problem === 'price_changed' && String(line.quantity) === value
                ? CART_TEXT.acceptPrice
                : CART_TEXT.update}
            </button>
          </form>
        ) : null}
        <button
          type="button"
          className="btn btn-ghost text-error"
          onClick={line.onRemove}
          disabled={line.busy}
          aria-label={CART_TEXT.removeLabel({ name: line.productname })}
        >
          {CART_TEXT.remove}
        </button>
      </div>
    </li>
  );
}

function Totals({
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

function CheckoutForm({ hours }: { hours: number | undefined }) {
  const { CART_TEXT, ORDER_PAGE_TEXT } = useTexts('cart');
  const { ORDER_TEXT } = useTexts('orders');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  // The areas of the server's line messages (a quantity rule's, from the feedback area).
  useTexts('feedback');
  const resolve = useResolveMessage();
  const apiText = useApiErrorText();
  const navigate = useNavigate();
  // One key per checkout attempt on this page: a repeated submit after a lost answer gets the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const placing = useCheckout(idempotencyKey);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CheckoutInput>({
    resolver: zodResolver(CheckoutInputSchema),
    defaultValues: { address: '', phone: '', orderId: '' },
  });
  const serverError = placing.error instanceof ApiError ? placing.error : placing.error ? null : undefined;

  return (
    <form
      noValidate
      aria-label={CART_TEXT.checkoutHeading}
      className="mt-6 flex flex-col gap-1 sm:max-w-md"
      onSubmit={handleSubmit(async (values) => {
        const result = await placing.mutateAsync(values).catch(() => null);
        if (result)
          void navigate(`/dashboard/payment/${encodeURIComponent(result.insertedId)}`, { state: { booked: true } });
      })}
    >
      <h2 className="text-xl font-bold">{CART_TEXT.checkoutHeading}</h2>
      <VerifyEmailBanner />
      <TextField
        label={ORDER_TEXT.labelAddress}
        autoComplete="street-address"
        error={resolve(errors.address?.message)}
        {...register('address')}
      />
      <TextField
        label={ORDER_TEXT.labelPhone}
        type="tel"
        autoComplete="tel"
        error={resolve(errors.phone?.message)}
        {...register('phone')}
      />
      <TextField label={SPEC_APP_TEXT.orderIdLabel} error={resolve(errors.orderId?.message)} {...register('orderId')} />
      {hours ? <p className="text-sm">{ORDER_PAGE_TEXT.deadlineNote({ hours })}</p> : null}
      {placing.isError ? (
        <div role="alert" className="text-error">
          <p>{serverError ? apiText.message(serverError, CART_TEXT.checkoutFailed) : CART_TEXT.checkoutFailed}</p>
          {serverError
            ? Object.keys(serverError.fields)
                .filter((key) => key.startsWith('lines.'))
                .map((key) => <p key={key}>{apiText.field(serverError, key)}</p>)
            : null}
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary mt-2" disabled={placing.isPending}>
        {placing.isPending ? CART_TEXT.placing : CART_TEXT.placeOrder}
      </button>
    </form>
  );
}

function AccountCart({ config }: { config: StoreConfig | undefined }) {
  const { CART_TEXT } = useTexts('cart');
  const apiText = useApiErrorText();
  const cart = useQuery(cartQueryOptions());
  const setLine = useSetCartLine();
  const removeLine = useRemoveCartLine();
  const [checkingOut, setCheckingOut] = useState(false);
  if (cart.isPending) return <Spinner />;
  if (cart.isError) return <LoadError onRetry={() => void cart.refetch()} />;
  const { lines, subtotal, shipping, total } = cart.data;
  const hasProblems = lines.some((l) => l.problem !== null);
  const errorFor = (productId: string): string | null => {
    const error = setLine.variables?.productId === productId ? setLine.error : null;
    if (!error) return null;
    return apiText.field(error, 'quantity') ?? apiText.message(error, CART_TEXT.checkoutFailed);
  };
  if (lines.length === 0) return <EmptyCart />;
  return (
    <>
      <ul>
        {lines.map((line) => (
          <CartLineItem
            key={`${line.productId}-${line.quantity}-${line.unitPrice}`}
            line={{
              ...line,
              onSetQuantity: (quantity) => setLine.mutate({ productId: line.productId, quantity }),
              onRemove: () => removeLine.mutate(line.productId),
              error: errorFor(line.productId),
              busy: setLine.isPending || removeLine.isPending,
            }}
          />
        ))}
      </ul>
      <Totals subtotal={subtotal} shipping={shipping} total={total} config={config} />
      {hasProblems ? (
        <p role="status" className="mt-4 text-error">
          {CART_TEXT.fixProblems}
        </p>
      ) : null}
      {checkingOut && !hasProblems ? (
        <CheckoutForm hours={config?.unpaidOrderTtlHours} />
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

function VisitorCart({ config }: { config: StoreConfig | undefined }) {
  const { CART_TEXT } = useTexts('cart');
  const local = useLocalCart();
  const location = useLocation();
  const products = useQueries({ queries: local.map((l) => cartProductQueryOptions(l.productId)) });
  if (local.length === 0) return <EmptyCart />;
  if (products.some((p) => p.isPending)) return <Spinner />;
  const lines: CartLine[] = local.map((l, i) => {
    const product = products[i]?.data;
    const unit = product ? takaToPoisha(product.price) : 0;
    const problem = !product
      ? 'gone'
      : l.quantity < product.minQuantity
        ? 'below_minimum'
        : l.quantity > product.maxQuantity
          ? 'above_stock'
          : null;
    return {
      productId: l.productId,
      productname: product?.name ?? l.productId,
      img: product?.img ?? '/favicon.svg',
      unitPrice: poishaToTaka(unit),
      quantity: l.quantity,
      lineTotal: poishaToTaka(unit * l.quantity),
      minQuantity: product?.minQuantity ?? 0,
      stock: product?.maxQuantity ?? 0,
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
        {lines.map((line) => (
          <CartLineItem
            key={`${line.productId}-${line.quantity}`}
            line={{
              ...line,
              onSetQuantity: (quantity) => setLocalCartLine(line.productId, quantity),
              onRemove: () => setLocalCartLine(line.productId, 0),
              error: null,
              busy: false,
            }}
          />
        ))}
      </ul>
      <Totals
        subtotal={poishaToTaka(subtotalPoisha)}
        shipping={poishaToTaka(shippingPoisha)}
        total={poishaToTaka(subtotalPoisha + shippingPoisha)}
        config={config}
      />
      <Link to="/login" state={{ from: location }} className="btn btn-primary mt-4 w-full sm:w-auto">
        {CART_TEXT.signInToCheckout}
      </Link>
    </>
  );
}

function EmptyCart() {
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

export function CartPage() {
  const { CART_TEXT } = useTexts('cart');
  usePageTitle(CART_TEXT.heading);
  const { user, isLoading } = useSession();
  const config = useQuery(storeConfigQueryOptions());
  const merged = useCartMerged();
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
      {isLoading ? <Spinner /> : user ? <AccountCart config={config.data} /> : <VisitorCart config={config.data} />}
    </div>
  );
}
