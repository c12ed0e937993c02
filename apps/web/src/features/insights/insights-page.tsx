// /dashboard/insights (admin): a period picker kept in the address, the period's figures beside the
// period before, the charts with their tables, the top variants and the per-day CSV. Loaded lazily with Chart.js.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { STORE_TIME_ZONE } from '@store/shared/constants';
import { InsightsQuerySchema } from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { useResolveMessage, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { storeConfigQueryOptions } from '../../lib/store-config.ts';
import { insightsQueryOptions } from './api/get-insights.ts';
import { FigureCards } from './components/figure-cards.tsx';
import { InsightsCharts } from './components/insights-charts.tsx';
import { PromotionFigures } from './components/promotion-figures.tsx';
import { TopVariants } from './components/top-variants.tsx';
import { perDayCsv, useInsightsFormat } from './insights-format.ts';
import {
  PERIOD_PRESETS,
  type Period,
  type PeriodKey,
  periodFromSearch,
  presetPeriod,
  searchForPeriod,
  todayIn,
} from './period.ts';

function PeriodPicker({ period, today, onChange }: { period: Period; today: string; onChange: (p: Period) => void }) {
  const { INSIGHTS_TEXT: T } = useTexts('insights');
  // The period's rules name messages of the order desk's days too (InsightsQuerySchema).
  useTexts('order-desk');
  const resolve = useResolveMessage();
  const PRESET_LABEL: Record<PeriodKey, string> = {
    today: T.periodToday,
    '7d': T.period7,
    '30d': T.period30,
    month: T.periodMonth,
    custom: T.periodCustom,
  };
  const [custom, setCustom] = useState(period.key === 'custom');
  const [range, setRange] = useState({ from: period.from, to: period.to });
  const [error, setError] = useState<{ field: 'from' | 'to'; message: string } | null>(null);
  const errorId = useId();

  function choose(key: PeriodKey) {
    setError(null);
    setCustom(key === 'custom');
    if (key === 'custom') setRange({ from: period.from, to: period.to });
    else onChange(presetPeriod(key, today));
  }

  function applyCustom(event: FormEvent) {
    event.preventDefault();
    const parsed = InsightsQuerySchema.safeParse(range);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({ field: issue?.path[0] === 'from' ? 'from' : 'to', message: issue?.message ?? '' });
      return;
    }
    setError(null);
    onChange({ key: 'custom', ...parsed.data });
  }

  const selected: PeriodKey = custom ? 'custom' : period.key;
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-sm font-semibold">{T.period}</legend>
        {[...PERIOD_PRESETS, 'custom' as const].map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={selected === key}
            className={`btn btn-sm ${selected === key ? 'btn-primary' : 'btn-outline'}`}
            onClick={() => choose(key)}
          >
            {PRESET_LABEL[key]}
          </button>
        ))}
      </fieldset>
      {custom ? (
        <form className="flex flex-wrap items-end gap-3" onSubmit={applyCustom} noValidate>
          {(['from', 'to'] as const).map((field) => (
            <label key={field} className="flex flex-col gap-1 text-sm">
              {T[field]}
              <input
                type="date"
                className="input input-sm"
                value={range[field]}
                max={field === 'from' ? today : undefined}
                onChange={(e) => setRange((r) => ({ ...r, [field]: e.target.value }))}
                aria-invalid={error?.field === field}
                aria-describedby={error?.field === field ? errorId : undefined}
              />
            </label>
          ))}
          <button type="submit" className="btn btn-sm btn-primary">
            {T.apply}
          </button>
          {error ? (
            <p id={errorId} role="alert" className="w-full text-sm text-error">
              {resolve(error.message)}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}

export function InsightsPage() {
  const { INSIGHTS_TEXT: T } = useTexts('insights');
  const { day } = useInsightsFormat();
  usePageTitle(T.title);
  const storeConfig = useQuery(storeConfigQueryOptions());
  const [search, setSearch] = useSearchParams();
  const today = todayIn(storeConfig.data?.timeZone ?? STORE_TIME_ZONE);
  const period = periodFromSearch(search, today);
  const insights = useQuery({ ...insightsQueryOptions(period.from, period.to), enabled: !storeConfig.isPending });

  const data = insights.data;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h2 className="text-2xl font-bold">{T.title}</h2>
        <p className="text-sm">{T.intro}</p>
      </header>
      <PeriodPicker
        key={`${period.key}:${period.from}:${period.to}`}
        period={period}
        today={today}
        onChange={(p) => setSearch(searchForPeriod(p))}
      />
      <p aria-live="polite" className="text-sm font-medium">
        {period.from === period.to
          ? T.showingDay({ day: day(period.from) })
          : T.showing({ from: day(period.from), to: day(period.to) })}
      </p>
      {insights.isError ? (
        <LoadError onRetry={() => void insights.refetch()} />
      ) : !data ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <span className="sr-only">{T.loading}</span>
          <div className="skeleton h-28 w-full" aria-hidden="true" />
          <div className="skeleton h-72 w-full" aria-hidden="true" />
        </div>
      ) : (
        <div
          aria-busy={insights.isPlaceholderData}
          className={`flex flex-col gap-6 ${insights.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <FigureCards insights={data} />
          <section aria-label={T.charts} className="flex flex-col gap-3">
            <div className="flex flex-wrap justify-end">
              {/* A data: URL: the file is a few KB at most (366 rows), made from the figures on screen. */}
              <a
                className="btn btn-sm btn-outline"
                href={`data:text/csv;charset=utf-8,${encodeURIComponent(perDayCsv(data.byDay))}`}
                download={`insights-${data.from}-to-${data.to}.csv`}
              >
                {T.downloadCsv}
              </a>
            </div>
            <InsightsCharts insights={data} />
          </section>
          {data.topVariants?.length ? <TopVariants variants={data.topVariants} /> : null}
          {data.promotions ? <PromotionFigures promotions={data.promotions} /> : null}
        </div>
      )}
    </div>
  );
}
