// /dashboard (My Profil; an admin lands on the insights), /dashboard/profile and /dashboard/insights.
// NOTE: one module behind three routes keeps another chunk import out of the entry script. The insights
// (with Chart.js, the only chunk that carries it) load lazily, with the low-stock list under them.
import { Navigate } from 'react-router';
import { LowStockPanel } from '../features/products-admin/low-stock-panel.tsx';
import { ProfilePage } from '../features/profiles/profile-page.tsx';
import { useIsAdmin } from '../lib/auth.ts';
import { lazyPage } from './lazy-route.ts';

const InsightsPage = lazyPage(() => import('../features/insights/insights-page.tsx'), 'InsightsPage');

export function DashboardHome({ page = 'index' }: { page?: 'index' | 'profile' | 'insights' }) {
  const { isAdmin, isLoading } = useIsAdmin();
  if (page === 'index') {
    if (isLoading) return null;
    if (isAdmin) return <Navigate to="/dashboard/insights" replace />;
  }
  // The router puts RequireAdmin around the insights.
  return (
    <>
      {page === 'insights' ? <InsightsPage /> : <ProfilePage />}
      {isAdmin || page === 'insights' ? <LowStockPanel /> : null}
    </>
  );
}
