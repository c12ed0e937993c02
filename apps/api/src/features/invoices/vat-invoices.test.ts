// VAT invoices (decision 233): VAT per line at the rate copied at placement, totals as sums of lines,
// the buyer's business details, financial-year numbers, credit notes on refunds and the VAT summary CSV.
// On SQLite and PostgreSQL.
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  apportion,
  BinSchema,
  BusinessDetailsSchema,
  CreditNoteSchema,
  vatOfInclusive,
  type VatInvoice,
  VatInvoiceSchema,
} from '@store/shared/schemas';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addLine, DELIVERY, postCheckout } from '../../../test/cart-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { payOrder } from '../../../test/order-desk-helpers.ts';
import { createUser } from '../../../test/users.ts';
import { storeDay } from '../../lib/store-time.ts';
import { financialYearOf, takeNextDocumentNumber } from '../orders/document-numbers.ts';

describe('VAT arithmetic', () => {
  it('takes the VAT a price contains, rounded half up to the poisha, at each rate', () => {
    expect(vatOfInclusive(11500, '15')).toBe(1500);
    expect(vatOfInclusive(10500, '5')).toBe(500);
    // 4 × 15 / 115 = 0.52 → 1; 3 × 15 / 115 = 0.39 → 0; 10 × 5 / 105 = 0.476 → 0; 11 × 5 / 105 = 0.524 → 1.
    expect([vatOfInclusive(4, '15'), vatOfInclusive(3, '15')]).toEqual([1, 0]);
    expect([vatOfInclusive(10, '5'), vatOfInclusive(11, '5')]).toEqual([0, 1]);
    expect(vatOfInclusive(999_999_99, '0')).toBe(0);
    expect(vatOfInclusive(999_999_99, 'exempt')).toBe(0);
    // Large amounts stay exact in integers: 123456789 × 3 / 23 = 16103059.4…
    expect(vatOfInclusive(123_456_789, '15')).toBe(16_103_059);
  });

  it('shares an amount in whole poisha that add up to it', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(1, [0, 5])).toEqual([0, 1]);
    expect(apportion(500, [0, 0])).toEqual([500, 0]);
    expect(apportion(9_999, [3, 7]).reduce((a, b) => a + b, 0)).toBe(9_999);
  });

  it('accepts a BIN of 13 digits or an old one of 9, dropping spaces and dashes; refuses others', () => {
    expect(BinSchema.parse(' 000123456-0101 ')).toBe('0001234560101');
    expect(BinSchema.parse('123456789')).toBe('123456789');
    expect(BinSchema.parse('')).toBe('');
    for (const bad of ['12345', '00012345601011', '00012345601O1', '1234567890']) {
      expect(BinSchema.safeParse(bad).success, bad).toBe(false);
    }
    const noName = BusinessDetailsSchema.safeParse({ businessName: '', bin: '0001234560101', businessAddress: '' });
    expect(noName.error?.issues[0]?.path).toEqual(['businessName']);
  });

  it('starts the financial year at 00:00 on 1 July in Dhaka', () => {
    // 30 June 23:59:59 in Dhaka is 17:59:59 UTC; 1 July 00:00 is 18:00 UTC.
    expect(financialYearOf('2026-06-30T17:59:59.999Z')).toBe('2025-26');
    expect(financialYearOf('2026-06-30T18:00:00.000Z')).toBe('2026-27');
    expect(financialYearOf('2026-12-31T23:00:00.000Z')).toBe('2026-27');
    expect(financialYearOf('2099-07-01T00:00:00.000Z')).toBe('2099-00');
  });
});

