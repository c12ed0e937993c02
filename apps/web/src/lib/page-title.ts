// The page's head: its title and, for the public pages, what crawlers and link previews read
// (description, canonical address, Open Graph and Twitter card). On the server the head goes to the
// renderer (lib/server-render.tsx), which writes it into the HTML's <head>; in the browser it is
// kept up to date as the reader moves from page to page.
import { useEffect } from 'react';
import { type HeadData, useServerRender } from './server-render.tsx';

export const SITE_NAME = 'Bicycle Manufacturer';
export const SITE_DESCRIPTION =
  'Bicycle Manufacturer: bicycle parts made in Bangladesh, sold in bulk to shops and workshops.';

export type PageHeadInput = Pick<HeadData, 'title'> & Partial<Omit<HeadData, 'title'>>;

export function fullTitle(title: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

function toHeadData(input: PageHeadInput): HeadData {
  return {
    title: input.title,
    description: input.description ?? SITE_DESCRIPTION,
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

/** Writes the head into the document (the browser's side of usePageHead). */
export function applyHead(head: HeadData): void {
  const origin = publicOrigin();
  const title = fullTitle(head.title);
  const url = head.canonicalPath === null ? null : `${origin}${head.canonicalPath}`;
  const image = head.image === null ? null : new URL(head.image, origin).href;
  document.title = title;
  meta('name', 'description', head.description);
  meta('name', 'robots', head.noindex ? 'noindex' : null);
  setTag(
    'link[rel="canonical"]',
    () => {
      const element = document.createElement('link');
      element.rel = 'canonical';
      return element;
    },
    'href',
    url,
  );
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
  const server = useServerRender();
  const head = toHeadData(input);
  server?.setHead(head);
  const key = JSON.stringify(head);
  useEffect(() => {
    applyHead(JSON.parse(key) as HeadData);
  }, [key]);
}

/** Sets the document title for the current route: "Page | Bicycle Manufacturer". */
export function usePageTitle(title: string): void {
  usePageHead({ title });
}
