// Message catalogues: one area's ICU strings in one language, English the source, read as an object of the
// same shape: `CART_TEXT.addToCart` is a string, `CART_TEXT.cartButton({ n: 3 })` a message with placeholders.
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { EnglishCatalogues, Namespace } from './catalogues/index.ts';
import { INTL_LOCALE, type Locale } from './locales.ts';

export type Catalogue = { readonly [group: string]: { readonly [key: string]: string } };

/** Every key of the English catalogue, nothing else. */
export type CatalogueOf<C extends Catalogue> = { readonly [G in keyof C]: { readonly [K in keyof C[G]]: string } };

export type MessageValues = Readonly<Record<string, string | number | Date>>;

type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S;
/** A placeholder's name: what comes before its first comma (`{count, plural, …}` → count). */
type NameOf<Inner extends string> = Trim<Inner extends `${infer N},${string}` ? N : Inner>;
/** A message's placeholders from the English text's type; a plural's branches (`one {# item}`) are dropped. */
type PlaceholderNames<S extends string> = S extends `${string}{${infer Inner}}${infer Rest}`
  ? | (NameOf<Inner> extends `${string} ${string}` | `${string}#${string}` | '' ? never : NameOf<Inner>)
    | PlaceholderNames<Rest>
  : never;

type TextOf<S> = S extends string
  ? [PlaceholderNames<S>] extends [never]
    ? S extends `${string}{${string}`
      ? (values: MessageValues) => string
      : string
    : (values: { readonly [K in PlaceholderNames<S>]: string | number | Date }) => string
  : string;

export type Texts<C extends Catalogue> = {
  readonly [G in keyof C]: { readonly [K in keyof C[G]]: TextOf<C[G][K]> };
};

/** The id Lingui knows a message by: `cart.CART_TEXT.addToCart`. */
export const messageId = (namespace: string, group: string, key: string): string => `${namespace}.${group}.${key}`;

/** Compiled at build time (apps/web/vite.config.ts), so that the browser downloads no message parser. */
export type CompiledCatalogue = { readonly [group: string]: { readonly [key: string]: Messages[string] } };

/** A catalogue's messages under their ids; `compile` turns a written one into Lingui's form (compile.ts). */
export function compiledMessages<M>(
  namespace: string,
  catalogue: { readonly [group: string]: { readonly [key: string]: M } },
  compile: (message: M) => Messages[string] = (message) => message as Messages[string],
): Messages {
  const messages: Messages = {};
  for (const [group, entries] of Object.entries(catalogue)) {
    for (const [key, message] of Object.entries(entries)) messages[messageId(namespace, group, key)] = compile(message);
  }
  return messages;
}

function takesValues(message: unknown): boolean {
  if (typeof message === 'string') return message.includes('{');
  return Array.isArray(message) && message.some((token) => typeof token !== 'string');
}

/** The language never changes under a page: a switch loads the other URL. */
export function createI18n(locale: Locale): I18n {
  const i18n = setupI18n();
  i18n.load(locale, {});
  i18n.activate(locale, [INTL_LOCALE[locale]]);
  return i18n;
}

export function buildTexts<C extends Catalogue>(
  i18n: I18n,
  namespace: string,
  catalogue: C | CompiledCatalogue,
): Texts<C> {
  const texts: Record<string, Record<string, string | ((values: MessageValues) => string)>> = {};
  for (const [group, entries] of Object.entries(catalogue)) {
    const out: Record<string, string | ((values: MessageValues) => string)> = {};
    for (const [key, message] of Object.entries(entries)) {
      const id = messageId(namespace, group, key);
      out[key] = takesValues(message) ? (values: MessageValues) => i18n._(id, values) : i18n._(id);
    }
    texts[group] = out;
  }
  return texts as Texts<C>;
}

/**
 * A message named by shared code (zod schemas): the API answers it in English, the web app in the page's
 * language. Written `@i18n:orders.ORDER_TEXT.quantityBelowMinimum?min=10`.
 */
const MESSAGE_REF_PREFIX = '@i18n:';

export function messageRef(namespace: string, group: string, key: string, values?: MessageValues): string {
  const ref = `${MESSAGE_REF_PREFIX}${messageId(namespace, group, key)}`;
  if (!values || Object.keys(values).length === 0) return ref;
  const query = Object.entries(values).map(
    ([name, value]) =>
      `${encodeURIComponent(name)}=${encodeURIComponent(value instanceof Date ? value.toISOString() : String(value))}`,
  );
  return `${ref}?${query.join('&')}`;
}

/** The references of one group's messages, keys checked against the English: `refsTo('orders', 'ORDER_TEXT')`. */
export const refsTo =
  <N extends Namespace, G extends keyof EnglishCatalogues[N] & string>(namespace: N, group: G) =>
  (key: keyof EnglishCatalogues[N][G] & string, values?: MessageValues): string =>
    messageRef(namespace, group, key, values);

export const isMessageRef = (text: string): boolean => text.startsWith(MESSAGE_REF_PREFIX);

/** Any other text is returned as it is. */
export function resolveMessage(i18n: I18n, text: string): string {
  if (!isMessageRef(text)) return text;
  const body = text.slice(MESSAGE_REF_PREFIX.length);
  const at = body.indexOf('?');
  const id = at === -1 ? body : body.slice(0, at);
  const values: Record<string, string | number> = {};
  for (const pair of at === -1 ? [] : body.slice(at + 1).split('&')) {
    const [name, value] = pair.split('=').map(decodeURIComponent);
    if (name === undefined || value === undefined) continue;
    values[name] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  return i18n._(id, values);
}
