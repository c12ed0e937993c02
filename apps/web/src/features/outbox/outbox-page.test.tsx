import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_TEXT } from '@store/shared/messages/mail';
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
    expect(within(row).getByText(OUTBOX_TEXT.states.queued)).toBeTruthy();
    expect(within(row).getByRole('cell', { name: '3' })).toBeTruthy();
    expect(within(row).getByText('Error: connect ECONNREFUSED')).toBeTruthy();
    // The same emails as cards for a phone.
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(OUTBOX_TEXT.notConfigured)).toBeNull();
  });

  it('previews one email in a sandboxed frame that runs no script', async () => {
    renderWithProviders(<OutboxPage />);
    const [button] = await screen.findAllByRole('button', { name: `${OUTBOX_TEXT.preview}: Order received: 1` });
    await userEvent.click(button as HTMLElement);
    const frame = await screen.findByTitle(OUTBOX_TEXT.previewTitle('Order received: 1'));
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
});
