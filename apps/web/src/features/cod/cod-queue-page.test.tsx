// The COD confirmation queue, in English and Bangla: each waiting order with its buyer, a phone to tap,
// total, zone and history; Confirm and Cancel send the order desk's transitions.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import { formatTakaIn } from '@store/shared/i18n/format';
import type { CodAdvanceRefundItem, CodQueueItem } from '@store/shared/schemas';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { anOrder } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { CodQueuePage } from './cod-queue-page.tsx';

const item = (n: number, overrides: Partial<CodQueueItem> = {}): CodQueueItem => ({
  id: `0f8e2c1${n}-1111-4222-8333-944455556666`,
  buyerName: `Buyer ${n}`,
  phone: `+88017110000${n}0`,
  total: 780,
  shippingZone: 'Dhaka city',
  createdAt: '2030-01-01T10:00:00.000Z',
  expiresAt: '2030-01-02T10:00:00.000Z',
  history: { phone: `+88017110000${n}0`, delivered: 4, returned: 1, refused: 0 },
  advance: null,
  advancePaid: false,
  ...overrides,
});

let api: ApiStub;
let items: CodQueueItem[];
let advanceRefunds: CodAdvanceRefundItem[];
const REFUND_ID = '7a7b7c7d-1111-4222-8333-944455556666';
beforeEach(() => {
  advanceRefunds = [];
  items = [
    item(1),
    item(2, { shippingZone: null, history: { phone: '+8801711000020', delivered: 0, returned: 0, refused: 0 } }),
  ];
  api = stubApi({
    'GET /api/admin/cod-queue': () => ({ items, advanceRefunds }),
    'POST /api/orders/:id/cod-advance/refund': ({ params }) => {
      advanceRefunds = advanceRefunds.filter((r) => r.id !== params.id);
      return anOrder({ _id: params.id ?? '', status: 'cancelled', paymentMethod: 'cod' });
    },
    'POST /api/orders/:id/transitions': ({ params }) => {
      items = items.filter((i) => i.id !== params.id);
      return anOrder({ _id: params.id ?? '', status: 'processing', paymentMethod: 'cod' });
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the COD confirmation queue', () => {
  const { COD_QUEUE_TEXT: T, COD_HISTORY_TEXT: H } = textsIn('en', 'cod-trust');

  it('lists each order with its buyer, a phone to tap, total, zone and history', async () => {
    renderWithProviders(<CodQueuePage />);
    expect(await screen.findByRole('heading', { name: T.title })).toBeTruthy();
    const row = screen.getByRole('rowheader', { name: '0F8E2C11' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Buyer 1')).toBeTruthy();
    const call = within(row).getByRole('link', { name: T.call({ phone: '01711-000010' }) });
    expect(call.getAttribute('href')).toBe('tel:+8801711000010');
    expect(within(row).getByText(formatTakaIn('en', 780))).toBeTruthy();
    expect(within(row).getByText('Dhaka city')).toBeTruthy();
    expect(within(row).getByText(H.summary({ delivered: 4, returned: 1, refused: 0 }))).toBeTruthy();
    const second = screen.getByRole('rowheader', { name: '0F8E2C12' }).closest('tr') as HTMLElement;
    expect(within(second).getByText(T.noZone)).toBeTruthy();
    expect(within(second).getByText(H.newNumber)).toBeTruthy();
  });

  it('confirms with one click (→ processing) and cancels with another', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CodQueuePage />);
    await user.click(await screen.findByRole('button', { name: T.confirmLabel({ ref: '0F8E2C11' }) }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: '0F8E2C11' })).toBeNull());
    await user.click(screen.getByRole('button', { name: T.cancelLabel({ ref: '0F8E2C12' }) }));
    await waitFor(() => expect(screen.getByText(T.empty)).toBeTruthy());
    const sent = api.calls.filter((c) => c.method === 'POST');
    expect(sent.map((c) => [c.path, c.body])).toEqual([
      [`/api/orders/${item(1).id}/transitions`, { to: 'processing', note: T.confirmNote }],
      [`/api/orders/${item(2).id}/transitions`, { to: 'cancelled', note: T.cancelNote }],
    ]);
  });

  it('marks the delivery fee asked in advance as due or paid', async () => {
    const { COD_ADVANCE_TEXT: A } = textsIn('en', 'cod-trust');
    items = [item(1, { advance: 120 }), item(2, { advance: 120, advancePaid: true })];
    renderWithProviders(<CodQueuePage />);
    const due = (await screen.findByRole('rowheader', { name: '0F8E2C11' })).closest('tr') as HTMLElement;
    expect(within(due).getByText(A.advanceDue({ advance: 120 }))).toBeTruthy();
    const paid = screen.getByRole('rowheader', { name: '0F8E2C12' }).closest('tr') as HTMLElement;
    expect(within(paid).getByText(A.advancePaid({ advance: 120 }))).toBeTruthy();
  });

  it('lists the advances to refund and refunds one with a click', async () => {
    const { COD_ADVANCE_TEXT: A } = textsIn('en', 'cod-trust');
    advanceRefunds = [
      { id: REFUND_ID, phone: '+8801711000030', status: 'cancelled', advance: 120, provider: 'sandbox', paidAt: null },
    ];
    const user = userEvent.setup();
    renderWithProviders(<CodQueuePage />);
    expect(await screen.findByRole('heading', { name: A.refundsTitle })).toBeTruthy();
    expect(screen.getByText(A.refundItem({ advance: 120, provider: 'sandbox' }))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: A.refundLabel({ ref: '7A7B7C7D' }) }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: A.refundsTitle })).toBeNull());
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/orders/${REFUND_ID}/cod-advance/refund`,
    ]);
  });

  it('says when nothing is waiting', async () => {
    items = [];
    renderWithProviders(<CodQueuePage />);
    expect(await screen.findByText(T.empty)).toBeTruthy();
  });
});

describe('the COD confirmation queue in Bangla', () => {
  const { COD_QUEUE_TEXT: T, COD_HISTORY_TEXT: H } = textsIn('bn', 'cod-trust');

  it('shows its headings, history and buttons in Bangla', async () => {
    renderWithProviders(<CodQueuePage />, { locale: 'bn' });
    expect(await screen.findByRole('heading', { name: T.title })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: T.colHistory })).toBeTruthy();
    const row = screen.getByRole('rowheader', { name: '0F8E2C11' }).closest('tr') as HTMLElement;
    expect(within(row).getByText(H.summary({ delivered: 4, returned: 1, refused: 0 }))).toBeTruthy();
    expect(within(row).getByText(formatTakaIn('bn', 780))).toBeTruthy();
    expect(within(row).getByRole('button', { name: T.confirmLabel({ ref: '0F8E2C11' }) }).textContent).toBe(T.confirm);
  });

  it('marks the advance and lists its refund in Bangla', async () => {
    const { COD_ADVANCE_TEXT: A } = textsIn('bn', 'cod-trust');
    items = [item(1, { advance: 120 })];
    advanceRefunds = [
      { id: REFUND_ID, phone: '+8801711000030', status: 'returned', advance: 120, provider: 'sandbox', paidAt: null },
    ];
    renderWithProviders(<CodQueuePage />, { locale: 'bn' });
    expect(await screen.findByText(A.advanceDue({ advance: 120 }))).toBeTruthy();
    expect(screen.getByRole('heading', { name: A.refundsTitle })).toBeTruthy();
    expect(screen.getByRole('button', { name: A.refundLabel({ ref: '7A7B7C7D' }) }).textContent).toBe(A.refund);
  });
});
