import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import type { Locale } from '@store/shared/i18n/locales';
import { I18nProvider } from '../../lib/i18n.tsx';
import { createEagerI18n } from '../../lib/i18n-eager.ts';
import { aSavedAddress } from '../../testing/address-factories.ts';
import { type ApiStub, apiError, stubApi } from '../../testing/api-stub.ts';
import { newTestQueryClient } from '../../testing/render.tsx';
import { QuotePage } from './quote-page.tsx';
import { aQuote, aVersion, QUOTE_ID } from './quote-fixtures.ts';

const { QUOTE_PAGE_TEXT: T, QUOTE_STATUS } = textsIn('en', 'quotes-ui');

const auth = vi.hoisted(() => ({ user: null as { id: string; name: string; email: string } | null }));
vi.mock('../../lib/auth.ts', () => ({ useSession: () => ({ user: auth.user, isLoading: false }) }));

/** Quoted twice: version 2 (৳95 a chain) holds until 2099. */
const QUOTED = aQuote({
  status: 'quoted',
  versions: [
    aVersion({ version: 1, lines: [{ ...aVersion().lines[0]!, unitPrice: 9800, lineTotal: 980000 }], note: '' }),
    aVersion({ version: 2 }),
  ],
});

let api: ApiStub;
beforeEach(() => {
  auth.user = { id: 'u-1', name: 'Karim Rahman', email: 'karim@example.com' };
  api = stubApi({
    'GET /api/quotes/:id': QUOTED,
    'GET /api/addresses': [aSavedAddress({ id: 'a-1', isDefault: true })],
    'POST /api/quotes/:id/accept': { acknowledged: true, insertedId: 'o-9', total: 9650 },
    'POST /api/quotes/:id/decline': { ...QUOTED, status: 'declined' },
  });
});
afterEach(() => cleanup());

function ShowLocation() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(at: string, locale: Locale = 'en') {
  return render(
    <I18nProvider runtime={createEagerI18n(locale)}>
      <QueryClientProvider client={newTestQueryClient()}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="/quotes/:id" element={<QuotePage />} />
            <Route path="*" element={<ShowLocation />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const noViolations = async (container: HTMLElement) => {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
};

describe('QuotePage', () => {
  it('shows the latest version with the list price struck through, the earlier one folded, and passes axe', async () => {
    const { container } = renderPage(`/quotes/${QUOTE_ID}?key=k-secret`);
    const latest = await screen.findByRole('region', { name: T.latest({ version: 2 }) });
    expect(within(latest).getByText('৳95')).toBeTruthy();
    expect(within(latest).getByText(T.listPrice({ price: '৳100' })).tagName).toBe('S');
    expect(within(latest).getByText('৳9,650')).toBeTruthy();
    expect(within(latest).getByText('Ready in ten days.')).toBeTruthy();
    expect(screen.getByText(QUOTE_STATUS.quoted)).toBeTruthy();
    expect(screen.getByText(T.older({ count: 1 })).closest('details')?.open).toBe(false);
    expect(api.calls[0]?.query.get('key')).toBe('k-secret');
    await noViolations(container);
  });

  it('accepts: the delivery address, then the order with the version seen and an Idempotency-Key, then payment', async () => {
    const user = userEvent.setup();
    renderPage(`/quotes/${QUOTE_ID}?key=k-secret`);
    await user.click(await screen.findByRole('button', { name: T.accept }));
    const place = await screen.findByRole('button', { name: T.placeOrder });
    await vi.waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    await user.click(place);
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard/payment/o-9');
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe(`/api/quotes/${QUOTE_ID}/accept`);
    expect(post?.body).toEqual({ addressId: 'a-1', version: 2, key: 'k-secret' });
    expect(post?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says plainly why the order could not be placed (409)', async () => {
    const user = userEvent.setup();
    const revised = 'The shop revised this quote. Read the new version and accept it again.';
    api.on('POST /api/quotes/:id/accept', apiError(409, 'CONFLICT', revised));
    renderPage(`/quotes/${QUOTE_ID}`);
    await user.click(await screen.findByRole('button', { name: T.accept }));
    const place = await screen.findByRole('button', { name: T.placeOrder });
    await vi.waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    await user.click(place);
    expect(await screen.findByText(revised)).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('asks a guest to sign in to accept, back to this page with its key', async () => {
    const user = userEvent.setup();
    auth.user = null;
    renderPage(`/quotes/${QUOTE_ID}?key=k-secret`);
    const signIn = await screen.findByRole('link', { name: T.signInToAccept });
    expect(signIn.getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: T.accept })).toBeNull();
    // A guest may still decline, with the link's key.
    await user.click(screen.getByRole('button', { name: T.decline }));
    await user.click(screen.getByRole('button', { name: T.declineYes }));
    await vi.waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ key: 'k-secret' }));
  });

  it('explains an accepted quote with a link to its order, in Bangla, and passes axe', async () => {
    api.on('GET /api/quotes/:id', { ...QUOTED, status: 'accepted', orderId: 'o-9' });
    const { container } = renderPage(`/quotes/${QUOTE_ID}`, 'bn');
    expect(await screen.findByText(/আপনি এই দাম গ্রহণ করেছেন/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'অর্ডারটি খুলুন' }).getAttribute('href')).toBe('/dashboard/orders/o-9');
    expect(screen.queryByRole('button', { name: 'গ্রহণ করে অর্ডার দিন' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'আমাদের দাম (সংস্করণ ২)' })).toBeTruthy();
    await noViolations(container);
  });

  it('says when a request is not found', async () => {
    api.on('GET /api/quotes/:id', apiError(404, 'NOT_FOUND', 'Not found.'));
    renderPage(`/quotes/${QUOTE_ID}?key=wrong`);
    expect(await screen.findByText(T.notFound)).toBeTruthy();
  });
});
