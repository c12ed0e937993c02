// The period's figures, each beside the previous period of the same length and the change in %.
import { INSIGHTS_TEXT } from '@store/shared/messages';
import { formatTaka } from '@store/shared/money';
import type { Insights } from '@store/shared/schemas';

const T = INSIGHTS_TEXT;
const count = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** "+12.5%", "-3%": the change from `previous` to `current`; null when there was nothing before. */
export function changePercent(current: number, previous: number): string | null {
  if (previous === 0) return null;
  return `${percent.format(((current - previous) / Math.abs(previous)) * 100)}%`;
}

function changeText(current: number, previous: number): string {
  if (current === previous) return T.noChange;
  const change = changePercent(current, previous);
  return change === null ? T.noPrevious : T.change(change);
}

interface Figure {
  label: string;
  value: number;
  previous?: number;
  money?: boolean;
  hint?: string;
}

function FigureCard({ figure }: { figure: Figure }) {
  const show = (n: number) => (figure.money ? formatTaka(n) : count.format(n));
  const trend =
    figure.previous === undefined || figure.value === figure.previous
      ? ''
      : figure.value > figure.previous
        ? 'text-success'
        : 'text-error';
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-box border border-base-300 bg-base-100 p-4">
      <dt className="text-sm font-medium text-base-content/80">{figure.label}</dt>
      <dd className="text-2xl font-bold tabular-nums break-words">{show(figure.value)}</dd>
      {figure.previous === undefined ? (
        <dd className="text-xs text-base-content/80">{figure.hint}</dd>
      ) : (
        <dd className="text-xs text-base-content/80">
          <span className={`font-semibold ${trend}`}>{changeText(figure.value, figure.previous)}</span>
          <br />
          {T.previous(show(figure.previous))}
        </dd>
      )}
    </div>
  );
}

export function FigureCards({ insights }: { insights: Insights }) {
  const p = insights.previous;
  const figures: Figure[] = [
    { label: T.revenue, value: insights.revenue, previous: p.revenue, money: true },
    { label: T.paidOrders, value: insights.paidOrders, previous: p.paidOrders },
    { label: T.averageOrderValue, value: insights.averageOrderValue, previous: p.averageOrderValue, money: true },
    { label: T.piecesSold, value: insights.piecesSold, previous: p.piecesSold },
    { label: T.newCustomers, value: insights.newCustomers, previous: p.newCustomers },
    { label: T.awaitingShipment, value: insights.awaitingShipment, hint: T.awaitingShipmentHint },
  ];
  return (
    <dl aria-label={T.figures} className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 xl:grid-cols-3">
      {figures.map((f) => (
        <FigureCard key={f.label} figure={f} />
      ))}
    </dl>
  );
}
