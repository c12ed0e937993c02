// The payment methods without a card form: SSLCommerz (Pay sends the browser to its page, which comes
// back to the store) and cash on delivery (the order waits for the shop's call).
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useFormat, useTexts } from '../../../lib/i18n.tsx';
import { useOpenPayment } from '../api/pay-order.ts';

/** `fee`: the cash-on-delivery fee (0: none). */
export function RedirectCheckout({
  method,
  orderId,
  fee,
}: {
  method: 'sslcommerz' | 'cod';
  orderId: string;
  fee: number;
}) {
  const { PAYMENT_TEXT } = useTexts('payments');
  const { ERROR_TEXT } = useTexts('feedback');
  const { taka } = useFormat();
  const apiErrorText = useApiErrorText();
  const open = useOpenPayment(orderId, method);
  const isCod = method === 'cod';
  // SSLCommerz stays busy after success: the browser is leaving for its page.
  const busy = open.isPending || (!isCod && open.isSuccess);
  const [hint, label, busyLabel] = isCod
    ? [PAYMENT_TEXT.methodHintCod, PAYMENT_TEXT.codConfirmOrder, PAYMENT_TEXT.codChoosing]
    : [PAYMENT_TEXT.methodHintSslcommerz, PAYMENT_TEXT.payWithSslcommerz, PAYMENT_TEXT.redirecting];
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-base-content/70">{hint}</p>
      {isCod && fee > 0 ? <p className="text-sm">{PAYMENT_TEXT.codFee({ fee: taka(fee) })}</p> : null}
      {open.error ? (
        <p role="alert" className="text-error font-medium">
          {apiErrorText.message(open.error, ERROR_TEXT.somethingWentWrong)}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-primary w-full"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => open.mutate()}
      >
        {busy ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : null}
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
