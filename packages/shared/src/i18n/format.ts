// Numbers, prices and dates for a language, through Intl: `৳1,250` in English, `৳১,০০,০০০` in Bangla.
import { INTL_LOCALE, type Locale } from './locales.ts';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    // English keeps the spec's western grouping (1,250,000), not en-BD's lakh grouping.
    format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : INTL_LOCALE[locale], options);
    cache.set(key, format);
  }
  return format;
}

/** A price in taka: `৳1,250` / `৳99.50` in English, `৳১,২৫০` / `৳৯৯.৫০` in Bangla. */
export function formatTakaIn(locale: Locale, taka: number): string {
  const options: Intl.NumberFormatOptions = Number.isInteger(taka)
    ? { maximumFractionDigits: 0 }
    : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return `৳${numberFormat(locale, options).format(taka)}`;
}

/** A count or quantity: `1,450` / `১,৪৫০`. */
export function formatNumberIn(locale: Locale, n: number): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(n);
}

/** A year or another number written without grouping: `2026` / `২০২৬`. */
export function formatPlainNumberIn(locale: Locale, n: number): string {
  return numberFormat(locale, { useGrouping: false, maximumFractionDigits: 2 }).format(n);
}

export type DateStyle = 'date' | 'dateTime' | 'long';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  long: { dateStyle: 'long' },
};

/** A date (or date and time) in the store's time zone, as the language writes it: `22 Nov 2026`, `২২ নভে, ২০২৬`. */
export function formatDateIn(locale: Locale, value: Date | string | number, style: DateStyle = 'date'): string {
  const key = `d|${locale}|${style}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    // NOTE: Bangla's CLDR data writes the time with a Latin "AM"/"PM"; the 24-hour clock reads
    // as Bangla throughout (১৬:০০).
    const hours: Intl.DateTimeFormatOptions = locale === 'bn' && style === 'dateTime' ? { hourCycle: 'h23' } : {};
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...DATE_OPTIONS[style], ...hours, timeZone: 'Asia/Dhaka' });
    cache.set(key, format);
  }
  return format.format(value instanceof Date ? value : new Date(value));
}
