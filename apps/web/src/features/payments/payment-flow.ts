// One payment attempt, whatever the provider: paying, then failed (the provider's message) or succeeded
// (the transaction id, and the order is PATCHed). Changing the card clears a failure (spec §5).
import { useCallback, useState } from 'react';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { usePayOrder } from './api/pay-order.ts';

type PaymentState =
  | { kind: 'idle' }
  | { kind: 'paying' }
  | { kind: 'failed'; message: string }
  | { kind: 'succeeded'; transactionId: string };

/** What a provider's card confirmation answers; `error` is already in the page's language. */
export type ConfirmOutcome = { transactionId: string } | { error: string };

export type PaymentFlow = ReturnType<typeof usePaymentFlow>;

export function usePaymentFlow(orderId: string) {
  const [state, setState] = useState<PaymentState>({ kind: 'idle' });
  const payOrder = usePayOrder(orderId);
  const { mutate } = payOrder;
  const { ERROR_TEXT } = useTexts('feedback');
  const apiErrorText = useApiErrorText();
  const fallback = ERROR_TEXT.somethingWentWrong;

  const pay = useCallback(
    async (confirm: () => Promise<ConfirmOutcome>) => {
      setState({ kind: 'paying' });
      let outcome: ConfirmOutcome;
      try {
        outcome = await confirm();
      } catch (error) {
        outcome = { error: apiErrorText.message(error, fallback) };
      }
      if ('error' in outcome) {
        setState({ kind: 'failed', message: outcome.error });
        return;
      }
      setState({ kind: 'succeeded', transactionId: outcome.transactionId });
      mutate(outcome.transactionId);
    },
    [mutate, apiErrorText, fallback],
  );

  const clearFailure = useCallback(() => setState((s) => (s.kind === 'failed' ? { kind: 'idle' } : s)), []);

  return { state, pay, clearFailure, recordError: payOrder.error, isRecording: payOrder.isPending };
}
