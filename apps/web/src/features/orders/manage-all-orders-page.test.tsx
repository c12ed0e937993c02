import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_TEXT } from '@store/shared/messages';
import type { Order } from '@store/shared/schemas';
import { answer, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { anOrder } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ManageAllOrdersPage } from './manage-all-orders-page.tsx';

const order = (n: number, overrides: Partial<Order> = {}) =>
  anOrder({
    _id: `o-${n}`,
    productname: `Part ${n}`,
    email: `customer${n}@example.com`,
    orderQuanty: n,
    price: 100 * n,
    subtotal: 100 * n,
    total: 100 * n,
    ...overrides,
  });

let all: Order[];
let api: ApiStub;

beforeEach(() => {
  all = Array.from({ length: 25 }, (_, i) => order(i + 1));
  all[0] = order(1, { paid: true, status: 'paid', transactionId: 'pi_paid_1' });
  all[1] = order(2, { paid: true, status: 'refund_due', transactionId: 'pi_refund_2' });
  all[2] = order(3, { status: 'cancelled' });
  api = stubApi({
    'GET /api/orders': ({ query }) => {
      const limit = Number(query.get('limit'));
      const page = Number(query.get('page'));
      return answer('GET /api/orders', all.slice((page - 1) * limit, page * limit), {
        headers: { 'x-total-count': String(all.length) },
      });
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = () => renderWithProviders(<ManageAllOrdersPage />);

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('Manage all orders', () => {
  it('shows product name, email, price, quantity, placed date, paid state and transaction id', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: ORDER_TEXT.allOrdersHeading(25) })).toBeTruthy();
    const row = rowOf('Part 4');
    for (const text of ['customer4@example.com', '৳400', '4'])
      expect(within(row).getByRole('cell', { name: text })).toBeTruthy();
    expect(within(row).getByText(ORDER_TEXT.stateUnpaid)).toBeTruthy();
    expect(row.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-01T10:00:00.000Z');
    expect(within(rowOf('Part 1')).getByText(ORDER_TEXT.statePaid)).toBeTruthy();
    expect(within(rowOf('Part 1')).getByText('pi_paid_1')).toBeTruthy();
    expect(within(rowOf('Part 2')).getByText(ORDER_TEXT.stateRefundDue)).toBeTruthy();
    expect(within(rowOf('Part 3')).getByText(ORDER_TEXT.stateCancelled)).toBeTruthy();
  });

  it('pages through the orders 20 at a time', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText(ORDER_TEXT.pageOf(1, 2));
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.getByRole('button', { name: ORDER_TEXT.previousPage })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: ORDER_TEXT.nextPage }));
    expect(await screen.findByText(ORDER_TEXT.pageOf(2, 2))).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Part 25' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(api.calls.map((c) => c.url)).toEqual(['/api/orders?limit=20&page=1', '/api/orders?limit=20&page=2']);
  });
});
