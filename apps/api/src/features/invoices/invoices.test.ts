// Invoices: numbers given at payment (gapless per financial year in Dhaka, also with two app instances paying 50
// orders at once on one database), the backfill of migration 091, GET /orders/{id}/invoice (JSON) and
// …/invoice.pdf (its text read back with pdf-parse). On SQLite and PostgreSQL.
import { PDFParse } from 'pdf-parse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import { API_ERROR } from '@store/shared/messages';
import { InvoiceSchema, type Invoice, type Order } from '@store/shared/schemas';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, createTestDatabase, type TestApp, testDbKind } from '../../../test/build-test-app.ts';
import { insertDeskOrder } from '../../../test/order-desk-fixtures.ts';
import { createUser } from '../../../test/users.ts';
import { createProductWithVariants, insertVariantOrder } from '../../../test/variant-fixtures.ts';
import { migrateTo, migrateToLatest } from '../../db/migrate.ts';
import { financialYearOf } from '../orders/document-numbers.ts';
import { assignInvoiceNumber, formatInvoiceNumber } from '../orders/order-transitions.service.ts';
import { formatDocumentNumber } from '../orders/document-numbers.ts';
import { vatContained } from './invoices.service.ts';

const { COMPANY, SPEC_TEXT } = englishTexts('common');

const nextYear = new Date().getUTCFullYear() + 1;
const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: nextYear, cvc: '123', postalCode: '1207' };
const thisYear = () => financialYearOf(new Date());

/** Pays the order through the sandbox provider as its owner would: an intent, then the card. */
async function pay(app: TestApp['app'], user: TestUser, orderId: string, priceTaka: number): Promise<string> {
  const intent = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: user.headers,
    payload: { price: priceTaka, order: orderId },
  });
  if (intent.statusCode !== 200) throw new Error(`intent: ${intent.statusCode} ${intent.body}`);
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    headers: user.headers,
    payload: { clientSecret: intent.json<{ clientSecret: string }>().clientSecret, card },
  });
  if (res.statusCode !== 200) throw new Error(`confirm: ${res.statusCode} ${res.body}`);
  return res.json<{ paymentIntent: { id: string } }>().paymentIntent.id;
}

async function invoiceNumbers(t: TestApp): Promise<string[]> {
  const rows = await t.store.db
    .selectFrom('orders')
    .select('invoiceNumber')
    .where('invoiceNumber', 'is not', null)
    .execute();
  return rows.map((r) => r.invoiceNumber ?? '').sort();
}

describe('invoice numbers', () => {
  let t: TestApp;
  let buyer: TestUser;
  beforeEach(async () => {
    t = await buildTestApp();
    buyer = await createUser(t, { name: 'Rahim Uddin' });
  });
  afterEach(async () => {
    await t.close();
  });

  it('a payment gives the order the next number of the year; an unpaid order has none', async () => {
    const a = await insertDeskOrder(t.store.db, buyer);
    const b = await insertDeskOrder(t.store.db, buyer);
    const unpaid = await insertDeskOrder(t.store.db, buyer);
    await pay(t.app, buyer, b, 2501);
    await pay(t.app, buyer, a, 2501);
    const get = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: buyer.headers })).json<Order>();
    expect((await get(b)).invoiceNumber).toBe(`INV-${thisYear()}-000001`);
    expect((await get(a)).invoiceNumber).toBe(`INV-${thisYear()}-000002`);
    expect((await get(unpaid)).invoiceNumber).toBeNull();
  });

  it("counts per financial year of the store's clock (1 July, Dhaka), from 1 each year, and never renumbers an order", async () => {
    const ids = await Promise.all([1, 2, 3].map(() => insertDeskOrder(t.store.db, buyer)));
    const [x, y, z] = ids as [string, string, string];
    // 17:59 UTC on 30 June is 23:59 in Dhaka; 18:00 UTC is 00:00 on 1 July, the new financial year.
    const numbers = await t.store.db
      .transaction()
      .execute(async (trx) => [
        await assignInvoiceNumber(trx, x, '2027-06-30T17:59:59.999Z'),
        await assignInvoiceNumber(trx, y, '2027-06-30T18:00:00.000Z'),
        await assignInvoiceNumber(trx, z, '2027-09-01T10:00:00.000Z'),
        await assignInvoiceNumber(trx, x, '2027-09-02T10:00:00.000Z'),
      ]);
    expect(numbers).toEqual(['INV-2026-27-000001', 'INV-2027-28-000001', 'INV-2027-28-000002', 'INV-2026-27-000001']);
    expect(formatDocumentNumber('INV', '2026-27', 123)).toBe('INV-2026-27-000123');
  });

  it('a payment that rolls back gives its number back (no gap)', async () => {
    const [a, b] = [await insertDeskOrder(t.store.db, buyer), await insertDeskOrder(t.store.db, buyer)];
    await expect(
      t.store.db.transaction().execute(async (trx) => {
        await assignInvoiceNumber(trx, a, new Date().toISOString());
        throw new Error('the payment failed after the number was taken');
      }),
    ).rejects.toThrow('the payment failed');
    await pay(t.app, buyer, b, 2501);
    expect(await invoiceNumbers(t)).toEqual([`INV-${thisYear()}-000001`]);
  });
});

