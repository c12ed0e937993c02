// Vitest setup for the web tests: a component rendered without <I18nProvider> reads English, and
// Testing Library's waits allow 5 s: a page's first render on a busy two-core machine (Vitest beside
// Playwright in CI) can take more than the default 1 s to settle (this waits, it measures nothing).
// Preact runs effects after a frame; jsdom's requestAnimationFrame is removed when a test file's
// environment is torn down, and an effect scheduled just before then would throw, so effects run on a
// plain timer here.
import { options } from 'preact';
import { configure } from '@testing-library/react';
import { setFallbackI18n } from '../lib/i18n.tsx';
import { createEagerI18n } from '../lib/i18n-eager.ts';

setFallbackI18n(createEagerI18n('en'));
configure({ asyncUtilTimeout: 5000 });
options.requestAnimationFrame = (callback) => setTimeout(callback);
