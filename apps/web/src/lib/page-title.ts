// The page's head: its title and what crawlers and link previews read (description, canonical address,
// Open Graph, Twitter card). On the server the renderer writes it into the HTML; in the browser it follows
// the reader from page to page.
import { useEffect } from 'react';
import { LOCALES, type Locale, localizedPath } from '@store/shared/i18n/locales';
import { useLocale, useTexts } from './i18n.tsx';
import { type HeadData, useServerRender } from './server-render.tsx';

export const SITE_NAME = 'Bicycle Manufacturer';

export type PageHeadInput = Pick<HeadData, 'title'> & Partial<Omit<HeadData, 'title'>>;

export function fullTitle(title: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

function toHeadData(input: PageHeadInput, siteDescription: string): HeadData {
  return {
    title: input.title,
    description: input.description ?? siteDescription,
    canonicalPath: input.canonicalPath ?? null,
    image: input.image ?? null,
    ogType: input.ogType ?? 'website',
    price: input.price ?? null,
    noindex: input.noindex ?? false,
  };
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

const meta = (key: 'name' | 'property', name: string, content: string | null) =>
  setTag('meta', { [key]: name }, 'content', content);
const link = (rel: string, hreflang: string | null, href: string | null) =>
  setTag('link', hreflang === null ? { rel } : { rel, hreflang }, 'href', href);

/** The browser's side of usePageHead. */
export function applyHead(head: HeadData, locale: Locale): void {
  const origin = publicOrigin();
  const title = fullTitle(head.title);
  const address = (language: Locale) =>
    head.canonicalPath === null ? null : `${origin}${localizedPath(head.canonicalPath, language)}`;
  const url = address(locale);
  const image = head.image === null ? null : new URL(head.image, origin).href;
  document.title = title;
  meta('name', 'description', head.description);
  meta('name', 'robots', head.noindex ? 'noindex' : null);
  link('canonical', null, url);
  // The same page in each language (the server writes these too; a page reached in the app updates them).
  for (const language of LOCALES) link('alternate', language, address(language));
  link('alternate', 'x-default', address('en'));
  meta('property', 'og:title', title);
  meta('property', 'og:description', head.description);
  meta('property', 'og:type', head.ogType);
  meta('property', 'og:url', url);
  meta('property', 'og:image', image);
  meta('property', 'product:price:amount', head.price?.amount ?? null);
  meta('property', 'product:price:currency', head.price?.currency ?? null);
  meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  meta('name', 'twitter:title', title);
  meta('name', 'twitter:description', head.description);
  meta('name', 'twitter:image', image);
}

export function usePageHead(input: PageHeadInput): void {
  const { PUBLIC_TEXT } = useTexts('common');
  const locale = useLocale();
  const server = useServerRender();
  const head = toHeadData(input, PUBLIC_TEXT.siteDescription);
  server?.setHead(head);
  const key = JSON.stringify(head);
  useEffect(() => {
    applyHead(JSON.parse(key) as HeadData, locale);
  }, [key, locale]);
}

/** Sets the document title for the current route: "Page | Bicycle Manufacturer". */
export function usePageTitle(title: string): void {
  usePageHead({ title });
}
