import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { englishTexts } from '@store/shared/i18n/server';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@store/shared/schemas';
import { apiError, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { anOrder } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { MyOrdersPage } from './my-orders-page.tsx';

const { SUCCESS_TEXT } = englishTexts('feedback');
const { ORDER_STATUS_LABEL } = englishTexts('order-desk');
const { ORDER_DESK_UI_TEXT } = englishTexts('order-desk-ui');
const { ORDER_TEXT } = englishTexts('orders');
const { PRODUCT_REVIEW_TEXT } = englishTexts('product-page');
const { SPEC_APP_TEXT } = englishTexts('spec-app');

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
vi.mock('../../lib/auth.ts', () => import('../../testing/signed-in-session.ts'));

const order = (id: string, productname: string, overrides: Partial<Order> = {}) =>
  anOrder({ _id: id, productId: `p-${id}`, productname, ...overrides });

let orders: Order[];
let api: ApiStub;
let deleteStatus: number;

beforeEach(() => {
  orders = [
    order('o-1', 'Steel Chain'),
    order('o-2', 'Alloy Rim', { paid: true, status: 'paid', transactionId: 'pi_123abc' }),
    order('o-3', 'Brake Pad', { orderQuanty: 7 }),
  ];
  deleteStatus = 200;
  api = stubApi({
    'GET /api/myorders': ({ query }) =>
      query.get('email') === 'karim@example.com'
        ? orders.filter((o) => o.status !== 'cancelled' || query.get('include') === 'cancelled')
        : apiError(403, 'FORBIDDEN', 'Not your orders.'),
    'DELETE /api/myorders/:id': ({ params }) => {
      if (deleteStatus !== 200) return apiError(deleteStatus, 'CONFLICT', ORDER_TEXT.orderPaidCannotCancel);
      orders = orders.map((o) => (o._id === params.id ? { ...o, status: 'cancelled' } : o));
      return { deletedCount: 1 };
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.success.mockReset();
  toast.error.mockReset();
});

const renderPage = () => renderWithProviders(<MyOrdersPage />);
const deletes = () => api.calls.filter((c) => c.method === 'DELETE').map((c) => `${c.method} ${c.url}`);

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('My Orders', () => {
  it('shows the count and the columns Name, Order Quentity, Payment, Cencle Order', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: ORDER_TEXT.myOrdersHeading({ n: 3 }) })).toBeTruthy();
    for (const name of [
      SPEC_APP_TEXT.colName,
      SPEC_APP_TEXT.colOrderQuantity,
      SPEC_APP_TEXT.colPayment,
      SPEC_APP_TEXT.colCancelOrder,
    ]) {
      expect(screen.getByRole('columnheader', { name })).toBeTruthy();
    }
    expect(within(rowOf('Brake Pad')).getByRole('cell', { name: '7' })).toBeTruthy();
  });

  it('offers PAY on unpaid orders, and shows Paid with the Transaction Id and no cancel icon on paid ones', async () => {
    renderPage();
    await screen.findByRole('heading', { name: ORDER_TEXT.myOrdersHeading({ n: 3 }) });
    const unpaid = rowOf('Steel Chain');
    expect(within(unpaid).getByRole('link', { name: SPEC_APP_TEXT.pay }).getAttribute('href')).toBe(
      '/dashboard/payment/o-1',
    );
    expect(
      within(unpaid).getByRole('button', { name: ORDER_TEXT.cancelOrderLabel({ name: 'Steel Chain' }) }),
    ).toBeTruthy();
    const paid = rowOf('Alloy Rim');
    expect(within(paid).getByText(SPEC_APP_TEXT.paid)).toBeTruthy();
    expect(within(paid).getByText('pi_123abc')).toBeTruthy();
    expect(within(paid).getByText(`${SPEC_APP_TEXT.transactionId}:`, { exact: false })).toBeTruthy();
    expect(within(paid).queryByRole('link', { name: SPEC_APP_TEXT.pay })).toBeNull();
    expect(within(paid).queryByRole('button')).toBeNull();
  });

  it("links each product of a paid or delivered order to its public page's reviews, and none of an unpaid one", async () => {
    const line = (productId: string, productname: string) => ({
      productId,
      productname,
      unitPrice: 100,
      quantity: 1,
      lineTotal: 100,
    });
    orders = [
      order('o-1', 'Steel Chain', { lines: [line('p-9', 'Steel Chain')] }),
      // An order of several lines is stored with their summary as its name (order-placement.ts).
      order('o-2', 'Alloy Rim and 1 more', {
        paid: true,
        status: 'paid',
        transactionId: 'pi_1',
        lines: [line('p-2', 'Alloy Rim'), line('p-3', 'Brake Pad')],
      }),
    ];
    renderPage();
    await screen.findByRole('heading', { name: ORDER_TEXT.myOrdersHeading({ n: 2 }) });
    const paid = rowOf('Alloy Rim and 1 more');
    expect(
      within(paid)
        .getByRole('link', { name: PRODUCT_REVIEW_TEXT.writeReviewOf({ name: 'Alloy Rim' }) })
        .getAttribute('href'),
    ).toBe('/products/p-2/alloy-rim#reviews');
    expect(
      within(paid)
        .getByRole('link', { name: PRODUCT_REVIEW_TEXT.writeReviewOf({ name: 'Brake Pad' }) })
        .getAttribute('href'),
    ).toBe('/products/p-3/brake-pad#reviews');
    expect(within(rowOf('Steel Chain')).queryByRole('link', { name: /^Review / })).toBeNull();
  });

  it('names the variants of each order with their SKU, and links a product of two sizes to its reviews once', async () => {
    const size = (variantId: string, variantTitle: string) => ({
      productId: 'p-5',
      variantId,
      variantTitle,
      sku: `CR-${variantTitle}`,
      productname: 'Chainring',
      unitPrice: 100,
      quantity: 1,
      lineTotal: 100,
    });
    orders = [
      order('o-5', 'Chainring and 1 more', {
        paid: true,
        status: 'paid',
        transactionId: 'pi_5',
        lines: [size('v-32', '32T'), size('v-34', '34T')],
      }),
    ];
    renderPage();
    await screen.findByRole('heading', { name: ORDER_TEXT.myOrdersHeading({ n: 1 }) });
    const row = rowOf('Chainring and 1 more');
    expect(within(row).getByText('32T')).toBeTruthy();
    expect(within(row).getByText(ORDER_TEXT.lineSku({ sku: 'CR-34T' }))).toBeTruthy();
    expect(
      within(row).getAllByRole('link', { name: PRODUCT_REVIEW_TEXT.writeReviewOf({ name: 'Chainring' }) }),
    ).toHaveLength(1);
  });

  it('cancels the order whose icon was clicked after the confirmation, toasts, and keeps it listed as cancelled', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: ORDER_TEXT.myOrdersHeading({ n: 3 }) });
    await user.click(
      within(rowOf('Brake Pad')).getByRole('button', { name: ORDER_TEXT.cancelOrderLabel({ name: 'Brake Pad' }) }),
    );
    const dialog = screen.getByRole('dialog', { name: SPEC_APP_TEXT.cancelConfirmTitle });
    expect(within(dialog).getByText(SPEC_APP_TEXT.cancelConfirmText)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: SPEC_APP_TEXT.cancelNow }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(SUCCESS_TEXT.orderCancelled));
    expect(deletes()).toEqual(['DELETE /api/myorders/o-3']);
    // The buyer keeps the record: still counted and listed, marked cancelled, with nothing to pay or cancel.
    const row = await waitFor(() => {
      const r = rowOf('Brake Pad');
      expect(within(r).getByText(ORDER_STATUS_LABEL.cancelled)).toBeTruthy();
      return r;
    });
    expect(screen.getByRole('heading', { name: ORDER_TEXT.myOrdersHeading({ n: 3 }) })).toBeTruthy();
    expect(within(row).queryByRole('link', { name: SPEC_APP_TEXT.pay })).toBeNull();
    expect(within(row).queryByRole('button', { name: ORDER_TEXT.cancelOrderLabel({ name: 'Brake Pad' }) })).toBeNull();
  });

  it('keeps the order when the confirmation is dismissed', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: ORDER_TEXT.myOrdersHeading({ n: 3 }) });
    await user.click(screen.getByRole('button', { name: ORDER_TEXT.cancelOrderLabel({ name: 'Steel Chain' }) }));
    await user.click(screen.getByRole('button', { name: ORDER_TEXT.keepOrder }));
    expect(deletes()).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's reason when the order cannot be cancelled", async () => {
    deleteStatus = 409;
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: ORDER_TEXT.myOrdersHeading({ n: 3 }) });
    await user.click(screen.getByRole('button', { name: ORDER_TEXT.cancelOrderLabel({ name: 'Steel Chain' }) }));
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.cancelNow }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ORDER_TEXT.orderPaidCannotCancel));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows each order state as a labelled badge', async () => {
    orders = [
      order('o-1', 'Steel Chain'),
      order('o-2', 'Alloy Rim', { paid: true, status: 'processing', transactionId: 'pi_1' }),
      order('o-4', 'Hub', { paid: false, status: 'refunded', transactionId: 'pi_4', refundId: 're_4' }),
    ];
    renderPage();
    await screen.findByRole('heading', { name: ORDER_TEXT.myOrdersHeading({ n: 3 }) });
    const badge = (row: HTMLElement, status: keyof typeof ORDER_STATUS_LABEL) =>
      within(row).getByText(
        (_, el) => el?.textContent === `${ORDER_DESK_UI_TEXT.stateBadge({ label: '' })}${ORDER_STATUS_LABEL[status]}`,
      );
    expect(badge(rowOf('Steel Chain'), 'unpaid')).toBeTruthy();
    expect(badge(rowOf('Alloy Rim'), 'processing')).toBeTruthy();
    expect(badge(rowOf('Hub'), 'refunded')).toBeTruthy();
    // A refunded order can be neither paid nor cancelled.
    expect(within(rowOf('Hub')).queryByRole('link', { name: SPEC_APP_TEXT.pay })).toBeNull();
    expect(within(rowOf('Hub')).queryByRole('button')).toBeNull();
  });

  it("shows a shipped order's tracking number as a link to the carrier's page in a new tab", async () => {
    orders = [
      order('o-2', 'Alloy Rim', {
        paid: true,
        status: 'shipped',
        transactionId: 'pi_1',
        carrier: 'Pathao',
        trackingNumber: 'PTH-778899',
        trackingUrl: 'https://merchant.pathao.com/tracking?consignment_id=PTH-778899',
      }),
      order('o-3', 'Brake Pad', {
        paid: true,
        status: 'shipped',
        transactionId: 'pi_2',
        carrier: 'Other',
        trackingNumber: 'LOCAL-1',
        trackingUrl: null,
      }),
    ];
    renderPage();
    await screen.findByRole('heading', { name: ORDER_TEXT.myOrdersHeading({ n: 2 }) });
    const link = within(rowOf('Alloy Rim')).getByRole('link', { name: /Pathao PTH-778899/ });
    expect(link.getAttribute('href')).toBe('https://merchant.pathao.com/tracking?consignment_id=PTH-778899');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(rowOf('Alloy Rim')).getByText(ORDER_STATUS_LABEL.shipped)).toBeTruthy();
    // Without a tracking page, the number is plain text.
    expect(within(rowOf('Brake Pad')).getByText('Other LOCAL-1')).toBeTruthy();
    expect(within(rowOf('Brake Pad')).queryByRole('link', { name: /LOCAL-1/ })).toBeNull();
  });
});
