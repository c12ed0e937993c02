// Where an order goes, as the order page, the invoice and the order desk show it: the structured address
// (places in the page's language, the phone as it is read out) or the spec's free text, and the zone and
// weight the shipping was priced on.
import { cleanup, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { Order, VatInvoice } from '@store/shared/schemas';
import { setAdmin } from '../../testing/admin-session.ts';
import { answer, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { anOrder } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { InvoicePage } from './invoice-page.tsx';
import { ManageAllOrdersPage } from './manage-all-orders-page.tsx';
import { OrderPage } from './order-page.tsx';
import { wholeText } from '../../testing/whole-text.ts';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../../lib/auth.ts', () => import('../../testing/admin-session.ts'));

const { ORDER_DESK_UI_TEXT: T } = englishTexts('order-desk-ui');

const DELIVERY = {
  recipientName: 'Nasima Akter',
  phone: '+8801711000000',
  divisionId: 'dhaka',
  districtId: 'dhaka',
  areaId: 'dhaka/dhanmondi',
  street: 'House 12, Road 5',
  landmark: 'the mosque',
  postcode: '1205',
  line: 'House 12, Road 5 (near the mosque), Dhanmondi, Dhaka 1205',
};

const structured = (overrides: Partial<Order> = {}): Order =>
  anOrder({
    _id: 'o-7',
    status: 'paid',
    paid: true,
    address: DELIVERY.line,
    phone: DELIVERY.phone,
    deliveryAddress: DELIVERY,
    shippingZone: 'Dhaka city',
    weightGrams: 1200,
    subtotal: 300,
    shipping: 60,
    total: 360,
    price: 360,
    ...overrides,
  });

const freeText = (overrides: Partial<Order> = {}): Order =>
  structured({
    address: 'Flat 3B, Lake Road\nKhulna',
    phone: '+880 1811-222333',
    deliveryAddress: null,
    shippingZone: null,
    weightGrams: 0,
    ...overrides,
  });

const anInvoice = (order: Order): VatInvoice => ({
  number: 'INV-2026-000042',
  issuedAt: '2026-03-01T10:05:00.000Z',
  orderId: order._id,
  placedAt: '2026-03-01T10:00:00.000Z',
  status: 'paid',
  seller: { name: 'Bicycle Manufacturer', address: '42 Tejgaon Industrial Area, Dhaka', bin: null },
  buyer: {
    name: 'Karim Rahman',
    email: 'karim@example.com',
    address: order.address,
    phone: order.phone,
    businessName: null,
    bin: null,
    businessAddress: null,
  },
  deliveryAddress: order.deliveryAddress ?? null,
  shippingZone: order.shippingZone ?? null,
  weightGrams: order.weightGrams ?? 0,
  lines: order.lines,
  subtotal: order.subtotal,
  shipping: order.shipping,
  total: order.total,
  currency: 'BDT',
  vatRate: 0,
  vat: 0,
  payment: { provider: 'stripe', transactionId: 'pi_1', cardBrand: null, cardLast4: null, paidAt: null },
  // Exempt lines and a delivery line: what the page draws from them is checked in invoice-page.test.tsx.
  vatLines: [
    ...order.lines.map((l) => ({
      kind: 'goods' as const,
      description: l.productname,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      rate: 'exempt' as const,
      total: l.lineTotal,
      valueBeforeVat: l.lineTotal,
      vat: 0,
    })),
    {
      kind: 'delivery' as const,
      description: '',
      quantity: 1,
      unitPrice: order.shipping,
      rate: 'exempt' as const,
      total: order.shipping,
      valueBeforeVat: order.shipping,
      vat: 0,
    },
  ],
  vatTotals: { byRate: [], valueBeforeVat: order.total, vat: 0, total: order.total },
  creditNotes: [],
});

let api: ApiStub;
beforeEach(() => {
  api = stubApi({ 'GET /api/orders/:id/events': [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setAdmin(false);
});

const showOrder = (order: Order, locale: 'en' | 'bn' = 'en') => {
  api.on('GET /api/orders/:id', order);
  return renderWithProviders(<OrderPage />, { at: '/dashboard/orders/o-7', path: '/dashboard/orders/:id', locale });
};
const showInvoice = (order: Order, locale: 'en' | 'bn' = 'en') => {
  api.on('GET /api/orders/:id/invoice', anInvoice(order));
  return renderWithProviders(<InvoicePage />, {
    at: '/dashboard/orders/o-7/invoice',
    path: '/dashboard/orders/:id/invoice',
    locale,
  });
};
const showDesk = (orders: Order[], locale: 'en' | 'bn' = 'en') => {
  setAdmin(true);
  api.on('GET /api/orders', () =>
    answer('GET /api/orders', orders, { headers: { 'x-total-count': String(orders.length) } }),
  );
  return renderWithProviders(<ManageAllOrdersPage />, { at: '/dashboard/manageallorders', locale });
};
const definition = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
/** A block's lines, one a child. */
const linesOf = (element: Element) => [...element.children].map((child) => child.textContent);

describe('the order page', () => {
  it('shows the structured address line by line and the shipping priced on its zone and weight', async () => {
    showOrder(structured());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: '01711-000000' }).getAttribute('href')).toBe('tel:+8801711000000');
    const address = definition(T.address).firstElementChild as HTMLElement;
    expect(linesOf(address)).toEqual(['Nasima Akter', 'House 12, Road 5', 'Near the mosque', 'Dhanmondi, Dhaka 1205']);
    const shipping = screen.getByText(wholeText('Shipping (Dhaka city, 1.2 kg)'));
    expect(shipping.nextElementSibling?.textContent).toBe('৳60');
    // The owner's zone name is kept as written, not taken for the page's language.
    expect(within(shipping).getByText('Dhaka city').getAttribute('translate')).toBe('no');
  });

  it('writes the places, the weight and the words in Bangla on a Bangla page; the buyer’s own text as typed', async () => {
    showOrder(structured(), 'bn');
    await screen.findByRole('heading', { level: 1 });
    const address = screen.getByText('Nasima Akter').parentElement as HTMLElement;
    expect(linesOf(address)).toEqual(['Nasima Akter', 'House 12, Road 5', 'the mosque-এর কাছে', 'ধানমন্ডি, ঢাকা 1205']);
    expect(screen.getByText('Nasima Akter').getAttribute('translate')).toBe('no');
    expect(screen.getByText(wholeText('ডেলিভারি চার্জ (Dhaka city, ১.২ কেজি)')).nextElementSibling?.textContent).toBe(
      '৳৬০',
    );
  });

  it('names the default zone in the page’s language, and the zone alone when nothing was weighed', async () => {
    showOrder(structured({ shippingZone: 'Bangladesh', weightGrams: 0 }), 'bn');
    expect(await screen.findByText('ডেলিভারি চার্জ (বাংলাদেশ)')).toBeTruthy();
  });

  it('keeps the free-text address as typed, and a plain shipping label, for an order from before zones', async () => {
    showOrder(freeText());
    await screen.findByRole('heading', { level: 1 });
    expect(definition(T.address).textContent).toBe('Flat 3B, Lake Road\nKhulna');
    expect(screen.getByRole('link', { name: '+880 1811-222333' })).toBeTruthy();
    expect(screen.getByText('Shipping', { selector: 'dt' }).nextElementSibling?.textContent).toBe('৳60');
  });

  it('passes axe with a structured address', async () => {
    const { container } = showOrder(structured());
    await screen.findByText('Nasima Akter');
    // jsdom draws nothing: colour contrast is the browser tests' to check.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });
});

describe('the invoice', () => {
  it('shows the recipient, phone, street, landmark and place, and the shipping’s zone and weight', async () => {
    showInvoice(structured());
    const address = (await screen.findByText('Nasima Akter')).parentElement as HTMLElement;
    expect(linesOf(address)).toEqual([
      'Nasima Akter',
      '01711-000000',
      'House 12, Road 5',
      'Near the mosque',
      'Dhanmondi, Dhaka 1205',
    ]);
    // The delivery line of the VAT table: its label, then quantity 1 and the amount.
    const delivery = screen.getByText(wholeText('Shipping (Dhaka city, 1.2 kg)')).closest('tr') as HTMLElement;
    expect(delivery.textContent).toContain('৳60');
  });

  it('writes the places and the weight in Bangla on a Bangla page', async () => {
    showInvoice(structured(), 'bn');
    const address = (await screen.findByText('Nasima Akter')).parentElement as HTMLElement;
    expect(linesOf(address).at(-1)).toBe('ধানমন্ডি, ঢাকা 1205');
    expect(screen.getByText(wholeText('ডেলিভারি চার্জ (Dhaka city, ১.২ কেজি)'))).toBeTruthy();
  });

  it('keeps the free-text address and phone of an order without a structured one', async () => {
    showInvoice(freeText());
    expect((await screen.findByText(/Flat 3B, Lake Road/)).textContent).toBe('Flat 3B, Lake Road\nKhulna');
    expect(screen.getByText('+880 1811-222333')).toBeTruthy();
    expect(screen.getByText('Shipping', { selector: 'td' })).toBeTruthy();
  });

  it('passes axe with a structured address', async () => {
    const { container } = showInvoice(structured());
    await screen.findByText('Nasima Akter');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });
});

describe('the order desk', () => {
  const cellOf = (name: string) => {
    const row = screen.getByRole('link', { name: T.openOrder({ name }) }).closest('tr') as HTMLElement;
    return within(row).getByText(name === 'Steel Chain' ? 'Nasima Akter' : /Khulna/).parentElement as HTMLElement;
  };

  it('shows each order’s recipient and place, or its free text, and what its shipping was priced on', async () => {
    showDesk([structured(), freeText({ _id: 'o-8', productname: 'Brake Pad', shippingZone: 'Outside Dhaka' })]);
    expect(await screen.findByRole('columnheader', { name: 'Deliver to' })).toBeTruthy();
    expect(linesOf(cellOf('Steel Chain'))).toEqual(['Nasima Akter', 'Dhanmondi, Dhaka 1205', 'Dhaka city, 1.2 kg']);
    expect(linesOf(cellOf('Brake Pad'))).toEqual(['Flat 3B, Lake Road\nKhulna', 'Outside Dhaka']);
  });

  it('writes the places and the weight in Bangla on a Bangla page', async () => {
    showDesk([structured()], 'bn');
    expect(await screen.findByRole('columnheader', { name: 'ডেলিভারির ঠিকানা' })).toBeTruthy();
    expect(linesOf(screen.getByText('Nasima Akter').parentElement as HTMLElement)).toEqual([
      'Nasima Akter',
      'ধানমন্ডি, ঢাকা 1205',
      'Dhaka city, ১.২ কেজি',
    ]);
  });
});
