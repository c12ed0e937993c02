// Reading a server-rendered page in a test as a crawler does: the HTML parsed, no script run.
import { type DefaultTreeAdapterMap, parse } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function* walk(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* walk(child);
  if (isElement(node) && 'content' in node) yield* walk(node.content);
}

export function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  const children = 'childNodes' in node ? node.childNodes : [];
  return children.map(textOf).join('');
}

export function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

export interface PageView {
  title: string;
  meta(key: string): string | undefined;
  canonical: string | undefined;
  h1: string[];
  /** The text of <main>, whitespace collapsed. */
  mainText: string;
  jsonLd: Record<string, unknown>[];
  links: { href: string; text: string; label: string | undefined }[];
  all(tag: string): Element[];
}

/** The page as a crawler reads it: head tags, headings, main text, JSON-LD and links. */
export function readPage(html: string): PageView {
  const document = parse(html) as unknown as Node;
  const elements = [...walk(document)];
  const all = (tag: string) => elements.filter((e) => e.tagName === tag);
  const main = all('main')[0];
  return {
    title: textOf(all('title')[0] ?? document).trim(),
    meta: (key) => {
      const tag = all('meta').find((m) => attr(m, 'name') === key || attr(m, 'property') === key);
      return tag ? attr(tag, 'content') : undefined;
    },
    canonical: (() => {
      const link = all('link').find((l) => attr(l, 'rel') === 'canonical');
      return link ? attr(link, 'href') : undefined;
    })(),
    h1: all('h1').map((h) => textOf(h).replace(/\s+/g, ' ').trim()),
    mainText: main ? textOf(main).replace(/\s+/g, ' ').trim() : '',
    jsonLd: all('script')
      .filter((s) => attr(s, 'type') === 'application/ld+json')
      .map((s) => JSON.parse(textOf(s)) as Record<string, unknown>),
    links: all('a').map((a) => ({
      href: attr(a, 'href') ?? '',
      text: textOf(a).replace(/\s+/g, ' ').trim(),
      label: attr(a, 'aria-label'),
    })),
    all,
  };
}

/** The scripts a page preloads (`<link rel="modulepreload">`): the entry's and the page's own. */
export function modulePreloads(html: string): string[] {
  return readPage(html)
    .all('link')
    .filter((link) => attr(link, 'rel') === 'modulepreload')
    .map((link) => attr(link, 'href') ?? '');
}
