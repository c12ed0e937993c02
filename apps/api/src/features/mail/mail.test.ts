import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { englishTexts, textsIn } from '@store/shared/i18n/server';

import type { OutboxMessage, OutboxPage } from '@store/shared/schemas';
import { buildApp } from '../../app.ts';
import type { StoreDatabase } from '../../db/database.ts';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, createTestDatabase, type TestDatabase, testConfig } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { createUser } from '../../../test/users.ts';
import { createProductWithVariants, insertVariantOrder, type TestVariant } from '../../../test/variant-fixtures.ts';
import type { ProductRow } from '../catalog/catalog.repository.ts';
import { MAIL_MAX_ATTEMPTS, queueOrderMail, renderTemplate } from './mail.service.ts';
import { MAIL_TEMPLATES } from './mail-subjects.ts';
import type { MailData, MailTemplate, OrderMailData } from './mail-types.ts';

const { COMPANY } = englishTexts('common');

const PUBLIC_URL = 'http://localhost:3000';
const t = textsIn('en', 'mail').MAIL_TEXT;

const ORDER: OrderMailData = {
  id: '0f8e2c1a-1111-4222-8333-944455556666',
  ref: '0F8E2C1A',
  lines: [
    { name: 'Disc Brake Rotor', quantity: 3, unitPrice: 125_050, lineTotal: 375_150 },
    { name: 'Chain 116 links', quantity: 2, unitPrice: 45_000, lineTotal: 90_000 },
  ],
  subtotal: 465_150,
  shipping: 0,
  total: 465_150,
  address: 'House 12, Road 5, Dhanmondi, Dhaka',
  phone: '+880 1711-000000',
  email: 'rahim@example.com',
  expiresAt: '2030-01-03T10:00:00.000Z',
};

const CONTACT = {
  id: 'c1',
  name: 'Rahim',
  email: 'rahim@example.com',
  phone: '01711000000',
  subject: 'Chains',
  message: 'Do you ship 500 chains to Sylhet?',
};

const QUOTE = {
  id: 'q1',
  key: 'secret-key',
  name: 'Rahim',
  email: 'rahim@example.com',
  phone: '+8801711000000',
  note: 'For our shop in Sylhet.',
  lines: [{ name: 'Chain (11-speed)', quantity: 500 }],
};

/** One example of every message (the HTML of each is saved under apps/api/test-results/emails/). */
const EXAMPLES: { [K in MailTemplate]: MailData[K] } = {
  'verify-email': { name: 'Rahim', url: `${PUBLIC_URL}/api/auth/verify-email?token=abc&callbackURL=%2Fdashboard` },
  'reset-password': { name: 'Rahim', token: 'reset-token-123' },
  'password-changed': { name: 'Rahim' },
  'existing-sign-up': { name: 'Rahim' },
  'order-received': { order: ORDER },
  'payment-received': { order: ORDER, transactionId: 'pi_sandbox_1', invoiceNumber: 'INV-2030-0001' },
  'order-shipped': {
    order: ORDER,
    carrier: 'Sundarban Courier',
    trackingNumber: 'SC123456',
    trackingUrl: 'https://tracking.example.com/SC123456',
  },
  'order-delivered': { order: ORDER },
  'order-cancelled': { order: ORDER },
  'order-expired': { order: ORDER },
  'order-refunded': { order: ORDER, amount: 465_150, refundReference: 're_sandbox_9' },
  'admin-paid-order': { order: ORDER, transactionId: 'pi_sandbox_1' },
  'admin-refund-due': { order: ORDER, transactionId: 'SSLCZ_2', provider: 'sslcommerz', amount: 465_150 },
  'low-stock': { level: 10, products: [{ id: 'p1', name: 'Brake Cable', stock: 3 }] },
  'contact-shop': CONTACT,
  'contact-copy': CONTACT,
  'contact-reply': { ...CONTACT, reply: 'Yes, in two weeks.' },
  'quote-shop': QUOTE,
  'quote-received': QUOTE,
  'quote-offer': {
    id: 'q1',
    key: 'secret-key',
    name: 'Rahim',
    lines: [{ name: 'Chain (11-speed)', quantity: 500, unitPrice: 85_000, lineTotal: 42_500_000 }],
    shipping: 120_000,
    total: 42_620_000,
    validUntil: '2030-01-10T10:00:00.000Z',
    note: 'Delivery in two weeks.',
  },
  'quote-accepted': { id: 'q1', name: 'Rahim', orderId: 'o1', orderRef: 'O1', total: 42_620_000 },
};

