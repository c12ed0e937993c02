// The payment methods without a card form: SSLCommerz (Pay sends the browser to its page, which comes
// back to the store) and cash on delivery (the order waits for the shop's call).
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { useChooseCod, useStartSslcommerz } from '../api/pay-order.ts';

function ErrorLine({ error }: { error: Error | null }) {
  const { ERROR_TEXT } = useTexts('feedback');
  const apiErrorText = useApiErrorText();
  return error ? (
    <p role="alert" className="text-error font-medium">
      {apiErrorText.message(error, ERROR_TEXT.somethingWentWrong)}
    </p>
  ) : null;
}

export function SslcommerzCheckout({ orderId }: { orderId: string }) {
  const { PAYMENT_TEXT } = useTexts('payments');
  const start = useStartSslcommerz(orderId);
  // Still pending after success: the browser is leaving for SSLCommerz.
  const busy = start.isPending || start.isSuccess;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-base-content/70">{PAYMENT_TEXT.methodHintSslcommerz}</p>
      <ErrorLine error={start.error} />
      <button
        type="button"
        className="btn btn-primary w-full"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => start.mutate()}
      >
        {busy ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : null}
        {busy ? PAYMENT_TEXT.redirecting : PAYMENT_TEXT.payWithSslcommerz}
      </button>
    </div>
  );
}

/** `fee`: the cash-on-delivery fee, already written as a price; null when there is none. */
export function CodCheckout({ orderId, fee }: { orderId: string; fee: string | null }) {
  const { PAYMENT_TEXT } = useTexts('payments');
  const choose = useChooseCod(orderId);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-base-content/70">{PAYMENT_TEXT.methodHintCod}</p>
      {fee ? <p className="text-sm">{PAYMENT_TEXT.codFee({ fee })}</p> : null}
      <ErrorLine error={choose.error} />
      <button
        type="button"
        className="btn btn-primary w-full"
        disabled={choose.isPending}
        aria-busy={choose.isPending || undefined}
        onClick={() => choose.mutate()}
      >
        {choose.isPending ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : null}
        {choose.isPending ? PAYMENT_TEXT.codChoosing : PAYMENT_TEXT.codConfirmOrder}
      </button>
    </div>
  );
}