describe('invoice numbers with two app instances on one database', () => {
  it('50 orders paid at once through both get 50 distinct consecutive numbers', async () => {
    const database = await createTestDatabase(testDbKind(), { shared: true });
    const env = { RATE_LIMITS: 'off', MAX_OPEN_UNPAID_ORDERS: '1000' };
    const one = await buildTestApp({ database, env });
    const two = await buildTestApp({ database, store: database.openAnother(), env });
    try {
      const buyers = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(one)));
      const orders: { id: string; buyer: TestUser }[] = [];
      for (let i = 0; i < 50; i++) {
        const buyer = buyers[i % buyers.length] as TestUser;
        orders.push({ id: await insertDeskOrder(one.store.db, buyer), buyer });
      }
      await Promise.all(orders.map((o, i) => pay((i % 2 === 0 ? one : two).app, o.buyer, o.id, 2501)));
      const expected = Array.from({ length: 50 }, (_, i) => formatDocumentNumber('INV', thisYear(), i + 1));
      expect(await invoiceNumbers(one)).toEqual(expected);
      const counter = await one.store.db.selectFrom('documentCounters').selectAll().execute();
      expect(counter).toEqual([{ series: `INV-${thisYear()}`, last: 50 }]);
    } finally {
      await two.app.close();
      await one.close();
      await database.drop();
    }
  });
});

describe('migration 091 on existing orders', () => {
  it('numbers the orders paid before it, per Dhaka year, in the order they were paid', async () => {
    const database = await createTestDatabase(undefined, { empty: true });
    try {
      const db = database.store.db;
      await migrateTo(database.store, '081-cart-checkout');
      const owner = { id: 'u-old', email: 'old@example.com' };
      const late = await insertDeskOrder(db, owner, { status: 'paid', paidAt: '2025-06-02T10:00:00.000Z' });
      const early = await insertDeskOrder(db, owner, { status: 'refund_due', paidAt: '2025-06-01T10:00:00.000Z' });
      // 31 December 2025, 19:00 UTC: already 2026 in Dhaka.
      const newYear = await insertDeskOrder(db, owner, { status: 'paid', paidAt: '2025-12-31T19:00:00.000Z' });
      const unpaid = await insertDeskOrder(db, owner, {});
      await migrateToLatest(database.store);
      const rows = await db.selectFrom('orders').select(['id', 'invoiceNumber', 'invoiceIssuedAt']).execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(byId.get(early)).toMatchObject({
        invoiceNumber: 'INV-2025-000001',
        invoiceIssuedAt: '2025-06-01T10:00:00.000Z',
      });
      expect(byId.get(late)?.invoiceNumber).toBe('INV-2025-000002');
      expect(byId.get(newYear)?.invoiceNumber).toBe('INV-2026-000001');
      expect(byId.get(unpaid)?.invoiceNumber).toBeNull();
      const counters = await db.selectFrom('invoiceCounters').selectAll().orderBy('year').execute();
      expect(counters).toEqual([
        { year: 2025, last: 2 },
        { year: 2026, last: 1 },
      ]);
      // Numbers given since decision 233 run per financial year in their own series; the old ones stay.
      const next = await insertDeskOrder(db, owner);
      expect(await assignInvoiceNumber(db, next, '2025-07-01T00:00:00.000Z')).toBe('INV-2025-26-000001');
      expect(byId.get(early)?.invoiceNumber).toBe(formatInvoiceNumber(2025, 1));
    } finally {
      await database.drop();
    }
  });
});

