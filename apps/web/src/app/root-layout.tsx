import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../components/layout/footer.tsx';
import { Navbar } from '../components/layout/navbar.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { CartMerge } from '../features/cart/cart-merge.tsx';
import { TestModeBanner } from '../features/payments/components/test-mode-banner.tsx';
import { useTexts } from '../lib/i18n.tsx';
import { PageErrorBoundary } from './error-boundary.tsx';

/** `<html data-app="ready">` once the lazily loaded page beside it commits: browser tests wait for it. */
function ReadyMark() {
  useEffect(() => document.documentElement.setAttribute('data-app', 'ready'), []);
  return null;
}

export function RootLayout() {
  const { PUBLIC_TEXT } = useTexts('common');
  const location = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="btn btn-sm sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50"
      >
        {PUBLIC_TEXT.skipToContent}
      </a>
      <TestModeBanner />
      <Navbar />
      <CartMerge />
      {/* min-h-screen: the footer stays below the fold while a lazy page replaces the spinner (no layout shift). */}
      <main id="main" className="min-h-screen flex-1">
        <PageErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
            <ReadyMark />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
