// The page's head: its title and what crawlers and link previews read (description, canonical address,
// Open Graph, Twitter card). On the server the renderer writes it into the HTML; in the browser it follows
// the reader from page to page.
import { useEffect } from 'react';
import { LOCALES, type Locale, localizedPath } from '@store/shared/i18n/locales';
import { useLocale, useTexts } from './i18n.tsx';
import { type HeadData, useServerRender } from './server-render.tsx';

export const SITE_NAME = 'Bicycle Manufacturer';

export function fullTitle(title: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** The public origin: the one the server named (PUBLIC_URL), else this page's own. */
function publicOrigin(): string {
  const named = document.querySelector<HTMLMetaElement>('meta[name="store:public-url"]')?.content;
  return named || window.location.origin;
}

/** For absolute addresses in structured data. */
export function usePublicOrigin(): string {
  const server = useServerRender();
  if (server) return server.publicUrl;
  return typeof document === 'undefined' ? '' : publicOrigin();
}

/** Sets the head's element of `tag` with `attrs` (made when missing); null removes it. */
function setTag(tag: 'meta' | 'link', attrs: Record<string, string>, attribute: string, value: string | null): void {
  const entries = Object.entries(attrs);
  let element = document.head.querySelector(tag + entries.map(([k, v]) => `[${k}="${v}"]`).join(''));
  if (value === null) return element?.remove();
  if (!element) {
    element = document.createElement(tag);
    for (const [k, v] of entries) element.setAttribute(k, v);
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

type HeadTag = ['meta' | 'link', Record<string, string>, 'content' | 'href', string | null];

const meta = (key: string, name: string, value: string | null): HeadTag => ['meta', { [key]: name }, 'content', value];
const link = (rel: string, lang: string | null, href: string | null): HeadTag => [
  'link',
  lang === null ? { rel } : { rel, hreflang: lang },
  'href',
  href,
];

/** The head's tags, each with its value (null: none); the server writes them, the browser keeps them. */
export function headTags(head: HeadData, origin: string, locale: Locale): HeadTag[] {
  const title = fullTitle(head.title);
  const address = (language: Locale) =>
    head.canonicalPath === null ? null : `${origin}${localizedPath(head.canonicalPath, language)}`;
  const url = address(locale);
  const image = head.image === null ? null : new URL(head.image, `${origin}/`).href;
  return [
    meta('name', 'description', head.description),
    meta('name', 'robots', head.noindex ? 'noindex' : null),
    link('canonical', null, url),
    ...LOCALES.map((language) => link('alternate', language, address(language))),
    link('alternate', 'x-default', address('en')),
    meta('name', 'store:public-url', origin),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:locale', locale === 'bn' ? 'bn_BD' : 'en_US'),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'product:price:amount', head.price?.amount ?? null),
    meta('property', 'product:price:currency', head.price?.currency ?? null),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
  ];
}

export function usePageHead(input: Pick<HeadData, 'title'> & Partial<HeadData>): void {
  const { PUBLIC_TEXT } = useTexts('common');
  const locale = useLocale();
  const server = useServerRender();
  const head: HeadData = {
    description: PUBLIC_TEXT.siteDescription,
    canonicalPath: null,
    image: null,
    ogType: 'website',
    price: null,
    noindex: false,
    ...input,
  };
  server?.setHead(head);
  const key = JSON.stringify(head);
  // The browser's side: the same head, kept as the reader moves from page to page.
  useEffect(() => {
    const head = JSON.parse(key) as HeadData;
    document.title = fullTitle(head.title);
    for (const tag of headTags(head, publicOrigin(), locale)) setTag(...tag);
  }, [key, locale]);
}

/** Sets the document title for the current route: "Page | Bicycle Manufacturer". */
export function usePageTitle(title: string): void {
  usePageHead({ title });
}
