// A link to this same page in the other language; the choice is kept in a cookie and, signed in, on the
// account (emails follow it).
import { useLocation } from 'react-router';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALE_NAMES,
  type Locale,
  localizedPath,
} from '@store/shared/i18n/locales';
import { getAccessToken } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/i18n.tsx';

/** Keeps the choice: the cookie now, the account in the background (the page is about to change). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
  const token = getAccessToken();
  if (!token) return;
  // keepalive: the request outlives the page that sent it.
  void fetch('/api/account/language', {
    method: 'PUT',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ language: locale }),
  }).catch(() => undefined);
}

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const other: Locale = locale === 'en' ? 'bn' : 'en';
  const href = localizedPath(`${pathname}${search}${hash}`, other);
  return (
    <a href={href} hrefLang={other} lang={other} className={className} onClick={() => rememberLocale(other)}>
      {LOCALE_NAMES[other]}
    </a>
  );
}
