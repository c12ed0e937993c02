// The period's figures, each beside the previous period of the same length and the change in %.
import type { Insights } from '@store/shared/schemas';
import { useTexts } from '../../../lib/i18n.tsx';
import { useInsightsFormat } from '../insights-format.ts';

interface Figure {
  label: string;
  value: number;
  previous?: number;
  money?: boolean;
  hint?: string;
}

function FigureCard({ figure }: { figure: Figure }) {
  const { INSIGHTS_TEXT: T } = useTexts('insights');
  const { taka, number, change } = useInsightsFormat();
  const show = (n: number) => (figure.money ? taka(n) : number(n));
  const changeText = (current: number, previous: number) => {
    if (current === previous) return T.noChange;
    const percent = change(current, previous);
    return percent === null ? T.noPrevious : T.change({ percent });
  };
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
          {T.previous({ value: show(figure.previous) })}
        </dd>
      )}
    </div>
  );
}

export function FigureCards({ insights }: { insights: Insights }) {
  const { INSIGHTS_TEXT: T } = useTexts('insights');
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
