// The buyer's and the admin's order pages on a Bangla page (/bn/dashboard/…): texts, state labels,
// prices, quantities and dates in Bangla; names, emails, ids and numbers of record as they are.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateIn } from '@store/shared/i18n/format';
import { textsIn } from '@store/shared/i18n/server';
import type { OrderEvent, Product, VatInvoice } from '@store/shared/schemas';
import { setAdmin } from '../../testing/admin-session.ts';
import { answer, type ApiStub, apiError, stubApi } from '../../testing/api-stub.ts';
import { anOrder } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { OrderForm } from './components/order-form.tsx';
import { InvoicePage } from './invoice-page.tsx';
import { ManageAllOrdersPage } from './manage-all-orders-page.tsx';
import { MyOrdersPage } from './my-orders-page.tsx';
import { OrderPage } from './order-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
vi.mock('../../lib/auth.ts', () => import('../../testing/admin-session.ts'));

// The booking's SweetAlert2 message is not under test here.
vi.mock('sweetalert2', () => ({ default: { fire: vi.fn() } }));

const line = (productId: string, productname: string, unitPrice: number, quantity: number) => ({
  productId,
  productname,
  unitPrice,
  quantity,
  lineTotal: unitPrice * quantity,
});

let api: ApiStub;
beforeEach(() => {
  api = stubApi({});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setAdmin(false);
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('My Orders in Bangla', () => {
  it('shows the heading, columns, states, prices and the deadline in Bangla, names as they are', async () => {
    api.on('GET /api/myorders', [
      anOrder({ _id: 'o-1', expiresAt: '2026-03-03T10:00:00.000Z' }),
      anOrder({
        _id: 'o-2',
        productname: 'Alloy Rim and 1 more',
        orderQuanty: 1250,
        paid: true,
        status: 'shipped',
        transactionId: 'pi_123abc',
        lines: [line('p-2', 'Alloy Rim', 1000, 1000), line('p-3', 'Brake Pad', 10, 250)],
      }),
    ]);
    renderWithProviders(<MyOrdersPage />, { at: '/dashboard/myorders', locale: 'bn' });
    expect(await screen.findByRole('heading', { name: 'আমার অর্ডার (২)' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'নাম',
      'অর্ডারের পরিমাণ',
      'পেমেন্ট',
      'অর্ডার বাতিল',
    ]);
    const unpaid = screen.getByRole('link', { name: 'Steel Chain' }).closest('tr') as HTMLElement;
    expect(within(unpaid).getByRole('link', { name: 'পেমেন্ট করুন' })).toBeTruthy();
    expect(within(unpaid).getByText('পেমেন্ট বাকি')).toBeTruthy();
    expect(
      within(unpaid).getByText(`পেমেন্টের শেষ সময়: ${formatDateIn('bn', '2026-03-03T10:00:00.000Z', 'dateTime')}`),
    ).toBeTruthy();
    expect(within(unpaid).getByRole('button', { name: 'Steel Chain-এর অর্ডার বাতিল করুন' })).toBeTruthy();
    // An order of several lines is named in Bangla from its lines; the names stay as they are.
    const shipped = screen.getByRole('link', { name: 'Alloy Rim ও আরও ১টি' }).closest('tr') as HTMLElement;
    expect(within(shipped).getByText('পাঠানো হয়েছে')).toBeTruthy();
    expect(within(shipped).getByText('পেমেন্ট হয়েছে')).toBeTruthy();
    expect(within(shipped).getByRole('cell', { name: '১,২৫০' })).toBeTruthy();
    expect(within(shipped).getByText('pi_123abc').getAttribute('translate')).toBe('no');
  });

  it('asks to confirm a cancel in Bangla', async () => {
    const user = userEvent.setup();
    api.on('GET /api/myorders', [anOrder()]);
    renderWithProviders(<MyOrdersPage />, { at: '/dashboard/myorders', locale: 'bn' });
    await user.click(await screen.findByRole('button', { name: 'Steel Chain-এর অর্ডার বাতিল করুন' }));
    const dialog = screen.getByRole('dialog', { name: 'আপনি কি সত্যিই অর্ডারটি বাতিল করতে চান?' });
    expect(within(dialog).getByRole('button', { name: 'এখনই বাতিল করুন' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'অর্ডার রাখুন' })).toBeTruthy();
  });
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

describe('An order in Bangla', () => {
  beforeEach(() => {
    api.on(
      'GET /api/orders/:id',
      anOrder({
        _id: 'o-7',
        status: 'paid',
        paid: true,
        buyerName: 'Karim Rahman',
        transactionId: 'pi_777',
        paymentProvider: 'stripe',
        paymentMethod: 'stripe',
        cardBrand: 'Visa',
        cardLast4: '4242',
        invoiceNumber: 'INV-2026-000042',
        lines: [{ ...line('p-1', 'Steel Chain', 1250, 2), variantId: 'v-1', variantTitle: '11-speed', sku: 'SC-11' }],
        subtotal: 2500,
        shipping: 120,
        total: 2620,
        price: 2620,
      }),
    );
    api.on('GET /api/orders/:id/events', [
      event({ id: 'e-1' }),
      event({ id: 'e-2', from: 'unpaid', to: 'paid', by: null, at: '2026-03-01T10:05:00.000Z' }),
    ]);
  });

  it('shows its state, lines, totals, payment and timeline in Bangla', async () => {
    renderWithProviders(<OrderPage />, { at: '/dashboard/orders/o-7', path: '/dashboard/orders/:id', locale: 'bn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'অর্ডার: Steel Chain' })).toBeTruthy();
    const definition = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(definition('অবস্থা').textContent).toBe('পেমেন্ট হয়েছে');
    expect(definition('অর্ডারের সময়').textContent).toBe(formatDateIn('bn', '2026-03-01T10:00:00.000Z', 'dateTime'));
    expect(screen.getByText('২ × ৳১,২৫০ =', { exact: false }).textContent).toBe('২ × ৳১,২৫০ = ৳২,৫০০');
    // The variant's title as it was ordered, left untranslated.
    expect(screen.getByText('11-speed').getAttribute('translate')).toBe('no');
    expect(screen.getByText('SKU: SC-11')).toBeTruthy();
    expect(definition('সাবটোটাল').textContent).toBe('৳২,৫০০');
    expect(definition('ডেলিভারি চার্জ').textContent).toBe('৳১২০');
    expect(definition('মোট').textContent).toBe('৳২,৬২০');
    // The payment area's own label (its Bangla is that area's).
    expect(definition('পেমেন্টের ধরন').textContent).toBe(textsIn('bn', 'payments').PAYMENT_TEXT.methodLabelStripe);
    expect(definition('কার্ড').textContent).toBe('Visa, শেষ চার অঙ্ক 4242');
    expect(definition('ইনভয়েস নম্বর').textContent).toBe('INV-2026-000042');
    expect(screen.getByRole('link', { name: 'ইনভয়েস দেখুন' })).toBeTruthy();
    const timeline = await screen.findByRole('list', { name: 'অর্ডারের ইতিহাস' });
    const items = within(timeline).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('অর্ডার দেওয়া হয়েছে')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('karim@example.com করেছেন')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('দোকানের পক্ষ থেকে')).toBeTruthy();
  });

  it("gives an admin the table's actions in Bangla", async () => {
    setAdmin(true);
    renderWithProviders(<OrderPage />, { at: '/dashboard/orders/o-7', path: '/dashboard/orders/:id', locale: 'bn' });
    const actions = (await screen.findByRole('heading', { name: 'করণীয়' })).closest('section') as HTMLElement;
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'কুরিয়ারে বুক করুন',
      'প্রস্তুত হচ্ছে হিসেবে চিহ্নিত করুন',
      'বাতিল করে টাকা ফেরত দিন',
      'টাকা ফেরত দিন',
      'আংশিক ফেরত',
    ]);
    expect(screen.getByRole('link', { name: 'সব অর্ডারে ফিরে যান' })).toBeTruthy();
  });
});

describe('The order desk in Bangla', () => {
  beforeEach(() => {
    setAdmin(true);
    const orders = [
      anOrder({ _id: 'o-1', productname: 'Steel Chain', paid: true, status: 'processing', transactionId: 'pi_1' }),
      anOrder({ _id: 'o-2', productname: 'Alloy Rim', price: 150000, paymentMethod: 'cod', cashToCollect: 150000 }),
    ];
    api.on('GET /api/orders', answer('GET /api/orders', orders, { headers: { 'x-total-count': '2' } }));
    api.on('GET /api/admin/cash-to-collect', { orders: 1, amount: 150000 });
  });

  it('shows the filters, states, prices and the cash to collect in Bangla', async () => {
    renderWithProviders(<ManageAllOrdersPage />, { at: '/dashboard/manageallorders', locale: 'bn' });
    expect(await screen.findByRole('heading', { name: 'সব অর্ডার (২)' })).toBeTruthy();
    const state = screen.getByLabelText<HTMLSelectElement>('অবস্থা');
    expect([...state.options].map((o) => o.textContent)).toEqual([
      'সব অবস্থা',
      'পেমেন্ট বাকি',
      'পেমেন্ট হয়েছে',
      'প্রস্তুত হচ্ছে',
      'পাঠানো হয়েছে',
      'ডেলিভারি হয়েছে',
      'বাতিল',
      'মেয়াদ শেষ',
      'টাকা ফেরত বাকি',
      'টাকা ফেরত দেওয়া হয়েছে',
      'ফেরত এসেছে',
    ]);
    expect(screen.getByRole('button', { name: 'CSV ডাউনলোড' })).toBeTruthy();
    expect(
      screen.getByText('এখনো ক্যাশ আদায় বাকি: কনফার্ম হওয়া ১টি ক্যাশ অন ডেলিভারি অর্ডারে মোট ৳১,৫০,০০০।'),
    ).toBeTruthy();
    const rim = screen.getByRole('link', { name: 'Alloy Rim-এর অর্ডার খুলুন' }).closest('tr') as HTMLElement;
    expect(within(rim).getByText('৳১,৫০,০০০')).toBeTruthy();
    expect(within(rim).getByText('ক্যাশ আদায় বাকি: ৳১,৫০,০০০')).toBeTruthy();
    expect(within(rim).getByText('পেমেন্ট বাকি')).toBeTruthy();
  });

  it("keeps the shipping dialog open with the schema's messages in Bangla", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ManageAllOrdersPage />, { at: '/dashboard/manageallorders', locale: 'bn' });
    await user.click(await screen.findByRole('button', { name: 'পাঠানো হয়েছে হিসেবে চিহ্নিত করুন: Steel Chain' }));
    const dialog = await screen.findByRole('dialog', { name: 'পাঠানো হয়েছে হিসেবে চিহ্নিত করুন?' });
    expect(within(dialog).getByText('অর্ডার o-1 এখন "পাঠানো হয়েছে" হবে।')).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'অন্য কুরিয়ার' }).getAttribute('value')).toBe('Other');
    expect(within(dialog).getByRole('button', { name: 'না, থাক' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'হ্যাঁ, করুন' }));
    expect(await within(dialog).findByText('ট্র্যাকিং নম্বর দিন')).toBeTruthy();
    expect(within(dialog).getAllByText('কুরিয়ার বেছে নিন').length).toBeGreaterThan(1);
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says in Bangla that the order changed meanwhile', async () => {
    const user = userEvent.setup();
    api.on(
      'POST /api/orders/:id/transitions',
      apiError(409, 'TRANSITION_NOT_ALLOWED', 'An order that is cancelled cannot become processing.', undefined, {
        currentStatus: 'cancelled',
      }),
    );
    api.on(
      'GET /api/orders',
      answer('GET /api/orders', [anOrder({ paid: true, status: 'paid', transactionId: 'pi_1' })], {
        headers: { 'x-total-count': '1' },
      }),
    );
    renderWithProviders(<ManageAllOrdersPage />, { at: '/dashboard/manageallorders', locale: 'bn' });
    await user.click(await screen.findByRole('button', { name: 'প্রস্তুত হচ্ছে হিসেবে চিহ্নিত করুন: Steel Chain' }));
    await user.click(await screen.findByRole('button', { name: 'হ্যাঁ, করুন' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'এর মধ্যে অর্ডারটি বদলে গেছে: এখন এটি "বাতিল"। পেজে এখনকার অবস্থাই দেখানো হচ্ছে।',
      ),
    );
  });
});

