import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUES } from '@store/shared/i18n/catalogues';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import type { CourierCash, CourierPayout } from '@store/shared/schemas';
import { apiError, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { englishLeft } from '../../testing/english-left.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { CourierCashPage } from './courier-cash-page.tsx';

const { COURIER_UI_TEXT: T } = englishTexts('courier-ui');

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const cash = (): CourierCash => ({
  couriers: [
    {
      courier: 'steadfast',
      courierName: 'Steadfast',
      unpaidTotal: 1250,
      orders: [
        {
          orderId: 'o-1',
          ref: 'ORD-0001',
          deliveredAt: '2026-03-02T08:00:00.000Z',
          total: 800,
          collectedAmount: 800,
          amountMismatch: false,
        },
        {
          orderId: 'o-2',
          ref: 'ORD-0002',
          deliveredAt: '2026-03-03T08:00:00.000Z',
          total: 500,
          collectedAmount: 450,
          amountMismatch: true,
        },
      ],
    },
    { courier: 'sandbox', courierName: 'Sandbox courier', unpaidTotal: 0, orders: [] },
  ],
});

const payout = (overrides: Partial<CourierPayout> = {}): CourierPayout => ({
  id: 'pay-1',
  courier: 'steadfast',
  paidOn: '2026-02-20',
  reference: 'SF-PAY-77',
  amount: 2100,
  orderIds: ['o-8', 'o-9', 'o-10'],
  ...overrides,
});

let api: ApiStub;
beforeEach(() => {
  api = stubApi({
    'GET /api/admin/courier/cash': cash(),
    'GET /api/admin/courier/payouts': { payouts: [payout()] },
    'POST /api/admin/courier/payouts': ({ body }) => {
      const input = body as { orderIds: string[]; paidOn: string; reference: string };
      return { payout: payout({ id: 'pay-2', amount: 800, ...input }) };
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.success.mockReset();
  toast.error.mockReset();
});

const renderPage = (locale: 'en' | 'bn' = 'en') =>
  renderWithProviders(<CourierCashPage />, { at: '/dashboard/courier-cash', locale });

describe('CourierCashPage', () => {
  it('shows per courier the cash not paid out, its orders with a mismatch flagged, and the payouts', async () => {
    renderPage();
    const card = await screen.findByRole('region', { name: 'Steadfast' });
    expect(within(card).getByText(T.unpaidTotal({ amount: '৳1,250' }))).toBeTruthy();
    const mismatched = within(card).getByRole('rowheader', { name: 'ORD-0002' }).closest('tr') as HTMLElement;
    expect(within(mismatched).getByText(T.mismatchBadge)).toBeTruthy();
    const matched = within(card).getByRole('rowheader', { name: 'ORD-0001' }).closest('tr') as HTMLElement;
    expect(within(matched).queryByText(T.mismatchBadge)).toBeNull();
    // A courier without unpaid cash has no card.
    expect(screen.queryByRole('region', { name: 'Sandbox courier' })).toBeNull();
    const payouts = screen.getByRole('region', { name: T.payoutsHeading });
    const row = within(payouts).getByRole('rowheader', { name: 'SF-PAY-77' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('৳2,100')).toBeTruthy();
    expect(within(row).getByText(T.orderCount({ n: 3 }))).toBeTruthy();
    expect(within(row).getByText('Steadfast')).toBeTruthy();
  });

  it('records a payout for the orders ticked, on the day and reference given', async () => {
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: T.payoutHeading({ courier: 'Steadfast' }) });
    // Every order starts ticked; the total follows the choice.
    expect(within(form).getByText(T.payoutTotal({ amount: '৳1,250' }))).toBeTruthy();
    await user.click(within(form).getByRole('checkbox', { name: T.includeOrder({ ref: 'ORD-0002' }) }));
    expect(within(form).getByText(T.payoutTotal({ amount: '৳800' }))).toBeTruthy();
    const day = within(form).getByLabelText(T.paidOn);
    await user.clear(day);
    await user.type(day, '2026-03-05');
    await user.type(within(form).getByLabelText(T.reference), '  SF-PAY-78 ');
    await user.click(within(form).getByRole('button', { name: T.recordPayout }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(T.payoutRecorded({ amount: '৳800' })));
    const posted = api.calls.find((c) => c.method === 'POST');
    expect(posted?.body).toEqual({
      courier: 'steadfast',
      paidOn: '2026-03-05',
      reference: 'SF-PAY-78',
      orderIds: ['o-1'],
    });
    // The cash and the payouts are read again.
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/admin/courier/payouts' && c.method === 'GET')).toHaveLength(2),
    );
  });

  it('asks for a reference and at least one order before sending anything', async () => {
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: T.payoutHeading({ courier: 'Steadfast' }) });
    for (const ref of ['ORD-0001', 'ORD-0002']) {
      await user.click(within(form).getByRole('checkbox', { name: T.includeOrder({ ref }) }));
    }
    await user.click(within(form).getByRole('button', { name: T.recordPayout }));
    expect(within(form).getByText(T.referenceRequired)).toBeTruthy();
    expect(within(form).getByText(T.chooseOrders)).toBeTruthy();
    expect(within(form).getByLabelText(T.reference).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the API's refusal of a payout", async () => {
    api.on('POST /api/admin/courier/payouts', apiError(409, 'CONFLICT', 'These orders were paid out already.'));
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: T.payoutHeading({ courier: 'Steadfast' }) });
    await user.type(within(form).getByLabelText(T.reference), 'SF-PAY-79');
    await user.click(within(form).getByRole('button', { name: T.recordPayout }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('These orders were paid out already.'));
  });

  it('says when no courier holds cash and no payout was recorded', async () => {
    api.on('GET /api/admin/courier/cash', { couriers: [] });
    api.on('GET /api/admin/courier/payouts', { payouts: [] });
    renderPage();
    expect(await screen.findByText(T.noCash)).toBeTruthy();
    expect(await screen.findByText(T.noPayouts)).toBeTruthy();
  });

  it('passes axe', async () => {
    const { container } = renderPage();
    await screen.findByRole('region', { name: 'Steadfast' });
    await screen.findByRole('rowheader', { name: 'SF-PAY-77' });
    // jsdom draws nothing: colour contrast is the browser tests' to check.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });
});

describe('CourierCashPage in Bangla', () => {
  it('reads in Bangla, amounts and counts in Bengali digits, the courier and references as written', async () => {
    const bn = textsIn('bn', 'courier-ui').COURIER_UI_TEXT;
    const { container } = renderPage('bn');
    expect(await screen.findByRole('heading', { name: bn.cashTitle, level: 1 })).toBeTruthy();
    const card = await screen.findByRole('region', { name: 'Steadfast' });
    expect(within(card).getByText(bn.unpaidTotal({ amount: '৳১,২৫০' }))).toBeTruthy();
    expect(within(card).getByText(bn.mismatchBadge)).toBeTruthy();
    expect(within(card).getByRole('checkbox', { name: bn.includeOrder({ ref: 'ORD-0001' }) })).toBeTruthy();
    const payouts = screen.getByRole('region', { name: bn.payoutsHeading });
    await within(payouts).findByText('৩টি অর্ডার');
    expect(englishLeft(container, [CATALOGUES.en['courier-ui'], CATALOGUES.en.common])).toEqual([]);
  });
});
