import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { PaymentConfig } from '@store/shared/schemas';
import { TestModeBanner } from './test-mode-banner.tsx';

const { TEST_MODE_TEXT } = englishTexts('test-mode');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderBanner(answer: () => Response) {
  const fetchMock = vi.fn(async (url: string) =>
    url === '/api/payments/config' ? answer() : new Response(null, { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TestModeBanner />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('TestModeBanner', () => {
  it.each<PaymentConfig>([
    { provider: 'sandbox', mode: 'test', methods: [{ method: 'sandbox', mode: 'test' }], cod: null },
    {
      provider: 'stripe',
      mode: 'test',
      publishableKey: 'pk_test_1',
      methods: [{ method: 'stripe', mode: 'test' }],
      cod: null,
    },
  ])('says no real payments are taken, as a labelled landmark, when payments are in test mode (%o)', async (config) => {
    renderBanner(() => Response.json(config));
    const banner = await screen.findByRole('complementary', { name: TEST_MODE_TEXT.bannerLabel });
    expect(banner.textContent).toBe(TEST_MODE_TEXT.banner);
  });

  it('shows nothing when payments are live', async () => {
    const fetchMock = renderBanner(() =>
      Response.json({
        provider: 'stripe',
        mode: 'live',
        publishableKey: 'pk_live_1',
        methods: [{ method: 'stripe', mode: 'live' }],
        cod: null,
      }),
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByText(TEST_MODE_TEXT.banner)).toBeNull();
  });

  it('shows nothing when the configuration cannot be read', async () => {
    const fetchMock = renderBanner(() => Response.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText(TEST_MODE_TEXT.banner)).toBeNull();
  });
});
