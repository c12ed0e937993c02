// Texts outside the browser: the API (emails, invoices, its English messages) and the server
// renderer. Every catalogue of both languages is compiled once, on first use.
import type { I18n } from '@lingui/core';
import { buildTexts, createI18n, resolveMessage, type Texts } from './catalogue.ts';
import { compileCatalogue } from './compile.ts';
import { CATALOGUES, type EnglishCatalogues, NAMESPACES, type Namespace } from './catalogues/index.ts';
import type { Locale } from './locales.ts';

const instances = new Map<Locale, I18n>();
const textCache = new Map<string, unknown>();

/** The Lingui instance of a language with every catalogue loaded (shared: the language never changes). */
export function serverI18n(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = createI18n(locale);
    for (const namespace of NAMESPACES) i18n.load(locale, compileCatalogue(namespace, CATALOGUES[locale][namespace]));
    instances.set(locale, i18n);
  }
  return i18n;
}

/** One area's texts in a language: `textsIn('bn', 'mail').MAIL_TEXT.subject(...)`. */
export function textsIn<N extends Namespace>(locale: Locale, namespace: N): Texts<EnglishCatalogues[N]> {
  const key = `${locale}|${namespace}`;
  let texts = textCache.get(key) as Texts<EnglishCatalogues[N]> | undefined;
  if (!texts) {
    texts = buildTexts(serverI18n(locale), namespace, CATALOGUES[locale][namespace] as EnglishCatalogues[N]);
    textCache.set(key, texts);
  }
  return texts;
}

/** One area's English texts: what the API answers with (its messages stay English). */
export const englishTexts = <N extends Namespace>(namespace: N) => textsIn('en', namespace);

/** A message reference (catalogue.ts `messageRef`) as text in a language; any other text as it is. */
export const resolveMessageIn = (locale: Locale, text: string): string => resolveMessage(serverI18n(locale), text);
