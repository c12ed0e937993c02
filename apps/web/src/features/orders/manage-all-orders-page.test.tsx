import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import { adminActions, canRefundPart, ORDER_STATUSES } from '@store/shared/order-flow';
import type { Order } from '@store/shared/schemas';
import { answer, apiError, type ApiStub, fileAnswer, stubApi } from '../../testing/api-stub.ts';
import { anOrder } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { actionLabel } from './components/order-actions.tsx';
import { ManageAllOrdersPage } from './manage-all-orders-page.tsx';

const { ORDER_DESK_TEXT, ORDER_STATUS_LABEL } = englishTexts('order-desk');
const { ORDER_DESK_UI_TEXT, PARTIAL_REFUND_TEXT } = englishTexts('order-desk-ui');
const { ORDER_TEXT } = englishTexts('orders');
const { SPEC_APP_TEXT } = englishTexts('spec-app');
const { COURIER_UI_TEXT } = englishTexts('courier-ui');

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

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
  all[3] = order(4, { paid: true, status: 'processing', transactionId: 'pi_proc_4' });
  all[4] = order(5, { paid: true, status: 'shipped', transactionId: 'pi_ship_5' });
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
  toast.success.mockReset();
  toast.error.mockReset();
});

function ShowSearch() {
  const location = useLocation();
  return <output data-testid="search">{location.search}</output>;
}

const renderPage = (at = '/dashboard/manageallorders') =>
  renderWithProviders(
    <>
      <ManageAllOrdersPage />
      <ShowSearch />
    </>,
    { at },
  );

const urlSearch = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');
const orderGets = () => api.calls.filter((c) => c.method === 'GET' && c.path === '/api/orders');
const lastQuery = () => Object.fromEntries(orderGets().at(-1)?.query ?? []);
const rowOf = (name: string) =>
  screen.getByRole('link', { name: ORDER_DESK_UI_TEXT.openOrder({ name }) }).closest('tr') as HTMLElement;
type User = ReturnType<typeof userEvent.setup>;

/** Presses `action` on the row of `name` and returns the dialog that asks to confirm it. */
async function openDialog(user: User, name: string, action: string) {
  await user.click(within(rowOf(name)).getByRole('button', { name: `${action}: ${name}` }));
  return screen.findByRole('dialog', { name: ORDER_DESK_UI_TEXT.confirmTitle({ action }) });
}
const confirm = (user: User, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: ORDER_DESK_UI_TEXT.confirmButton }));

const buttonNames = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? b.textContent);

