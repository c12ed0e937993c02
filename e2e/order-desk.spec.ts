// The order desk, at a desktop and a phone viewport: an admin finds a paid order by the buyer's
// phone, marks it processing, then shipped with a tracking number, and the buyer sees the badge,
// the tracking number and the timeline; an admin refunds a paid order and its stock comes back;
// an admin refunds one line of a paid two-line order and sees the refund with its credit note; the
// buyer downloads the invoice PDF, which names the order and its total.
import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import { API_PATHS } from '@store/shared/api-paths';
import { englishTexts } from '@store/shared/i18n/server';
import { formatTaka } from '@store/shared/money';
import { displayBdMobile, normaliseBdMobile } from '@store/shared/schemas/phone';
import type { Invoice } from '@store/shared/schemas';
import {
  apiPath,
  E2E_ADMIN,
  expect,
  expectNoA11yViolations,
  isPhone,
  signInThroughApi,
  switchTo,
  test,
  expectNoSidewaysScroll,
} from './fixtures.ts';
import {
  confirmAction,
  createProduct,
  deskSetupFor,
  newBuyer,
  placePaidCartOrder,
  placePaidOrder,
  stockOf,
  uniquePhone,
} from './support/order-desk.ts';
import {
  ORDER_DESK_UI_TEXT,
  ORDER_STATUS_LABEL,
  PARTIAL_REFUND_TEXT,
  PRODUCT_TEXT,
  PUBLIC_TEXT,
  SPEC_APP_TEXT,
} from './texts.ts';

const T = ORDER_DESK_UI_TEXT;
const { VAT_INVOICE_TEXT } = englishTexts('vat');
const A11Y_EXCLUDE = ['.Toastify'];

// The phone project is 390 px wide; the dashboard must work from 360 px.
test.beforeEach(async ({ page }, testInfo) => {
  if (isPhone(testInfo)) await page.setViewportSize({ width: 360, height: 780 });
});

/** On a phone nothing scrolls sideways: the dashboard tables are cards. */

