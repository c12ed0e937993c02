// Card payment with the sandbox provider: a customer pays an order with 4242 4242 4242 4242
// and My Orders shows it paid with its transaction id and no cancel icon; a declined card shows
// Stripe's message and the order stays unpaid, with PAY still offered.
import type { Page } from '@playwright/test';
import { API_PATHS } from '@store/shared/api-paths';
import { formatTaka } from '@store/shared/money';
import type { Order, Product } from '@store/shared/schemas';
import { apiPath, expect, expectNoA11yViolations, newUser, signUpThroughApi, test } from './fixtures.ts';
import { signInForToken } from '../scripts/api-session.ts';
import { CARD_ERROR, ORDER_TEXT, PAYMENT_TEXT, SPEC_APP_TEXT, SUCCESS_TEXT } from './texts.ts';

/** A fresh customer, signed in in the page's context, with one unpaid order placed through the API. */
async function customerWithOrder(page: Page, catalog: Product[]): Promise<Order> {
  const origin = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin;
  const customer = await signUpThroughApi(page, newUser());
  const request = page.context().request;
  const { token } = await signInForToken(origin, customer);
  const headers = { authorization: `Bearer ${token}`, origin };
  const product = catalog.find((p) => p.maxQuantity >= p.minQuantity + 10);
  if (!product) throw new Error('no seeded product with stock to order');
  const placed = await request.post(apiPath(API_PATHS.orders), {
    headers,
    data: {
      productId: product._id,
      orderQuanty: product.minQuantity,
      address: 'House 12, Road 5, Dhanmondi, Dhaka',
      phone: '+880 1711-000000',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { insertedId } = (await placed.json()) as { insertedId: string };
  const order = await request.get(apiPath(API_PATHS.order(insertedId)), { headers });
  expect(order.status()).toBe(200);
  return (await order.json()) as Order;
}

/** From My Orders, PAY on the order's row, to its payment page with the card form ready. */
async function openPaymentPage(page: Page, order: Order) {
  await page.goto('/dashboard/myorders');
  const row = page.getByRole('row').filter({ hasText: order.productname });
  await row.getByRole('link', { name: SPEC_APP_TEXT.pay }).click();
  await expect(page).toHaveURL(`/dashboard/payment/${order._id}`);
  await expect(page.getByRole('heading', { name: PAYMENT_TEXT.heading, level: 1 })).toBeVisible();
  await expect(page.getByText(order.productname)).toBeVisible();
  await expect(page.getByText(formatTaka(order.price))).toBeVisible();
  await expect(page.getByRole('button', { name: SPEC_APP_TEXT.payButton })).toBeEnabled();
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel(PAYMENT_TEXT.cardNumber).pressSequentially(number.replaceAll(' ', ''));
  await expect(page.getByLabel(PAYMENT_TEXT.cardNumber)).toHaveValue(number);
  await page.getByLabel(`${PAYMENT_TEXT.expiry} ${PAYMENT_TEXT.expiryFormat}`).pressSequentially('1249');
  await expect(page.getByLabel(`${PAYMENT_TEXT.expiry} ${PAYMENT_TEXT.expiryFormat}`)).toHaveValue('12 / 49');
  await page.getByLabel(PAYMENT_TEXT.cvc).fill('123');
  await page.getByLabel(PAYMENT_TEXT.postalCode).fill('1207');
}

test('a customer pays with 4242 4242 4242 4242 and My Orders shows Paid with the transaction id', async ({
  page,
  catalog,
}, testInfo) => {
  test.slow();
  const order = await customerWithOrder(page, catalog);
  await openPaymentPage(page, order);
  await fillCard(page, '4242 4242 4242 4242');
  await expect(page.getByText(`${PAYMENT_TEXT.cardBrand}: Visa`)).toBeVisible();
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  const pay = page.getByRole('button', { name: SPEC_APP_TEXT.payButton });
  await pay.click();

  const result = page.getByRole('status').filter({ hasText: SUCCESS_TEXT.paymentCompleted });
  await expect(result).toBeVisible();
  await expect(result).toContainText(SPEC_APP_TEXT.transactionId);
  const transactionId = (await result.locator('.font-mono').textContent())?.trim() ?? '';
  expect(transactionId).toMatch(/^pi_sandbox_[0-9a-f]{32}$/);
  await expect(pay).toBeDisabled();

  await page.getByRole('link', { name: PAYMENT_TEXT.backToOrders }).click();
  const row = page.getByRole('row').filter({ hasText: order.productname });
  await expect(row.getByText(SPEC_APP_TEXT.paid, { exact: true })).toBeVisible();
  await expect(row).toContainText(transactionId);
  await expect(row.getByRole('link', { name: SPEC_APP_TEXT.pay })).toHaveCount(0);
  await expect(row.getByRole('button', { name: ORDER_TEXT.cancelOrderLabel({ name: order.productname }) })).toHaveCount(
    0,
  );
});

test("a declined card shows 'Your card was declined.' and the order stays unpaid with PAY", async ({
  page,
  catalog,
}) => {
  test.slow();
  const order = await customerWithOrder(page, catalog);
  await openPaymentPage(page, order);
  await fillCard(page, '4000 0000 0000 0002');
  const pay = page.getByRole('button', { name: SPEC_APP_TEXT.payButton });
  await pay.click();

  const error = page.getByRole('alert').filter({ hasText: CARD_ERROR.declined });
  await expect(error).toBeVisible();
  await expect(error).toHaveClass(/text-error/);
  await expect(page.getByText(SUCCESS_TEXT.paymentCompleted)).toHaveCount(0);
  await expect(pay).toBeDisabled();

  await page.goto('/dashboard/myorders');
  const row = page.getByRole('row').filter({ hasText: order.productname });
  await expect(row.getByRole('link', { name: SPEC_APP_TEXT.pay })).toBeVisible();
  await expect(row.getByText(SPEC_APP_TEXT.paid, { exact: true })).toHaveCount(0);
  await expect(
    row.getByRole('button', { name: ORDER_TEXT.cancelOrderLabel({ name: order.productname }) }),
  ).toBeVisible();
});