describe('the messages', () => {
  it.each(MAIL_TEMPLATES)(
    '%s has a subject, a plain-text and an HTML part, the footer, and no remote image',
    async (template) => {
      const mail = await renderTemplate(template, EXAMPLES[template] as never, 'en', { publicUrl: PUBLIC_URL });
      expect(mail.subject.length).toBeGreaterThan(3);
      expect(mail.html).toMatch(/^<!DOCTYPE html/i);
      expect(mail.html).toContain('lang="en"');
      expect(mail.html).toContain(COMPANY.address);
      expect(mail.text).toContain(COMPANY.address);
      expect(mail.html).not.toMatch(/<img/i);
      expect(mail.text).not.toMatch(/<[a-z]/i);
      // Every link is the store's own address, or the carrier's tracking page.
      const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '');
      for (const href of hrefs)
        expect(href.startsWith(PUBLIC_URL) || href.startsWith('https://tracking.example.com')).toBe(true);
      // NOTE: apps/api/test-results (git-ignored), not the root's: Playwright empties that at each run.
      const dir = path.resolve(import.meta.dirname, '../../../test-results/emails');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${template}.html`), mail.html);
    },
  );

  it('shows the order: lines, shipping, total, the deadline and the pay link', async () => {
    const mail = await renderTemplate('order-received', { order: ORDER }, 'en', { publicUrl: PUBLIC_URL });
    expect(mail.subject).toBe(t.orderReceivedSubject({ ref: '0F8E2C1A' }));
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Disc Brake Rotor');
      expect(part).toContain('৳4,651.50');
      expect(part).toContain(t.shippingFree);
      expect(part).toContain('3 Jan 2030');
      expect(part).toContain(`${PUBLIC_URL}/dashboard/payment/${ORDER.id}`);
    }
  });

  it('names the invoice of a payment and links its printable page', async () => {
    const mail = await renderTemplate('payment-received', EXAMPLES['payment-received'], 'en', {
      publicUrl: PUBLIC_URL,
    });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('INV-2030-0001');
      expect(part).toContain(`${PUBLIC_URL}/dashboard/orders/${ORDER.id}/invoice`);
    }
  });

  it('links the reset token to /reset-password, and hides it when asked (an admin looking at a sent message)', async () => {
    const data = EXAMPLES['reset-password'];
    const shown = await renderTemplate('reset-password', data, 'en', { publicUrl: PUBLIC_URL });
    expect(shown.html).toContain(`${PUBLIC_URL}/reset-password?token=reset-token-123`);
    const hidden = await renderTemplate('reset-password', data, 'en', { publicUrl: PUBLIC_URL, redactSecrets: true });
    expect(hidden.html).not.toContain('reset-token-123');
    expect(hidden.text).not.toContain('reset-token-123');
  });

  it('writes English as it always did: texts, ৳ with western digits, the day-month date, the unprefixed links', async () => {
    const mail = await renderTemplate('order-received', { order: ORDER }, 'en', { publicUrl: PUBLIC_URL });
    expect(mail.subject).toBe('Order received: 0F8E2C1A');
    expect(mail.html).toMatch(/<html [^>]*lang="en"/);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Subtotal');
      expect(part).toContain('৳4,651.50');
      expect(part).toContain('Please pay by 3 Jan 2030, 16:00 (Dhaka), or the order expires.');
      expect(part).toContain(`${PUBLIC_URL}/dashboard/payment/${ORDER.id}`);
    }
  });

  it('writes a Bangla message in Bangla: subject, texts, ৳ and dates with Bengali digits, the /bn pages, lang="bn"', async () => {
    const bn = textsIn('bn', 'mail').MAIL_TEXT;
    const mail = await renderTemplate('order-received', { order: ORDER }, 'bn', { publicUrl: PUBLIC_URL });
    expect(mail.subject).toBe('আপনার অর্ডার পেয়েছি: 0F8E2C1A');
    expect(mail.html).toMatch(/<html [^>]*lang="bn"/);
    expect(mail.text).toContain('Disc Brake Rotor × ৩');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(bn.orderReceivedIntro);
      expect(part).toContain('৳৪,৬৫১.৫০');
      expect(part).toContain('৳৩,৭৫১.৫০');
      expect(part).toContain(bn.shippingFree);
      expect(part).toContain('৩ জানু, ২০৩০');
      expect(part).toContain('(ঢাকা সময়)');
      expect(part).toContain(textsIn('bn', 'common').COMPANY.address);
      expect(part).toContain(`${PUBLIC_URL}/bn/dashboard/payment/${ORDER.id}`);
      for (const english of ['Subtotal', 'Total', 'Please pay', 'Thank you', '4,651'])
        expect(part).not.toContain(english);
    }
    const low = await renderTemplate('low-stock', EXAMPLES['low-stock'], 'bn', { publicUrl: PUBLIC_URL });
    expect(low.subject).toBe('স্টক কম: ১টি পণ্য');
    expect(low.text).toContain('Brake Cable: ৩ পিস বাকি');
    const verify = await renderTemplate('verify-email', EXAMPLES['verify-email'], 'bn', { publicUrl: PUBLIC_URL });
    expect(verify.subject).toBe(bn.verifySubject);
    expect(verify.text).toContain('প্রিয় Rahim,');
    // The verification link opens the Bangla dashboard after signing in.
    expect(verify.html).toContain('callbackURL=%2Fbn%2Fdashboard');
    const fromBangla = await renderTemplate(
      'verify-email',
      { name: '', url: `${PUBLIC_URL}/api/auth/verify-email?token=abc&callbackURL=%2Fbn%2Fdashboard` },
      'bn',
      { publicUrl: PUBLIC_URL },
    );
    expect(fromBangla.html).toContain('callbackURL=%2Fbn%2Fdashboard');
    expect(fromBangla.text).toContain(bn.greetingNoName);
  });

  it('writes shipped, delivered and refunded for the order desk (queueOrderMail)', async () => {
    const app = await buildTestApp();
    try {
      const buyer = await createUser(app);
      const product = await createProduct(app.store.db, { priceTaka: 100, minQuantity: 1, maxQuantity: 10 });
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: buyer.headers,
        payload: {
          productId: product.id,
          productname: product.name,
          email: buyer.email,
          orderQuanty: 1,
          price: 100,
          address: 'Dhaka',
          phone: '01711000000',
          orderId: '',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const orderId = res.json<{ insertedId: string }>().insertedId;
      await app.store.db.transaction().execute(async (trx) => {
        await queueOrderMail(trx, orderId, {
          event: 'shipped',
          carrier: 'Pathao',
          trackingNumber: 'PT-1',
          trackingUrl: null,
        });
        await queueOrderMail(trx, orderId, 'delivered');
        await queueOrderMail(trx, orderId, { event: 'refunded', refundReference: 're_1' });
      });
      const rows = await app.store.db
        .selectFrom('mailMessages')
        .select(['template', 'recipient', 'subject'])
        .where('template', 'in', ['order-shipped', 'order-delivered', 'order-refunded'])
        .orderBy('template')
        .execute();
      expect(rows.map((r) => r.template)).toEqual(['order-delivered', 'order-refunded', 'order-shipped']);
      expect(rows.every((r) => r.recipient === buyer.email)).toBe(true);
    } finally {
      await app.close();
    }
  });
});

// ---- Written with the change, delivered by the background work ----

let database: TestDatabase;
let smtp: SmtpCapture;
const apps: FastifyInstance[] = [];
const clock = { ms: 0 };

async function startApp(env: Record<string, string> = {}, store: StoreDatabase = database.store) {
  const app = await buildApp(
    testConfig({ AUTH_RATE_LIMIT: '100000', MAX_OPEN_UNPAID_ORDERS: '1000', SMTP_URL: smtp.url, ...env }),
    {
      store,
      logger: false,
      serveWebApp: false,
      background: { clock: () => new Date(Date.now() + clock.ms), pollMs: 60_000 },
    },
  );
  await app.ready();
  apps.push(app);
  return app;
}

beforeEach(async () => {
  clock.ms = 0;
  smtp = await startSmtpCapture();
  database = await createTestDatabase(undefined, { shared: true });
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  await smtp.stop();
  await database.drop();
});

const db = () => database.store.db;
const mailRows = () => db().selectFrom('mailMessages').selectAll().orderBy('createdAt').orderBy('template').execute();

function orderBody(user: TestUser, product: ProductRow, quantity = 2) {
  return {
    productId: product.id,
    productname: product.name,
    email: user.email,
    orderQuanty: quantity,
    price: (product.price / 100) * quantity,
    address: 'House 12, Road 5, Dhanmondi, Dhaka',
    phone: '+880 1711-000000',
    orderId: '',
  };
}

async function placeOrder(app: FastifyInstance, user: TestUser, product: ProductRow, quantity = 2) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: user.headers,
    payload: orderBody(user, product, quantity),
  });
}

async function setUp(env: Record<string, string> = {}) {
  const app = await startApp(env);
  const harness = { app, store: database.store, database, close: async () => undefined };
  const buyer = await createUser(harness, { name: 'Rahim' });
  const admin = await createUser(harness, { role: 'admin' });
  const product = await createProduct(db(), {
    name: 'Disc Brake Rotor',
    priceTaka: 1250.5,
    minQuantity: 1,
    maxQuantity: 20,
  });
  // Sign-up wrote a verification email for each account; these tests look at the order messages.
  await db().deleteFrom('mailMessages').execute();
  return { app, buyer, admin, product };
}

async function pay(app: FastifyInstance, user: TestUser, orderId: string, price: number) {
  const intent = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: user.headers,
    payload: { price, order: orderId },
  });
  expect(intent.statusCode, intent.body).toBe(200);
  const nextYear = new Date().getUTCFullYear() + 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    headers: user.headers,
    payload: {
      clientSecret: intent.json<{ clientSecret: string }>().clientSecret,
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: nextYear, cvc: '123', postalCode: '1207' },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('messages are written with their change, and only with it', () => {
  it('an order placed writes "order received" to the buyer; a refused order writes nothing', async () => {
    const { app, buyer, product } = await setUp();
    const refused = await placeOrder(app, buyer, product, 21);
    expect(refused.statusCode).toBe(409);
    expect(await mailRows()).toEqual([]);
    const placed = await placeOrder(app, buyer, product, 2);
    expect(placed.statusCode, placed.body).toBe(201);
    const rows = await mailRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ template: 'order-received', recipient: buyer.email, status: 'queued' });
  });

  it('a payment writes "payment received" to the buyer and "new paid order" to every admin', async () => {
    const { app, buyer, admin, product } = await setUp();
    const placed = await placeOrder(app, buyer, product, 2);
    const orderId = placed.json<{ insertedId: string }>().insertedId;
    await pay(app, buyer, orderId, 2 * 1250.5 + 120);
    const rows = await mailRows();
    expect(rows.map((r) => [r.template, r.recipient]).sort()).toEqual(
      [
        ['admin-paid-order', admin.email],
        ['order-received', buyer.email],
        ['payment-received', buyer.email],
      ].sort(),
    );
  });

  it('a cancel by the owner writes "order cancelled"; a cancel refused writes nothing', async () => {
    const { app, buyer, product } = await setUp();
    const other = await createUser({ app, store: database.store, database, close: async () => undefined });
    await db().deleteFrom('mailMessages').execute();
    const orderId = (await placeOrder(app, buyer, product)).json<{ insertedId: string }>().insertedId;
    const refused = await app.inject({ method: 'DELETE', url: `/api/myorders/${orderId}`, headers: other.headers });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect((await mailRows()).map((r) => r.template)).toEqual(['order-received']);
    const res = await app.inject({ method: 'DELETE', url: `/api/myorders/${orderId}`, headers: buyer.headers });
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect((await mailRows()).map((r) => r.template).sort()).toEqual(['order-cancelled', 'order-received']);
  });

  it('an unpaid order past its deadline writes "order expired"', async () => {
    const { app, buyer, product } = await setUp();
    await placeOrder(app, buyer, product);
    clock.ms = 49 * 3_600_000;
    await app.background.runDue();
    const expired = (await mailRows()).find((r) => r.template === 'order-expired');
    expect(expired).toMatchObject({ recipient: buyer.email });
  });
});

describe('delivery over SMTP', () => {
  it('sends the order email through a real SMTP server: recipient, subject, text and HTML, the pay link', async () => {
    const { app, buyer, product } = await setUp();
    const orderId = (await placeOrder(app, buyer, product)).json<{ insertedId: string }>().insertedId;
    await app.background.runDue();
    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0];
    expect(smtp.envelopes[0]).toEqual([buyer.email]);
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(buyer.email);
    expect(mail?.from?.text).toContain('no-reply@bicyclemfr.example');
    expect(mail?.subject).toBe(t.orderReceivedSubject({ ref: orderId.slice(0, 8).toUpperCase() }));
    expect(mail?.text).toContain('Disc Brake Rotor');
    expect(mail?.text).toContain(`${PUBLIC_URL}/dashboard/payment/${orderId}`);
    expect(mail?.html).toContain(`href="${PUBLIC_URL}/dashboard/payment/${orderId}"`);
    expect(mail?.html).toContain(COMPANY.address);
    expect(await mailRows()).toMatchObject([{ status: 'sent', attempts: 1, lastError: null }]);
  });

  it('keeps a message whose server is down, with its error, and sends it when the server is back', async () => {
    const { app, buyer, product } = await setUp();
    await smtp.stop();
    await placeOrder(app, buyer, product);
    await app.background.runDue();
    const [waiting] = await mailRows();
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);
    await smtp.start();
    // The first retry is due within a minute.
    clock.ms = 59_000;
    await app.background.runDue();
    expect(smtp.messages).toHaveLength(1);
    expect(await mailRows()).toMatchObject([{ status: 'sent', attempts: 2, lastError: null }]);
  });

  it('loses nothing over a restart: what one instance wrote, the next one sends', async () => {
    const { app, buyer, product } = await setUp();
    await smtp.stop();
    await placeOrder(app, buyer, product);
    await placeOrder(app, buyer, product);
    await app.close();
    apps.splice(apps.indexOf(app), 1);
    await smtp.start();
    const next = await startApp();
    await next.background.runDue();
    expect(smtp.messages).toHaveLength(2);
    expect((await mailRows()).every((r) => r.status === 'sent')).toBe(true);
  });

  it('sends each message once with two instances on one database', async () => {
    const { app, buyer, product } = await setUp();
    const other = await startApp({}, database.openAnother());
    // Each runner's first round, due at its start, is over before the server goes away: a round that
    // ran during the orders would find the server down and put its message off by 30 s.
    await new Promise((resolve) => setTimeout(resolve, 10));
    await Promise.all([app.background.runDue(), other.background.runDue()]);
    await smtp.stop();
    for (let i = 0; i < 8; i++) expect((await placeOrder(app, buyer, product, 1)).statusCode).toBe(201);
    await smtp.start();
    await Promise.all([app.background.runDue(), other.background.runDue()]);
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(8), { timeout: 10_000, interval: 50 });
    const ids = smtp.messages.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(8);
    expect((await mailRows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('records a message as failed, with its error, after its last attempt (about a day)', async () => {
    const { app, buyer, product } = await setUp();
    await smtp.stop();
    await placeOrder(app, buyer, product);
    for (let i = 0; i < MAIL_MAX_ATTEMPTS; i++) {
      await app.background.runDue();
      clock.ms += 3_600_000;
    }
    const [row] = await mailRows();
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect(row?.lastError).toBeTruthy();
    expect(clock.ms).toBeLessThanOrEqual(31 * 3_600_000);
  });

  it('without SMTP_URL keeps every message in the outbox, unsent', async () => {
    const { app, buyer, product } = await setUp({ SMTP_URL: '' });
    await placeOrder(app, buyer, product);
    await app.background.runDue();
    expect(smtp.messages).toHaveLength(0);
    expect(await mailRows()).toMatchObject([{ status: 'held', template: 'order-received' }]);
  });

  it('writes the daily low-stock note to admins once a day, only when a product is low', async () => {
    const { app, admin, product } = await setUp({ LOW_STOCK_AT: '25' });
    const other = await startApp({ LOW_STOCK_AT: '25' }, database.openAnother());
    clock.ms = 24 * 3_600_000;
    // Both instances, one after the other: the note's job id is its day's, so the second finds it done.
    // (Claims racing at the same moment are the job runner's own tests; on SQLite, with the courier poll
    // due at the same midnight, two writers at once would collide on "database is locked".)
    await app.background.runDue();
    await other.background.runDue();
    clock.ms += 60_000;
    await other.background.runDue();
    await app.background.runDue();
    const notes = (await mailRows()).filter((r) => r.template === 'low-stock');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ recipient: admin.email, subject: t.lowStockSubject({ count: 1 }) });
    expect(JSON.parse(notes[0]?.data ?? '{}')).toMatchObject({ products: [{ id: product.id, stock: 20 }] });
    await db().updateTable('products').set({ stock: 100 }).execute();
    await db().updateTable('productVariants').set({ stock: 100 }).execute();
    clock.ms = 48 * 3_600_000;
    await app.background.runDue();
    expect((await mailRows()).filter((r) => r.template === 'low-stock')).toHaveLength(1);
  });
});

describe('messages name the variant', () => {
  it("an order's messages name each line's variant after its product; a line without options, its product alone", async () => {
    const { buyer } = await setUp();
    const [size34, size36] = (await createProductWithVariants(db(), {
      name: 'Narrow-Wide Chainring',
      options: [{ name: 'Size', values: ['34T', '36T'] }],
      variants: [
        { options: ['34T'], sku: 'NW-34', priceTaka: 1800 },
        { options: ['36T'], sku: 'NW-36', priceTaka: 1900 },
      ],
    })) as [TestVariant, TestVariant];
    const [plain] = await createProductWithVariants(db(), {
      name: 'Brake Pads',
      options: [],
      variants: [{ options: [], priceTaka: 99 }],
    });
    if (!plain) throw new Error('one variant');
    const orderId = await insertVariantOrder(db(), buyer, [
      { variant: size34, quantity: 1 },
      { variant: size36, quantity: 2 },
      { variant: plain, quantity: 3 },
    ]);
    await db()
      .transaction()
      .execute((trx) => queueOrderMail(trx, orderId, 'delivered'));
    const [row] = await mailRows();
    const { order } = JSON.parse(row?.data ?? '{}') as MailData['order-delivered'];
    expect(order.lines.map((l) => l.name)).toEqual([
      'Narrow-Wide Chainring — 34T',
      'Narrow-Wide Chainring — 36T',
      'Brake Pads',
    ]);
    const mail = await renderTemplate('order-delivered', { order }, 'en', { publicUrl: PUBLIC_URL });
    expect(mail.text).toContain('Narrow-Wide Chainring — 36T × 2');
  });

  it('the low-stock note lists each variant under the level, named by its title', async () => {
    const { app, admin } = await setUp({ LOW_STOCK_AT: '10' });
    await createProductWithVariants(db(), {
      name: 'Narrow-Wide Chainring',
      options: [{ name: 'Size', values: ['34T', '36T'] }],
      variants: [
        { options: ['34T'], maxQuantity: 4 },
        { options: ['36T'], maxQuantity: 40 },
      ],
    });
    clock.ms = 24 * 3_600_000;
    await app.background.runDue();
    const notes = (await mailRows()).filter((r) => r.template === 'low-stock');
    expect(notes).toHaveLength(1);
    expect(notes[0]?.recipient).toBe(admin.email);
    const data = JSON.parse(notes[0]?.data ?? '{}') as MailData['low-stock'];
    expect(data.products).toEqual([{ id: expect.any(String), name: 'Narrow-Wide Chainring — 34T', stock: 4 }]);
    const mail = await renderTemplate('low-stock', data, 'en', { publicUrl: PUBLIC_URL });
    expect(mail.text).toContain(`Narrow-Wide Chainring — 34T: ${t.piecesLeft({ n: 4 })}`);
  });
});

describe('the admins\u2019 outbox (GET /api/admin/outbox)', () => {
  it('hides the reset link from admins of a store that sends email', async () => {
    const { app, buyer, admin } = await setUp();
    await app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: buyer.email } });
    const [row] = (await mailRows()).filter((r) => r.template === 'reset-password');
    const token = (JSON.parse(row?.data ?? '{}') as { token: string }).token;
    expect(token.length).toBeGreaterThan(10);
    const one = await app.inject({ method: 'GET', url: `/api/admin/outbox/${row?.id}`, headers: admin.headers });
    expect(one.statusCode).toBe(200);
    expect(one.json<OutboxMessage>().html).not.toContain(token);
    expect(one.json<OutboxMessage>().text).not.toContain(token);
  });

  it('lists messages and renders one for an admin; 401 without a token, 403 for a customer', async () => {
    const { app, buyer, admin, product } = await setUp({ SMTP_URL: '' });
    await placeOrder(app, buyer, product);
    await app.background.runDue();
    expect((await app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: buyer.headers })).statusCode).toBe(
      403,
    );
    const list = await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    const page = list.json<OutboxPage>();
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 1, delivering: false });
    expect(page.items[0]).toMatchObject({ to: buyer.email, status: 'held', template: 'order-received' });
    const id = page.items[0]?.id ?? '';
    expect((await app.inject({ method: 'GET', url: `/api/admin/outbox/${id}` })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: `/api/admin/outbox/${id}`, headers: buyer.headers })).statusCode,
    ).toBe(403);
    const one = await app.inject({ method: 'GET', url: `/api/admin/outbox/${id}`, headers: admin.headers });
    expect(one.statusCode).toBe(200);
    const message = one.json<OutboxMessage>();
    expect(message.html).toContain('Disc Brake Rotor');
    // No SMTP_URL: the outbox is where mail is read, links and all.
    await app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: buyer.email } });
    const reset = (await mailRows()).find((r) => r.template === 'reset-password');
    const token = (JSON.parse(reset?.data ?? '{}') as { token: string }).token;
    const shown = await app.inject({ method: 'GET', url: `/api/admin/outbox/${reset?.id}`, headers: admin.headers });
    expect(shown.json<OutboxMessage>().html).toContain(`/reset-password?token=${token}`);
    expect(message.text).toContain('Disc Brake Rotor');
    const missing = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('each message in its recipient’s language (users.language)', () => {
  const setLanguage = (app: FastifyInstance, user: TestUser, language: string) =>
    app.inject({ method: 'PUT', url: '/api/account/language', headers: user.headers, payload: { language } });

  it('writes a Bangla buyer’s order messages in Bangla and an English buyer’s and the admin’s in English', async () => {
    const { app, buyer, admin, product } = await setUp({ SMTP_URL: '' });
    const harness = { app, store: database.store, database, close: async () => undefined };
    const english = await createUser(harness, { name: 'Karim' });
    await db().deleteFrom('mailMessages').execute();
    expect((await setLanguage(app, buyer, 'bn')).statusCode).toBe(204);

    const bnOrder = (await placeOrder(app, buyer, product)).json<{ insertedId: string }>().insertedId;
    await pay(app, buyer, bnOrder, 2 * 1250.5 + 120);
    const enOrder = (await placeOrder(app, english, product)).json<{ insertedId: string }>().insertedId;
    const ref = (id: string) => id.slice(0, 8).toUpperCase();

    const rows = await mailRows();
    const of = (template: string, to: string) => rows.find((r) => r.template === template && r.recipient === to);
    expect(of('order-received', buyer.email)).toMatchObject({
      locale: 'bn',
      subject: `আপনার অর্ডার পেয়েছি: ${ref(bnOrder)}`,
    });
    expect(of('payment-received', buyer.email)).toMatchObject({
      locale: 'bn',
      subject: `পেমেন্ট পেয়েছি: ${ref(bnOrder)}`,
    });
    expect(of('admin-paid-order', admin.email)).toMatchObject({
      locale: 'en',
      subject: `New paid order ${ref(bnOrder)} (৳2,621)`,
    });
    expect(of('order-received', english.email)).toMatchObject({
      locale: 'en',
      subject: `Order received: ${ref(enOrder)}`,
    });

    // The outbox shows the Bangla message as its buyer reads it.
    await app.background.runDue();
    const list = (
      await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: admin.headers })
    ).json<OutboxPage>();
    const listed = list.items.find((i) => i.template === 'payment-received');
    expect(listed?.subject).toBe(`পেমেন্ট পেয়েছি: ${ref(bnOrder)}`);
    const one = await app.inject({ method: 'GET', url: `/api/admin/outbox/${listed?.id}`, headers: admin.headers });
    const message = one.json<OutboxMessage>();
    expect(message.html).toMatch(/<html [^>]*lang="bn"/);
    expect(message.text).toContain('Disc Brake Rotor × ২');
    for (const part of [message.html, message.text]) {
      expect(part).toContain(textsIn('bn', 'mail').MAIL_TEXT.paymentReceivedIntro);
      expect(part).toContain('৳২,৫০১');
      expect(part).toContain('৳২,৬২১');
      expect(part).not.toContain('2,621');
      expect(part).not.toContain('Total');
    }
    const englishOne = list.items.find((i) => i.template === 'order-received' && i.to === english.email);
    const englishMessage = (
      await app.inject({ method: 'GET', url: `/api/admin/outbox/${englishOne?.id}`, headers: admin.headers })
    ).json<OutboxMessage>();
    expect(englishMessage.html).toMatch(/<html [^>]*lang="en"/);
    expect(englishMessage.text).toContain('৳2,621');
    expect(englishMessage.text).toContain('Total');
  });

  it('writes an account message (password reset) in the account’s language', async () => {
    const { app, buyer } = await setUp({ SMTP_URL: '' });
    expect((await setLanguage(app, buyer, 'bn')).statusCode).toBe(204);
    await app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: buyer.email } });
    const reset = (await mailRows()).find((r) => r.template === 'reset-password');
    expect(reset).toMatchObject({ locale: 'bn', subject: textsIn('bn', 'mail').MAIL_TEXT.resetSubject });
  });
});