describe('Order desk: the list', () => {
  it('shows product name, email, price, quantity, placed date, state and transaction id, and the total', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: ORDER_TEXT.allOrdersHeading({ n: 25 }) })).toBeTruthy();
    for (const name of [
      ORDER_TEXT.colProductName,
      ORDER_TEXT.colEmail,
      ORDER_TEXT.colPrice,
      ORDER_TEXT.colQuantity,
      ORDER_TEXT.colPlaced,
      ORDER_DESK_UI_TEXT.filterState,
      ORDER_TEXT.colTransactionId,
    ]) {
      expect(screen.getByRole('columnheader', { name })).toBeTruthy();
    }
    const row = rowOf('Part 6');
    for (const text of ['customer6@example.com', '৳600', '6'])
      expect(within(row).getByRole('cell', { name: text })).toBeTruthy();
    expect(within(row).getByText(ORDER_STATUS_LABEL.unpaid)).toBeTruthy();
    expect(row.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-01T10:00:00.000Z');
    expect(within(rowOf('Part 1')).getByText('pi_paid_1')).toBeTruthy();
    expect(within(rowOf('Part 2')).getByText(ORDER_STATUS_LABEL.refund_due)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: ORDER_DESK_UI_TEXT.openOrder({ name: 'Part 1' }) }).getAttribute('href'),
    ).toBe('/dashboard/orders/o-1');
    // Every cell of the card layout says which column it is.
    expect(within(row).getAllByRole('cell')[1]?.getAttribute('data-label')).toBe(ORDER_TEXT.colEmail);
  });

  it('names each line’s variant and SKU under the order, and nothing more for an order without them', async () => {
    const line = { unitPrice: 100, quantity: 1, lineTotal: 100 };
    all[5] = order(6, {
      productname: 'Chainring and 1 more',
      lines: [
        {
          ...line,
          productId: 'p-1',
          productname: 'Chainring',
          variantId: 'v-34',
          variantTitle: '34T / Black',
          sku: 'CR-34-B',
        },
        {
          ...line,
          productId: 'p-1',
          productname: 'Chainring',
          variantId: 'v-36',
          variantTitle: '36T / Black',
          sku: null,
        },
      ],
    });
    renderPage();
    const cell = within(
      await screen.findByRole('link', { name: /Chainring and 1 more/ }).then((a) => a.closest('td') as HTMLElement),
    );
    const items = cell.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([`Chainring34T / Black${ORDER_TEXT.lineSku({ sku: 'CR-34-B' })}`, 'Chainring36T / Black']);
    expect(within(rowOf('Part 7')).queryByRole('list')).toBeNull();
  });

  it('reads a bookmarked view from the URL and asks the API for exactly that', async () => {
    renderPage(
      '/dashboard/manageallorders?status=paid&paid=true&q=01711&from=2026-03-01&to=2026-03-31&sort=total-desc&limit=50&page=1',
    );
    await screen.findByRole('heading', { name: ORDER_TEXT.allOrdersHeading({ n: 25 }) });
    expect(lastQuery()).toEqual({
      status: 'paid',
      paid: 'true',
      q: '01711',
      from: '2026-03-01',
      to: '2026-03-31',
      sort: 'total-desc',
      limit: '50',
      page: '1',
    });
    expect(screen.getByLabelText<HTMLSelectElement>(ORDER_DESK_UI_TEXT.filterState).value).toBe('paid');
    expect(screen.getByLabelText<HTMLInputElement>(ORDER_DESK_UI_TEXT.search).value).toBe('01711');
    expect(screen.getByLabelText<HTMLSelectElement>(ORDER_DESK_UI_TEXT.pageSize).value).toBe('50');
  });

  it('leaves out of the request a URL value the API would refuse', async () => {
    renderPage('/dashboard/manageallorders?status=lost&from=01-03-2026&limit=5000');
    await screen.findByRole('heading', { name: ORDER_TEXT.allOrdersHeading({ n: 25 }) });
    expect(lastQuery()).toEqual({ limit: '20', page: '1' });
  });

  it('writes each filter, the search, the sort and the page size to the URL and the request, from page 1', async () => {
    const user = userEvent.setup();
    renderPage('/dashboard/manageallorders?page=2');
    await screen.findByText(ORDER_TEXT.pageOf({ page: 2, pages: 2 }));

    await user.selectOptions(screen.getByLabelText(ORDER_DESK_UI_TEXT.filterState), 'shipped');
    await waitFor(() => expect(urlSearch().get('status')).toBe('shipped'));
    expect(urlSearch().get('page')).toBe('1');
    await user.selectOptions(screen.getByLabelText(ORDER_DESK_UI_TEXT.payment), 'true');
    await user.selectOptions(screen.getByLabelText(ORDER_DESK_UI_TEXT.paymentMethodLabel), 'cod');
    fireEvent.input(screen.getByLabelText(ORDER_DESK_UI_TEXT.filterFrom), { target: { value: '2026-03-01' } });
    fireEvent.input(screen.getByLabelText(ORDER_DESK_UI_TEXT.filterTo), { target: { value: '2026-03-31' } });
    await user.selectOptions(screen.getByLabelText(ORDER_DESK_UI_TEXT.sort), 'total-asc');
    await user.selectOptions(screen.getByLabelText(ORDER_DESK_UI_TEXT.pageSize), '10');
    await user.type(screen.getByLabelText(ORDER_DESK_UI_TEXT.search), '+880 1711-000000');
    await user.click(screen.getByRole('button', { name: ORDER_DESK_UI_TEXT.searchButton }));

    const expected = {
      status: 'shipped',
      paid: 'true',
      method: 'cod',
      q: '+880 1711-000000',
      from: '2026-03-01',
      to: '2026-03-31',
      sort: 'total-asc',
      limit: '10',
      page: '1',
    };
    await waitFor(() => expect(Object.fromEntries(urlSearch())).toEqual(expected));
    await waitFor(() => expect(lastQuery()).toEqual(expected));
    // Many keystrokes and selections: more than the default 5 s on a busy machine.
  });

  it('pages through the orders and keeps the filter', async () => {
    const user = userEvent.setup();
    renderPage('/dashboard/manageallorders?paid=false');
    await screen.findByText(ORDER_TEXT.pageOf({ page: 1, pages: 2 }));
    expect(screen.getByRole('button', { name: ORDER_TEXT.previousPage })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: ORDER_TEXT.nextPage }));
    expect(await screen.findByText(ORDER_TEXT.pageOf({ page: 2, pages: 2 }))).toBeTruthy();
    expect(await screen.findByRole('link', { name: ORDER_DESK_UI_TEXT.openOrder({ name: 'Part 25' }) })).toBeTruthy();
    expect(orderGets().map((c) => c.url)).toEqual([
      '/api/orders?paid=false&limit=20&page=1',
      '/api/orders?paid=false&limit=20&page=2',
    ]);
    expect(urlSearch().toString()).toBe('paid=false&limit=20&page=2');
  });

  it('clears every filter with Clear filters', async () => {
    const user = userEvent.setup();
    renderPage('/dashboard/manageallorders?status=paid&q=karim&limit=50&page=1');
    await screen.findByRole('heading', { name: ORDER_TEXT.allOrdersHeading({ n: 25 }) });
    await user.click(screen.getByRole('link', { name: ORDER_DESK_UI_TEXT.clearFilters }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '20', page: '1' }));
    expect(screen.getByLabelText<HTMLInputElement>(ORDER_DESK_UI_TEXT.search).value).toBe('');
  });

  it('says when no order matches the filters', async () => {
    api.on('GET /api/orders', answer('GET /api/orders', [], { headers: { 'x-total-count': '0' } }));
    renderPage('/dashboard/manageallorders?q=nobody');
    expect(await screen.findByText(ORDER_DESK_UI_TEXT.noMatches)).toBeTruthy();
    expect(screen.getByRole('heading', { name: ORDER_TEXT.allOrdersHeading({ n: 0 }) })).toBeTruthy();
  });

  it('downloads the current filter as CSV with Export CSV', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:orders');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    api.on('GET /api/orders/export.csv', fileAnswer('GET /api/orders/export.csv', 'order,email\no-1,a@b', 'text/csv'));
    const user = userEvent.setup();
    renderPage('/dashboard/manageallorders?status=paid&sort=oldest&page=2');
    await screen.findByRole('heading', { name: ORDER_TEXT.allOrdersHeading({ n: 25 }) });
    await user.click(screen.getByRole('button', { name: ORDER_DESK_UI_TEXT.exportCsv }));
    await waitFor(() => expect(clicked).toEqual(['orders.csv blob:orders']));
    const exportCall = api.calls.find((c) => c.path === '/api/orders/export.csv');
    expect(exportCall?.url).toBe('/api/orders/export.csv?status=paid&sort=oldest');
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe('order,email\no-1,a@b');
    click.mockRestore();
  });

  it('says so when the export fails', async () => {
    api.on('GET /api/orders/export.csv', apiError(500, 'INTERNAL', 'Something went wrong.'));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: ORDER_TEXT.allOrdersHeading({ n: 25 }) });
    await user.click(screen.getByRole('button', { name: ORDER_DESK_UI_TEXT.exportCsv }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ORDER_DESK_UI_TEXT.exportFailed));
  });
});

