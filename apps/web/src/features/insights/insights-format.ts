// The insights' days (`YYYY-MM-DD`) and numbers in the language's digits: 2026-03-01, ২০২৬-০৩-০১; the
// tables' amounts with two decimals and no grouping (10000.00), the CSV in ASCII digits.
import { INTL_LOCALE, type Locale } from '@store/shared/i18n/locales';
import type { Insights } from '@store/shared/schemas';
import { useFormat } from '../../lib/i18n.tsx';

/** The Intl locale of a language's figures: English keeps western grouping, as format.ts does. */
export const chartLocale = (locale: Locale): string => (locale === 'en' ? 'en-US' : INTL_LOCALE[locale]);

export function dayIn(locale: Locale, day: string): string {
  const two = new Intl.NumberFormat(chartLocale(locale), { minimumIntegerDigits: 2, useGrouping: false });
  return day
    .split('-')
    .map((part) => (/^\d+$/.test(part) ? two.format(Number(part)) : part))
    .join('-');
}

/** "+12.5%", "-3%": the change from `previous` to `current`; null when there was nothing before. */
export function changePercent(current: number, previous: number, locale: Locale = 'en'): string | null {
  if (previous === 0) return null;
  const percent = new Intl.NumberFormat(chartLocale(locale), { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  return `${percent.format(((current - previous) / Math.abs(previous)) * 100)}%`;
}

export function useInsightsFormat() {
  const format = useFormat();
  const { locale } = format;
  const amount = new Intl.NumberFormat(chartLocale(locale), {
    useGrouping: false,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return {
    ...format,
    day: (day: string) => dayIn(locale, day),
    amount: (taka: number) => amount.format(taka),
    change: (current: number, previous: number) => changePercent(current, previous, locale),
    chartLocale: chartLocale(locale),
  };
}

/**
 * The per-day table as CSV, made from the figures on screen: RFC 4180 text with CRLF line ends (dates and
 * numbers, so nothing needs quoting). NOTE: a data file, the same in every language (English headers,
 * ASCII digits), so that any spreadsheet reads its numbers.
 */
export function perDayCsv(byDay: Insights['byDay']): string {
  const header = ['Date', 'Revenue (BDT)', 'Paid orders'].join(',');
  const rows = byDay.map((d) => [d.date, d.revenue.toFixed(2), String(d.orders)].join(','));
  return `${[header, ...rows].join('\r\n')}\r\n`;
}
