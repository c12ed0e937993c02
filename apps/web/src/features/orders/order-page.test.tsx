import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { englishTexts } from '@store/shared/i18n/server';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderEvent } from '@store/shared/schemas';
import { setAdmin } from '../../testing/admin-session.ts';
import { apiError, type ApiStub, fileAnswer, stubApi } from '../../testing/api-stub.ts';
import { anOrder } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { OrderPage } from './order-page.tsx';

const { ORDER_STATUS_LABEL } = englishTexts('order-desk');
const { ORDER_TEXT } = englishTexts('orders');
const { ORDER_DESK_UI_TEXT, PARTIAL_REFUND_TEXT } = englishTexts('order-desk-ui');
const { COURIER_UI_TEXT } = englishTexts('courier-ui');

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
vi.mock('../../lib/auth.ts', () => import('../../testing/admin-session.ts'));

const T = ORDER_DESK_UI_TEXT;

const paidOrder = (overrides: Partial<Order> = {}): Order =>
  anOrder({
    _id: 'o-7',
    status: 'paid',
    paid: true,
    buyerName: 'Karim Rahman',
    phone: '+880 1711-000000',
    address: 'House 12, Road 5\nDhanmondi, Dhaka',
    transactionId: 'pi_3PqLongTransactionId0123456789',
    paymentProvider: 'stripe',
    cardBrand: 'Visa',
    cardLast4: '4242',
    invoiceNumber: 'INV-2026-000042',
    paidAt: '2026-03-01T10:05:00.000Z',
    shipping: 60,
    total: 360,
    price: 360,
    ...overrides,
  });

const event = (overrides: Partial<OrderEvent>): OrderEvent => ({
  id: 'e-1',
  orderId: 'o-7',
  from: null,
  to: 'unpaid',
  by: 'karim@example.com',
  at: '2026-03-01T10:00:00.000Z',
  note: null,
  carrier: null,
  trackingNumber: null,
  refundId: null,
  ...overrides,
});

let current: Order;
let api: ApiStub;

beforeEach(() => {
  current = paidOrder();
  api = stubApi({
    'GET /api/orders/:id': () => current,
    'GET /api/orders/:id/events': [
      event({ id: 'e-1' }),
      event({ id: 'e-2', from: 'unpaid', to: 'paid', by: null, at: '2026-03-01T10:05:00.000Z' }),
      event({
        id: 'e-3',
        from: 'processing',
        to: 'shipped',
        by: 'admin@example.com',
        at: '2026-03-02T09:00:00.000Z',
        carrier: 'Pathao',
        trackingNumber: 'PTH-1',
        note: 'Two boxes',
      }),
    ],
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setAdmin(false);
  toast.success.mockReset();
  toast.error.mockReset();
});

const renderPage = () =>
  renderWithProviders(<OrderPage />, { at: '/dashboard/orders/o-7', path: '/dashboard/orders/:id' });
const definition = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('Order page', () => {
  it('shows the buyer, a tel: link, the lines, shipping, total and the payment with the card', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: /Steel Chain/, level: 1 })).toBeTruthy();
    expect(definition(T.buyerName).textContent).toBe('Karim Rahman');
    expect(definition(T.email).textContent).toBe('karim@example.com');
    expect(screen.getByRole('link', { name: '+880 1711-000000' }).getAttribute('href')).toBe('tel:+8801711000000');
    expect(definition(T.address).textContent).toBe('House 12, Road 5\nDhanmondi, Dhaka');
    expect(screen.getByText('৳60')).toBeTruthy();
    expect(screen.getByText('৳360')).toBeTruthy();
    expect(definition(T.provider).textContent).toBe('stripe');
    expect(definition(T.card).textContent).toBe(T.cardEnding({ brand: 'Visa', last4: '4242' }));
    expect(definition(T.invoiceNumber).textContent).toBe('INV-2026-000042');
    expect(screen.getByText('pi_3PqLongTransactionId0123456789')).toBeTruthy();
  });

  it("names each line's variant and SKU as ordered", async () => {
    current = paidOrder({
      lines: [
        {
          productId: 'p-1',
          variantId: 'v-32',
          variantTitle: '32T',
          sku: 'CR-32',
          productname: 'Chainring',
          unitPrice: 100,
          quantity: 1,
          lineTotal: 100,
        },
        {
          productId: 'p-1',
          variantId: 'v-34',
          variantTitle: '34T',
          sku: 'CR-34',
          productname: 'Chainring',
          unitPrice: 100,
          quantity: 2,
          lineTotal: 200,
        },
      ],
    });
    renderPage();
    expect(await screen.findByText('34T')).toBeTruthy();
    expect(screen.getByText('32T')).toBeTruthy();
    expect(screen.getByText(ORDER_TEXT.lineSku({ sku: 'CR-34' }))).toBeTruthy();
  });

  it('shows the timeline oldest first, with who, the tracking number and the note', async () => {
    renderPage();
    const timeline = await screen.findByRole('list', { name: T.timeline });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.font-semibold')?.textContent)).toEqual([
      T.eventPlaced,
      ORDER_STATUS_LABEL.paid,
      ORDER_STATUS_LABEL.shipped,
    ]);
    expect(within(items[1] as HTMLElement).getByText(T.eventByStore)).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText(T.eventBy({ who: 'admin@example.com' }))).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('Pathao · PTH-1')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText(`${T.eventNote}: Two boxes`)).toBeTruthy();
  });

  it('links a paid order with an invoice number to its invoice and downloads the PDF', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    api.on(
      'GET /api/orders/:id/invoice.pdf',
      fileAnswer('GET /api/orders/:id/invoice.pdf', '%PDF-1.7 o-7', 'application/pdf'),
    );
    const user = userEvent.setup();
    renderPage();
    const link = await screen.findByRole('link', { name: T.viewInvoice });
    expect(link.getAttribute('href')).toBe('/dashboard/orders/o-7/invoice');
    await user.click(screen.getByRole('button', { name: T.downloadPdf }));
    await waitFor(() => expect(downloads).toEqual(['INV-2026-000042.pdf']));
    expect(api.calls.some((c) => c.path === '/api/orders/o-7/invoice.pdf')).toBe(true);
    click.mockRestore();
  });

  it('has no invoice links for an unpaid order', async () => {
    current = anOrder({ _id: 'o-7' });
    renderPage();
    await screen.findByRole('heading', { name: /Steel Chain/, level: 1 });
    expect(screen.queryByRole('link', { name: T.viewInvoice })).toBeNull();
    expect(screen.queryByRole('button', { name: T.downloadPdf })).toBeNull();
  });

  it('shows the buyer no admin actions', async () => {
    renderPage();
    await screen.findByRole('heading', { name: /Steel Chain/, level: 1 });
    expect(screen.queryByRole('heading', { name: T.actions })).toBeNull();
    expect(screen.queryByRole('button', { name: T.actionLabelProcessing })).toBeNull();
  });

  it("shows a cash-on-delivery order's delivery fee asked in advance: due, then paid", async () => {
    const { COD_ADVANCE_TEXT: A } = englishTexts('cod-trust');
    current = anOrder({ _id: 'o-8', paymentMethod: 'cod', codAdvance: 120, codAdvancePaidAt: null });
    const { unmount } = renderPage();
    await screen.findByRole('heading', { name: /Steel Chain/, level: 1 });
    expect(definition(A.advanceTerm).textContent).toBe('Advance ৳120 due');
    unmount();
    current = anOrder({
      _id: 'o-8',
      paymentMethod: 'cod',
      codAdvance: 120,
      codAdvancePaidAt: '2026-03-02T08:00:00.000Z',
    });
    renderPage();
    await screen.findByRole('heading', { name: /Steel Chain/, level: 1 });
    expect(definition(A.advanceTerm).textContent).toBe('Advance ৳120 paid');
  });

  it("shows a shipped order's tracking link", async () => {
    current = paidOrder({
      status: 'shipped',
      carrier: 'RedX',
      trackingNumber: 'RX-55',
      trackingUrl: 'https://redx.com.bd/track-parcel/?trackingId=RX-55',
    });
    renderPage();
    const link = await screen.findByRole('link', { name: /RX-55/ });
    expect(link.getAttribute('href')).toBe('https://redx.com.bd/track-parcel/?trackingId=RX-55');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(definition(T.carrier).textContent).toBe('RedX');
  });
});

