// The calls that pay an order, by whichever method the buyer chose: a card (the intent's client secret, the
// sandbox's confirmation, then the payment reported), SSLCommerz's page, or cash on delivery.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type {
  CreatePaymentIntentResult,
  Order,
  PayOrderResult,
  SandboxConfirmInput,
  SandboxConfirmResult,
  SslcommerzSessionResult,
} from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { MY_ORDERS_KEY, ORDERS_KEY, useInvalidate } from '../../../lib/query-client.ts';

/** POST /api/create-payment-intent { price, order }: the order's client secret (the server reuses an open intent). */
export const paymentIntentQueryOptions = (orderId: string, price: number | undefined, enabled: boolean) =>
  queryOptions({
    queryKey: ['payments', 'intent', orderId, price],
    queryFn: () =>
      api<CreatePaymentIntentResult>(API_PATHS.createPaymentIntent, {
        method: 'POST',
        body: { price: price ?? 0, order: orderId },
        auth: true,
      }),
    enabled: enabled && price !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

/** POST /api/payments/sandbox/confirm: the sandbox's card confirmation (what Stripe.js does with Stripe). */
export function confirmSandboxPayment(input: SandboxConfirmInput): Promise<SandboxConfirmResult> {
  return api<SandboxConfirmResult>(API_PATHS.sandboxConfirm, { method: 'POST', body: input, auth: true });
}

/** PATCH /api/orders/{id} { order, transactionId }: reports the payment; the server asks the provider first. */
export function usePayOrder(orderId: string) {
  return useMutation({
    mutationFn: (transactionId: string) =>
      api<PayOrderResult>(API_PATHS.order(orderId), {
        method: 'PATCH',
        body: { order: orderId, transactionId },
        auth: true,
      }),
    onSettled: useInvalidate(MY_ORDERS_KEY, ORDERS_KEY),
  });
}

/**
 * POST /api/payments/sslcommerz/session or /api/payments/cod { order }: SSLCommerz answers its page, where the
 * browser goes; cash on delivery answers the order, to be paid in cash on arrival (the COD fee added to its total).
 */
export function useOpenPayment(orderId: string, method: 'sslcommerz' | 'cod') {
  return useMutation({
    mutationFn: () =>
      api<SslcommerzSessionResult | Order>(method === 'cod' ? API_PATHS.cashOnDelivery : API_PATHS.sslcommerzSession, {
        method: 'POST',
        body: { order: orderId },
        auth: true,
      }),
    onSuccess: (result) => {
      if ('gatewayUrl' in result) window.location.assign(result.gatewayUrl);
    },
    onSettled: useInvalidate(MY_ORDERS_KEY, ORDERS_KEY),
  });
}
