// The strip above every page while payments are in test mode, so that nobody thinks a real payment
// was taken. NOTE: its texts are read only in test mode, so that a live store never loads them.
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTexts } from '../../../lib/i18n.tsx';
import { paymentConfigQueryOptions } from '../api/get-payment-config.ts';

function Banner() {
  const { TEST_MODE_TEXT } = useTexts('test-mode');
  return (
    <aside
      aria-label={TEST_MODE_TEXT.bannerLabel}
      className="bg-warning px-3 py-1 text-center text-sm font-medium leading-snug text-warning-content"
    >
      {TEST_MODE_TEXT.banner}
    </aside>
  );
}

export function TestModeBanner() {
  const config = useQuery(paymentConfigQueryOptions());
  if (config.data?.mode !== 'test') return null;
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}
