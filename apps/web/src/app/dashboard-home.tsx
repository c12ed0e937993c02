// /dashboard (My Profil; staff land on their role's first page), /dashboard/profile and /dashboard/insights.
// NOTE: one module behind three routes keeps another chunk import out of the entry script. The insights
// (with Chart.js, the only chunk that carries it) load lazily, with the low-stock list under them.
import { Navigate } from 'react-router';
import { staffLandingPath, useStaffAccess } from '../features/dashboard/index.ts';
import { LowStockPanel } from '../features/products-admin/low-stock-panel.tsx';
import { ProfilePage } from '../features/profiles/profile-page.tsx';
import { lazyPage } from './lazy-route.ts';

const InsightsPage = lazyPage(() => import('../features/insights/insights-page.tsx'), 'InsightsPage');

export function DashboardHome({ page = 'index' }: { page?: 'index' | 'profile' | 'insights' }) {
  const { isStaff, isLoading, can } = useStaffAccess();
  if (page === 'index') {
    if (isLoading) return null;
    // Staff land on the first page their role opens: the insights for the owner, the order desk for a packer.
    if (isStaff) return <Navigate to={staffLandingPath(can)} replace />;
  }
  // The router puts RequireAdmin around the insights; the low-stock list is for a role with the catalogue.
  return (
    <>
      {page === 'insights' ? <InsightsPage /> : <ProfilePage />}
      {can('catalog') ? <LowStockPanel /> : null}
    </>
  );
}
