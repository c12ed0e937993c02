// The page's language (from the address; a switch loads the other one). Each area's catalogue is a chunk,
// loaded the first time a component reads it (useTexts suspends until then). The server renderer tells the
// browser which areas the page used, so that hydration waits for nothing.
import type { I18n, Messages } from '@lingui/core';
import {
  buildTexts,
  type Catalogue,
  type CompiledCatalogue,
  compiledMessages,
  createI18n,
  resolveMessage,
  type Texts,
} from '@store/shared/i18n/catalogue';
import type { EnglishCatalogues, Namespace } from '@store/shared/i18n/catalogues';
import {
  type DateStyle,
  formatDateIn,
  formatNumberIn,
  formatPlainNumberIn,
  formatTakaIn,
} from '@store/shared/i18n/format';
import { type Locale, localizedPath } from '@store/shared/i18n/locales';
import { createContext, type ReactNode, use, useContext } from 'react';

type AnyCatalogue = Catalogue | CompiledCatalogue;
type CatalogueSource = (namespace: Namespace) => AnyCatalogue | Promise<AnyCatalogue>;
/** A catalogue as Lingui's messages: compiled ones as they are, written ones compiled (server, tests). */
type Prepare = (namespace: Namespace, catalogue: AnyCatalogue) => Messages;

export class I18nRuntime {
  readonly i18n: I18n;
  private readonly catalogues = new Map<string, AnyCatalogue>();
  private readonly texts = new Map<string, unknown>();
  private readonly loads = new Map<string, Promise<void>>();
  /** The areas this page read (the server renderer sends the list to the browser). */
  readonly used = new Set<Namespace>();

  constructor(
    readonly locale: Locale,
    private readonly source: CatalogueSource,
    private readonly prepare: Prepare = (namespace, catalogue) => compiledMessages(namespace, catalogue),
  ) {
    this.i18n = createI18n(locale);
  }

  private add(namespace: Namespace, catalogue: AnyCatalogue) {
    this.i18n.load(this.locale, this.prepare(namespace, catalogue));
    this.catalogues.set(namespace, catalogue);
  }

  /** The area's catalogue, loaded once; a source that has it at hand (the server, tests) adds it now: no render waits. */
  load(namespace: Namespace): Promise<void> {
    return usablePromise(this.loads, namespace, () => {
      const catalogue = this.source(namespace);
      if (catalogue instanceof Promise) return catalogue.then((loaded) => this.add(namespace, loaded));
      this.add(namespace, catalogue);
      return markFulfilled(Promise.resolve(), undefined);
    });
  }

  textsOf<N extends Namespace>(namespace: N): Texts<EnglishCatalogues[N]> {
    let texts = this.texts.get(namespace) as Texts<EnglishCatalogues[N]> | undefined;
    if (!texts) {
      const catalogue = this.catalogues.get(namespace);
      if (!catalogue) throw new Error(`The ${namespace} texts are not loaded`);
      texts = buildTexts<EnglishCatalogues[N]>(this.i18n, namespace, catalogue);
      this.texts.set(namespace, texts);
    }
    return texts;
  }
}

// NOTE: import.meta.glob makes each catalogue file a chunk of its own; the build compiles their messages
// (vite.config.ts, compiledCatalogues).
const BROWSER_LOADERS: Record<Locale, Record<string, () => Promise<{ default: CompiledCatalogue }>>> = {
  en: import.meta.glob<{ default: CompiledCatalogue }>('../../../../packages/shared/src/i18n/catalogues/en/*.ts'),
  bn: import.meta.glob<{ default: CompiledCatalogue }>('../../../../packages/shared/src/i18n/catalogues/bn/*.ts'),
};

export function createBrowserI18n(locale: Locale): I18nRuntime {
  const loaders = BROWSER_LOADERS[locale];
  return new I18nRuntime(locale, async (namespace) => {
    const loader = Object.entries(loaders).find(([file]) => file.endsWith(`/${locale}/${namespace}.ts`))?.[1];
    if (!loader) throw new Error(`No ${locale} catalogue for ${namespace}`);
    return (await loader()).default;
  });
}

const I18nContext = createContext<I18nRuntime | null>(null);

export function I18nProvider({ runtime, children }: { runtime: I18nRuntime; children: ReactNode }) {
  return <I18nContext value={runtime}>{children}</I18nContext>;
}

let fallbackRuntime: I18nRuntime | null = null;

/** The runtime of components rendered without a provider: tests only (testing/i18n-setup.ts). */
export function setFallbackI18n(runtime: I18nRuntime | null) {
  fallbackRuntime = runtime;
}

export function useI18nRuntime(): I18nRuntime {
  const runtime = useContext(I18nContext) ?? fallbackRuntime;
  if (!runtime) throw new Error('useTexts outside <I18nProvider>');
  return runtime;
}

/** `const { CART_TEXT } = useTexts('cart')`: suspends until the area's catalogue is here. */
export function useTexts<N extends Namespace>(namespace: N): Texts<EnglishCatalogues[N]> {
  const runtime = useI18nRuntime();
  runtime.used.add(namespace);
  use(runtime.load(namespace));
  return runtime.textsOf(namespace);
}

/** Marks a settled promise the way React's `use` reads it, so that it is read without suspending. */
export function markFulfilled<T>(promise: Promise<T>, value: T): Promise<T> {
  const tracked = promise as Promise<T> & { status?: 'fulfilled'; value?: T };
  tracked.status = 'fulfilled';
  tracked.value = value;
  return promise;
}

/**
 * The promise of `key` in `cache`, started by `load` the first time and marked fulfilled once here, so that
 * `use` reads it without suspending and every render makes the same `use` calls (a call made on one attempt
 * and skipped on the next breaks hydration). A failed one is forgotten: a later render (after the error
 * page's retry) tries again.
 */
export function usablePromise<K, T>(cache: Map<K, Promise<T>>, key: K, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(key);
  if (!promise) {
    const loading = load();
    loading.then(
      (value) => markFulfilled(loading, value),
      () => cache.delete(key),
    );
    cache.set(key, (promise = loading));
  }
  return promise;
}

export const useLocale = (): Locale => useI18nRuntime().locale;

export function useFormat() {
  const { locale } = useI18nRuntime();
  return {
    locale,
    taka: (taka: number) => formatTakaIn(locale, taka),
    number: (n: number) => formatNumberIn(locale, n),
    /** A number without grouping (a year, an id): `2026` / `২০২৬`. */
    plain: (n: number) => formatPlainNumberIn(locale, n),
    date: (value: Date | string | number, style?: DateStyle) => formatDateIn(locale, value, style),
  };
}

/** A text that may be a message reference (messageRef), in the page's language; its area must be loaded. */
export function useResolveMessage(): (text: string | undefined) => string | undefined {
  const runtime = useI18nRuntime();
  return (text) => (text === undefined ? undefined : resolveMessage(runtime.i18n, text));
}

/** A catalogue key's word from a value: `refund_due` → `Refund_due` (as in `actionLabelRefund_due`). */
export const capitalize = <S extends string>(s: S): Capitalize<S> =>
  (s.charAt(0).toUpperCase() + s.slice(1)) as Capitalize<S>;

/** For what React Router's links do not cover: `/allproducts` → `/bn/allproducts` on a Bangla page. */
export function useLocalizedPath(): (path: string) => string {
  const { locale } = useI18nRuntime();
  return (path) => localizedPath(path, locale);
}
