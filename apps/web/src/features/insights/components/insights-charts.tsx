// The insights charts (per day, by state, top products, by payment method), each a ChartPanel with
// its caption and its numbers as a table, in the page's language.
import { type ComponentProps, useState } from 'react';
import { ORDER_STATUSES } from '@store/shared/order-flow';
import type { Insights } from '@store/shared/schemas';
import { useTexts } from '../../../lib/i18n.tsx';
import { dayIn, useInsightsFormat } from '../insights-format.ts';
import { CHART_COLOURS, type ChartConfig } from './chart-canvas.tsx';
import { ChartPanel } from './chart-panel.tsx';

const [TEAL, BROWN, BLUE] = CHART_COLOURS;
/** Long product names are cut on the axis (the table has them whole). */
const short = (name: string) => (name.length > 22 ? `${name.slice(0, 21)}…` : name);

function DayChart({ insights }: { insights: Insights }) {
  const { INSIGHTS_TEXT: T } = useTexts('insights');
  const { locale, taka, number, day, amount, chartLocale } = useInsightsFormat();
  const { byDay } = insights;
  const config: ChartConfig = {
    type: 'bar',
    data: {
      labels: byDay.map((d) => dayIn(locale, d.date)),
      datasets: [
        {
          type: 'bar',
          label: T.axisRevenue,
          data: byDay.map((d) => d.revenue),
          backgroundColor: TEAL,
          yAxisID: 'revenue',
          order: 2,
        },
        {
          type: 'line',
          label: T.colOrders,
          data: byDay.map((d) => d.orders),
          borderColor: BROWN,
          backgroundColor: BROWN,
          borderDash: [6, 4],
          pointRadius: byDay.length > 40 ? 0 : 3,
          yAxisID: 'orders',
          order: 1,
        },
      ],
    },
    options: {
      locale: chartLocale,
      scales: {
        x: { ticks: { maxRotation: 0, autoSkip: true, maxTicksLimit: 8 } },
        revenue: {
          type: 'linear',
          position: 'left',
          beginAtZero: true,
          title: { display: true, text: T.axisRevenue },
        },
        orders: {
          type: 'linear',
          position: 'right',
          beginAtZero: true,
          ticks: { precision: 0 },
          grid: { drawOnChartArea: false },
          title: { display: true, text: T.colOrders },
        },
      },
    },
  };
  const best = byDay.reduce<Insights['byDay'][number] | null>(
    (top, d) => (d.revenue > 0 && (top === null || d.revenue > top.revenue) ? d : top),
    null,
  );
  const period = { from: day(insights.from), to: day(insights.to), days: byDay.length };
  const caption = best
    ? T.dayCaption({ ...period, best: `${day(best.date)} (${taka(best.revenue)})` })
    : T.dayCaptionNoSales(period);
  return (
    <ChartPanel
      title={T.dayChart}
      caption={caption}
      config={config}
      height={288}
      columns={[T.colDate, T.colRevenue, T.colOrders]}
      rows={byDay.map((d) => [day(d.date), amount(d.revenue), number(d.orders)])}
    />
  );
}

interface BarsChartProps extends Omit<ComponentProps<typeof ChartPanel>, 'config'> {
  bars: readonly (readonly [string, number])[];
  label: string;
  colour: string | undefined;
  /** The axis counts orders or pieces, so its ticks are whole numbers (never 0.2, 0.4…). */
  counts?: boolean;
}

/** A panel of horizontal bars: states, products, payment methods. */
function BarsChart({ bars, label, colour, counts = false, ...panel }: BarsChartProps) {
  const { chartLocale } = useInsightsFormat();
  const config: ChartConfig = {
    type: 'bar',
    data: {
      labels: bars.map((bar) => bar[0]),
      datasets: [{ label, data: bars.map((bar) => bar[1]), backgroundColor: colour }],
    },
    options: {
      locale: chartLocale,
      indexAxis: 'y',
      plugins: { legend: { display: false } },
      scales: { x: { beginAtZero: true, ...(counts ? { ticks: { precision: 0 } } : {}) } },
    },
  };
  return <ChartPanel {...panel} config={config} />;
}