describe('GET /api/orders/{id}/invoice and /invoice.pdf', () => {
  let t: TestApp;
  let buyer: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let orderId: string;
  let transactionId: string;

  async function setUp(env: Record<string, string> = {}) {
    t = await buildTestApp({ env });
    [buyer, other, admin] = await Promise.all([
      createUser(t, { name: 'রহিম উদ্দিন' }),
      createUser(t),
      createUser(t, { role: 'admin' }),
    ]);
    orderId = await insertDeskOrder(t.store.db, buyer, {
      address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা',
      phone: '+8801711000000',
      lines: [
        { name: 'Disc Brake Rotor', unitPriceTaka: 1250.5, quantity: 2 },
        { name: 'Brake Pads', unitPriceTaka: 99, quantity: 3 },
      ],
      shippingTaka: 120,
    });
    transactionId = await pay(t.app, buyer, orderId, 2918);
  }
  afterEach(async () => {
    await t.close();
  });

  const getInvoice = (id: string, user: TestUser | null, suffix = '') =>
    t.app.inject({ method: 'GET', url: `/api/orders/${id}/invoice${suffix}`, headers: user?.headers ?? {} });

  const withoutVariant = { productId: null, variantId: null, variantTitle: '', sku: null };

  it("answers the owner the invoice: seller (the store's company by default), buyer, lines, totals, payment", async () => {
    await setUp();
    const res = await getInvoice(orderId, buyer);
    expect(res.statusCode, res.body).toBe(200);
    const invoice = InvoiceSchema.parse(res.json());
    expect(invoice).toMatchObject({
      number: `INV-${thisYear()}-000001`,
      orderId,
      status: 'paid',
      seller: { name: SPEC_TEXT.brand, address: COMPANY.address, bin: null },
      buyer: {
        name: 'রহিম উদ্দিন',
        email: buyer.email,
        address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা',
        phone: '+8801711000000',
      },
      subtotal: 2798,
      shipping: 120,
      total: 2918,
      currency: 'BDT',
      // Every line at the standard rate: 2501 → 326.22, 297 → 38.74, delivery 120 → 15.65.
      vatRate: 15,
      vat: 380.61,
      payment: { provider: 'sandbox', transactionId, cardBrand: 'visa', cardLast4: '4242' },
    });
    expect(invoice.lines).toEqual([
      { ...withoutVariant, productname: 'Disc Brake Rotor', unitPrice: 1250.5, quantity: 2, lineTotal: 2501 },
      { ...withoutVariant, productname: 'Brake Pads', unitPrice: 99, quantity: 3, lineTotal: 297 },
    ]);
    expect(invoice.payment.paidAt).toBe(invoice.issuedAt);
  });

  it('shows SELLER_* from the configuration and the VAT of each line, rounded half up', async () => {
    await setUp({
      SELLER_NAME: 'Cycle Parts Ltd',
      SELLER_ADDRESS: 'Tongi, Gazipur',
      SELLER_BIN: '000123456-0101',
    });
    const invoice = (await getInvoice(orderId, admin)).json<Invoice>();
    // The sum of the lines' VAT: 32622 + 3874 + 1565 poisha.
    expect(invoice).toMatchObject({
      vatRate: 15,
      vat: 380.61,
      seller: { name: 'Cycle Parts Ltd', address: 'Tongi, Gazipur', bin: '000123456-0101' },
    });
    expect(vatContained(291800, 0)).toBe(0);
    expect(vatContained(11500, 15)).toBe(1500);
    expect(vatContained(10000, 7.5)).toBe(698);
  });

  it('who may: owner and admin 200; another user 403; anonymous 401; unknown 404; never paid 404 noInvoice', async () => {
    await setUp();
    const unpaid = await insertDeskOrder(t.store.db, buyer);
    for (const suffix of ['', '.pdf']) {
      expect((await getInvoice(orderId, buyer, suffix)).statusCode).toBe(200);
      expect((await getInvoice(orderId, admin, suffix)).statusCode).toBe(200);
      expect((await getInvoice(orderId, other, suffix)).statusCode).toBe(403);
      expect((await getInvoice(orderId, null, suffix)).statusCode).toBe(401);
      const unknown = await getInvoice('6f1b2c3d-0000-4000-8000-000000000000', admin, suffix);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe(API_ERROR.orderNotFound);
      const never = await getInvoice(unpaid, buyer, suffix);
      expect(never.statusCode).toBe(404);
      expect(never.json().error.message).toBe(englishTexts('order-desk').ORDER_DESK_TEXT.noInvoice);
      expect((await getInvoice(unpaid, other, suffix)).statusCode).toBe(403);
    }
  });

  it('the PDF: an attachment named by the invoice number, with the embedded font drawing ৳ and Bangla', async () => {
    await setUp({ SELLER_BIN: '000123456-0101' });
    const res = await getInvoice(orderId, buyer, '.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const number = `INV-${thisYear()}-000001`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The font is embedded (subsets of Noto Sans Bengali), not a built-in PDF font.
    expect(bytes.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansBengali/);
    expect(bytes.toString('latin1')).not.toContain('/Helvetica');
    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    try {
      const text = (await parser.getText()).text;
      expect(text).toContain(number);
      expect(text).toContain(orderId);
      expect(text).toContain('৳2,918');
      expect(text).toContain('৳1,250.50');
      expect(text).toContain('৳380.61'); // the VAT contained at 15 %
      expect(text).toContain('000123456-0101');
      expect(text).toContain(transactionId);
      expect(text).toContain('visa ending 4242');
      expect(text).toContain('ঢাকা');
      expect(text).toContain(buyer.email);
    } finally {
      await parser.destroy();
    }
  });

  /** The PDF's text, read back. */
  async function pdfText(user: TestUser): Promise<string> {
    const res = await getInvoice(orderId, user, '.pdf');
    expect(res.statusCode).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    try {
      return (await parser.getText()).text;
    } finally {
      await parser.destroy();
    }
  }

  /** Every word of a Bangla phrase is in the text, with its letters in any order (see the NOTE below). */
  const hasBanglaPhrase = (text: string, phrase: string) => {
    // Letters and vowel signs only: the danda (।) does not come back from the font's text map.
    const letters = (word: string) => [...word.normalize('NFD').replace(/[^\p{L}\p{M}]/gu, '')].sort().join('');
    const words = new Set(text.split(/\s+/).map(letters));
    return phrase
      .split(/\s+/)
      .map(letters)
      .filter((word) => word !== '')
      .every((word) => words.has(word));
  };

  it("the PDF is in its order owner's language: Bangla texts, ৳ and quantities in Bengali digits, whoever downloads it", async () => {
    await setUp();
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: buyer.headers,
      payload: { language: 'bn' },
    });
    expect(set.statusCode).toBe(204);
    const { VAT_INVOICE_TEXT } = textsIn('bn', 'vat');
    const { INVOICE_TEXT } = textsIn('bn', 'order-desk');
    for (const reader of [buyer, admin]) {
      const text = await pdfText(reader);
      expect(text).toContain(`INV-${thisYear()}-000001`);
      // NOTE: a PDF gives its Bangla back in the glyphs' visual order (a vowel sign drawn before its
      // consonant comes out first): each word is compared by its letters.
      expect(hasBanglaPhrase(text, VAT_INVOICE_TEXT.title)).toBe(true);
      expect(hasBanglaPhrase(text, INVOICE_TEXT.thanks)).toBe(true);
      expect(hasBanglaPhrase(text, textsIn('bn', 'order-desk').ORDER_DESK_TEXT.unknownSort)).toBe(false);
      // The payment method's Bangla name (read back in the glyphs' visual order, so only its script is checked).
      expect(text).toMatch(/\n[^\n]*[\u0980-\u09FF][^\n]*\n[^\n]*pi_sandbox/);
      expect(text).not.toContain(textsIn('en', 'insights').PAYMENT_METHOD_LABEL.sandbox);
      // The Mushak-6.3 row: quantity, unit price, value before VAT, rate, VAT, total.
      expect(text).toMatch(/Disc Brake Rotor ২ ৳১,২৫০\.৫০ ৳২,১৭৪\.৭৮ .+ ৳৩২৬\.২২ ৳২,৫০১/);
      expect(text).toContain('৳২,৯১৮');
      expect(text).toContain('৳১,২৫০.৫০');
      expect(text).toContain('৳৩৮০.৬১');
      // The issue date on the store's clock, in Bengali digits (২০২৬-০৩-০১ ১৬:০৫).
      expect(text).toMatch(/[০-৯]{4}-[০-৯]{2}-[০-৯]{2} [০-৯]{2}:[০-৯]{2}/);
      expect(text).not.toContain('৳2,918');
      // The data stays as it was given.
      expect(text).toContain(orderId);
      expect(text).toContain(buyer.email);
      expect(text).toContain('Disc Brake Rotor');
    }
  });

  it("an English owner's PDF stays English, whatever the admin's language", async () => {
    await setUp();
    await t.store.db.updateTable('users').set({ language: 'bn' }).where('id', '=', admin.id).execute();
    const text = await pdfText(admin);
    expect(text).toContain('৳2,918');
    expect(text).toContain(textsIn('en', 'insights').PAYMENT_METHOD_LABEL.sandbox);
    expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    // Bengali digits only where the buyer wrote them (the address).
    expect(text).not.toMatch(/৳[০-৯]/);
    expect(text).toContain('Disc Brake Rotor 2 ৳1,250.50 ৳2,174.78 15% ৳326.22 ৳2,501');
  });
  it("writes the PDF in the language the page asks for (lang), over the owner's; an unknown one is a 400", async () => {
    await setUp();
    const bangla = await getInvoice(orderId, buyer, '.pdf?lang=bn');
    expect(bangla.statusCode).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(bangla.rawPayload) });
    try {
      const text = (await parser.getText()).text;
      expect(hasBanglaPhrase(text, textsIn('bn', 'vat').VAT_INVOICE_TEXT.title)).toBe(true);
      expect(text).toContain('৳২,৯১৮');
    } finally {
      await parser.destroy();
    }
    const english = await getInvoice(orderId, buyer, '.pdf?lang=en');
    expect(english.statusCode).toBe(200);
    const wrong = await getInvoice(orderId, buyer, '.pdf?lang=fr');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.lang).toEqual(expect.any(String));
    // The language changes nothing of who may read it.
    expect((await getInvoice(orderId, admin, '.pdf?lang=bn')).statusCode).toBe(200);
    expect((await getInvoice(orderId, other, '.pdf?lang=bn')).statusCode).toBe(403);
    expect((await getInvoice(orderId, null, '.pdf?lang=bn')).statusCode).toBe(401);
  });
});

