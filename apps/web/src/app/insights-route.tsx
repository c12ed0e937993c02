// /dashboard/insights (admin): the owner's insights with the low-stock list under them. Loaded lazily
// by the router, with Chart.js: the only route whose chunk carries it.
import { InsightsPage } from '../features/insights/insights-page.tsx';
import { LowStockPanel } from '../features/products-admin/low-stock-panel.tsx';

export function InsightsRoute() {
  return (
    <>
      <InsightsPage />
      <LowStockPanel />
    </>
  );
}