function StatusChart({ insights }: { insights: Insights }) {
  const { INSIGHTS_TEXT: T } = useTexts('insights');
  const { ORDER_STATUS_LABEL } = useTexts('order-desk');
  const { number } = useInsightsFormat();
  const bars = ORDER_STATUSES.map((s) => [ORDER_STATUS_LABEL[s], insights.byStatus[s]] as const);
  return (
    <BarsChart
      title={T.statusChart}
      caption={T.statusCaption({ total: bars.reduce((sum, r) => sum + r[1], 0) })}
      bars={bars}
      label={T.colCount}
      colour={BLUE}
      counts
      height={288}
      columns={[T.colState, T.colCount]}
      rows={bars.map((r) => [r[0], number(r[1])])}
    />
  );
}

function TopProductsChart({ insights }: { insights: Insights }) {
  const { INSIGHTS_TEXT: T } = useTexts('insights');
  const { number, amount } = useInsightsFormat();
  const [by, setBy] = useState<'revenue' | 'pieces'>('revenue');
  const products = by === 'revenue' ? insights.topProducts : insights.topProductsByPieces;
  const bars = products.map((p) => [short(p.productname), by === 'revenue' ? p.revenue : p.pieces] as const);
  const controls = (
    <div role="radiogroup" aria-label={T.topChart} className="join mb-2">
      {(['revenue', 'pieces'] as const).map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={by === option}
          className={`btn join-item btn-sm ${by === option ? 'btn-primary' : 'btn-outline'}`}
          onClick={() => setBy(option)}
        >
          {option === 'revenue' ? T.topByRevenue : T.topByPieces}
        </button>
      ))}
    </div>
  );
  return (
    <BarsChart
      title={T.topChart}
      caption={(by === 'revenue' ? T.topCaptionRevenue : T.topCaptionPieces)({ count: products.length })}
      controls={controls}
      bars={bars}
      label={by === 'revenue' ? T.axisRevenue : T.colPieces}
      colour={by === 'revenue' ? TEAL : BROWN}
      counts={by === 'pieces'}
      height={Math.max(160, 32 * products.length + 48)}
      columns={[T.colProduct, T.colRevenue, T.colPieces]}
      namesAreData
      rows={products.map((p) => [p.productname, amount(p.revenue), number(p.pieces)])}
    />
  );
}

function MethodChart({ insights }: { insights: Insights }) {
  const { INSIGHTS_TEXT: T, PAYMENT_METHOD_LABEL } = useTexts('insights');
  const { number, amount } = useInsightsFormat();
  const { byMethod } = insights;
  /** A payment method's name; an unknown one shows as stored. */
  const methodName = (method: string) =>
    method in PAYMENT_METHOD_LABEL ? PAYMENT_METHOD_LABEL[method as keyof typeof PAYMENT_METHOD_LABEL] : method;
  const bars = byMethod.map((m) => [methodName(m.method), m.revenue] as const);
  return (
    <BarsChart
      title={T.methodChart}
      caption={T.methodCaption({ count: byMethod.length })}
      bars={bars}
      label={T.axisRevenue}
      colour={TEAL}
      height={Math.max(140, 40 * byMethod.length + 40)}
      columns={[T.colMethod, T.colRevenue, T.colOrders]}
      rows={byMethod.map((m) => [methodName(m.method), amount(m.revenue), number(m.orders)])}
    />
  );
}

export function InsightsCharts({ insights }: { insights: Insights }) {
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <div className="min-w-0 xl:col-span-2">
        <DayChart insights={insights} />
      </div>
      <StatusChart insights={insights} />
      <TopProductsChart insights={insights} />
      {insights.byMethod.length > 1 ? <MethodChart insights={insights} /> : null}
    </div>
  );
}