describe('an invoice names the variant of each line', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  it('gives each line its variant title and SKU as ordered (JSON), and the PDF writes them after the name', async () => {
    t = await buildTestApp();
    const buyer = await createUser(t);
    const [black34, black36] = await createProductWithVariants(t.store.db, {
      name: 'Narrow-Wide Chainring',
      options: [
        { name: 'Size', values: ['34T', '36T'] },
        { name: 'Colour', values: ['Black'] },
      ],
      variants: [
        { options: ['34T', 'Black'], sku: 'NW-34-BLK', priceTaka: 1800 },
        { options: ['36T', 'Black'], sku: 'NW-36-BLK', priceTaka: 1900 },
      ],
    });
    if (!black34 || !black36) throw new Error('two variants');
    const orderId = await insertVariantOrder(t.store.db, buyer, [
      { variant: black34, quantity: 1 },
      { variant: black36, quantity: 2 },
    ]);
    await pay(t.app, buyer, orderId, 5600);
    // The variant is renamed afterwards: the invoice keeps what was ordered.
    await t.store.db
      .updateTable('productVariants')
      .set({ option1: '38T', sku: 'NW-38' })
      .where('id', '=', black34.id)
      .execute();

    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice`, headers: buyer.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(InvoiceSchema.parse(res.json()).lines).toEqual([
      {
        productId: black34.productId,
        variantId: black34.id,
        variantTitle: '34T / Black',
        sku: 'NW-34-BLK',
        productname: 'Narrow-Wide Chainring',
        unitPrice: 1800,
        quantity: 1,
        lineTotal: 1800,
      },
      {
        productId: black36.productId,
        variantId: black36.id,
        variantTitle: '36T / Black',
        sku: 'NW-36-BLK',
        productname: 'Narrow-Wide Chainring',
        unitPrice: 1900,
        quantity: 2,
        lineTotal: 3800,
      },
    ]);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/invoice.pdf`,
      headers: buyer.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    try {
      const text = (await parser.getText()).text;
      expect(text).toContain('Narrow-Wide Chainring — 34T / Black');
      expect(text).toContain('SKU: NW-34-BLK');
      expect(text).toContain('Narrow-Wide Chainring — 36T / Black');
      expect(text).toContain('SKU: NW-36-BLK');
      expect(text).not.toContain('38T');
    } finally {
      await parser.destroy();
    }
  });
});

