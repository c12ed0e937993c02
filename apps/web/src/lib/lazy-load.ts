// What the app loads on demand: code chunks, given the spec's 120 s (§9), and a page's long prose, one
// module per language, so that a page downloads only its own language's prose.
import { use } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@store/shared/constants';
import { type Locale, splitLocalePath } from '@store/shared/i18n/locales';
import { useLocale, usablePromise } from './i18n.tsx';

/** A chunk that did not arrive in time: the error page says so in the page's language. */
export class ChunkTimeoutError extends Error {
  constructor() {
    super('Loading this page took too long.');
    this.name = 'ChunkTimeoutError';
  }
}

export function withChunkTimeout<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
    load()
      .then(resolve, (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))))
      .finally(() => clearTimeout(timer));
  });
}

/**
 * Content kept in one module per language: `const useArticles = localeContent({ en: () => …, bn: () => … })`.
 * The hook suspends the first time a language is read, until that language's module is here; the
 * other language's module is never fetched. Loaded content is kept for the life of the page.
 */
export function localeContent<T>(loaders: Record<Locale, () => Promise<T>>) {
  const pending = new Map<Locale, Promise<T>>();
  const load = (locale: Locale) => usablePromise(pending, locale, () => withChunkTimeout(loaders[locale]));

  // In the browser, the page's language is known as soon as this module is: start at once.
  if (typeof window !== 'undefined' && window.location) {
    // A failure here is met again, and shown, when the page reads the content.
    load(splitLocalePath(window.location.pathname).locale).catch(() => undefined);
  }

  function useLocaleContent(): T {
    return use(load(useLocale()));
  }

  // A hook that reads content in the page's language, and the way to load it ahead (tests, preloading).
  return Object.assign(useLocaleContent, { load });
}
