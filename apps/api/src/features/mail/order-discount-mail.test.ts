// The emails and SMS of a discounted order (docs/features/promotions.md, "On the books"): each promotion's discount
// its own line of the mail's summary, the total after it; the SMS's total is the discounted one, with what was
// taken off when it fits. English and Bangla; on SQLite and PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatTakaIn } from '@store/shared/i18n/format';
import { textsIn } from '@store/shared/i18n/server';
import { poishaToTaka } from '@store/shared/money';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addLine, DELIVERY, postCheckout } from '../../../test/cart-helpers.ts';
import { giveDiscount } from '../../../test/discount-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { payOrder } from '../../../test/order-desk-helpers.ts';
import { createUser } from '../../../test/users.ts';
import { queueOrderSms } from '../sms/index.ts';
import { renderTemplate } from './mail.service.ts';
import type { OrderMailData } from './mail-types.ts';

const PUBLIC_URL = 'http://localhost:3000';

const ORDER: OrderMailData = {
  id: '0f8e2c1a-1111-4222-8333-944455556666',
  ref: '0F8E2C1A',
  lines: [{ name: 'Disc Brake Rotor', quantity: 2, unitPrice: 232_575, lineTotal: 465_150 }],
  subtotal: 465_150,
  shipping: 6_000,
  discounts: [
    { name: 'Eid sale', code: 'EID10', amount: 46_515 },
    { name: 'Free delivery', code: null, amount: 6_000 },
  ],
  total: 418_635,
  address: 'House 12, Road 5, Dhanmondi, Dhaka',
  phone: '01711000000',
  email: 'buyer@example.com',
  expiresAt: '2030-01-03T10:00:00.000Z',
};

describe('the mails of a discounted order', () => {
  it.each([
    ['en', 'Eid sale (code EID10)', '−৳465.15', '৳4,186.35'],
    ['bn', 'Eid sale (কোড EID10)', '−৳৪৬৫.১৫', '৳৪,১৮৬.৩৫'],
  ] as const)('lists each discount as its own line above the total in %s', async (locale, eid, off, total) => {
    for (const template of ['order-received', 'payment-received'] as const) {
      const data =
        template === 'order-received'
          ? { order: ORDER }
          : { order: ORDER, transactionId: 'pi_1', invoiceNumber: 'INV-1' };
      const mail = await renderTemplate(template, data as never, locale, { publicUrl: PUBLIC_URL });
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(eid);
        expect(part).toContain(off);
        expect(part).toContain('Free delivery');
        expect(part).toContain(total);
        expect(part.indexOf(eid)).toBeLessThan(part.lastIndexOf(total));
      }
    }
  });

  it('writes a message from before promotions (no discounts) as before', async () => {
    const { discounts: _none, ...before } = ORDER;
    const mail = await renderTemplate('order-received', { order: { ...before, total: 471_150 } }, 'en', {
      publicUrl: PUBLIC_URL,
    });
    expect(mail.text).not.toContain('−৳');
    expect(mail.text).toContain('৳4,711.50');
  });
});

describe('the mail and SMS written for a discounted order', () => {
  let t: TestApp;
  let buyer: TestUser;
  beforeEach(async () => {
    t = await buildTestApp();
    buyer = await createUser(t, { name: 'Rahim Uddin' });
  });
  afterEach(async () => {
    await t.close();
  });

  it('keeps the discounts in the payment mail and says the discounted total in the SMS', async () => {
    const product = await createProduct(t.store.db, { name: 'Chain', priceTaka: 1000 });
    await addLine(t.app, buyer, product.id, 2);
    const res = await postCheckout(t.app, buyer, DELIVERY);
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json<{ insertedId: string }>().insertedId;
    await giveDiscount(
      t,
      orderId,
      [{ id: 'p-eid', name: 'Eid sale', code: 'EID10', kind: 'order_percent', amount: 20_000 }],
      {
        1: 20_000,
      },
    );
    await payOrder(t, buyer, orderId);
    const paid = await t.store.db
      .selectFrom('mailMessages')
      .select('data')
      .where('template', '=', 'payment-received')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(paid.data).order.discounts).toEqual([{ name: 'Eid sale', code: 'EID10', amount: 20_000 }]);

    const { total } = await t.store.db
      .selectFrom('orders')
      .select('total')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const id = await t.store.db.transaction().execute((trx) => queueOrderSms(trx, orderId, 'placed'));
    const sms = await t.store.db
      .selectFrom('smsOutbox')
      .select('body')
      .where('id', '=', id ?? '')
      .executeTakeFirstOrThrow();
    const { BOOKS_DISCOUNT_TEXT: D } = textsIn('en', 'promotions-books');
    const taka = (poisha: number) => formatTakaIn('en', poishaToTaka(poisha));
    expect(sms.body).toContain(`Total ${taka(total)} ${D.smsOff({ amount: '৳200' })}`);
  });
});
