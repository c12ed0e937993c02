// The payment methods without a card form: SSLCommerz (Pay sends the browser to its page, which comes
// back to the store) and cash on delivery (the order waits for the shop's call).
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { useChooseCod, useStartSslcommerz } from '../api/pay-order.ts';

/** `fee`: the cash-on-delivery fee, already written as a price; null when there is none. */
export function RedirectCheckout({
  method,
  orderId,
  fee,
}: {
  method: 'sslcommerz' | 'cod';
  orderId: string;
  fee: string | null;
}) {
  const { PAYMENT_TEXT } = useTexts('payments');
  const { ERROR_TEXT } = useTexts('feedback');
  const apiErrorText = useApiErrorText();
  const sslcommerz = useStartSslcommerz(orderId);
  const cod = useChooseCod(orderId);
  const isCod = method === 'cod';
  const action = isCod ? cod : sslcommerz;
  // SSLCommerz stays busy after success: the browser is leaving for its page.
  const busy = action.isPending || (!isCod && action.isSuccess);
  const [hint, label, busyLabel] = isCod
    ? [PAYMENT_TEXT.methodHintCod, PAYMENT_TEXT.codConfirmOrder, PAYMENT_TEXT.codChoosing]
    : [PAYMENT_TEXT.methodHintSslcommerz, PAYMENT_TEXT.payWithSslcommerz, PAYMENT_TEXT.redirecting];
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-base-content/70">{hint}</p>
      {isCod && fee ? <p className="text-sm">{PAYMENT_TEXT.codFee({ fee })}</p> : null}
      {action.error ? (
        <p role="alert" className="text-error font-medium">
          {apiErrorText.message(action.error, ERROR_TEXT.somethingWentWrong)}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-primary w-full"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => (isCod ? cod.mutate() : sslcommerz.mutate())}
      >
        {busy ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : null}
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
