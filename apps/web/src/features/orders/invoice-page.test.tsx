import { cleanup, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VatInvoice } from '@store/shared/schemas';
import { apiError, type ApiStub, fileAnswer, stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { InvoicePage } from './invoice-page.tsx';

const { ORDER_DESK_TEXT, INVOICE_TEXT } = englishTexts('order-desk');
const { ORDER_DESK_UI_TEXT } = englishTexts('order-desk-ui');
const { VAT_INVOICE_TEXT: V } = englishTexts('vat');

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const T = ORDER_DESK_UI_TEXT;

const vatLine = (
  kind: 'goods' | 'delivery',
  description: string,
  quantity: number,
  unitPrice: number,
  total: number,
  vat: number,
) =>
  ({
    kind,
    description,
    quantity,
    unitPrice,
    rate: '15',
    total,
    valueBeforeVat: Math.round((total - vat) * 100) / 100,
    vat,
  }) as const;

const anInvoice = (overrides: Partial<VatInvoice> = {}): VatInvoice => ({
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
    businessName: 'Karim Cycle Traders',
    bin: '0001234560202',
    businessAddress: 'Bangshal, Dhaka',
  },
  lines: [
    { productId: 'p-1', productname: 'Steel Chain', unitPrice: 100, quantity: 3, lineTotal: 300 },
    {
      productId: 'p-2',
      variantId: 'v-29',
      variantTitle: '29"',
      sku: 'RIM-29',
      productname: 'Alloy Rim',
      unitPrice: 1250.5,
      quantity: 2,
      lineTotal: 2501,
    },
  ],
  subtotal: 2801,
  shipping: 60,
  total: 2861,
  currency: 'BDT',
  vatRate: 15,
  vat: 373.17,
  vatLines: [
    { ...vatLine('goods', 'Steel Chain', 3, 100, 300, 39.13), rate: '5' as const, valueBeforeVat: 285.71, vat: 14.29 },
    vatLine('goods', 'Alloy Rim — 29"', 2, 1250.5, 2501, 326.22),
    vatLine('delivery', '', 1, 60, 60, 7.83),
  ],
  vatTotals: {
    byRate: [],
    valueBeforeVat: 2512.66,
    vat: 348.34,
    total: 2861,
  },
  creditNotes: [],
  payment: {
    provider: 'stripe',
    transactionId: 'pi_123',
    cardBrand: 'Visa',
    cardLast4: '4242',
    paidAt: '2026-03-01T10:05:00.000Z',
  },
  ...overrides,
});

let api: ApiStub;
beforeEach(() => {
  api = stubApi({ 'GET /api/orders/:id/invoice': anInvoice() });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.error.mockReset();
});

const renderPage = () =>
  renderWithProviders(<InvoicePage />, { at: '/dashboard/orders/o-7/invoice', path: '/dashboard/orders/:id/invoice' });

