// Placeholder until the accounts issue lands: the dashboard's heading, side menu and outlet.
import { Outlet } from 'react-router';

export function DashboardLayout() {
  return (
    <div className="p-4">
      <Outlet />
    </div>
  );
}
