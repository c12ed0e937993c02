// The page's head: its title and, for the public pages, what crawlers and link previews read
// (description, canonical address, Open Graph and Twitter card). On the server the head goes to the
// renderer (lib/server-render.tsx), which writes it into the HTML's <head>; in the browser it is
// kept up to date as the reader moves from page to page. Titles and descriptions come in the page's
// language (the page passes its own; the default description is common's); the site's name stays
// as the company writes it, and the addresses are the page's language's (/bn/… for Bangla).
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
  const canonical = document.querySelector<HTMLMetaElement>('meta[name="store:public-url"]')?.content;
  return canonical || window.location.origin;
}

function setTag(selector: string, create: () => HTMLElement, attribute: string, value: string | null): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (value === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

const meta = (key: 'name' | 'property', name: string, content: string | null) =>
  setTag(
    `meta[${key}="${name}"]`,
    () => {
      const element = document.createElement('meta');
      element.setAttribute(key, name);
      return element;
    },
    'content',
    content,
  );

const link = (rel: string, hreflang: string | null, href: string | null) =>
  setTag(
    hreflang === null ? `link[rel="${rel}"]` : `link[rel="${rel}"][hreflang="${hreflang}"]`,
    () => {
      const element = document.createElement('link');
      element.rel = rel;
      if (hreflang !== null) element.hreflang = hreflang;
      return element;
    },
    'href',
    href,
  );

/** Writes the head into the document (the browser's side of usePageHead), for a page in `locale`. */
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

/** The page's head: handed to the server renderer, or written into the document in the browser. */
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
