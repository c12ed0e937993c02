// Vitest setup for the web tests: a component rendered without <I18nProvider> reads English, and
// Testing Library's waits allow 5 s: a page's first render on a busy two-core machine (Vitest beside
// Playwright in CI) can take more than the default 1 s to settle (this waits, it measures nothing).
import { configure } from '@testing-library/react';
import { setFallbackI18n } from '../lib/i18n.tsx';
import { createEagerI18n } from '../lib/i18n-eager.ts';

setFallbackI18n(createEagerI18n('en'));
configure({ asyncUtilTimeout: 5000 });
