// /dashboard (My Profil; an admin lands on the insights), /dashboard/profile and /dashboard/insights.
// NOTE: one module behind three routes keeps another chunk import out of the entry script.
import { lazy } from 'react';
import { Navigate } from 'react-router';
import { LowStockPanel } from '../features/products-admin/low-stock-panel.tsx';
import { ProfilePage } from '../features/profiles/profile-page.tsx';
import { useIsAdmin } from '../lib/auth.ts';

const InsightsRoute = lazy(async () => ({ default: (await import('./insights-route.tsx')).InsightsRoute }));

export function DashboardHome({ page = 'index' }: { page?: 'index' | 'profile' | 'insights' }) {
  const { isAdmin, isLoading } = useIsAdmin();
  // The router puts RequireAdmin around this one.
  if (page === 'insights') return <InsightsRoute />;
  if (page === 'index') {
    if (isLoading) return null;
    if (isAdmin) return <Navigate to="/dashboard/insights" replace />;
  }
  return (
    <>
      <ProfilePage />
      {isAdmin ? <LowStockPanel /> : null}
    </>
  );
}
