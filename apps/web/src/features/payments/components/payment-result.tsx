// A payment attempt's result: the provider's error, or the spec's success with the transaction id (§8);
// and the payment page's other status boxes.
import type { ReactNode } from 'react';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import type { PaymentFlow } from '../payment-flow.ts';

export function PaymentResult({ flow }: { flow: PaymentFlow }) {
  const { PAYMENT_TEXT } = useTexts('payments');
  const { SUCCESS_TEXT, ERROR_TEXT } = useTexts('feedback');
  const apiErrorText = useApiErrorText();
  const { state } = flow;
  if (state.kind === 'failed') {
    return (
      <p role="alert" className="text-error font-medium">
        {state.message}
      </p>
    );
  }
  if (state.kind !== 'succeeded') return null;
  return (
    <Notice tone="alert-success" title={SUCCESS_TEXT.paymentCompleted} transactionId={state.transactionId}>
      {flow.isRecording ? <p className="text-sm">{PAYMENT_TEXT.savingPayment}</p> : null}
      {flow.recordError ? (
        <p className="text-sm text-error">{apiErrorText.message(flow.recordError, ERROR_TEXT.somethingWentWrong)}</p>
      ) : null}
    </Notice>
  );
}

interface NoticeProps {
  /** daisyUI's alert colour: alert-success, alert-info… */
  tone: string;
  /** The first line, in bold when more may follow. */
  title: string;
  transactionId?: string | null;
  children?: ReactNode;
}

/** A status box: its first line, the transaction id when there is one, and more lines. */
export function Notice({ tone, title, transactionId, children }: NoticeProps) {
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  return (
    <div role="status" className={`alert alert-soft flex flex-col items-start gap-1 ${tone}`}>
      <p className={transactionId !== undefined || children !== undefined ? 'font-semibold' : undefined}>{title}</p>
      {transactionId ? (
        <p className="text-sm">
          {SPEC_APP_TEXT.transactionId}:{' '}
          <span className="font-mono break-all" translate="no">
            {transactionId}
          </span>
        </p>
      ) : null}
      {children}
    </div>
  );
}

export function PayButton({ disabled, busy }: { disabled: boolean; busy: boolean }) {
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  return (
    <button type="submit" className="btn btn-primary mt-1 w-full" disabled={disabled} aria-busy={busy || undefined}>
      {busy ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : null}
      {SPEC_APP_TEXT.payButton}
    </button>
  );
}