describe('Order desk: actions', () => {
  it('offers on each order exactly the transitions the order-state table allows an admin', async () => {
    all = ORDER_STATUSES.map((status, i) =>
      order(i + 1, { status, paid: ['paid', 'processing', 'shipped', 'delivered', 'refund_due'].includes(status) }),
    );
    renderPage();
    await screen.findByRole('heading', { name: ORDER_TEXT.allOrdersHeading({ n: ORDER_STATUSES.length }) });
    for (const [i, status] of ORDER_STATUSES.entries()) {
      const row = rowOf(`Part ${i + 1}`);
      // Then the partial refund, for an order paid online and kept (canRefundPart).
      // First the courier booking, for an order paid online and not shipped yet.
      expect(buttonNames(row), status).toEqual([
        ...(status === 'paid' || status === 'processing' ? [`${COURIER_UI_TEXT.bookAction}: Part ${i + 1}`] : []),
        ...adminActions(status).map((rule) => `${actionLabel(rule, ORDER_DESK_UI_TEXT)}: Part ${i + 1}`),
        ...(canRefundPart({ status, paymentMethod: null, paidAt: null })
          ? [`${PARTIAL_REFUND_TEXT.action}: Part ${i + 1}`]
          : []),
      ]);
    }
    // Spot checks of the table itself: shipping comes after processing only, delivered has no refund.
    expect(buttonNames(rowOf('Part 2'))).toContain(`${ORDER_DESK_UI_TEXT.actionLabelProcessing}: Part 2`);
    expect(buttonNames(rowOf('Part 2'))).not.toContain(`${ORDER_DESK_UI_TEXT.actionLabelShipped}: Part 2`);
    expect(within(rowOf('Part 5')).getByText(ORDER_DESK_UI_TEXT.noActions)).toBeTruthy();
    // A delivered order can still be partly refunded (pieces that came back bent).
    expect(buttonNames(rowOf('Part 5'))).toEqual([`${PARTIAL_REFUND_TEXT.action}: Part 5`]);
  });

  it('marks a paid order processing after the confirmation, posts the transition and says so', async () => {
    api.on('POST /api/orders/:id/transitions', ({ params, body }) => {
      const input = body as { to: Order['status'] };
      const updated = { ...all.find((o) => o._id === params.id), status: input.to } as Order;
      all = all.map((o) => (o._id === params.id ? updated : o));
      return updated;
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: ORDER_TEXT.allOrdersHeading({ n: 25 }) });
    const dialog = await openDialog(user, 'Part 1', ORDER_DESK_UI_TEXT.actionLabelProcessing);
    expect(
      within(dialog).getByText(ORDER_DESK_UI_TEXT.confirmText({ orderNumber: 'o-1', label: 'Processing' })),
    ).toBeTruthy();
    await confirm(user, dialog);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(ORDER_DESK_UI_TEXT.transitionDone({ label: 'Processing' })),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/orders/o-1/transitions');
    expect(post?.body).toEqual({ to: 'processing' });
    // The list is fetched again and shows the new state.
    await waitFor(() => expect(within(rowOf('Part 1')).getByText(ORDER_STATUS_LABEL.processing)).toBeTruthy());
  });

  it('ships with the carrier, tracking number and note the admin gave', async () => {
    api.on('POST /api/orders/:id/transitions', () => order(4, { paid: true, status: 'shipped' }));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: ORDER_TEXT.allOrdersHeading({ n: 25 }) });
    const dialog = await openDialog(user, 'Part 4', ORDER_DESK_UI_TEXT.actionLabelShipped);
    await user.selectOptions(within(dialog).getByLabelText(ORDER_DESK_UI_TEXT.carrier), 'Pathao');
    await user.type(within(dialog).getByLabelText(ORDER_DESK_UI_TEXT.trackingNumber), '  PTH-1234 ');
    await user.type(within(dialog).getByLabelText(ORDER_DESK_UI_TEXT.noteLabel), 'Two boxes');
    await confirm(user, dialog);
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      to: 'shipped',
      carrier: 'Pathao',
      trackingNumber: 'PTH-1234',
      note: 'Two boxes',
    });
  });

  it('keeps the shipping dialog open with the messages when the carrier or tracking number is missing', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: ORDER_TEXT.allOrdersHeading({ n: 25 }) });
    const dialog = await openDialog(user, 'Part 4', ORDER_DESK_UI_TEXT.actionLabelShipped);
    await confirm(user, dialog);
    // Each message is the description of its field.
    const messageOf = (label: string) => {
      const field = within(dialog).getByLabelText(label);
      return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    await waitFor(() => expect(messageOf(ORDER_DESK_UI_TEXT.carrier)).toBe(ORDER_DESK_TEXT.carrierRequired));
    expect(messageOf(ORDER_DESK_UI_TEXT.trackingNumber)).toBe(ORDER_DESK_TEXT.trackingRequired);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('refunds with the restock choice, which starts as the table says (ticked before shipping)', async () => {
    api.on('POST /api/orders/:id/transitions', () => order(1, { paid: false, status: 'refunded' }));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: ORDER_TEXT.allOrdersHeading({ n: 25 }) });
    const dialog = await openDialog(user, 'Part 1', ORDER_DESK_UI_TEXT.actionLabelRefunded);
    const restock = within(dialog).getByLabelText<HTMLInputElement>(ORDER_DESK_UI_TEXT.restockLabel);
    expect(restock.checked).toBe(true);
    await user.click(restock);
    await confirm(user, dialog);
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ to: 'refunded', restock: false });
  });

  it('does not tick restock for a shipped order', async () => {
    api.on('POST /api/orders/:id/transitions', () => order(5, { status: 'refunded' }));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: ORDER_TEXT.allOrdersHeading({ n: 25 }) });
    const dialog = await openDialog(user, 'Part 5', ORDER_DESK_UI_TEXT.actionLabelRefunded);
    expect(within(dialog).getByLabelText<HTMLInputElement>(ORDER_DESK_UI_TEXT.restockLabel).checked).toBe(false);
    await confirm(user, dialog);
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ to: 'refunded', restock: false });
  });

  it('posts nothing when the admin backs out of the confirmation', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: ORDER_TEXT.allOrdersHeading({ n: 25 }) });
    const dialog = await openDialog(user, 'Part 1', ORDER_DESK_UI_TEXT.actionLabelProcessing);
    await user.click(within(dialog).getByRole('button', { name: ORDER_DESK_UI_TEXT.cancelButton }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Escape: the native dialog's cancel event.
    fireEvent(
      await openDialog(user, 'Part 1', ORDER_DESK_UI_TEXT.actionLabelProcessing),
      new Event('cancel', { bubbles: false }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('on 409 says what the order is now and fetches the list again', async () => {
    api.on('POST /api/orders/:id/transitions', () => {
      all = all.map((o) => (o._id === 'o-1' ? { ...o, status: 'refunded' } : o));
      return apiError(409, 'TRANSITION_NOT_ALLOWED', 'An order that is refunded cannot become processing.', undefined, {
        currentStatus: 'refunded',
      });
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: ORDER_TEXT.allOrdersHeading({ n: 25 }) });
    const before = orderGets().length;
    await confirm(user, await openDialog(user, 'Part 1', ORDER_DESK_UI_TEXT.actionLabelProcessing));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        ORDER_DESK_UI_TEXT.transitionConflict({ label: ORDER_STATUS_LABEL.refunded }),
      ),
    );
    await waitFor(() => expect(orderGets().length).toBeGreaterThan(before));
    await waitFor(() => expect(within(rowOf('Part 1')).getByText(ORDER_STATUS_LABEL.refunded)).toBeTruthy());
    expect(buttonNames(rowOf('Part 1'))).toEqual([]);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('on 502 says the refund did not happen and nothing changed', async () => {
    api.on('POST /api/orders/:id/transitions', apiError(502, 'REFUND_FAILED', ORDER_DESK_TEXT.refundFailed));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: ORDER_TEXT.allOrdersHeading({ n: 25 }) });
    await confirm(user, await openDialog(user, 'Part 2', ORDER_DESK_UI_TEXT.actionLabelRefunded));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ORDER_DESK_TEXT.refundFailed));
    expect(within(rowOf('Part 2')).getByText(ORDER_STATUS_LABEL.refund_due)).toBeTruthy();
  });

  it("shows the server's field message on a 400", async () => {
    api.on(
      'POST /api/orders/:id/transitions',
      apiError(400, 'VALIDATION_FAILED', 'Check the fields.', { trackingNumber: 'Enter the tracking number' }),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: ORDER_TEXT.allOrdersHeading({ n: 25 }) });
    await confirm(user, await openDialog(user, 'Part 1', ORDER_DESK_UI_TEXT.actionLabelProcessing));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Enter the tracking number'));
  });
});

// The spec's column texts stay: SPEC_APP_TEXT is the menu's title here.
it('is titled Manage All Orders', async () => {
  renderPage();
  await screen.findByRole('heading', { name: ORDER_TEXT.allOrdersHeading({ n: 25 }) });
  expect(document.title).toContain(SPEC_APP_TEXT.menuManageAllOrders);
});
