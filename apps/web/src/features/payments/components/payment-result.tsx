// A card form's Pay and the attempt's result: the provider's error, or the spec's success with the
// transaction id (§8); and the payment page's other status boxes.
import type { ReactNode } from 'react';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import type { ConfirmOutcome, PaymentFlow } from '../payment-flow.ts';

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

interface CardFormProps {
  flow: PaymentFlow;
  clientSecret: string | undefined;
  /** The provider's card input can confirm. */
  isReady?: boolean;
  confirm: () => Promise<ConfirmOutcome>;
  /** Before paying (the sandbox shows every field's error from then on). */
  onSubmit?: () => void;
  children: ReactNode;
}

/** A card form: its fields, then Pay (with a client secret, neither while paying nor while a result shows). */
export function CardForm({ flow, clientSecret, isReady = true, confirm, onSubmit, children }: CardFormProps) {
  const { PAYMENT_TEXT } = useTexts('payments');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  const { SUCCESS_TEXT, ERROR_TEXT } = useTexts('feedback');
  const apiErrorText = useApiErrorText();
  const { state } = flow;
  const canPay = isReady && Boolean(clientSecret) && state.kind === 'idle';
  const busy = state.kind === 'paying';
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      aria-label={PAYMENT_TEXT.cardDetails}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
        if (canPay) flow.pay(confirm);
      }}
    >
      {children}
      <button type="submit" className="btn btn-primary mt-1 w-full" disabled={!canPay} aria-busy={busy || undefined}>
        {busy ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : null}
        {SPEC_APP_TEXT.payButton}
      </button>
      {state.kind === 'failed' ? (
        <p role="alert" className="text-error font-medium">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'succeeded' ? (
        <Notice tone="alert-success" title={SUCCESS_TEXT.paymentCompleted} transactionId={state.transactionId}>
          {flow.isRecording ? <p className="text-sm">{PAYMENT_TEXT.savingPayment}</p> : null}
          {flow.recordError ? (
            <p className="text-sm text-error">
              {apiErrorText.message(flow.recordError, ERROR_TEXT.somethingWentWrong)}
            </p>
          ) : null}
        </Notice>
      ) : null}
    </form>
  );
}
