// The tracking link's page: the order's state, lines, amounts and history without signing in, in English
// and Bangla; a link that opens no order says so.
import { cleanup, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import type { TrackedOrder } from '@store/shared/schemas';
import { apiError, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { TrackOrderPage } from './track-order-page.tsx';

const KEY = 'AbCdEfGhIjKlMnOpQrStUv';

const tracked = (overrides: Partial<TrackedOrder> = {}): TrackedOrder => ({
  _id: '0f8e2c1a-1111-4222-8333-444455556666',
  ref: '0F8E2C1A',
  productname: 'Disc Brake Rotor',
  status: 'processing',
  createdAt: '2026-03-02T08:00:00.000Z',
  paid: false,
  lines: [{ productId: 'p-1', productname: 'Disc Brake Rotor', unitPrice: 450, quantity: 4, lineTotal: 1800 }],
  subtotal: 1800,
  shipping: 120,
  total: 1940,
  expiresAt: null,
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  paymentMethod: 'cod',
  paymentFee: 20,
  cashToCollect: 1940,
  shippingZone: 'Outside Dhaka',
  parcel: null,
  events: [
    { status: 'unpaid', at: '2026-03-02T08:00:00.000Z' },
    { status: 'processing', at: '2026-03-02T09:30:00.000Z' },
  ],
  ...overrides,
});

let api: ApiStub;
beforeEach(() => {
  api = stubApi({});
});
afterEach(() => {
  cleanup();
});

const render = (locale: 'en' | 'bn' = 'en') =>
  renderWithProviders(<TrackOrderPage />, { at: `/track/${KEY}`, path: '/track/:key', locale });

describe('the tracking page', () => {
  it('shows a cash-on-delivery order: state, the cash to pay, lines, amounts, history and the way to sign in', async () => {
    api.on('GET /api/track/:key', tracked());
    const { ORDER_TRACKING_TEXT: T } = englishTexts('order-tracking');
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 0F8E2C1A' })).toBeTruthy();
    expect(screen.getByText('Cash on delivery: ৳1,940 to pay when it arrives')).toBeTruthy();
    expect(screen.getByText('Disc Brake Rotor')).toBeTruthy();
    expect(screen.getByText('৳1,800', { selector: 'span' })).toBeTruthy();
    const history = screen.getByRole('list', { name: T.history });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Unpaid'), expect.stringContaining('Processing')]);
    expect(screen.getByRole('link', { name: T.signIn }).getAttribute('href')).toBe('/login');
  });

  it('says so when the link opens no order', async () => {
    api.on('GET /api/track/:key', apiError(404, 'NOT_FOUND', 'Order not found'));
    render();
    expect((await screen.findByRole('alert')).textContent).toBe(
      englishTexts('order-tracking').ORDER_TRACKING_TEXT.notFound,
    );
  });

  it('reads in Bangla on /bn, with Bengali digits', async () => {
    api.on('GET /api/track/:key', tracked({ paid: true, paymentMethod: 'sandbox', cashToCollect: 0 }));
    const { ORDER_TRACKING_TEXT: T } = textsIn('bn', 'order-tracking');
    render('bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'অর্ডার 0F8E2C1A' })).toBeTruthy();
    expect(screen.getByText(T.paidOnline)).toBeTruthy();
    expect(screen.getByText(T.intro)).toBeTruthy();
    expect(document.body.textContent).toContain('৳১,৮০০');
  });

  it('passes axe', async () => {
    api.on('GET /api/track/:key', tracked());
    const { container } = render();
    await screen.findByRole('heading', { level: 1 });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
