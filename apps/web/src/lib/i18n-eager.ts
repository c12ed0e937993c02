// A runtime with every catalogue of its language at hand, for the server renderer and tests: no
// render waits for a chunk. Never imported by the browser's code (it holds both languages).
import type { Catalogue } from '@store/shared/i18n/catalogue';
import { CATALOGUES } from '@store/shared/i18n/catalogues';
import { compileCatalogue } from '@store/shared/i18n/compile';
import type { Locale } from '@store/shared/i18n/locales';
import { I18nRuntime } from './i18n.tsx';

export const createEagerI18n = (locale: Locale): I18nRuntime =>
  new I18nRuntime(
    locale,
    (namespace) => CATALOGUES[locale][namespace],
    (namespace, catalogue) => compileCatalogue(namespace, catalogue as Catalogue),
  );
