// The cart's one coupon: a code field with Apply, or the kept coupon with Remove and, when it does not apply to
// the cart as it is now, why (the server's reason in the page's language). A code refused outright (unknown, ended,
// used up) is a 400 whose message shows under the field.
import { type FormEvent, useState } from 'react';
import type { CartCoupon } from '@store/shared/schemas';
import { TextField } from '../../../components/ui/fields.tsx';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { useApplyCoupon, useRemoveCoupon } from '../api/cart-lines.ts';

/** A reason's text; `minimum` names the amount to reach (taka). */
function useReasonText() {
  const { PROMOTION_REASONS } = useTexts('promotions');
  return (coupon: CartCoupon): string | null => {
    if (coupon.reason === null) return null;
    const text: unknown = PROMOTION_REASONS[coupon.reason];
    return typeof text === 'function'
      ? (text as (values: { min: number }) => string)({ min: coupon.minSubtotal ?? 0 })
      : String(text);
  };
}

export function CouponForm({ coupon }: { coupon: CartCoupon | null | undefined }) {
  const { CART_PROMOTION_TEXT: T } = useTexts('promotions-ui');
  const apiText = useApiErrorText();
  const reasonText = useReasonText();
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const [code, setCode] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply.mutate(code, { onSuccess: () => setCode('') });
  }

  if (coupon) {
    const reason = coupon.applied ? null : reasonText(coupon);
    return (
      <div className="mt-4 sm:max-w-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{T.coupon({ code: coupon.code })}</span>
          <span className={`badge ${coupon.applied ? 'badge-success' : 'badge-warning'}`}>
            {coupon.applied ? T.applied : T.notApplied}
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label={T.removeCoupon({ code: coupon.code })}
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {T.remove}
          </button>
        </div>
        {reason ? (
          <p role="status" className="text-sm">
            {reason}
          </p>
        ) : null}
        {remove.isError ? (
          <p role="alert" className="text-sm text-error">
            {apiText.message(remove.error, T.remove)}
          </p>
        ) : null}
      </div>
    );
  }

  const error = apply.isError
    ? (apiText.field(apply.error, 'code') ?? apiText.message(apply.error, T.couponLabel))
    : undefined;
  return (
    <form noValidate onSubmit={handleSubmit} className="mt-4 flex items-start gap-2 sm:max-w-sm">
      <div className="min-w-0 grow">
        <TextField
          label={T.couponLabel}
          value={code}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          translate="no"
          className="font-mono uppercase"
          error={error}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
      </div>
      <button type="submit" className="btn btn-outline mt-7" disabled={apply.isPending || code.trim() === ''}>
        {apply.isPending ? T.applying : T.apply}
      </button>
    </form>
  );
}
