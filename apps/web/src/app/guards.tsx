// Route guards (spec §2 Guards), layout routes around the pages they guard: a signed-out visitor goes to /login with the origin remembered;
// a non-admin on an admin page is signed out and goes to /login; a spinner while state loads.
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { setAuthNavigator, signOut, useIsAdmin, useSession } from '../lib/auth.ts';

export function RequireAuth() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // A protected call answered 401/403 (lib/auth.ts): go to /login inside the app, remembering the page.
  useEffect(() => {
    setAuthNavigator((to) => void navigate(to, { replace: true, state: { from: location } }));
  }, [navigate, location]);

  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

export function RequireAdmin() {
  const { user, isLoading: isSessionLoading } = useSession();
  const { isAdmin, isLoading } = useIsAdmin();
  const location = useLocation();
  const isRefused = !isSessionLoading && !isLoading && !isAdmin;

  // NOTE: as in the spec's app, a signed-in non-admin is signed out before going to /login, so that
  // the login page does not send them straight back here.
  useEffect(() => {
    if (isRefused && user) void signOut();
  }, [isRefused, user]);

  // While a refused user is being signed out, keep the spinner: /login would send them back here.
  if (isSessionLoading || isLoading || (isRefused && user)) return <Spinner />;
  if (!isAdmin) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
