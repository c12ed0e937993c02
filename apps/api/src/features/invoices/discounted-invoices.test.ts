// The books of a discounted order (docs/features/promotions.md, "On the books"): the invoice's VAT on what was paid
// after the promotions' discount, the discount shown per line and per promotion, free delivery's line gone, the
// credit notes and the VAT summary on the paid values. On SQLite and PostgreSQL.
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CreditNoteSchema, vatOfInclusive, VatInvoiceSchema } from '@store/shared/schemas';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addLine, DELIVERY, postCheckout } from '../../../test/cart-helpers.ts';
import { giveDiscount } from '../../../test/discount-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { payOrder } from '../../../test/order-desk-helpers.ts';
import { createUser } from '../../../test/users.ts';
import { storeDay } from '../../lib/store-time.ts';

describe('the invoice of a discounted order', () => {
  let t: TestApp;
  let buyer: TestUser;
  let admin: TestUser;
  beforeEach(async () => {
    t = await buildTestApp({ env: { SELLER_BIN: '0001234560101' } });
    [buyer, admin] = await Promise.all([createUser(t, { name: 'Rahim Uddin' }), createUser(t, { role: 'admin' })]);
  });
  afterEach(async () => {
    await t.close();
  });

  /** Two chains (৳1,150, 15 %) and a helmet (৳105, 5 %); 10 % off the goods with EID10, and free delivery. */
  async function discountedOrder() {
    const [chain, helmet] = await Promise.all([
      createProduct(t.store.db, { name: 'Chain', priceTaka: 1150, vatRate: '15' }),
      createProduct(t.store.db, { name: 'Helmet', priceTaka: 105, vatRate: '5' }),
    ]);
    await addLine(t.app, buyer, chain.id, 2);
    await addLine(t.app, buyer, helmet.id, 1);
    const res = await postCheckout(t.app, buyer, DELIVERY);
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json<{ insertedId: string }>().insertedId;
    const { shipping } = await t.store.db
      .selectFrom('orders')
      .select('shipping')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const promotions = [
      { id: 'promo-eid', name: 'Eid sale', code: 'EID10', kind: 'order_percent' as const, amount: 24_050 },
      ...(shipping > 0
        ? [{ id: 'promo-free', name: 'Free delivery', kind: 'free_shipping' as const, amount: shipping }]
        : []),
    ];
    await giveDiscount(t, orderId, promotions, { 1: 23_000, 2: 1_050 });
    await payOrder(t, buyer, orderId);
    return { orderId, shipping };
  }

  const getInvoice = async (orderId: string, user: TestUser = buyer) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice`, headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return VatInvoiceSchema.parse(res.json());
  };

  it('computes VAT on what was paid for each line, shows each discount, and has no delivery line with free delivery', async () => {
    const { orderId, shipping } = await discountedOrder();
    const invoice = await getInvoice(orderId);
    expect(invoice.total).toBe(2405 - 240.5);
    expect(invoice.discount).toBe(240.5 + shipping / 100);
    expect(invoice.discounts).toEqual([
      { promotionId: 'promo-eid', name: 'Eid sale', code: 'EID10', kind: 'order_percent', amount: 240.5 },
      ...(shipping > 0
        ? [
            {
              promotionId: 'promo-free',
              name: 'Free delivery',
              code: null,
              kind: 'free_shipping',
              amount: shipping / 100,
            },
          ]
        : []),
    ]);
    // 2 × ৳1,150 − ৳230 = ৳2,070 paid: VAT 2,070 × 15 / 115 = ৳270; ৳105 − ৳10.50 = ৳94.50: VAT 94.50 × 5 / 105 = ৳4.50.
    expect(invoice.vatLines.map((l) => [l.kind, l.description, l.quantity, l.discount, l.total, l.vat])).toEqual([
      ['goods', 'Chain', 2, 230, 2070, 270],
      ['goods', 'Helmet', 1, 10.5, 94.5, 4.5],
    ]);
    expect(invoice.vatTotals).toMatchObject({ total: invoice.total, vat: 274.5, valueBeforeVat: 2164.5 - 274.5 });
    expect(invoice.vat).toBe(274.5);
    // The admin reads the same; the PDF writes the discount in English and Bangla.
    expect((await getInvoice(orderId, admin)).discounts).toHaveLength(invoice.discounts?.length ?? 0);
    for (const lang of ['en', 'bn']) {
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/invoice.pdf?lang=${lang}`,
        headers: buyer.headers,
      });
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }
  });

  it('keeps a delivery line for what was charged for delivery when the discount is on the goods only', async () => {
    const product = await createProduct(t.store.db, { name: 'Pedal', priceTaka: 1000, vatRate: '15' });
    await addLine(t.app, buyer, product.id, 1);
    const res = await postCheckout(t.app, buyer, DELIVERY);
    const orderId = res.json<{ insertedId: string }>().insertedId;
    await giveDiscount(t, orderId, [{ id: 'p-100', name: '৳100 off', kind: 'order_amount', amount: 10_000 }], {
      1: 10_000,
    });
    await payOrder(t, buyer, orderId);
    const invoice = await getInvoice(orderId);
    const goods = invoice.vatLines.filter((l) => l.kind === 'goods');
    expect(goods).toEqual([
      expect.objectContaining({ total: 900, discount: 100, vat: vatOfInclusive(90_000, '15') / 100 }),
    ]);
    const deliveryPoisha = Math.round((invoice.total - 900) * 100);
    expect(deliveryPoisha).toBe(Math.round(invoice.shipping * 100));
    expect(invoice.vatLines.filter((l) => l.kind === 'delivery')).toEqual(
      deliveryPoisha > 0 ? [expect.objectContaining({ total: deliveryPoisha / 100, discount: 0 })] : [],
    );
    expect(invoice.vatTotals.total).toBe(invoice.total);
  });

  it('credit notes and the VAT summary use what was paid, not the price before the discount', async () => {
    const { orderId } = await discountedOrder();
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/refunds`,
      headers: { ...admin.headers, 'idempotency-key': 'one-chain' },
      payload: { lines: [{ lineNo: 1, quantity: 1 }] },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const { creditNoteNumber, amount } = refund.json<{ refund: { creditNoteNumber: string; amount: number } }>().refund;
    expect(amount).toBe(1035);
    const note = CreditNoteSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/${orderId}/credit-notes/${creditNoteNumber}`,
          headers: buyer.headers,
        })
      ).json(),
    );
    expect(note.lines).toEqual([
      expect.objectContaining({ description: 'Chain', quantity: 1, discount: 115, total: 1035, vat: 135 }),
    ]);
    expect(note.totals).toMatchObject({ total: 1035, vat: 135, valueBeforeVat: 900 });

    const today = storeDay(new Date());
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/vat-summary.csv?from=${today}&to=${today}`,
      headers: admin.headers,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = parse<Record<string, string>>(csv.body, { bom: true, columns: true });
    const cell = (section: string, rate: string, column: string) =>
      rows.find((r) => r.Section === section && r['VAT rate'] === rate)?.[column];
    expect(cell('Sales', '15%', 'Total with VAT (BDT)')).toBe('2070.00');
    expect(cell('Sales', '15%', 'VAT (BDT)')).toBe('270.00');
    expect(cell('Sales', 'All rates', 'Total with VAT (BDT)')).toBe('2164.50');
    expect(cell('Credit notes', 'All rates', 'Total with VAT (BDT)')).toBe('1035.00');
    expect(cell('Net', 'All rates', 'VAT (BDT)')).toBe((274.5 - 135).toFixed(2));
  });
});
