// POST /api/payments/sslcommerz/session { order }: opens an SSLCommerz session and goes to its page.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { SslcommerzSessionResult } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';

/** Opens the session and sends the browser to SSLCommerz's page (it comes back to the store afterwards). */
export function useStartSslcommerz(orderId: string) {
  return useMutation({
    mutationFn: () =>
      api<SslcommerzSessionResult>(API_PATHS.sslcommerzSession, {
        method: 'POST',
        body: { order: orderId },
        auth: true,
      }),
    onSuccess: ({ gatewayUrl }) => {
      window.location.assign(gatewayUrl);
    },
  });
}
