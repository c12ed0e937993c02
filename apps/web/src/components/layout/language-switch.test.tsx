import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@store/shared/i18n/locales';
import { I18nProvider } from '../../lib/i18n.tsx';
import { createEagerI18n } from '../../lib/i18n-eager.ts';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';

vi.mock('../../lib/auth.ts', () => ({ useSession: () => ({ user: null, isLoading: false }), signOut: vi.fn() }));

function renderIn(locale: Locale, at: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider runtime={createEagerI18n(locale)}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]}>
          <Navbar />
          <Footer />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'store_lang=; Max-Age=0; Path=/';
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Language switch', () => {
  it('links an English page to the same page in Bangla, keeping its query, in the navbar and the footer', () => {
    renderIn('en', '/allproducts?q=chain&page=2');
    const links = screen.getAllByRole('link', { name: 'বাংলা', hidden: true });
    expect(links.length).toBeGreaterThanOrEqual(3); // phone menu, desktop bar, footer
    for (const link of links) {
      expect(link.getAttribute('href')).toBe('/bn/allproducts?q=chain&page=2');
      expect(link.getAttribute('lang')).toBe('bn');
      expect(link.getAttribute('hreflang')).toBe('bn');
    }
  });

  it('reads the navbar and footer in Bangla on a Bangla page, and links back to the English address', () => {
    renderIn('bn', '/blogs');
    expect(screen.getAllByRole('link', { name: 'ব্লগ', hidden: true }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'লগইন' })).toBeTruthy();
    expect(screen.getByText('শনি–বৃহস্পতি সকাল ১০টা থেকে সন্ধ্যা ৭টা')).toBeTruthy();
    expect(screen.getByText(/© ২০[০-৯]{2} Bicycle Manufacturer।/)).toBeTruthy();
    const back = screen.getAllByRole('link', { name: 'English', hidden: true });
    expect(back.map((a) => a.getAttribute('href'))).toEqual(back.map(() => '/blogs'));
  });

  it('keeps the choice in a cookie, and on the account when signed in', async () => {
    localStorage.setItem('accessToken', 'token-1');
    renderIn('en', '/');
    const link = screen.getAllByRole('link', { name: 'বাংলা', hidden: true }).at(-1) as HTMLElement;
    // jsdom does not navigate: the click's own work is what is checked.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(document.cookie).toContain('store_lang=bn');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/account/language',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ language: 'bn' }) }),
    );
  });

  it('does not call the account when signed out', async () => {
    renderIn('bn', '/');
    const link = screen.getAllByRole('link', { name: 'English', hidden: true }).at(-1) as HTMLElement;
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(document.cookie).toContain('store_lang=en');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