describe('The invoice in Bangla', () => {
  const invoice: VatInvoice = {
    number: 'INV-2026-000042',
    issuedAt: '2026-03-01T10:05:00.000Z',
    orderId: 'o-7',
    placedAt: '2026-03-01T10:00:00.000Z',
    status: 'paid',
    seller: { name: 'Bicycle Manufacturer', address: '42 Tejgaon Industrial Area, Dhaka', bin: '000123456-0101' },
    buyer: {
      name: 'Karim Rahman',
      email: 'karim@example.com',
      address: 'Dhanmondi, Dhaka',
      phone: '01711000000',
      businessName: null,
      bin: null,
      businessAddress: null,
    },
    lines: [line('p-2', 'Alloy Rim', 1250, 2)],
    subtotal: 2500,
    shipping: 120,
    total: 2620,
    currency: 'BDT',
    vatRate: 15,
    vat: 341.74,
    payment: { provider: 'stripe', transactionId: 'pi_123', cardBrand: null, cardLast4: '4242', paidAt: null },
    vatLines: [
      {
        kind: 'goods',
        description: 'Alloy Rim',
        quantity: 2,
        unitPrice: 1250,
        rate: '15',
        total: 2500,
        valueBeforeVat: 2173.91,
        vat: 326.09,
      },
      {
        kind: 'delivery',
        description: '',
        quantity: 1,
        unitPrice: 120,
        rate: '15',
        total: 120,
        valueBeforeVat: 104.35,
        vat: 15.65,
      },
    ],
    vatTotals: { byRate: [], valueBeforeVat: 2278.26, vat: 341.74, total: 2620 },
    creditNotes: [],
  };

  it('writes its words, quantities, amounts and dates in Bangla, and the parties as they are', async () => {
    api.on('GET /api/orders/:id/invoice', invoice);
    renderWithProviders(<InvoicePage />, {
      at: '/dashboard/orders/o-7/invoice',
      path: '/dashboard/orders/:id/invoice',
      locale: 'bn',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'কর চালানপত্র' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'প্রিন্ট করুন' })).toBeTruthy();
    expect(screen.getByText('সরবরাহের তারিখ ও সময়').nextElementSibling?.textContent).toBe(
      formatDateIn('bn', '2026-03-01T10:05:00.000Z', 'dateTime'),
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'বিবরণ',
      'পরিমাণ',
      'একক মূল্য',
      'ভ্যাট ছাড়া মূল্য',
      'ভ্যাট হার',
      'ভ্যাট',
      'ভ্যাটসহ মোট',
    ]);
    const row = screen.getByText('Alloy Rim').closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Alloy Rim', '২', '৳১,২৫০', '৳২,১৭৩.৯১', '১৫%', '৳৩২৬.০৯', '৳২,৫০০']);
    expect(screen.getByText('ভ্যাটসহ মোট', { selector: 'dt' }).nextElementSibling?.textContent).toBe('৳২,৬২০');
    expect(screen.getByText('ভ্যাট', { selector: 'dt' }).nextElementSibling?.textContent).toBe('৳৩৪১.৭৪');
    expect(screen.getByText('কার্ড, শেষ চার অঙ্ক 4242')).toBeTruthy();
    expect(screen.getByText('Karim Rahman').closest('[translate="no"]')).toBeTruthy();
  });
  it('downloads the PDF in Bangla, the language of the page', async () => {
    api.on('GET /api/orders/:id/invoice', invoice);
    api.on('GET /api/orders/:id/invoice.pdf', apiError(500, 'INTERNAL', 'Something went wrong.'));
    const user = userEvent.setup();
    renderWithProviders(<InvoicePage />, {
      at: '/dashboard/orders/o-7/invoice',
      path: '/dashboard/orders/:id/invoice',
      locale: 'bn',
    });
    const { ORDER_DESK_UI_TEXT } = textsIn('bn', 'order-desk-ui');
    await user.click(await screen.findByRole('button', { name: ORDER_DESK_UI_TEXT.downloadPdf }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.url.includes('/invoice.pdf')).map((c) => c.url)).toEqual([
        '/api/orders/o-7/invoice.pdf?lang=bn',
      ]),
    );
  });
});

