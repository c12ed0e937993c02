// The courier on the order pages: booking from the desk (one order, or several ticked) and from the
// admin's order page, each order's outcome shown; the parcel on the order page for the admin and the
// buyer; the tracking and the courier's latest word in My Orders. In English and Bangla, checked by axe.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import type { CourierBookingResult, CourierParcel, Order } from '@store/shared/schemas';
import { setAdmin } from '../../testing/admin-session.ts';
import { answer, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { anOrder } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ManageAllOrdersPage } from './manage-all-orders-page.tsx';
import { MyOrdersPage } from './my-orders-page.tsx';
import { OrderPage } from './order-page.tsx';

const { COURIER_UI_TEXT: C, PARCEL_STATUS_LABEL, BOOKING_FAILURE_TEXT } = englishTexts('courier-ui');
const { ORDER_STATUS_LABEL } = englishTexts('order-desk');
const { ORDER_DESK_UI_TEXT } = englishTexts('order-desk-ui');

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
vi.mock('../../lib/auth.ts', () => import('../../testing/admin-session.ts'));

const aParcel = (overrides: Partial<CourierParcel> = {}): CourierParcel => ({
  courier: 'steadfast',
  courierName: 'Steadfast',
  consignmentId: '1424107',
  trackingCode: 'SFR250301ABC',
  trackingUrl: 'https://steadfast.com.bd/t/SFR250301ABC',
  status: 'booked',
  courierStatus: 'in_review',
  codAmount: 0,
  collectedAmount: null,
  amountMismatch: false,
  bookedAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
  ...overrides,
});

/** Shipped with the courier: the order's tracking is the parcel's. */
const shippedWith = (parcel: CourierParcel): Partial<Order> => ({
  status: 'shipped',
  carrier: parcel.courierName,
  trackingNumber: parcel.trackingCode,
  trackingUrl: parcel.trackingUrl,
  parcel,
});

const paidOnline = (id: string, name: string, overrides: Partial<Order> = {}) =>
  anOrder({
    _id: id,
    productname: name,
    paid: true,
    status: 'paid',
    transactionId: `pi_${id}`,
    paidAt: '2026-03-01T10:05:00.000Z',
    ...overrides,
  });

const codOrder = (id: string, name: string, overrides: Partial<Order> = {}) =>
  anOrder({ _id: id, productname: name, paymentMethod: 'cod', cashToCollect: 300, ...overrides });

const booked = (orderId: string, trackingCode: string): CourierBookingResult => ({
  orderId,
  ok: true,
  parcel: aParcel({ trackingCode }),
});

let desk: Order[];
let api: ApiStub;

