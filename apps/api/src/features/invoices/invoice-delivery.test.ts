// An invoice's delivery: the order's structured address, zone and weight in GET /orders/{id}/invoice, and
// the PDF writing them (or the spec's free text). On SQLite and PostgreSQL.
import { PDFParse } from 'pdf-parse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvoiceSchema } from '@store/shared/schemas';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertDeskOrder } from '../../../test/order-desk-fixtures.ts';
import { createUser } from '../../../test/users.ts';

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

let t: TestApp;
let buyer: TestUser;
beforeEach(async () => {
  t = await buildTestApp();
  buyer = await createUser(t, { name: 'Rahim Uddin' });
});
afterEach(async () => {
  await t.close();
});

/** A paid order with an invoice, and the given delivery columns. */
async function invoicedOrder(changes: Record<string, unknown>, address?: string): Promise<string> {
  const id = await insertDeskOrder(t.store.db, buyer, {
    shippingTaka: 60,
    status: 'paid',
    paidAt: '2026-03-01T10:05:00.000Z',
    ...(address ? { address, phone: '+880 1811-222333' } : {}),
  });
  await t.store.db
    .updateTable('orders')
    .set({ ...changes, invoiceNumber: 'INV-2026-000042', invoiceIssuedAt: '2026-03-01T10:05:00.000Z' })
    .where('id', '=', id)
    .execute();
  return id;
}

const getInvoice = (id: string, suffix = '') =>
  t.app.inject({ method: 'GET', url: `/api/orders/${id}/invoice${suffix}`, headers: buyer.headers });

async function pdfText(id: string): Promise<string> {
  const res = await getInvoice(id, '.pdf?lang=en');
  expect(res.statusCode, res.body).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('an invoice’s delivery', () => {
  it('answers the structured address, zone and weight, and the PDF writes them', async () => {
    const id = await invoicedOrder({
      deliveryAddress: JSON.stringify(DELIVERY),
      shippingZone: 'Dhaka city',
      weightGrams: 1200,
    });
    const res = await getInvoice(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(InvoiceSchema.parse(res.json())).toMatchObject({
      deliveryAddress: DELIVERY,
      shippingZone: 'Dhaka city',
      weightGrams: 1200,
      shipping: 60,
    });
    const text = await pdfText(id);
    for (const line of ['Nasima Akter', '01711-000000', 'House 12, Road 5', 'Near the mosque', 'Dhanmondi, Dhaka 1205'])
      expect(text).toContain(line);
    expect(text).toContain('Shipping (Dhaka city, 1.2 kg)');
  }, 30_000);

  it('keeps the free-text address and phone, with a plain shipping label, for an order from before zones', async () => {
    const id = await invoicedOrder({}, 'Flat 3B, Lake Road, Khulna');
    expect(InvoiceSchema.parse((await getInvoice(id)).json())).toMatchObject({
      deliveryAddress: null,
      shippingZone: null,
      weightGrams: 0,
      buyer: { address: 'Flat 3B, Lake Road, Khulna', phone: '+880 1811-222333' },
    });
    const text = await pdfText(id);
    expect(text).toContain('Flat 3B, Lake Road, Khulna');
    expect(text).toContain('+880 1811-222333');
    expect(text).not.toContain('Shipping (');
  }, 30_000);
});
