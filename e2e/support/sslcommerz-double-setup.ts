// Playwright's global setup: serves the SSLCommerz double (session, validation and refund APIs, and
// the gateway page a browser sees) on E2E_SSLCOMMERZ_PORT (E2E_PORT + 1000 unless set) for the whole
// run; playwright.config.ts points the store's API at it. Returns the teardown that stops it.
import { SslcommerzDouble } from '../../apps/api/src/features/payments/testing/sslcommerz-double.ts';

export default async function startSslcommerzDouble(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_SSLCOMMERZ_PORT ?? Number(process.env.E2E_PORT ?? 3200) + 1000);
  const double = await SslcommerzDouble.start(port);
  return () => double.close();
}