describe('VAT invoices, credit notes and the VAT summary', () => {
  let t: TestApp;
  let buyer: TestUser;
  let admin: TestUser;
  beforeEach(async () => {
    t = await buildTestApp({ env: { SELLER_BIN: '0001234560101', SELLER_ADDRESS: 'Tongi, Gazipur' } });
    [buyer, admin] = await Promise.all([createUser(t, { name: 'Rahim Uddin' }), createUser(t, { role: 'admin' })]);
  });
  afterEach(async () => {
    await t.close();
  });

  /** Four products, one per rate, in the buyer's cart, checked out with `business` and paid; the order id. */
  async function orderOfFourRates(business?: object) {
    const products = await Promise.all([
      createProduct(t.store.db, { name: 'Chain', priceTaka: 1150, vatRate: '15' }),
      createProduct(t.store.db, { name: 'Helmet', priceTaka: 105, vatRate: '5' }),
      createProduct(t.store.db, { name: 'Manual', priceTaka: 99.99, vatRate: '0' }),
      createProduct(t.store.db, { name: 'Seeds', priceTaka: 50, vatRate: 'exempt' }),
    ]);
    for (const [i, p] of products.entries()) await addLine(t.app, buyer, p.id, i === 1 ? 2 : 1);
    const res = await postCheckout(t.app, buyer, { ...DELIVERY, ...(business && { business }) });
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json<{ insertedId: string }>().insertedId;
    return { orderId, products };
  }

  const getInvoice = async (orderId: string, user: TestUser = buyer) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice`, headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return VatInvoiceSchema.parse(res.json());
  };

  it('writes each line at its rate and the delivery at the standard rate; totals are the sums of the lines', async () => {
    const business = { businessName: 'Rahim Traders', bin: '000123456-0101', businessAddress: 'Tejgaon, Dhaka' };
    const { orderId } = await orderOfFourRates(business);
    await payOrder(t, buyer, orderId);
    const invoice = await getInvoice(orderId);
    expect(invoice.number).toBe(`INV-${financialYearOf(new Date())}-000001`);
    expect(invoice.seller).toMatchObject({ address: 'Tongi, Gazipur', bin: '0001234560101' });
    expect(invoice.buyer).toMatchObject({
      businessName: 'Rahim Traders',
      bin: '0001234560101',
      businessAddress: 'Tejgaon, Dhaka',
    });
    const goods = invoice.vatLines.filter((l) => l.kind === 'goods');
    expect(goods.map((l) => [l.description, l.quantity, l.rate, l.total, l.valueBeforeVat, l.vat])).toEqual([
      ['Chain', 1, '15', 1150, 1000, 150],
      ['Helmet', 2, '5', 210, 200, 10],
      ['Manual', 1, '0', 99.99, 99.99, 0],
      ['Seeds', 1, 'exempt', 50, 50, 0],
    ]);
    const delivery = invoice.vatLines.filter((l) => l.kind === 'delivery');
    const deliveryPoisha = Math.round((invoice.total - 1509.99) * 100);
    if (deliveryPoisha > 0) {
      expect(delivery).toEqual([
        expect.objectContaining({
          rate: '15',
          total: deliveryPoisha / 100,
          vat: vatOfInclusive(deliveryPoisha, '15') / 100,
        }),
      ]);
    } else expect(delivery).toEqual([]);
    const sum = (k: 'total' | 'valueBeforeVat' | 'vat') =>
      Math.round(invoice.vatLines.reduce((s, l) => s + l[k] * 100, 0)) / 100;
    expect(invoice.vatTotals).toMatchObject({
      total: invoice.total,
      valueBeforeVat: sum('valueBeforeVat'),
      vat: sum('vat'),
    });
    expect(invoice.vat).toBe(invoice.vatTotals.vat);
    expect(invoice.vatTotals.byRate.map((r) => r.rate)).toEqual(['15', '5', '0', 'exempt']);
  });

  it('keeps the rate each line had when ordered: a later product edit changes only new orders', async () => {
    const product = await createProduct(t.store.db, { name: 'Helmet', priceTaka: 105, vatRate: '5' });
    await addLine(t.app, buyer, product.id, 1);
    const placed = await postCheckout(t.app, buyer);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ insertedId: string }>().insertedId;
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: admin.headers,
      payload: { vatRate: 'exempt' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ vatRate: 'exempt' });
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: admin.headers,
      payload: { vatRate: '7.5' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.vatRate).toEqual(expect.any(String));
    await payOrder(t, buyer, orderId);
    const line = (await getInvoice(orderId)).vatLines[0];
    expect(line).toMatchObject({ description: 'Helmet', rate: '5', total: 105, valueBeforeVat: 100, vat: 5 });
  });

  it("copies the buyer's profile business details onto the order when checkout gives none", async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/myprofil/${buyer.email}`,
      headers: buyer.headers,
      payload: { education: '', profil: '', city: 'Dhaka', phone: '', businessName: 'Uddin & Sons', bin: '123456789' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const { orderId } = await orderOfFourRates();
    await t.app.inject({
      method: 'PUT',
      url: `/api/myprofil/${buyer.email}`,
      headers: buyer.headers,
      payload: { businessName: 'Renamed Ltd', bin: '0001234560101' },
    });
    await payOrder(t, buyer, orderId);
    expect((await getInvoice(orderId)).buyer).toMatchObject({ businessName: 'Uddin & Sons', bin: '123456789' });
  });

  it('refuses a checkout whose BIN is not 13 or 9 digits, with a field message, and places nothing', async () => {
    const product = await createProduct(t.store.db, {});
    await addLine(t.app, buyer, product.id, 1);
    const res = await postCheckout(t.app, buyer, {
      ...DELIVERY,
      business: { businessName: 'X', bin: '12345', businessAddress: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['business.bin']).toEqual(expect.any(String));
    expect(await t.store.db.selectFrom('orders').select('id').execute()).toEqual([]);
  });

  async function refund(orderId: string, key: string, payload: object) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/refunds`,
      headers: { ...admin.headers, 'idempotency-key': key },
      payload,
    });
    expect([200, 201], res.body).toContain(res.statusCode);
    return res.json<{ refund: { creditNoteNumber: string | null } }>().refund;
  }

  it('a refund issues one credit note in its own series, referencing the invoice, split by rate', async () => {
    const { orderId } = await orderOfFourRates();
    await payOrder(t, buyer, orderId);
    const fy = financialYearOf(new Date());
    // The two helmets (5 %) come back.
    const first = await refund(orderId, 'helmets', { lines: [{ lineNo: 2, quantity: 2 }] });
    expect(first.creditNoteNumber).toBe(`CN-${fy}-000001`);
    // The same refund asked again: the same credit note, no new number.
    expect((await refund(orderId, 'helmets', { lines: [{ lineNo: 2, quantity: 2 }] })).creditNoteNumber).toBe(
      `CN-${fy}-000001`,
    );
    const goodwill = await refund(orderId, 'goodwill', { amount: 100 });
    expect(goodwill.creditNoteNumber).toBe(`CN-${fy}-000002`);
    const counters = await t.store.db.selectFrom('documentCounters').selectAll().orderBy('series').execute();
    expect(counters).toEqual([
      { series: `CN-${fy}`, last: 2 },
      { series: `INV-${fy}`, last: 1 },
    ]);

    const invoice = await getInvoice(orderId);
    const note = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/credit-notes/CN-${fy}-000001`,
      headers: buyer.headers,
    });
    expect(note.statusCode, note.body).toBe(200);
    const helmets = CreditNoteSchema.parse(note.json());
    expect(helmets).toMatchObject({ invoiceNumber: invoice.number, orderId, seller: { bin: '0001234560101' } });
    expect(helmets.lines).toEqual([
      expect.objectContaining({ description: 'Helmet', quantity: 2, rate: '5', vat: 10 }),
    ]);
    expect(helmets.totals).toMatchObject({ total: 210, valueBeforeVat: 200, vat: 10 });

    // ৳100 of goodwill shared among what is left of each line (the helmets are gone), each at its rate.
    const second = CreditNoteSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/${orderId}/credit-notes/CN-${fy}-000002`,
          headers: admin.headers,
        })
      ).json(),
    );
    expect(second.totals.total).toBe(100);
    expect(second.lines.map((l) => l.rate)).not.toContain('5');
    expect(second.lines.every((l) => l.quantity === null)).toBe(true);
    const vatPoisha = second.lines.reduce((s, l) => s + vatOfInclusive(Math.round(l.total * 100), l.rate), 0);
    expect(Math.round(second.totals.vat * 100)).toBe(vatPoisha);
    expect(invoice.creditNotes.map((c) => c.number)).toEqual([`CN-${fy}-000001`, `CN-${fy}-000002`]);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/credit-notes/CN-${fy}-000001/pdf`,
      headers: buyer.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="CN-${fy}-000001.pdf"`);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/credit-notes/CN-${fy}-000009`,
      headers: buyer.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('numbers documents of one series gaplessly when issued at once', async () => {
    const at = '2027-01-15T10:00:00.000Z';
    const numbers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.store.db.transaction().execute((trx) => takeNextDocumentNumber(trx, 'CN', at)),
      ),
    );
    expect(numbers.sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `CN-2026-27-${String(i + 1).padStart(6, '0')}`),
    );
  });

  it('the VAT summary CSV: sales and credit notes by rate and the net VAT, for the admin only', async () => {
    const { orderId } = await orderOfFourRates();
    await payOrder(t, buyer, orderId);
    await refund(orderId, 'helmets', { lines: [{ lineNo: 2, quantity: 2 }] });
    const invoice: VatInvoice = await getInvoice(orderId);
    const today = storeDay(new Date());
    const url = `/api/admin/vat-summary.csv?from=${today}&to=${today}`;
    const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse<Record<string, string>>(res.body, { bom: true, columns: true });
    const cell = (section: string, rate: string, column: string) =>
      rows.find((r) => r.Section === section && r['VAT rate'] === rate)?.[column];
    const salesVat = invoice.vatTotals.vat.toFixed(2);
    expect(cell('Sales', 'All rates', 'VAT (BDT)')).toBe(salesVat);
    expect(cell('Sales', 'All rates', 'Documents')).toBe('1');
    expect(cell('Sales', '5%', 'Value before VAT (BDT)')).toBe('200.00');
    expect(cell('Sales', 'Exempt', 'VAT (BDT)')).toBe('0.00');
    expect(cell('Credit notes', '5%', 'VAT (BDT)')).toBe('10.00');
    expect(cell('Net', 'All rates', 'VAT (BDT)')).toBe((invoice.vatTotals.vat - 10).toFixed(2));
    expect((await t.app.inject({ method: 'GET', url, headers: buyer.headers })).statusCode).toBe(403);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/admin/vat-summary.csv?from=2020-07-01&to=2020-07-31',
      headers: admin.headers,
    });
    expect(parse(before.body, { bom: true, columns: true })).toEqual([
      expect.objectContaining({ Section: 'Sales', 'VAT rate': 'All rates', Documents: '0', 'VAT (BDT)': '0.00' }),
      expect.objectContaining({ Section: 'Credit notes', 'VAT rate': 'All rates', Documents: '0' }),
      expect.objectContaining({ Section: 'Net', 'VAT (BDT)': '0.00' }),
    ]);
  });
});