beforeEach(() => {
  setAdmin(true);
  desk = [
    paidOnline('o-1', 'Steel Chain'),
    paidOnline('o-2', 'Alloy Rim', { status: 'processing' }),
    codOrder('o-3', 'Brake Pad', { status: 'processing' }),
    // Not confirmed yet: cash on delivery is booked only once the admin confirmed it.
    codOrder('o-4', 'Bell'),
    paidOnline('o-5', 'Saddle', shippedWith(aParcel())),
  ];
  api = stubApi({
    'GET /api/orders': () => answer('GET /api/orders', desk, { headers: { 'x-total-count': String(desk.length) } }),
    'POST /api/admin/courier/bookings': ({ body }) => ({
      results: (body as { orderIds: string[] }).orderIds.map((id) => booked(id, `SF-${id}`)),
    }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setAdmin(false);
  toast.success.mockReset();
  toast.error.mockReset();
});

const renderDesk = (locale: 'en' | 'bn' = 'en') =>
  renderWithProviders(<ManageAllOrdersPage />, { at: '/dashboard/manageallorders', locale });
const deskRow = (name: string) =>
  screen.getByRole('link', { name: ORDER_DESK_UI_TEXT.openOrder({ name }) }).closest('tr') as HTMLElement;
const bookings = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/api/admin/courier/bookings');
const deskReads = () => api.calls.filter((c) => c.method === 'GET' && c.path === '/api/orders').length;

describe('Booking from the order desk', () => {
  it('offers the booking on paid online orders and confirmed cash-on-delivery orders only', async () => {
    renderDesk();
    await screen.findByRole('link', { name: ORDER_DESK_UI_TEXT.openOrder({ name: 'Steel Chain' }) });
    for (const name of ['Steel Chain', 'Alloy Rim', 'Brake Pad']) {
      expect(within(deskRow(name)).getByRole('button', { name: `${C.bookAction}: ${name}` })).toBeTruthy();
      expect(within(deskRow(name)).getByRole('checkbox', { name: C.selectOrder({ name }) })).toBeTruthy();
    }
    for (const name of ['Bell', 'Saddle']) {
      expect(within(deskRow(name)).queryByRole('button', { name: `${C.bookAction}: ${name}` })).toBeNull();
      expect(within(deskRow(name)).queryByRole('checkbox')).toBeNull();
    }
  });

  it('books one order from its row, shows its tracking code and reads the list again', async () => {
    const user = userEvent.setup();
    renderDesk();
    const button = await screen.findByRole('button', { name: `${C.bookAction}: Alloy Rim` });
    const readsBefore = deskReads();
    await user.click(button);
    const results = await screen.findByRole('region', { name: C.resultsHeading });
    expect(within(results).getByText(C.resultBooked({ name: 'Alloy Rim', code: 'SF-o-2' }))).toBeTruthy();
    expect(bookings().map((c) => c.body)).toEqual([{ orderIds: ['o-2'] }]);
    await waitFor(() => expect(deskReads()).toBeGreaterThan(readsBefore));
  });

  it('books the orders ticked with the keyboard at once, and says per order what the courier answered', async () => {
    api.on('POST /api/admin/courier/bookings', {
      results: [
        booked('o-1', 'SF-111'),
        { orderId: 'o-3', ok: false, code: 'courier_refused', message: 'Recipient phone is invalid.' },
      ],
    });
    const user = userEvent.setup();
    renderDesk();
    const bookSelected = await screen.findByRole('button', { name: C.bookSelected({ n: 0 }) });
    expect(bookSelected.hasAttribute('disabled')).toBe(true);
    for (const name of ['Steel Chain', 'Brake Pad']) {
      screen.getByRole('checkbox', { name: C.selectOrder({ name }) }).focus();
      await user.keyboard(' ');
    }
    const ready = screen.getByRole('button', { name: C.bookSelected({ n: 2 }) });
    ready.focus();
    await user.keyboard('{Enter}');
    const results = await screen.findByRole('region', { name: C.resultsHeading });
    expect(bookings().map((c) => c.body)).toEqual([{ orderIds: ['o-1', 'o-3'] }]);
    const lines = within(results)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      C.resultBooked({ name: 'Steel Chain', code: 'SF-111' }),
      C.resultRefused({ name: 'Brake Pad', reason: 'Recipient phone is invalid.' }),
    ]);
    // The selection is cleared once booked.
    expect(screen.getByRole('button', { name: C.bookSelected({ n: 0 }) })).toBeTruthy();
    await user.click(within(results).getByRole('button', { name: C.dismissResults }));
    expect(screen.queryByRole('region', { name: C.resultsHeading })).toBeNull();
  });

  it('ticks every bookable order of the page at once, and says a refusal of the store in its own words', async () => {
    api.on('POST /api/admin/courier/bookings', ({ body }) => ({
      results: (body as { orderIds: string[] }).orderIds.map((orderId) => ({
        orderId,
        ok: false as const,
        code: 'not_bookable',
        message: 'An order that is shipped cannot be booked.',
      })),
    }));
    const user = userEvent.setup();
    renderDesk();
    await user.click(await screen.findByRole('checkbox', { name: C.selectAllBookable }));
    await user.click(screen.getByRole('button', { name: C.bookSelected({ n: 3 }) }));
    const results = await screen.findByRole('region', { name: C.resultsHeading });
    expect(bookings().map((c) => c.body)).toEqual([{ orderIds: ['o-1', 'o-2', 'o-3'] }]);
    expect(
      within(results).getByText(C.resultRefused({ name: 'Steel Chain', reason: BOOKING_FAILURE_TEXT.not_bookable })),
    ).toBeTruthy();
  });

  it('says so when the booking never got an answer', async () => {
    api.on('POST /api/admin/courier/bookings', () => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    renderDesk();
    await user.click(await screen.findByRole('button', { name: `${C.bookAction}: Steel Chain` }));
    expect(await screen.findByText(C.bookFailed)).toBeTruthy();
  });

  it('passes axe with the results shown', async () => {
    const user = userEvent.setup();
    const { container } = renderDesk();
    await user.click(await screen.findByRole('button', { name: `${C.bookAction}: Steel Chain` }));
    await screen.findByRole('region', { name: C.resultsHeading });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });

  it('reads in Bangla: the booking, the selection and the results', async () => {
    const bn = textsIn('bn', 'courier-ui').COURIER_UI_TEXT;
    const user = userEvent.setup();
    renderDesk('bn');
    await user.click(await screen.findByRole('checkbox', { name: bn.selectOrder({ name: 'Alloy Rim' }) }));
    await user.click(screen.getByRole('button', { name: 'বাছাই করাগুলো বুক করুন (১)' }));
    const results = await screen.findByRole('region', { name: bn.resultsHeading });
    expect(within(results).getByText('Alloy Rim: বুক হয়েছে, ট্র্যাকিং কোড SF-o-2')).toBeTruthy();
    expect(screen.getByRole('button', { name: `${bn.bookAction}: Steel Chain` })).toBeTruthy();
  });
});

let current: Order;
const renderOrder = (locale: 'en' | 'bn' = 'en') =>
  renderWithProviders(<OrderPage />, { at: '/dashboard/orders/o-7', path: '/dashboard/orders/:id', locale });
const definition = (region: HTMLElement, term: string) =>
  within(region).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('The courier on the order page', () => {
  beforeEach(() => {
    current = codOrder('o-7', 'Steel Chain', { status: 'processing', total: 300 });
    api.on('GET /api/orders/:id', () => current);
    api.on('GET /api/orders/:id/events', []);
    api.on('POST /api/admin/courier/bookings', () => {
      current = { ...current, ...shippedWith(aParcel({ codAmount: 300 })) };
      return { results: [{ orderId: 'o-7', ok: true, parcel: aParcel({ codAmount: 300 }) }] };
    });
  });

  it("lets the admin book the order, then shows the parcel with the courier's data", async () => {
    const user = userEvent.setup();
    renderOrder();
    const actions = await screen.findByRole('region', { name: ORDER_DESK_UI_TEXT.actions });
    await user.click(within(actions).getByRole('button', { name: C.bookAction }));
    expect(
      await within(actions).findByText(C.resultBooked({ name: 'Steel Chain', code: 'SFR250301ABC' })),
    ).toBeTruthy();
    const parcel = await screen.findByRole('region', { name: C.parcelHeading });
    expect(definition(parcel, C.courier).textContent).toBe('Steadfast');
    expect(definition(parcel, C.consignmentId).textContent).toBe('1424107');
    expect(definition(parcel, C.latestStatus).textContent).toBe(PARCEL_STATUS_LABEL.booked);
    expect(definition(parcel, C.codAmount).textContent).toBe('৳300');
    const link = within(parcel).getByRole('link', { name: /SFR250301ABC/ });
    expect(link.getAttribute('href')).toBe('https://steadfast.com.bd/t/SFR250301ABC');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // Shipped now: nothing to book any more.
    await waitFor(() => expect(within(actions).queryByRole('button', { name: C.bookAction })).toBeNull());
    expect(screen.getByText(ORDER_STATUS_LABEL.shipped)).toBeTruthy();
  });

  it('warns the admin when the courier collected another amount than the cash to collect', async () => {
    current = codOrder('o-7', 'Steel Chain', {
      ...shippedWith(
        aParcel({
          status: 'delivered',
          courierStatus: 'delivered',
          codAmount: 300,
          collectedAmount: 250,
          amountMismatch: true,
        }),
      ),
      status: 'delivered',
    });
    renderOrder();
    const parcel = await screen.findByRole('region', { name: C.parcelHeading });
    expect(definition(parcel, C.collectedAmount).textContent).toBe('৳250');
    expect(within(parcel).getByRole('alert').textContent).toBe(C.mismatch({ collected: '৳250', expected: '৳300' }));
  });

  it("shows the buyer the courier, the tracking link and the latest state in words, not the courier's books", async () => {
    setAdmin(false);
    current = paidOnline(
      'o-7',
      'Steel Chain',
      shippedWith(aParcel({ status: 'in_transit', courierStatus: 'pending' })),
    );
    const { container } = renderOrder();
    const parcel = await screen.findByRole('region', { name: C.parcelHeading });
    expect(definition(parcel, C.courier).textContent).toBe('Steadfast');
    expect(definition(parcel, C.latestStatus).textContent).toBe(PARCEL_STATUS_LABEL.in_transit);
    expect(
      within(parcel)
        .getByRole('link', { name: /SFR250301ABC/ })
        .getAttribute('target'),
    ).toBe('_blank');
    expect(within(parcel).queryByText(C.consignmentId)).toBeNull();
    expect(within(parcel).queryByText(C.codAmount)).toBeNull();
    expect(screen.queryByRole('button', { name: C.bookAction })).toBeNull();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });

  it('reads in Bangla for the buyer, the returned order and its parcel', async () => {
    setAdmin(false);
    const bn = textsIn('bn', 'courier-ui');
    current = paidOnline('o-7', 'Steel Chain', { ...shippedWith(aParcel({ status: 'returned' })), status: 'returned' });
    renderOrder('bn');
    const parcel = await screen.findByRole('region', { name: bn.COURIER_UI_TEXT.parcelHeading });
    expect(definition(parcel, bn.COURIER_UI_TEXT.latestStatus).textContent).toBe(bn.PARCEL_STATUS_LABEL.returned);
    expect(screen.getByText(textsIn('bn', 'order-desk').ORDER_STATUS_LABEL.returned)).toBeTruthy();
  });
});

describe('The courier in My Orders', () => {
  beforeEach(() => {
    setAdmin(false);
    api.on('GET /api/myorders', [
      codOrder('o-1', 'Steel Chain', shippedWith(aParcel({ status: 'on_hold' }))),
      paidOnline('o-2', 'Alloy Rim', { ...shippedWith(aParcel({ trackingCode: 'SF-2' })), status: 'returned' }),
    ]);
  });

  it("shows a cash-on-delivery order's tracking link and the courier's latest state, and a returned order", async () => {
    const { container } = renderWithProviders(<MyOrdersPage />);
    const row = (await screen.findByRole('link', { name: 'Steel Chain' })).closest('tr') as HTMLElement;
    const link = within(row).getByRole('link', { name: /SFR250301ABC/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(row).getByText(PARCEL_STATUS_LABEL.on_hold)).toBeTruthy();
    const returned = screen.getByRole('link', { name: 'Alloy Rim' }).closest('tr') as HTMLElement;
    expect(within(returned).getByText(ORDER_STATUS_LABEL.returned)).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });

  it('reads in Bangla', async () => {
    const bn = textsIn('bn', 'courier-ui');
    renderWithProviders(<MyOrdersPage />, { locale: 'bn' });
    const row = (await screen.findByRole('link', { name: 'Steel Chain' })).closest('tr') as HTMLElement;
    expect(within(row).getByText(bn.PARCEL_STATUS_LABEL.on_hold)).toBeTruthy();
    expect(within(row).getByRole('link', { name: /SFR250301ABC.*নতুন ট্যাবে খুলবে/ })).toBeTruthy();
  });
});
