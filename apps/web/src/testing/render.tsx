// Rendering a page in a web test: a query client that does not retry (a failed call shows its error
// at once) and a memory router at the page's URL.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Locale } from '@store/shared/i18n/locales';
import { I18nProvider } from '../lib/i18n.tsx';
import { createEagerI18n } from '../lib/i18n-eager.ts';

export const newTestQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

export interface RenderOptions {
  /** The URL the page opens at, or a location with state. */
  at?: string | { pathname: string; search?: string; state?: unknown };
  /** A route pattern (`/singleservice/:id`) to render `page` under, so that it can read its params. */
  path?: string;
  queryClient?: QueryClient;
  /** The page's language (English unless given). */
  locale?: Locale;
}

export function renderWithProviders(
  page: ReactElement,
  { at = '/', path, queryClient = newTestQueryClient(), locale = 'en' }: RenderOptions = {},
) {
  const result = render(
    <I18nProvider runtime={createEagerI18n(locale)}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]}>
          {path ? (
            <Routes>
              <Route path={path} element={page} />
            </Routes>
          ) : (
            page
          )}
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, queryClient };
}
