// One card payment attempt, whatever the provider: paying, then failed (the provider's message) or succeeded
// (the transaction id, and the order is PATCHed). Changing the card clears a failure (spec §5).
import { useMutation } from '@tanstack/react-query';
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
  const payOrder = usePayOrder(orderId);
  const { ERROR_TEXT } = useTexts('feedback');
  const apiErrorText = useApiErrorText();
  const attempt = useMutation({
    mutationFn: (confirm: () => Promise<ConfirmOutcome>): Promise<ConfirmOutcome> =>
      confirm().catch((error: unknown) => ({ error: apiErrorText.message(error, ERROR_TEXT.somethingWentWrong) })),
    onSuccess: (outcome) => {
      if ('transactionId' in outcome) payOrder.mutate(outcome.transactionId);
    },
  });
  const outcome = attempt.data;
  let state: PaymentState = { kind: 'idle' };
  if (attempt.isPending) state = { kind: 'paying' };
  else if (outcome && 'error' in outcome) state = { kind: 'failed', message: outcome.error };
  else if (outcome) state = { kind: 'succeeded', transactionId: outcome.transactionId };
  const clearFailure = () => {
    if (state.kind === 'failed') attempt.reset();
  };
  return { state, pay: attempt.mutate, clearFailure, recordError: payOrder.error, isRecording: payOrder.isPending };
}
