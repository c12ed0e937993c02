// /dashboard's index: My Profil for everyone and, for an admin, the low-stock list below it.
// Loaded lazily by the router, as one chunk with both (the list is small).
import { LowStockPanel } from '../features/products-admin/low-stock-panel.tsx';
import { ProfilePage } from '../features/profiles/profile-page.tsx';
import { useIsAdmin } from '../lib/auth.ts';

export function DashboardHome() {
  const { isAdmin } = useIsAdmin();
  return (
    <>
      <ProfilePage />
      {isAdmin ? <LowStockPanel /> : null}
    </>
  );
}