describe('an invoice of an order placed with a variant through the API', () => {
  it('names the variant the buyer chose, with its SKU', async () => {
    const t = await buildTestApp();
    try {
      const buyer = await createUser(t);
      const [, size36] = await createProductWithVariants(t.store.db, {
        name: 'Narrow-Wide Chainring',
        options: [{ name: 'Size', values: ['34T', '36T'] }],
        variants: [
          { options: ['34T'], sku: 'NW-34', priceTaka: 1800 },
          { options: ['36T'], sku: 'NW-36', priceTaka: 1900 },
        ],
      });
      if (!size36) throw new Error('two variants');
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: buyer.headers,
        payload: {
          productId: size36.productId,
          variantId: size36.id,
          orderQuanty: 2,
          address: 'House 1, Road 2, Dhaka',
          phone: '01711000000',
        },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const orderId = placed.json<{ insertedId: string }>().insertedId;
      const order = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: buyer.headers });
      await pay(t.app, buyer, orderId, order.json<Order>().price);
      const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice`, headers: buyer.headers });
      expect(res.json<Invoice>().lines).toEqual([
        expect.objectContaining({
          variantId: size36.id,
          variantTitle: '36T',
          sku: 'NW-36',
          quantity: 2,
          lineTotal: 3800,
        }),
      ]);
    } finally {
      await t.close();
    }
  });
});
