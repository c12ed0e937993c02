// What the app loads on demand: code chunks, given the spec's 120 s before one counts as failed
// (§9), and a page's long prose in the page's language (articles, policies, bio, offices), one
// module per language, so that a page downloads only its own language's prose
// (docs/decisions/010-public-pages-content.md).
import { use } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@store/shared/constants';
import { type Locale, splitLocalePath } from '@store/shared/i18n/locales';
import { useLocale } from './i18n.tsx';

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
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A hook that reads content in the page's language, and the way to load it ahead (tests, preloading). */
export interface LocaleContentHook<T> {
  (): T;
  load(locale: Locale): Promise<T>;
}

/**
 * Content kept in one module per language: `const useArticles = localeContent({ en: () => …, bn: () => … })`.
 * The hook suspends the first time a language is read, until that language's module is here; the
 * other language's module is never fetched. Loaded content is kept for the life of the page.
 */
export function localeContent<T>(loaders: Record<Locale, () => Promise<T>>): LocaleContentHook<T> {
  const loaded = new Map<Locale, T>();
  const pending = new Map<Locale, Promise<T>>();

  function load(locale: Locale): Promise<T> {
    if (loaded.has(locale)) return Promise.resolve(loaded.get(locale) as T);
    let promise = pending.get(locale);
    if (!promise) {
      promise = withChunkTimeout(loaders[locale]).then(
        (content) => {
          loaded.set(locale, content);
          return content;
        },
        (error: unknown) => {
          // A later render tries again (after the error page's retry).
          pending.delete(locale);
          throw error;
        },
      );
      pending.set(locale, promise);
    }
    return promise;
  }

  // In the browser, the page's language is known as soon as this module is: start at once.
  if (typeof window !== 'undefined' && window.location) {
    // A failure here is met again, and shown, when the page reads the content.
    load(splitLocalePath(window.location.pathname).locale).catch(() => undefined);
  }

  function useLocaleContent(): T {
    const locale = useLocale();
    return loaded.has(locale) ? (loaded.get(locale) as T) : use(load(locale));
  }

  return Object.assign(useLocaleContent, { load });
}