test('an admin finds a paid order by phone, ships it with tracking, and the buyer follows it', async ({
  page,
}, testInfo) => {
  // Two accounts, four pages, two dialogs and axe audits on a two-core machine.
  test.slow();
  const setup = deskSetupFor(page, testInfo);
  const productName = `E2E Desk Hub ${randomUUID().slice(0, 6)}`;
  const productId = await createProduct(setup, productName, 20);
  const buyer = await newBuyer(setup);
  const phone = uniquePhone();
  const order = await placePaidOrder(setup, buyer.session, productId, 2, phone);

  // The admin searches the desk by the buyer's phone; the search is kept in the URL.
  await signInThroughApi(page, E2E_ADMIN);
  await page.goto('/dashboard/manageallorders');
  await page.getByLabel(T.search).fill(phone);
  await page.getByRole('button', { name: T.searchButton }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.locator('tbody tr').filter({ hasText: productName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(buyer.user.email);
  await expect(row).toContainText(ORDER_STATUS_LABEL.paid);
  await expectNoSidewaysScroll(page, testInfo);
  await expectNoA11yViolations(page, { testInfo, exclude: A11Y_EXCLUDE });

  // A bookmark of this view shows the same order.
  await page.reload();
  await expect(page.getByLabel(T.search)).toHaveValue(phone);
  await expect(row).toHaveCount(1);

  // Processing, from the desk's row; the button is on screen at either width.
  const processing = row.getByRole('button', { name: `${T.actionLabelProcessing}: ${productName}` });
  await expectReachable(processing);
  await processing.click();
  await confirmAction(page, T.actionLabelProcessing);
  await expect(page.getByText(T.transitionDone({ label: ORDER_STATUS_LABEL.processing }))).toBeVisible();
  await expect(row).toContainText(ORDER_STATUS_LABEL.processing);

  // Shipped, from the order's page: the dialog asks for the carrier and the tracking number.
  await row.getByRole('link', { name: T.openOrder({ name: productName }) }).click();
  await expect(page).toHaveURL(`/dashboard/orders/${order._id}`);
  // The phone as a Bangladeshi reads it (01711-000000), dialled in full.
  const storedPhone = normaliseBdMobile(phone) ?? phone;
  await expect(page.getByRole('link', { name: displayBdMobile(storedPhone) }).first()).toHaveAttribute(
    'href',
    `tel:${storedPhone}`,
  );
  const actions = page.getByRole('region', { name: T.actions });
  await actions.getByRole('button', { name: T.actionLabelShipped, exact: true }).click();
  const trackingNumber = `PTH-${randomUUID().slice(0, 8).toUpperCase()}`;
  await confirmAction(page, T.actionLabelShipped, async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(T.carrier).selectOption('Pathao');
    await dialog.getByLabel(T.trackingNumber).fill(trackingNumber);
    await dialog.getByLabel(T.noteLabel).fill('Two boxes, fragile');
  });
  await expect(page.getByText(T.transitionDone({ label: ORDER_STATUS_LABEL.shipped }))).toBeVisible();
  await expect(actions.getByRole('button', { name: T.actionLabelDelivered, exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: T.timeline })).toContainText(trackingNumber);
  await expectNoSidewaysScroll(page, testInfo);
  await expectNoA11yViolations(page, { testInfo, exclude: A11Y_EXCLUDE });

  // The buyer: My Orders shows the Shipped badge and the tracking number, the order its timeline.
  await switchTo(page, buyer.user);
  await page.goto('/dashboard/myorders');
  const myRow = page.locator('tbody tr').filter({ hasText: productName });
  await expect(myRow).toContainText(ORDER_STATUS_LABEL.shipped);
  await expect(myRow).toContainText(trackingNumber);
  const trackingLink = myRow.getByRole('link', { name: new RegExp(trackingNumber) });
  if ((await trackingLink.count()) > 0) {
    // The store knows Pathao's tracking page (CARRIER_TRACKING_URLS): a new tab, without an opener.
    await expect(trackingLink).toHaveAttribute('target', '_blank');
    await expect(trackingLink).toHaveAttribute('rel', /noopener/);
  }
  await expect(myRow.getByRole('link', { name: SPEC_APP_TEXT.pay })).toHaveCount(0);
  await expectNoSidewaysScroll(page, testInfo);
  await expectNoA11yViolations(page, { testInfo, exclude: A11Y_EXCLUDE });

  await myRow.getByRole('link', { name: productName, exact: true }).click();
  const timeline = page.getByRole('list', { name: T.timeline });
  await expect(timeline.getByRole('listitem')).toHaveCount(4);
  for (const [i, label] of [
    T.eventPlaced,
    ORDER_STATUS_LABEL.paid,
    ORDER_STATUS_LABEL.processing,
    ORDER_STATUS_LABEL.shipped,
  ].entries()) {
    await expect(timeline.getByRole('listitem').nth(i)).toContainText(label);
  }
  await expect(timeline).toContainText('Two boxes, fragile');
  // The buyer has no admin actions.
  await expect(page.getByRole('region', { name: T.actions })).toHaveCount(0);
  await expectNoA11yViolations(page, { testInfo, exclude: A11Y_EXCLUDE });
});

test('an admin refunds a paid order and its pieces go back into stock', async ({ page }, testInfo) => {
  test.slow();
  const setup = deskSetupFor(page, testInfo);
  const productName = `E2E Desk Rim ${randomUUID().slice(0, 6)}`;
  const productId = await createProduct(setup, productName, 10);
  const buyer = await newBuyer(setup);
  const order = await placePaidOrder(setup, buyer.session, productId, 3, uniquePhone());
  expect(await stockOf(setup, productId)).toBe(7);

  await signInThroughApi(page, E2E_ADMIN);
  await page.goto(`/dashboard/orders/${order._id}`);
  const actions = page.getByRole('region', { name: T.actions });
  await actions.getByRole('button', { name: T.actionLabelRefunded, exact: true }).click();
  await confirmAction(page, T.actionLabelRefunded, async () => {
    // Never shipped: the restock choice starts ticked.
    await expect(page.getByRole('dialog').getByLabel(T.restockLabel)).toBeChecked();
  });
  await expect(page.getByText(T.transitionDone({ label: ORDER_STATUS_LABEL.refunded }))).toBeVisible();
  await expect(actions.getByText(T.noActions)).toBeVisible();
  await expect(page.getByRole('list', { name: T.timeline })).toContainText(ORDER_STATUS_LABEL.refunded);
  await expect.poll(() => stockOf(setup, productId)).toBe(10);

  // The desk lists it as refunded under the Refunded filter.
  await page.goto(`/dashboard/manageallorders?status=refunded&q=${encodeURIComponent(order._id)}`);
  await expect(page.locator('tbody tr').filter({ hasText: productName })).toContainText(ORDER_STATUS_LABEL.refunded);
  await expectNoSidewaysScroll(page, testInfo);
});

test('an admin refunds one line of a paid two-line order and sees the refund with its credit note', async ({
  page,
}, testInfo) => {
  test.slow();
  const P = PARTIAL_REFUND_TEXT;
  const setup = deskSetupFor(page, testInfo);
  const tag = randomUUID().slice(0, 6);
  const rotor = `E2E Part Rotor ${tag}`;
  const pads = `E2E Part Pads ${tag}`;
  const rotorId = await createProduct(setup, rotor, 10);
  const padsId = await createProduct(setup, pads, 10);
  const buyer = await newBuyer(setup);
  const order = await placePaidCartOrder(
    setup,
    buyer.session,
    [
      { productId: rotorId, quantity: 2 },
      { productId: padsId, quantity: 1 },
    ],
    uniquePhone(),
  );
  expect(order.lines).toHaveLength(2);
  expect(await stockOf(setup, rotorId)).toBe(8);

  await signInThroughApi(page, E2E_ADMIN);
  await page.goto(`/dashboard/manageallorders?q=${encodeURIComponent(order._id)}`);
  const row = page.locator('tbody tr').filter({ hasText: rotor });
  await row.getByRole('button', { name: new RegExp(`^${P.action}`) }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${P.action}`) });
  const rotorPieces = dialog.getByLabel(P.quantityLabel({ product: rotor }));
  await rotorPieces.fill('1');
  await expect(dialog.getByText(P.toRefund({ amount: '৳450' }))).toBeVisible();
  await expectNoSidewaysScroll(page, testInfo);
  await expectNoA11yViolations(page, { testInfo, exclude: A11Y_EXCLUDE });
  await dialog.getByRole('button', { name: P.submit, exact: true }).click();

  // A Mushak-6.7 credit note in its own series per financial year (the number depends on earlier refunds).
  const [before = '', after = ''] = P.done({ amount: '৳450', creditNote: '\u0000' }).split('\u0000');
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(
    page.getByText(new RegExp(`^${escaped(before)}CN-\\d{4}-\\d{2}-\\d{6}${escaped(after)}$`)),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  // A partial refund keeps the order's state; the returned piece is back in stock.
  await expect(row).toContainText(ORDER_STATUS_LABEL.paid);
  await expect.poll(() => stockOf(setup, rotorId)).toBe(9);

  await page.goto(`/dashboard/orders/${order._id}`);
  const refunds = page.getByRole('region', { name: P.refundsHeading });
  await expect(refunds).toContainText(/CN-\d{4}-\d{2}-\d{6}/);
  await expect(refunds).toContainText(P.linePieces({ n: 1, product: rotor }));
  await expect(refunds).toContainText(
    P.refundsSummary({
      refunded: '৳450',
      paid: formatTaka(order.total),
      refundable: formatTaka(order.total - 450),
    }),
  );
  await expectNoSidewaysScroll(page, testInfo);
  await expectNoA11yViolations(page, { testInfo, exclude: A11Y_EXCLUDE });
});

test("the buyer's invoice shows on a printable page and downloads as a PDF with the order and total", async ({
  page,
}, testInfo) => {
  test.slow();
  const setup = deskSetupFor(page, testInfo);
  const productName = `E2E Desk Pedal ${randomUUID().slice(0, 6)}`;
  const productId = await createProduct(setup, productName, 10);
  const buyer = await newBuyer(setup);
  const order = await placePaidOrder(setup, buyer.session, productId, 2, uniquePhone());
  expect(order.invoiceNumber).toMatch(/^INV-\d{4}-\d{2}-\d{6}$/);
  const invoice = (await (
    await setup.request.get(apiPath(API_PATHS.orderInvoice(order._id)), {
      headers: { authorization: `Bearer ${buyer.session.token}`, origin: setup.origin },
    })
  ).json()) as Invoice;

  await signInThroughApi(page, buyer.user);
  await page.goto(`/dashboard/orders/${order._id}`);
  await page.getByRole('link', { name: T.viewInvoice }).click();
  await expect(page).toHaveURL(`/dashboard/orders/${order._id}/invoice`);
  await expect(page.getByRole('heading', { name: VAT_INVOICE_TEXT.title, level: 1 })).toBeVisible();
  await expect(page.getByText(invoice.number)).toBeVisible();
  await expect(page.getByRole('button', { name: T.print })).toBeVisible();
  await expectNoSidewaysScroll(page, testInfo);
  await expectNoA11yViolations(page, { testInfo, exclude: A11Y_EXCLUDE });

  // Printing hides the site's navigation and the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: T.print })).toBeHidden();
  await expect(page.getByRole('navigation', { name: PUBLIC_TEXT.mainNav })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: T.downloadPdf }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  const text = (await parser.getText()).text;
  await parser.destroy();
  expect(text).toContain(invoice.number);
  expect(text).toContain(order._id);
  expect(text).toContain(new Intl.NumberFormat('en-US').format(Math.trunc(invoice.total)));
});

/**
 * Scrolled to, the control is inside the viewport: nothing of it is off to the side. The ratio
 * allows a fraction of a pixel lost to rounding when the page scrolls to a fractional offset
 * (0.996 was seen), far from a control cut off at the screen's edge.
 */
async function expectReachable(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator).toBeInViewport({ ratio: 0.98 });
}

// One test per table: each page's axe scan is slow on a loaded phone run, and the three are independent.
test.describe('the admin tables keep every button on screen without sideways scrolling', () => {
  test('products', async ({ page }, testInfo) => {
    await signInThroughApi(page, E2E_ADMIN);
    await page.goto('/dashboard/manageproducts');
    const firstProduct = page.locator('tbody tr').first();
    await expectReachable(firstProduct.getByRole('button', { name: new RegExp(`^${SPEC_APP_TEXT.delete}`) }));
    await expectReachable(firstProduct.getByRole('link', { name: new RegExp(`^${PRODUCT_TEXT.edit}`) }));
    await expectNoSidewaysScroll(page, testInfo);
    await expectNoA11yViolations(page, { testInfo, exclude: A11Y_EXCLUDE });
  });

  test('users', async ({ page }, testInfo) => {
    await signInThroughApi(page, E2E_ADMIN);
    await page.goto('/dashboard/allusers');
    await expectReachable(page.locator('tbody tr').first().getByRole('button'));
    await expectNoSidewaysScroll(page, testInfo);
    await expectNoA11yViolations(page, { testInfo, exclude: A11Y_EXCLUDE });
  });

  test('orders', async ({ page }, testInfo) => {
    await signInThroughApi(page, E2E_ADMIN);
    await page.goto('/dashboard/manageallorders');
    await expectReachable(page.getByRole('button', { name: T.exportCsv }));
    await expectNoSidewaysScroll(page, testInfo);
  });
});
