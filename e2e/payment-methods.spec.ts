// Paying the Bangladeshi way, at a desktop and a phone viewport: a buyer pays through SSLCommerz (the
// test's double serves its gateway page) and comes back to a paid order; a buyer checks out and
// chooses cash on delivery, and the admin confirms the order, ships it and records the cash collected.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { API_PATHS } from '@store/shared/api-paths';
import { formatTaka } from '@store/shared/money';
import type { Order } from '@store/shared/schemas';
import { apiPath, E2E_ADMIN, expect, expectNoA11yViolations, signInThroughApi, test } from './fixtures.ts';
import { signInForToken } from '../scripts/api-session.ts';
import { confirmAction, createProduct, newBuyer, uniquePhone } from './support/order-desk.ts';
import { ORDER_DESK_UI_TEXT, ORDER_STATUS_LABEL, PAYMENT_TEXT } from './texts.ts';

const T = ORDER_DESK_UI_TEXT;

/** A fresh buyer (signed in in the page) with an order of a product of this test's own, checked out from the cart. */
async function buyerWithCheckedOutOrder(page: Page): Promise<Order> {
  const origin = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin;
  const request = page.context().request;
  const productId = await createProduct({ origin, request }, `Hub ${randomUUID().slice(0, 6)}`, 20);
  const buyer = await newBuyer({ origin, request });
  await signInThroughApi(page, buyer.user);
  const headers = { authorization: `Bearer ${buyer.session.token}`, origin };
  const line = await request.put(apiPath(API_PATHS.cartLine(productId)), { headers, data: { quantity: 2 } });
  expect(line.status(), await line.text()).toBe(200);
  const checkout = await request.post(apiPath(API_PATHS.checkout), {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: { address: 'House 7, Road 3, Mirpur, Dhaka', phone: uniquePhone() },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { insertedId } = (await checkout.json()) as { insertedId: string };
  return (await (await request.get(apiPath(API_PATHS.order(insertedId)), { headers })).json()) as Order;
}

test('a buyer pays through SSLCommerz’s page and comes back to a paid order', async ({ page }, testInfo) => {
  // Two origins and two accessibility scans.
  test.setTimeout(60_000);
  const order = await buyerWithCheckedOutOrder(page);
  await page.goto(`/dashboard/payment/${order._id}`);
  await page.getByRole('radio', { name: PAYMENT_TEXT.methodLabelSslcommerz }).check();
  await expectNoA11yViolations(page, { testInfo });
  await page.getByRole('button', { name: PAYMENT_TEXT.payWithSslcommerz }).click();

  // SSLCommerz's page (the double), on its own origin.
  await expect(page.getByRole('heading', { name: 'SSLCommerz test gateway' })).toBeVisible();
  await expect(page.getByText(`Amount: ${order.price.toFixed(2)} BDT`)).toBeVisible();
  await page.getByRole('button', { name: 'Pay with bKash' }).click();

  // Back at the store, which asked SSLCommerz's validation API before marking the order paid.
  await expect(page).toHaveURL(`/dashboard/payment/${order._id}?gateway=paid`);
  await expect(page.getByText(PAYMENT_TEXT.gatewayResultPaid)).toBeVisible();
  await expect(page.getByText(PAYMENT_TEXT.paidAlready)).toBeVisible();
  await expectNoA11yViolations(page, { testInfo });
  await page.goto(`/dashboard/orders/${order._id}`);
  await expect(page.getByText(ORDER_STATUS_LABEL.paid, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(PAYMENT_TEXT.methodLabelSslcommerz)).toBeVisible();
});

test('a buyer who cancels on SSLCommerz’s page comes back to an unpaid order and may pay another way', async ({
  page,
}) => {
  const order = await buyerWithCheckedOutOrder(page);
  await page.goto(`/dashboard/payment/${order._id}`);
  await page.getByRole('radio', { name: PAYMENT_TEXT.methodLabelSslcommerz }).check();
  await page.getByRole('button', { name: PAYMENT_TEXT.payWithSslcommerz }).click();
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page).toHaveURL(`/dashboard/payment/${order._id}?gateway=cancelled`);
  await expect(page.getByText(PAYMENT_TEXT.gatewayResultCancelled)).toBeVisible();
  await expect(page.getByRole('radio', { name: PAYMENT_TEXT.methodLabelCod })).toBeVisible();
});

test('cash on delivery from checkout to cash collected', async ({ page }, testInfo) => {
  // Two people, four steps and three accessibility scans: longer than one page's journey.
  test.setTimeout(90_000);
  const order = await buyerWithCheckedOutOrder(page);
  await page.goto(`/dashboard/payment/${order._id}`);
  await page.getByRole('radio', { name: PAYMENT_TEXT.methodLabelCod }).check();
  await page.getByRole('button', { name: PAYMENT_TEXT.codConfirmOrder }).click();
  await expect(page.getByText(PAYMENT_TEXT.codPending)).toBeVisible();
  await expectNoA11yViolations(page, { testInfo });

  // The admin: the desk's cash-on-delivery filter, then the order's page.
  await page.context().clearCookies();
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await signInThroughApi(page, E2E_ADMIN);
  await page.goto(`/dashboard/manageallorders?method=cod&q=${encodeURIComponent(order._id)}`);
  await expect(page.getByRole('row').filter({ hasText: order.productname }).first()).toContainText(T.methodCod);
  await page.goto(`/dashboard/orders/${order._id}`);
  const actions = page.getByRole('region', { name: T.actions });

  await actions.getByRole('button', { name: T.confirmCod, exact: true }).click();
  await confirmAction(page, T.confirmCod);
  await expect(page.getByText(T.transitionDone({ label: ORDER_STATUS_LABEL.processing }))).toBeVisible();

  await actions.getByRole('button', { name: T.actionLabelShipped, exact: true }).click();
  await confirmAction(page, T.actionLabelShipped, async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(T.carrier).selectOption('Pathao');
    await dialog.getByLabel(T.trackingNumber).fill(`PTH-${randomUUID().slice(0, 8)}`);
  });
  await expect(page.getByText(T.transitionDone({ label: ORDER_STATUS_LABEL.shipped }))).toBeVisible();
  await expect(page.getByText(T.cashToCollectBadge({ amount: formatTaka(order.price) }))).toBeVisible();

  await actions.getByRole('button', { name: T.cashCollected, exact: true }).click();
  await confirmAction(page, T.cashCollected);
  await expect(page.getByText(T.transitionDone({ label: ORDER_STATUS_LABEL.delivered }))).toBeVisible();
  await expect(page.getByText(`COD-${order._id}`)).toBeVisible();
  await expect(page.getByText(/^INV-/).first()).toBeVisible();
  await expect(actions.getByRole('button', { name: T.cashCollected, exact: true })).toHaveCount(0);
  // The toasts animate in and out (react-toastify's own styles): checked by their own tests, not mid-animation here.
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });

  const origin = new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1').origin;
  const admin = await signInForToken(origin, E2E_ADMIN);
  const after = (await (
    await page.context().request.get(apiPath(API_PATHS.order(order._id)), {
      headers: { authorization: `Bearer ${admin.token}`, origin },
    })
  ).json()) as Order;
  expect(after).toMatchObject({ status: 'delivered', paid: true, paymentMethod: 'cod', cashToCollect: 0 });
});
