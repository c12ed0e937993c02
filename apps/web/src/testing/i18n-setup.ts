// Vitest setup for the web tests: a component rendered without <I18nProvider> reads English.
import { setFallbackI18n } from '../lib/i18n.tsx';
import { createEagerI18n } from '../lib/i18n-eager.ts';

setFallbackI18n(createEagerI18n('en'));
