// The charts' axes: a count of orders or pieces has whole-number ticks (Chart.js would step a small
// count by 0.2), a revenue axis keeps Chart.js's steps. jsdom has no canvas, so the charts' settings
// are read as ChartCanvas receives them.
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Insights } from '@store/shared/schemas';
import { renderWithProviders } from '../../../testing/render.tsx';
import type { ChartConfig } from './chart-canvas.tsx';
import { InsightsCharts } from './insights-charts.tsx';

const drawn = vi.hoisted(() => new Map<string, ChartConfig>());
vi.mock('./chart-canvas.tsx', () => ({
  CHART_COLOURS: ['#000000', '#111111', '#222222'],
  ChartCanvas: ({ config, label }: { config: ChartConfig; label: string }) => {
    drawn.set(label, config);
    return <div role="img" aria-label={label} />;
  },
}));

afterEach(() => {
  cleanup();
  drawn.clear();
});

const insights: Insights = {
  currency: 'BDT',
  from: '2026-11-01',
  to: '2026-11-02',
  revenue: 900,
  paidOrders: 1,
  averageOrderValue: 900,
  piecesSold: 1,
  newCustomers: 1,
  awaitingShipment: 1,
  byDay: [
    { date: '2026-11-01', revenue: 900, orders: 1 },
    { date: '2026-11-02', revenue: 0, orders: 0 },
  ],
  byStatus: {
    unpaid: 1,
    paid: 1,
    processing: 0,
    shipped: 0,
    delivered: 0,
    cancelled: 0,
    expired: 0,
    refund_due: 0,
    refunded: 0,
    returned: 0,
  },
  byMethod: [
    { method: 'sandbox', revenue: 500, orders: 1 },
    { method: 'cod', revenue: 400, orders: 1 },
  ],
  topProducts: [{ productId: 'p1', productname: 'Disc Brake Rotor', pieces: 1, revenue: 900 }],
  topProductsByPieces: [{ productId: 'p1', productname: 'Disc Brake Rotor', pieces: 1, revenue: 900 }],
  previous: {
    from: '2026-10-30',
    to: '2026-10-31',
    revenue: 0,
    paidOrders: 0,
    averageOrderValue: 0,
    piecesSold: 0,
    newCustomers: 0,
  },
};

/** The x axis's tick settings of the chart whose caption starts with `caption`. */
function xTicksOf(caption: string): unknown {
  const entry = [...drawn].find(([label]) => label.startsWith(caption));
  if (!entry) throw new Error(`no chart captioned ${caption}; drawn: ${[...drawn.keys()].join(' | ')}`);
  const scales = entry[1].options?.scales as Record<string, { ticks?: unknown }> | undefined;
  return scales?.x?.ticks;
}

describe('insights charts', () => {
  it('counts orders by state in whole numbers, and revenue in Chart.js’s own steps', () => {
    renderWithProviders(<InsightsCharts insights={insights} />);
    expect(xTicksOf('The 2 orders placed')).toEqual({ precision: 0 });
    expect(xTicksOf('The product with the most revenue')).toBeUndefined();
    expect(xTicksOf('Revenue in taka for each of the 2 payment methods')).toBeUndefined();
  });
});
