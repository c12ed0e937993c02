import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_TEXT, SPEC_APP_TEXT, SUCCESS_TEXT } from '@store/shared/messages';
import type { Order } from '@store/shared/schemas';
import { MyOrdersPage } from './my-orders-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
vi.mock('../../lib/auth.ts', () => ({
  useSession: () => ({ user: { id: 'u-1', name: 'Karim', email: 'karim@example.com' }, isLoading: false }),
}));

const order = (id: string, productname: string, overrides: Partial<Order> = {}): Order => ({
  _id: id,
  productId: `p-${id}`,
  productname,
  email: 'karim@example.com',
  orderQuanty: 3,
  price: 300,
  unitPrice: 100,
  address: 'Dhaka',
  phone: '01711000000',
  orderId: '',
  paid: false,
  transactionId: null,
  status: 'unpaid',
  createdAt: '2026-03-01T10:00:00.000Z',
  paidAt: null,
  lines: [],
  subtotal: 300,
  shipping: 0,
  total: 300,
  expiresAt: null,
  ...overrides,
});

let orders: Order[];
let requests: string[];
let deleteStatus: number;

beforeEach(() => {
  orders = [
    order('o-1', 'Steel Chain'),
    order('o-2', 'Alloy Rim', { paid: true, status: 'paid', transactionId: 'pi_123abc' }),
    order('o-3', 'Brake Pad', { orderQuanty: 7 }),
  ];
  requests = [];
  deleteStatus = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      requests.push(`${method} ${url}`);
      if (method === 'GET' && url === '/api/myorders?email=karim%40example.com') {
        return Response.json(orders.filter((o) => o.status !== 'cancelled'));
      }
      const match = /^\/api\/myorders\/(.+)$/.exec(url);
      if (method === 'DELETE' && match) {
        if (deleteStatus !== 200) {
          return Response.json(
            { error: { code: 'CONFLICT', message: ORDER_TEXT.orderPaidCannotCancel } },
            { status: deleteStatus },
          );
        }
        orders = orders.map((o) => (o._id === match[1] ? { ...o, status: 'cancelled' } : o));
        return Response.json({ deletedCount: 1 });
      }
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.success.mockReset();
  toast.error.mockReset();
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <MyOrdersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('My Orders', () => {
  it('shows the count and the columns Name, Order Quentity, Payment, Cencle Order', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: ORDER_TEXT.myOrdersHeading(3) })).toBeTruthy();
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
    await screen.findByRole('heading', { name: ORDER_TEXT.myOrdersHeading(3) });
    const unpaid = rowOf('Steel Chain');
    expect(within(unpaid).getByRole('link', { name: SPEC_APP_TEXT.pay }).getAttribute('href')).toBe(
      '/dashboard/payment/o-1',
    );
    expect(within(unpaid).getByRole('button', { name: ORDER_TEXT.cancelOrderLabel('Steel Chain') })).toBeTruthy();
    const paid = rowOf('Alloy Rim');
    expect(within(paid).getByText(SPEC_APP_TEXT.paid)).toBeTruthy();
    expect(within(paid).getByText('pi_123abc')).toBeTruthy();
    expect(within(paid).getByText(`${SPEC_APP_TEXT.transactionId}:`, { exact: false })).toBeTruthy();
    expect(within(paid).queryByRole('link', { name: SPEC_APP_TEXT.pay })).toBeNull();
    expect(within(paid).queryByRole('button')).toBeNull();
  });

  it('cancels the order whose icon was clicked after the confirmation, toasts, and fetches the list again', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: ORDER_TEXT.myOrdersHeading(3) });
    await user.click(
      within(rowOf('Brake Pad')).getByRole('button', { name: ORDER_TEXT.cancelOrderLabel('Brake Pad') }),
    );
    const dialog = screen.getByRole('dialog', { name: SPEC_APP_TEXT.cancelConfirmTitle });
    expect(within(dialog).getByText(SPEC_APP_TEXT.cancelConfirmText)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: SPEC_APP_TEXT.cancelNow }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(SUCCESS_TEXT.orderCancelled));
    expect(requests).toContain('DELETE /api/myorders/o-3');
    expect(requests.filter((r) => r.startsWith('DELETE'))).toEqual(['DELETE /api/myorders/o-3']);
    expect(await screen.findByRole('heading', { name: ORDER_TEXT.myOrdersHeading(2) })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Brake Pad' })).toBeNull();
  });

  it('keeps the order when the confirmation is dismissed', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: ORDER_TEXT.myOrdersHeading(3) });
    await user.click(screen.getByRole('button', { name: ORDER_TEXT.cancelOrderLabel('Steel Chain') }));
    await user.click(screen.getByRole('button', { name: ORDER_TEXT.keepOrder }));
    expect(requests.filter((r) => r.startsWith('DELETE'))).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's reason when the order cannot be cancelled", async () => {
    deleteStatus = 409;
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: ORDER_TEXT.myOrdersHeading(3) });
    await user.click(screen.getByRole('button', { name: ORDER_TEXT.cancelOrderLabel('Steel Chain') }));
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.cancelNow }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ORDER_TEXT.orderPaidCannotCancel));
    expect(toast.success).not.toHaveBeenCalled();
  });
});
