// The cart journey: a visitor puts three parts in the cart from /allproducts, signs up, finds the
// cart merged into the account's, checks out, lands on the payment page, pays with 4242 4242 4242
// 4242, and sees the order paid with its three lines and the shipping charged. At the desktop and
// the phone viewport; axe on each page; no sideways scrolling at 360 px.
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, newUser, signUpThroughApi, test } from './fixtures.ts';
import { CART_TEXT, ORDER_PAGE_TEXT, ORDER_STATUS_LABEL, PAYMENT_TEXT, SPEC_APP_TEXT, SUCCESS_TEXT } from './texts.ts';
import { addAddress } from './support/address.ts';

/** The page fits 360 px: nothing sticks out sideways. Leaves the viewport as it was. */
async function expectNoSidewaysScrollAt360(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `page ${page.url()} is ${overflow}px wider than 360 px`).toBeLessThanOrEqual(0);
  if (size) await page.setViewportSize(size);
}

test('a visitor fills a cart, signs up, checks out three parts, pays, and sees the order with its lines and shipping', async ({
  page,
}, testInfo) => {
  test.slow();
  await page.goto('/allproducts');
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: CART_TEXT.addToCart }) });
  await expect(cards.first()).toBeVisible();
  const names: string[] = [];
  for (let i = 0; names.length < 3; i++) {
    const card = cards.nth(i);
    const button = card.getByRole('button', { name: CART_TEXT.addToCart });
    if (await button.isDisabled()) continue;
    names.push((await card.getByRole('heading').textContent())?.trim() ?? '');
    await button.click();
    await expect(card.getByText(CART_TEXT.addedToCart)).toBeVisible();
  }
  const cartButton = page.getByRole('link', { name: CART_TEXT.cartButton({ n: 3 }) });
  await expect(cartButton).toBeVisible();

  // The visitor's cart, priced from the catalog.
  await cartButton.click();
  await expect(page).toHaveURL('/cart');
  for (const name of names) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: CART_TEXT.signInToCheckout })).toBeVisible();
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  await expectNoSidewaysScrollAt360(page);

  // Sign up: the browser's cart joins the new account's cart on the server.
  await signUpThroughApi(page, newUser());
  await page.reload();
  await expect(page.getByText(CART_TEXT.mergedNotice)).toBeVisible();
  await expect(page.getByRole('button', { name: CART_TEXT.checkout })).toBeEnabled();
  for (const name of names) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.getByText(CART_TEXT.shipping, { exact: true })).toBeVisible();
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });

  // Checkout.
  await page.getByRole('button', { name: CART_TEXT.checkout }).click();
  await addAddress(page, 'en', {
    recipient: 'Rahima Khatun',
    phone: '+880 1711-000000',
    districtTyped: 'Dhaka',
    area: 'Dhanmondi',
    street: 'House 12, Road 5',
  });
  await expectNoSidewaysScrollAt360(page);
  await page.getByRole('button', { name: CART_TEXT.placeOrder }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('status').filter({ hasText: ORDER_PAGE_TEXT.booked })).toBeVisible();
  await expect(page.getByText(CART_TEXT.shipping, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: CART_TEXT.cartButton({ n: 0 }) })).toBeVisible();

  // Pay with 4242 4242 4242 4242.
  await page.getByLabel(PAYMENT_TEXT.cardNumber).pressSequentially('4242424242424242');
  await page.getByLabel(`${PAYMENT_TEXT.expiry} ${PAYMENT_TEXT.expiryFormat}`).pressSequentially('1249');
  await page.getByLabel(PAYMENT_TEXT.cvc).fill('123');
  await page.getByLabel(PAYMENT_TEXT.postalCode).fill('1207');
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  await page.getByRole('button', { name: SPEC_APP_TEXT.payButton }).click();
  await expect(page.getByRole('status').filter({ hasText: SUCCESS_TEXT.paymentCompleted })).toBeVisible();

  // The order page: paid, three lines, shipping and total.
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByRole('definition').getByText(ORDER_STATUS_LABEL.paid, { exact: true })).toBeVisible();
  for (const name of names) await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  // The shipping line says what it was priced on: "Shipping (Dhaka city, 1.2 kg)".
  await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${CART_TEXT.shipping}`) })).toBeVisible();
  await expect(page.getByText(CART_TEXT.total, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: ORDER_PAGE_TEXT.payNow })).toHaveCount(0);
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  await expectNoSidewaysScrollAt360(page);
});
