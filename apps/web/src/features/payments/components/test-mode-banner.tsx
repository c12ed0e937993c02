// The slim strip above every page while the store's payments are in test mode (the sandbox provider,
// or Stripe with test keys): nobody should think a real payment was taken. Nothing shows while the
// configuration loads, fails, or says live.
import { useQuery } from '@tanstack/react-query';
import { TEST_MODE_TEXT } from '@store/shared/messages/test-mode';
import { paymentConfigQueryOptions } from '../api/get-payment-config.ts';

export function TestModeBanner() {
  const config = useQuery(paymentConfigQueryOptions());
  if (config.data?.mode !== 'test') return null;
  return (
    <aside
      aria-label={TEST_MODE_TEXT.bannerLabel}
      className="bg-warning px-3 py-1 text-center text-sm font-medium leading-snug text-warning-content"
    >
      {TEST_MODE_TEXT.banner}
    </aside>
  );
}
