import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import type { OutboxEntry } from '@store/shared/schemas';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { OutboxPage } from './outbox-page.tsx';

const entry = (n: number, overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: `m-${n}`,
  template: 'order-received',
  to: `buyer${n}@example.com`,
  subject: `Order received: ${n}`,
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  sentAt: '2030-01-01T10:00:01.000Z',
  ...overrides,
});

const { OUTBOX_TEXT } = textsIn('en', 'mail');

/** Latin words a person reads on the page (text, labels, titles), outside data marked translate="no". */
function latinWords(): string[] {
  const words: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('[translate="no"], [data-testid]')) continue;
    words.push(...((node.textContent ?? '').match(/[A-Za-z]{2,}/g) ?? []));
  }
  // A label may name data the page shows as data ("প্রিভিউ: Order received: …"): those words are data there.
  const data = new Set(
    [...document.querySelectorAll('[translate="no"]')].flatMap(
      (element) => element.textContent?.match(/[A-Za-z]{2,}/g) ?? [],
    ),
  );
  for (const element of document.querySelectorAll('[aria-label], [title]')) {
    if (element.closest('[translate="no"]')) continue;
    for (const name of ['aria-label', 'title'])
      words.push(
        ...((element.getAttribute(name) ?? '').match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !data.has(word)),
      );
  }
  return words;
}

let api: ApiStub;
beforeEach(() => {
  api = stubApi({
    'GET /api/admin/outbox': {
      items: [entry(1), entry(2, { status: 'queued', attempts: 3, lastError: 'Error: connect ECONNREFUSED' })],
      page: 1,
      pageCount: 1,
      total: 2,
      delivering: true,
    },
    'GET /api/admin/outbox/:id': ({ params }) => ({
      ...entry(1),
      id: params.id ?? '',
      html: '<!DOCTYPE html><html><body><p>Disc Brake Rotor</p><script>parent.alert(1)</script></body></html>',
      text: 'Disc Brake Rotor',
    }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Outbox', () => {
  it('lists each email with recipient, subject, state, attempts and last error', async () => {
    renderWithProviders(<OutboxPage />);
    expect(await screen.findByRole('heading', { name: OUTBOX_TEXT.title })).toBeTruthy();
    const table = screen.getByRole('table');
    const row = within(table).getByRole('cell', { name: 'buyer2@example.com' }).closest('tr') as HTMLElement;
    expect(within(row).getByText(OUTBOX_TEXT.statesQueued)).toBeTruthy();
    expect(within(row).getByRole('cell', { name: '3' })).toBeTruthy();
    expect(within(row).getByText('Error: connect ECONNREFUSED')).toBeTruthy();
    // The same rows as cards for a phone: each cell names its column.
    expect(within(row).getByText('Error: connect ECONNREFUSED').getAttribute('data-label')).toBe(
      OUTBOX_TEXT.colLastError,
    );
    expect(screen.queryByText(OUTBOX_TEXT.notConfigured)).toBeNull();
  });

  it('previews one email in a sandboxed frame that runs no script', async () => {
    renderWithProviders(<OutboxPage />);
    const [button] = await screen.findAllByRole('button', { name: `${OUTBOX_TEXT.preview}: Order received: 1` });
    await userEvent.click(button as HTMLElement);
    const frame = await screen.findByTitle(OUTBOX_TEXT.previewTitle({ subject: 'Order received: 1' }));
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('Disc Brake Rotor');
    expect(api.calls.some((c) => c.path === '/api/admin/outbox/m-1')).toBe(true);
  });

  it('says when the store keeps emails instead of sending them', async () => {
    api.on('GET /api/admin/outbox', { items: [], page: 1, pageCount: 1, total: 0, delivering: false });
    renderWithProviders(<OutboxPage />);
    expect(await screen.findByText(OUTBOX_TEXT.notConfigured)).toBeTruthy();
    expect(screen.getByText(OUTBOX_TEXT.empty)).toBeTruthy();
  });

  it('reads in Bangla on a Bangla page: texts, states, counts and dates in Bengali digits; the data as it is', async () => {
    const bn = textsIn('bn', 'mail').OUTBOX_TEXT;
    api.on('GET /api/admin/outbox', {
      items: [entry(2, { status: 'queued', attempts: 12, lastError: 'Error: connect ECONNREFUSED' })],
      page: 1,
      pageCount: 3,
      total: 41,
      delivering: false,
    });
    renderWithProviders(<OutboxPage />, { locale: 'bn' });
    expect(await screen.findByRole('heading', { name: 'আউটবক্স' })).toBeTruthy();
    expect(screen.getByText(bn.notConfigured)).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'প্রাপক' })).toBeTruthy();
    const row = within(table).getByRole('cell', { name: 'buyer2@example.com' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('পাঠানোর অপেক্ষায়')).toBeTruthy();
    expect(within(row).getByRole('cell', { name: '১২' })).toBeTruthy();
    expect(within(row).getByText(/১ জানু, ২০৩০/)).toBeTruthy();
    expect(within(row).getByText('Error: connect ECONNREFUSED').getAttribute('translate')).toBe('no');
    expect(screen.getByText('পাতা ১ / ৩')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'পরের পাতা' })).toBeTruthy();
    // Only the data (recipient, subject, error) is in English.
    expect(latinWords()).toEqual([]);
    const [button] = screen.getAllByRole('button', { name: `${bn.preview}: Order received: 2` });
    await userEvent.click(button as HTMLElement);
    expect(await screen.findByTitle('“Order received: 1”-এর প্রিভিউ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'বন্ধ করুন' })).toBeTruthy();
  });
});