describe('Order page for an admin', () => {
  beforeEach(() => setAdmin(true));

  it('offers the actions the table allows from paid and shows the new state after one', async () => {
    api.on('POST /api/orders/:id/transitions', ({ body }) => {
      current = { ...current, status: (body as { to: Order['status'] }).to };
      return current;
    });
    const user = userEvent.setup();
    renderPage();
    const actions = await screen.findByRole('region', { name: T.actions });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      COURIER_UI_TEXT.bookAction,
      T.actionLabelProcessing,
      T.cancelWithRefund,
      T.actionLabelRefunded,
      PARTIAL_REFUND_TEXT.action,
    ]);
    await user.click(within(actions).getByRole('button', { name: T.actionLabelProcessing }));
    await user.click(await screen.findByRole('button', { name: T.confirmButton }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(T.transitionDone({ label: ORDER_STATUS_LABEL.processing })),
    );
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ to: 'processing' });
    await waitFor(() =>
      expect(
        within(actions)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([
        COURIER_UI_TEXT.bookAction,
        T.actionLabelShipped,
        T.cancelWithRefund,
        T.actionLabelRefunded,
        PARTIAL_REFUND_TEXT.action,
      ]),
    );
    expect(screen.getByRole('link', { name: T.backToOrders }).getAttribute('href')).toBe('/dashboard/manageallorders');
  });

  it("shows a packer the dispatch steps but no refund, cancel or partial refund, and no refunds' panel", async () => {
    setAdmin(true, 'packer');
    renderPage();
    const actions = await screen.findByRole('region', { name: T.actions });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([COURIER_UI_TEXT.bookAction, T.actionLabelProcessing]);
    expect(api.calls.some((c) => c.path.includes('/refunds'))).toBe(false);
  });

  it('on 409 says what the order is now and shows it', async () => {
    api.on('POST /api/orders/:id/transitions', () => {
      current = { ...current, status: 'refunded' };
      return apiError(409, 'TRANSITION_NOT_ALLOWED', 'No.', undefined, { currentStatus: 'refunded' });
    });
    const user = userEvent.setup();
    renderPage();
    const actions = await screen.findByRole('region', { name: T.actions });
    await user.click(within(actions).getByRole('button', { name: T.actionLabelProcessing }));
    await user.click(await screen.findByRole('button', { name: T.confirmButton }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(T.transitionConflict({ label: ORDER_STATUS_LABEL.refunded })),
    );
    expect(await within(actions).findByText(T.noActions)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'GET' && c.path === '/api/orders/o-7')).toHaveLength(2);
  });
});
