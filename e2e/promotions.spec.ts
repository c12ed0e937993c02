// Promotions, end to end: the owner creates an Eid coupon in the dashboard (10 % off, a week long, once per
// customer); a buyer puts a part in the cart, applies the code, sees the discount as its own line, checks out and
// pays with the sandbox's 4242 card; the order and its VAT invoice show the discount (VAT on what was paid), and
// the owner's insights count the use. Desktop and phone, with axe.
import { randomUUID } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { englishTexts } from '@store/shared/i18n/server';
import {
  E2E_ADMIN,
  expect,
  expectNoA11yViolations,
  isPhone,
  signInThroughApi,
  signUpThroughApi,
  test,
  waitForApp,
} from './fixtures.ts';
import { CART_TEXT, ORDER_PAGE_TEXT, ORDER_STATUS_LABEL, PAYMENT_TEXT, SPEC_APP_TEXT, SUCCESS_TEXT } from './texts.ts';
import { addAddress } from './support/address.ts';
import { createProduct, deskSetupFor } from './support/order-desk.ts';

const {
  PROMOTIONS_ADMIN_TEXT,
  PROMOTION_FORM_TEXT: F,
  PROMOTION_STATE,
  CART_PROMOTION_TEXT,
} = englishTexts('promotions-ui');
const { BOOKS_DISCOUNT_TEXT, INSIGHTS_PROMOTIONS_TEXT } = englishTexts('promotions-books');
const { VAT_INVOICE_TEXT } = englishTexts('vat');

/** A Dhaka date-time input's value `days` from now (Dhaka keeps +06:00 all year). */
const dhakaInput = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 6 * 3_600_000).toISOString().slice(0, 16);

async function audit(page: Page, testInfo: TestInfo) {
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

test('the owner creates an Eid coupon; a buyer applies it, sees the discount line, pays; the order, its invoice and the insights show it', async ({
  page,
}, testInfo) => {
  // Two accounts, eight pages, a checkout and a payment, with axe audits, on a two-core machine shared with others.
  test.setTimeout(300_000);
  if (isPhone(testInfo)) await page.setViewportSize({ width: 360, height: 780 });
  const setup = deskSetupFor(page, testInfo);
  const id = randomUUID().slice(0, 6).toUpperCase();
  const name = `Eid coupon ${id}`;
  const code = `EID${id}`;
  // One ৳450 part only this test sells.
  const productName = `E2E Eid Hub ${id}`;
  const productId = await createProduct(setup, productName, 10);

  // The owner: a new promotion from the dashboard.
  await signInThroughApi(page, E2E_ADMIN);
  await page.goto('/dashboard/promotions');
  await page.getByRole('link', { name: PROMOTIONS_ADMIN_TEXT.newPromotion }).click();
  await expect(page).toHaveURL(/\/dashboard\/promotions\/new$/);
  await page.getByLabel(F.name).fill(name);
  await page.getByLabel(F.kind).selectOption('order_percent');
  await page.getByLabel(F.percent).fill('10');
  await page.getByLabel(F.endsAt).fill(dhakaInput(7));
  await page.getByRole('textbox', { name: F.code }).fill(code);
  await page.getByLabel(F.maxUsesPerCustomer).fill('1');
  await audit(page, testInfo);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/promotions') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: F.save }).click();
  expect((await saved).status()).toBe(201);
  await expect(page).toHaveURL(/\/dashboard\/promotions$/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(PROMOTION_STATE.running);
  await expect(row).toContainText(code);
  await audit(page, testInfo);

  // A buyer: the part in the cart, then the code.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signUpThroughApi(page);
  await page.goto(`/products/${productId}`);
  await waitForApp(page);
  await page.getByRole('button', { name: CART_TEXT.addToCart }).click();
  await expect(page.getByRole('link', { name: CART_TEXT.cartButton({ n: 1 }) })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: productName, exact: true })).toBeVisible();
  await page.getByLabel(CART_PROMOTION_TEXT.couponLabel).fill(code.toLowerCase());
  await page.getByRole('button', { name: CART_PROMOTION_TEXT.apply }).click();
  await expect(page.getByText(CART_PROMOTION_TEXT.coupon({ code }))).toBeVisible();
  await expect(page.getByText(CART_PROMOTION_TEXT.applied, { exact: true })).toBeVisible();
  // 10 % of ৳450, as its own line between the subtotal and the shipping.
  const discount = page.getByRole('term').filter({ hasText: CART_PROMOTION_TEXT.discount({ name }) });
  await expect(discount).toContainText(code);
  await expect(discount.locator('xpath=following-sibling::dd[1]')).toHaveText('−৳45');
  await audit(page, testInfo);

  // Checkout and pay.
  await page.getByRole('button', { name: CART_TEXT.checkout }).click();
  await addAddress(page, 'en', {
    recipient: 'Rahima Khatun',
    phone: '+880 1711-000000',
    districtTyped: 'Dhaka',
    area: 'Dhanmondi',
    street: 'House 12, Road 5',
  });
  await expect(discount).toBeVisible();
  await page.getByRole('button', { name: CART_TEXT.placeOrder }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('status').filter({ hasText: ORDER_PAGE_TEXT.booked })).toBeVisible();
  await page.getByLabel(PAYMENT_TEXT.cardNumber).pressSequentially('4242424242424242');
  await page.getByLabel(`${PAYMENT_TEXT.expiry} ${PAYMENT_TEXT.expiryFormat}`).pressSequentially('1249');
  await page.getByLabel(PAYMENT_TEXT.cvc).fill('123');
  await page.getByLabel(PAYMENT_TEXT.postalCode).fill('1207');
  await page.getByRole('button', { name: SPEC_APP_TEXT.payButton }).click();
  await expect(page.getByRole('status').filter({ hasText: SUCCESS_TEXT.paymentCompleted })).toBeVisible();

  // The order: paid, with the discount as its own line.
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByRole('definition').getByText(ORDER_STATUS_LABEL.paid, { exact: true })).toBeVisible();
  const orderDiscount = page.getByRole('term').filter({ hasText: CART_PROMOTION_TEXT.discount({ name }) });
  await expect(orderDiscount.locator('xpath=following-sibling::dd[1]')).toHaveText('−৳45');
  await audit(page, testInfo);

  // The invoice: VAT on what was paid (৳405 at 15 %: ৳52.83 of VAT, ৳352.17 before it), the promotion named.
  await page.goto(`/dashboard/orders/${orderId}/invoice`);
  await expect(page.getByRole('heading', { name: VAT_INVOICE_TEXT.title, level: 1 })).toBeVisible();
  const line = page.getByRole('row').filter({ hasText: productName });
  await expect(line).toContainText(BOOKS_DISCOUNT_TEXT.lineDiscount({ amount: '−৳45' }));
  await expect(line).toContainText('৳352.17');
  await expect(line).toContainText('৳52.83');
  await expect(
    page.getByRole('region', { name: BOOKS_DISCOUNT_TEXT.discounts }).getByText(name, { exact: false }),
  ).toBeVisible();
  await audit(page, testInfo);

  // The owner's insights: the promotion's one use and its ৳45.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInThroughApi(page, E2E_ADMIN);
  await page.goto('/dashboard/insights');
  const promotions = page.getByRole('region', { name: INSIGHTS_PROMOTIONS_TEXT.heading });
  const figures = promotions.getByRole('row').filter({ hasText: BOOKS_DISCOUNT_TEXT.withCode({ name, code }) });
  await expect(figures).toContainText('45.00');
  await expect(figures.getByRole('cell').first()).toContainText('1');
  await audit(page, testInfo);
});