describe('Invoice page', () => {
  it('shows the number, seller, buyer, lines, totals with VAT, and the payment', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: V.title, level: 1 })).toBeTruthy();
    expect(screen.getByText('INV-2026-000042')).toBeTruthy();
    expect(screen.getByText('Bicycle Manufacturer')).toBeTruthy();
    expect(screen.getByText('000123456-0101')).toBeTruthy();
    expect(screen.getByText('Karim Rahman')).toBeTruthy();
    // The buyer's business and BIN, as the order keeps them.
    expect(screen.getByText('Karim Cycle Traders')).toBeTruthy();
    expect(screen.getByText('0001234560202')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      `${V.description}${V.quantity}${V.unitPrice}${V.valueBeforeVat}${V.rate}${V.vat}${V.total}`,
      'Steel Chain3৳100৳285.715%৳14.29৳300',
      'Alloy Rim29"SKU: RIM-292৳1,250.50৳2,174.7815%৳326.22৳2,501',
      `${INVOICE_TEXT.shipping}1৳60৳52.1715%৳7.83৳60`,
    ]);
    expect(screen.getByText('৳2,861')).toBeTruthy();
    expect(screen.getByText(V.vat, { selector: 'dt' }).nextElementSibling?.textContent).toBe('৳348.34');
    expect(screen.getByText(T.cardEnding({ brand: 'Visa', last4: '4242' }))).toBeTruthy();
    expect(screen.getByText('pi_123')).toBeTruthy();
  });

  it('prints with the browser dialog', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: T.print }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('downloads the PDF with the bearer token as a file named after the invoice', async () => {
    localStorage.setItem('accessToken', 'token-1');
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    api.on(
      'GET /api/orders/:id/invoice.pdf',
      fileAnswer('GET /api/orders/:id/invoice.pdf', '%PDF-1.7', 'application/pdf'),
    );
    const fetchStub = vi.mocked(fetch);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: T.downloadPdf }));
    await waitFor(() => expect(downloads).toEqual(['INV-2026-000042.pdf blob:pdf']));
    const pdfCall = fetchStub.mock.calls.find(([url]) => typeof url === 'string' && url.includes('/invoice.pdf'));
    // An English page asks for the English PDF.
    expect(pdfCall?.[0]).toMatch(/\/invoice\.pdf\?lang=en$/);
    expect(new Headers(pdfCall?.[1]?.headers).get('authorization')).toBe('Bearer token-1');
    expect((createObjectURL.mock.calls[0]?.[0] as Blob).type).toBe('application/pdf');
    click.mockRestore();
    localStorage.clear();
  });

  it('says so when the PDF cannot be downloaded', async () => {
    api.on('GET /api/orders/:id/invoice.pdf', apiError(500, 'INTERNAL', 'Something went wrong.'));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: T.downloadPdf }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(T.downloadFailed));
  });

  it('shows the seller without a BIN as a dash, and lists the credit notes with their PDFs', async () => {
    api.on(
      'GET /api/orders/:id/invoice',
      anInvoice({
        seller: { name: 'Bicycle Manufacturer', address: 'Dhaka', bin: null },
        creditNotes: [
          {
            number: 'CN-2025-26-000003',
            issuedAt: '2026-03-05T10:00:00.000Z',
            total: 300,
            valueBeforeVat: 285.71,
            vat: 14.29,
          },
        ],
      }),
    );
    renderPage();
    const seller = (await screen.findByRole('heading', { name: T.seller })).parentElement as HTMLElement;
    expect(within(seller).getByText('—')).toBeTruthy();
    const notes = screen.getByRole('region', { name: `${V.creditNotes} (${V.creditNoteForm})` });
    expect(within(notes).getByText('CN-2025-26-000003')).toBeTruthy();
    expect(within(notes).getByRole('button', { name: `${V.download}: CN-2025-26-000003` })).toBeTruthy();
  });

  it.each(['en', 'bn'] as const)('reads its VAT lines in %s and passes axe', async (locale) => {
    const { container } = renderWithProviders(<InvoicePage />, {
      at: '/dashboard/orders/o-7/invoice',
      path: '/dashboard/orders/:id/invoice',
      locale,
    });
    const texts = textsIn(locale, 'vat').VAT_INVOICE_TEXT;
    expect(await screen.findByRole('heading', { name: texts.title, level: 1 })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: texts.valueBeforeVat })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: texts.vat })).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it.each(['en', 'bn'] as const)(
    'shows each line discount under its name and the promotions by name and code in %s, passing axe',
    async (locale) => {
      api.on(
        'GET /api/orders/:id/invoice',
        anInvoice({
          total: 2575.9,
          discount: 285.1,
          discounts: [
            { promotionId: 'p-eid', name: 'Eid sale', code: 'EID10', kind: 'order_percent', amount: 280.1 },
            { promotionId: 'p-free', name: 'Free delivery', code: null, kind: 'free_shipping', amount: 60 },
          ],
          vatLines: [
            { ...vatLine('goods', 'Steel Chain', 3, 100, 270, 35.22), discount: 30 },
            { ...vatLine('goods', 'Alloy Rim — 29"', 2, 1250.5, 2250.9, 293.6), discount: 250.1 },
          ],
        }),
      );
      const { container } = renderWithProviders(<InvoicePage />, {
        at: '/dashboard/orders/o-7/invoice',
        path: '/dashboard/orders/:id/invoice',
        locale,
      });
      const { BOOKS_DISCOUNT_TEXT: D } = textsIn(locale, 'promotions-books');
      const discounts = await screen.findByRole('region', { name: D.discounts });
      const items = within(discounts).getAllByRole('listitem');
      expect(items[0]?.textContent).toContain(D.withCode({ name: 'Eid sale', code: 'EID10' }));
      expect(items[1]?.textContent).toContain('Free delivery');
      expect(within(discounts).getByText(D.vatAfterDiscount)).toBeTruthy();
      const rows = within(screen.getByRole('table')).getAllByRole('row');
      expect(rows).toHaveLength(3);
      const money = locale === 'en' ? '৳30' : '৳৩০';
      expect(rows[1]?.textContent).toContain(D.lineDiscount({ amount: `−${money}` }));
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((v) => v.id)).toEqual([]);
    },
  );

  it("shows the server's reason for an order without an invoice", async () => {
    api.on('GET /api/orders/:id/invoice', apiError(404, 'NOT_FOUND', ORDER_DESK_TEXT.noInvoice));
    renderPage();
    expect(await screen.findByText(ORDER_DESK_TEXT.noInvoice)).toBeTruthy();
  });
});
