// The store's languages: English at the spec's own paths, Bangla under /bn. One URL per language, so a
// search engine indexes both and hreflang can name them.

export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that keeps a visitor's choice of language (a signed-in buyer's is also on the account). */
export const LOCALE_COOKIE = 'store_lang';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The BCP 47 tags `Intl` formats with: Bangla as written in Bangladesh (Bengali digits, lakh grouping). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-BD', bn: 'bn-BD' };

export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'bn';

export const localePrefix = (locale: Locale): string => (locale === 'en' ? '' : `/${locale}`);

/** `/bn/allproducts?q=x` → `{ locale: 'bn', path: '/allproducts?q=x' }`; an English path is kept whole. */
export function splitLocalePath(pathAndQuery: string): { locale: Locale; path: string } {
  const match = /^\/bn(?=$|[/?#])/.exec(pathAndQuery);
  if (!match) return { locale: 'en', path: pathAndQuery };
  const rest = pathAndQuery.slice(match[0].length);
  return { locale: 'bn', path: rest === '' || !rest.startsWith('/') ? `/${rest}` : rest };
}

/** The address of `path` (an English, unprefixed path) in `locale`: `/allproducts` → `/bn/allproducts`. */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
}

export function localeFromCookie(cookieHeader: string | undefined | null): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}
