// The insights' period in the address: `?period=today|7d|30d|month` (30 days when absent) or
// `?from=&to=`; days are the store's (its time zone), so "today" is the store's today.
import { addDays, InsightsQuerySchema } from '@store/shared/schemas';

export const PERIOD_PRESETS = ['today', '7d', '30d', 'month'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export type PeriodKey = PeriodPreset | 'custom';

export interface Period {
  key: PeriodKey;
  from: string;
  to: string;
}

export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The days of a preset period ending today (this month: from its 1st). */
export function presetPeriod(key: PeriodPreset, today: string): Period {
  const from = { today, '7d': addDays(today, -6), '30d': addDays(today, -29), month: `${today.slice(0, 8)}01` };
  return { key, from: from[key], to: today };
}

/** The period an address asks for; a custom range the API would refuse falls back to the default. */
export function periodFromSearch(search: URLSearchParams, today: string): Period {
  const from = search.get('from');
  const to = search.get('to');
  if (from !== null && to !== null && InsightsQuerySchema.safeParse({ from, to }).success) {
    return { key: 'custom', from, to };
  }
  const preset = PERIOD_PRESETS.find((p) => p === search.get('period'));
  return presetPeriod(preset ?? '30d', today);
}

export function searchForPeriod(period: Period): Record<string, string> {
  return period.key === 'custom' ? { from: period.from, to: period.to } : { period: period.key };
}
