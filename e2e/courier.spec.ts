// The courier, at a desktop and a phone viewport: the owner books a paid order with Steadfast (its double)
// from the order desk and sees it shipped; Steadfast's webhook says the parcel was delivered and the buyer's
// order page says delivered, with the courier and its tracking link; the admin's SMS outbox holds the
// buyer's messages about it. Orders are set up through the API; the browser does what the journey proves.
import { randomUUID } from 'node:crypto';
import { englishTexts } from '@store/shared/i18n/server';
import { orderSmsRef } from '@store/shared/sms/order-sms';
import {
  E2E_ADMIN,
  expect,
  expectNoA11yViolations,
  isPhone,
  signInThroughApi,
  switchTo,
  test,
  expectNoSidewaysScroll,
} from './fixtures.ts';
import { parcelOf, sendSteadfastWebhook } from './support/courier.ts';
import { createProduct, deskSetupFor, newBuyer, placePaidOrder, uniquePhone } from './support/order-desk.ts';
import { ORDER_DESK_UI_TEXT, ORDER_STATUS_LABEL } from './texts.ts';

const { COURIER_UI_TEXT: C, PARCEL_STATUS_LABEL } = englishTexts('courier-ui');
const { SMS_OUTBOX_TEXT } = englishTexts('sms');
const A11Y_EXCLUDE = ['.Toastify'];

// The phone project is 390 px wide; the dashboard must work from 360 px.
test.beforeEach(async ({ page }, testInfo) => {
  if (isPhone(testInfo)) await page.setViewportSize({ width: 360, height: 780 });
});

test('the owner books a paid order with the courier, and its delivery reaches the buyer', async ({
  page,
}, testInfo) => {
  // Two accounts, three pages and axe audits on a two-core machine.
  test.slow();
  const setup = deskSetupFor(page, testInfo);
  const productName = `E2E Courier Fork ${randomUUID().slice(0, 6)}`;
  const productId = await createProduct(setup, productName, 5);
  const buyer = await newBuyer(setup);
  const order = await placePaidOrder(setup, buyer.session, productId, 1, uniquePhone());

  // The owner books it from the desk's row: the row says booked with a tracking code, and shipped.
  await signInThroughApi(page, E2E_ADMIN);
  await page.goto(`/dashboard/manageallorders?q=${encodeURIComponent(order._id)}`);
  const row = page.locator('tbody tr').filter({ hasText: productName });
  await expect(row).toContainText(ORDER_STATUS_LABEL.paid);
  await row.getByRole('button', { name: `${C.bookAction}: ${productName}` }).click();
  const results = page.getByRole('region', { name: C.resultsHeading });
  await expect(results).toContainText(`${productName}: booked, tracking code`);
  await expect(row).toContainText(ORDER_STATUS_LABEL.shipped);
  await expect(row.getByRole('button', { name: `${C.bookAction}: ${productName}` })).toHaveCount(0);
  await expectNoSidewaysScroll(page, testInfo);
  await expectNoA11yViolations(page, { testInfo, exclude: A11Y_EXCLUDE });

  // Steadfast reports the parcel delivered.
  const parcel = await parcelOf(setup, order._id);
  expect(parcel.courierName).toBe('Steadfast');
  await expect(results).toContainText(parcel.trackingCode);
  await sendSteadfastWebhook(setup, parcel.consignmentId, 'delivered');

  // The buyer's order page: delivered, with the courier and the tracking link (a new tab).
  await switchTo(page, buyer.user);
  await page.goto(`/dashboard/orders/${order._id}`);
  await expect(page.getByText(ORDER_STATUS_LABEL.delivered, { exact: true }).first()).toBeVisible();
  const parcelPanel = page.getByRole('region', { name: C.parcelHeading });
  await expect(parcelPanel).toContainText('Steadfast');
  await expect(parcelPanel).toContainText(PARCEL_STATUS_LABEL.delivered);
  const tracking = parcelPanel.getByRole('link', { name: new RegExp(parcel.trackingCode) });
  await expect(tracking).toHaveAttribute('target', '_blank');
  await expect(tracking).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('region', { name: ORDER_DESK_UI_TEXT.actions })).toHaveCount(0);
  await expectNoSidewaysScroll(page, testInfo);
  await expectNoA11yViolations(page, { testInfo, exclude: A11Y_EXCLUDE });

  // The admin's SMS outbox holds the buyer's messages: shipped (with the tracking link) and delivered.
  await switchTo(page, E2E_ADMIN);
  await page.goto('/dashboard/sms-outbox');
  await expect(page.getByRole('heading', { name: SMS_OUTBOX_TEXT.title })).toBeVisible();
  const ref = orderSmsRef(order._id);
  await expect(page.getByText(`Order ${ref} has shipped. Track it: ${parcel.trackingUrl ?? ''}`)).toHaveCount(1);
  await expect(page.getByText(`Order ${ref} was delivered.`, { exact: false })).toHaveCount(1);
  await expectNoSidewaysScroll(page, testInfo);
});
