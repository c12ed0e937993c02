// /dashboard's index: My Profil for everyone and, for an admin, the low-stock list below it.
import { Suspense } from 'react';
import { useIsAdmin } from '../lib/auth.ts';
import { lazyPage } from './lazy-route.ts';

const ProfilePage = lazyPage(
  () => import('../features/profiles/profile-page.tsx'),
  (m) => m.ProfilePage,
);
const LowStockPanel = lazyPage(
  () => import('../features/products-admin/low-stock-panel.tsx'),
  (m) => m.LowStockPanel,
);

export function DashboardHome() {
  const { isAdmin } = useIsAdmin();
  return (
    <>
      <ProfilePage />
      {isAdmin ? (
        <Suspense fallback={null}>
          <LowStockPanel />
        </Suspense>
      ) : null}
    </>
  );
}