describe('The Order Now form in Bangla', () => {
  it('asks a buyer without addresses for one in Bangla, orders nothing meanwhile, and shows the price in Bengali digits', async () => {
    const user = userEvent.setup();
    api.on('GET /api/addresses', []);
    const product: Product = {
      _id: 'p-1',
      name: 'Disc Brake Rotor',
      img: '/images/products/rotor.svg',
      des: 'A rotor.',
      minQuantity: 2,
      maxQuantity: 10,
      price: 1250,
    };
    renderWithProviders(
      <OrderForm product={product} quantity={3} email="karim@example.com" onBooked={() => undefined} />,
      { locale: 'bn' },
    );
    expect(screen.getByRole('heading', { name: 'এখনই অর্ডার করুন' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('অর্ডারের পরিমাণ').value).toBe('৩');
    expect(screen.getByLabelText<HTMLInputElement>('দাম').value).toBe('৳৩,৭৫০');
    expect(await screen.findByRole('heading', { name: 'নতুন ডেলিভারির ঠিকানা' })).toBeTruthy();
    const orderNow = screen.getByRole<HTMLButtonElement>('button', { name: 'এখনই অর্ডার করুন' });
    expect(orderNow.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'সংরক্ষণ করে এখানে পাঠান' }));
    expect(await screen.findByText('প্রাপকের নাম দিতে হবে')).toBeTruthy();
    expect(screen.getByText('বাড়ি, রাস্তা আর গ্রাম বা মহল্লা দিতে হবে')).toBeTruthy();
    expect(orderNow.disabled).toBe(true);
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
