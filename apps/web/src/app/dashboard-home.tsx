// /dashboard's index: My Profil for a customer; an admin lands on the insights instead (their
// profile, with the low-stock list below it, is /dashboard/profile). Loaded lazily by the router.
import { Navigate } from 'react-router';
import { LowStockPanel } from '../features/products-admin/low-stock-panel.tsx';
import { ProfilePage } from '../features/profiles/profile-page.tsx';
import { useIsAdmin } from '../lib/auth.ts';

export function DashboardHome() {
  const { isAdmin, isLoading } = useIsAdmin();
  if (isLoading) return null;
  if (isAdmin) return <Navigate to="/dashboard/insights" replace />;
  return <ProfilePage />;
}

/** /dashboard/profile: My Profil and, for an admin, the low-stock list below it. */
export function DashboardProfile() {
  const { isAdmin } = useIsAdmin();
  return (
    <>
      <ProfilePage />
      {isAdmin ? <LowStockPanel /> : null}
    </>
  );
}
