// The per-day table as CSV, made from the figures on screen. NOTE: a data file, the same in every
// language (English headers, ASCII digits), so that any spreadsheet reads its numbers.
import type { Insights } from '@store/shared/schemas';

/** RFC 4180 text with CRLF line ends; the cells are dates and numbers, so nothing needs quoting. */
export function perDayCsv(byDay: Insights['byDay']): string {
  const header = ['Date', 'Revenue (BDT)', 'Paid orders'].join(',');
  const rows = byDay.map((d) => [d.date, d.revenue.toFixed(2), String(d.orders)].join(','));
  return `${[header, ...rows].join('\r\n')}\r\n`;
}
