import { cleanup, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import type { SmsOutboxEntry } from '@store/shared/sms';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { SmsOutboxPage } from './sms-outbox-page.tsx';

const entry = (n: number, overrides: Partial<SmsOutboxEntry> = {}): SmsOutboxEntry => ({
  id: `a1b2c3d4e5f6a7b8c9d${n}`,
  template: 'order-placed',
  to: `+88017110000${String(n).padStart(2, '0')}`,
  locale: 'en',
  body: `Order 0F8E2C1${n} received. Total ৳4,651.50. We will confirm it soon. Thank you!`,
  segments: 2,
  status: 'sent',
  attempts: 1,
  lastError: null,
  gatewayRef: `ref-${n}`,
  orderId: `0f8e2c1${n}-1111-4222-8333-944455556666`,
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:01.000Z',
  sentAt: '2030-01-01T10:00:01.000Z',
  ...overrides,
});

const { SMS_OUTBOX_TEXT } = textsIn('en', 'sms');

let api: ApiStub;
beforeEach(() => {
  api = stubApi({
    'GET /api/admin/sms-outbox': {
      items: [
        entry(1),
        entry(2, {
          status: 'queued',
          attempts: 3,
          sentAt: null,
          lastError: 'SmsGatewayError: SSL Wireless answered HTTP 503',
        }),
      ],
      page: 1,
      pageCount: 1,
      total: 2,
      delivering: true,
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SMS outbox', () => {
  it('lists each text with its phone as Bangladeshis read it, the text, its SMS parts, state, attempts and error', async () => {
    renderWithProviders(<SmsOutboxPage />);
    expect(await screen.findByRole('heading', { name: SMS_OUTBOX_TEXT.title })).toBeTruthy();
    const table = screen.getByRole('table');
    const row = within(table).getByRole('cell', { name: '01711-000002' }).closest('tr') as HTMLElement;
    expect(within(row).getByRole('rowheader').textContent).toContain('Order 0F8E2C12 received.');
    expect(within(row).getByText(SMS_OUTBOX_TEXT.statesQueued)).toBeTruthy();
    expect(within(row).getByRole('cell', { name: '3' })).toBeTruthy();
    expect(within(row).getByRole('cell', { name: '2' }).getAttribute('data-label')).toBe(SMS_OUTBOX_TEXT.colSegments);
    // The same rows as cards for a phone: each cell names its column.
    expect(
      within(row)
        .getByText(/HTTP 503/)
        .getAttribute('data-label'),
    ).toBe(SMS_OUTBOX_TEXT.colLastError);
    expect(screen.queryByText(SMS_OUTBOX_TEXT.notConfigured)).toBeNull();
    expect(api.calls.some((c) => c.url === '/api/admin/sms-outbox?page=1')).toBe(true);
  });

  it('says when the store keeps the texts instead of sending them', async () => {
    api.on('GET /api/admin/sms-outbox', { items: [], page: 1, pageCount: 1, total: 0, delivering: false });
    renderWithProviders(<SmsOutboxPage />);
    expect(await screen.findByText(SMS_OUTBOX_TEXT.notConfigured)).toBeTruthy();
    expect(screen.getByText(SMS_OUTBOX_TEXT.empty)).toBeTruthy();
  });

  it('passes axe', async () => {
    const { container } = renderWithProviders(<SmsOutboxPage />);
    await screen.findByRole('table');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });

  it('reads in Bangla on a Bangla page: texts, states, counts and dates in Bengali digits; the messages as written', async () => {
    const banglaText = 'অর্ডার 0F8E2C12 পাঠানো হয়েছে। ট্র্যাক করুন: https://track.example.com/p/PTH-1';
    api.on('GET /api/admin/sms-outbox', {
      items: [entry(2, { status: 'held', attempts: 12, segments: 2, locale: 'bn', body: banglaText, sentAt: null })],
      page: 1,
      pageCount: 3,
      total: 41,
      delivering: false,
    });
    const { container } = renderWithProviders(<SmsOutboxPage />, { locale: 'bn' });
    expect(await screen.findByRole('heading', { name: 'এসএমএস আউটবক্স' })).toBeTruthy();
    expect(screen.getByText(textsIn('bn', 'sms').SMS_OUTBOX_TEXT.notConfigured)).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'এসএমএসের অংশ' })).toBeTruthy();
    const row = within(table).getByRole('rowheader', { name: banglaText }).closest('tr') as HTMLElement;
    expect(within(row).getByText('রাখা আছে (পাঠানো হয়নি)')).toBeTruthy();
    expect(within(row).getByRole('cell', { name: '১২' })).toBeTruthy();
    expect(within(row).getByRole('cell', { name: '২' })).toBeTruthy();
    expect(within(row).getByText(/১ জানু, ২০৩০/)).toBeTruthy();
    expect(within(row).getByRole('cell', { name: '01711-000002' }).getAttribute('translate')).toBe('no');
    expect(screen.getByText('পাতা ১ / ৩')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'পরের পাতা' })).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
