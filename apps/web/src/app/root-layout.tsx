import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../components/layout/footer.tsx';
import { Navbar } from '../components/layout/navbar.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { CartMerge } from '../features/cart/cart-merge.tsx';
import { TestModeBanner } from '../features/payments/components/test-mode-banner.tsx';
import { HydrateLater } from '../lib/hydrate-later.tsx';
import { useTexts } from '../lib/i18n.tsx';
import { PageErrorBoundary } from './error-boundary.tsx';

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
          </Suspense>
        </PageErrorBoundary>
      </main>
      <HydrateLater name="footer">
        <Footer />
      </HydrateLater>
    </div>
  );
}
