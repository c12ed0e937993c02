// The packer's order desk and order page (decision 240): the API leaves out every amount for a role without
// `amounts`, and the pages show no price, total, payment or refund, while shipping still works. In English and
// Bangla, with axe.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import { ORDER_AMOUNT_KEYS, ORDER_LINE_AMOUNT_KEYS, type Order, type OrderWithoutAmounts } from '@store/shared/schemas';
import { setAdmin } from '../../testing/admin-session.ts';
import { answer, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { anOrder } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ManageAllOrdersPage } from './manage-all-orders-page.tsx';
import { OrderPage } from './order-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
vi.mock('../../lib/auth.ts', () => import('../../testing/admin-session.ts'));
vi.mock('sweetalert2', () => ({ default: { fire: vi.fn() } }));

/** The order as the API answers a packer: every amount left out (order-amounts.ts). */
function asPackerReads(order: Order): OrderWithoutAmounts {
  const copy: Record<string, unknown> = { ...order };
  for (const key of ORDER_AMOUNT_KEYS) delete copy[key];
  copy.lines = order.lines.map((line) => {
    const l: Record<string, unknown> = { ...line };
    for (const key of ORDER_LINE_AMOUNT_KEYS) delete l[key];
    return l;
  });
  return copy as OrderWithoutAmounts;
}

const paid = asPackerReads(
  anOrder({
    _id: 'o-7',
    productname: 'Steel Chain',
    status: 'paid',
    paid: true,
    paymentMethod: 'stripe',
    transactionId: 'pi_777',
    paymentProvider: 'stripe',
    invoiceNumber: 'INV-2026-000042',
    lines: [{ productId: 'p-1', productname: 'Steel Chain', unitPrice: 1250, quantity: 2, lineTotal: 2500 }],
    orderQuanty: 2,
    subtotal: 2500,
    shipping: 120,
    total: 2620,
    price: 2620,
  }),
);
const cod = asPackerReads(
  anOrder({
    _id: 'o-8',
    productname: 'Alloy Rim',
    status: 'processing',
    paymentMethod: 'cod',
    cashToCollect: 1500,
    total: 1500,
    price: 1500,
  }),
);

let api: ApiStub;
beforeEach(() => {
  setAdmin(true, 'packer');
  api = stubApi({
    'GET /api/orders': answer('GET /api/orders', [paid, cod], { headers: { 'x-total-count': '2' } }),
    'GET /api/orders/:id': paid,
    'GET /api/orders/:id/events': [],
    'GET /api/admin/cod-history': { items: [] },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setAdmin(false);
  toast.success.mockReset();
  toast.error.mockReset();
});

const axeRules = { rules: { 'color-contrast': { enabled: false } } };
/** Any taka amount on the page, but the cash a courier collects (decision 240). */
const amountsShown = (root: HTMLElement, cashToCollect: string) =>
  (root.textContent ?? '').replaceAll(cashToCollect, '').match(/৳[\d০-৯,.]+/g) ?? [];

describe.each(['en', 'bn'] as const)("the packer's view (%s)", (locale) => {
  const { ORDER_TEXT } = textsIn(locale, 'orders');
  const { ORDER_DESK_UI_TEXT: T } = textsIn(locale, 'order-desk-ui');
  const { CART_TEXT } = textsIn(locale, 'cart');
  const { COURIER_UI_TEXT } = textsIn(locale, 'courier-ui');
  const at = (path: string) => ({
    at: path,
    locale,
    ...(path.includes('orders/') ? { path: '/dashboard/orders/:id' } : {}),
  });

  it('the order desk has no price or transaction column, no total sort and no refund; it ships', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ManageAllOrdersPage />, at('/dashboard/manageallorders'));
    expect(await screen.findByRole('heading', { name: ORDER_TEXT.allOrdersHeading({ n: 2 }) })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).not.toContain(ORDER_TEXT.colPrice);
    expect(headers).not.toContain(ORDER_TEXT.colTransactionId);
    const sort = screen.getByLabelText<HTMLSelectElement>(T.sort);
    expect([...sort.options].map((o) => o.textContent)).toEqual([T.sortNewest, T.sortOldest]);
    const cashBadge = T.cashToCollectBadge({ amount: locale === 'en' ? '৳1,500' : '৳১,৫০০' });
    expect(screen.getByText(cashBadge)).toBeTruthy();
    expect(amountsShown(container, cashBadge)).toEqual([]);
    expect(
      screen.queryByRole('button', { name: new RegExp(textsIn(locale, 'order-desk-ui').PARTIAL_REFUND_TEXT.action) }),
    ).toBeNull();
    // Shipping still works: the booking and the desk's steps are there.
    expect(screen.getByRole('button', { name: COURIER_UI_TEXT.bookSelected({ n: 0 }) })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `${T.actionLabelProcessing}: Steel Chain` }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect((await axe.run(container, axeRules)).violations.map((v) => v.id)).toEqual([]);
  });

  it('the order page shows the lines with their quantities, no total, payment details or refunds', async () => {
    const { container } = renderWithProviders(<OrderPage />, at('/dashboard/orders/o-7'));
    expect(await screen.findByRole('heading', { name: /Steel Chain/, level: 1 })).toBeTruthy();
    expect(screen.queryByText(CART_TEXT.total)).toBeNull();
    expect(amountsShown(container, '')).toEqual([]);
    expect(screen.queryByText('pi_777')).toBeNull();
    expect(screen.queryByText('INV-2026-000042')).toBeNull();
    // How it is paid stays (the desk's steps depend on it); nothing of the payment itself.
    const payment = screen.getByRole('region', { name: T.payment });
    expect(within(payment).queryByText(T.provider)).toBeNull();
    expect(within(payment).queryByText(T.invoiceNumber)).toBeNull();
    const actions = screen.getByRole('region', { name: T.actions });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([COURIER_UI_TEXT.bookAction, T.actionLabelProcessing]);
    expect(api.calls.some((c) => c.path.includes('/refunds'))).toBe(false);
    expect((await axe.run(container, axeRules)).violations.map((v) => v.id)).toEqual([]);
  });
});
