// Phone accounts, in Bangla, at a desktop and a phone viewport: a visitor signs up with a mobile number and
// the code texted to it (read from the admin's SMS outbox: the e2e server has no SMS gateway, so every
// message is kept there), sees the number on My Profil and never the placeholder email, signs out and
// signs in again with a new code; and a visitor checks out from the cart with a code, no password, pays cash
// on delivery and follows the order from the link in its SMS, without the session.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { API_PATHS } from '@store/shared/api-paths';
import { LOCALE_COOKIE } from '@store/shared/i18n/locales';
import { textsIn } from '@store/shared/i18n/server';
import type { Product, ProductDetail } from '@store/shared/schemas';
import { displayBdMobile } from '@store/shared/schemas/phone';
import { apiPath, expect, expectNoA11yViolations, isPhone, test } from './fixtures.ts';
import { addAddress } from './support/address.ts';
import { findLayoutProblems } from './support/layout-check.ts';
import { latestSms } from './support/outbox.ts';

const T = {
  phone: textsIn('bn', 'phone-ui').PHONE_UI_TEXT,
  account: textsIn('bn', 'accounts').ACCOUNT_TEXT,
  spec: textsIn('bn', 'common').SPEC_TEXT,
  cart: textsIn('bn', 'cart').CART_TEXT,
};
/** The code's text message (packages/shared/src/sms/sign-in-code-sms.ts). */
const CODE_TEMPLATE = 'sign-in-code';

const originOf = (testInfo: TestInfo) => new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1').origin;

/** A fresh +8801… number for each test and project: the server keeps one account per number. */
const freshNumber = () => `+88017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The 6 digits of the newest code texted to `phone` after `since` (Bangla digits read as ASCII). */
async function codeTextedTo(origin: string, phone: string, since = ''): Promise<{ code: string; at: string }> {
  const sms = await latestSms(origin, phone, CODE_TEMPLATE, since);
  const ascii = sms.body.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
  const code = /\b(\d{6})\b/.exec(ascii)?.[1];
  expect(code, `a 6-digit code in "${sms.body}"`).toBeTruthy();
  return { code: code ?? '', at: sms.createdAt };
}

async function expectFits(page: Page, testInfo: TestInfo) {
  expect(await findLayoutProblems(page), `${page.url()} at ${testInfo.project.name}`).toEqual([]);
}

test.beforeEach(async ({ page }, testInfo) => {
  // The browser's choice of Bangla, kept in its cookie (else it would take the new account's language).
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: 'bn', url: originOf(testInfo) }]);
  // The narrowest phone the store supports: Bangla's longer words must fit there too.
  if (isPhone(testInfo)) await page.setViewportSize({ width: 360, height: 740 });
});

test('a phone account signs up and signs in with a code texted to it, in Bangla', async ({ page }, testInfo) => {
  // Two codes, four pages, accessibility and layout checks.
  test.slow();
  const origin = originOf(testInfo);
  const phone = freshNumber();
  const shown = displayBdMobile(phone);
  const name = isPhone(testInfo) ? 'রহিম উদ্দিন' : 'করিম মিয়া';

  // Sign up: the choice beside the email form, then name and number.
  await page.goto('/bn/singup');
  await page.getByRole('button', { name: T.phone.signUpWithPhone }).click();
  await expect(page.getByRole('heading', { name: T.phone.signUpWithPhone })).toBeVisible();
  await page.getByLabel(T.account.nameLabel).fill(name);
  await page.getByLabel(T.phone.phoneLabel).fill(shown);
  await page.getByRole('button', { name: T.phone.sendCode }).click();
  await expect(page.getByRole('status').filter({ hasText: shown })).toBeVisible();
  const code = page.getByLabel(T.phone.codeLabel);
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expectNoA11yViolations(page, { testInfo });
  await expectFits(page, testInfo);

  const first = await codeTextedTo(origin, phone);
  await code.fill(first.code);
  await page.getByRole('button', { name: T.phone.signUp, exact: true }).click();
  await expect(page).toHaveURL(/\/bn\/?$/);
  await expect(page.getByRole('button', { name: T.spec.navSignOut })).toBeVisible();

  // My Profil shows the number where the email would be, and the name typed; never the placeholder.
  await page.goto('/bn/dashboard');
  await expect(page.getByRole('heading', { name: T.account.profileTitle })).toBeVisible();
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: T.phone.emailSection })).toBeVisible();
  expect(await page.content()).not.toContain('phone.invalid');
  await expectNoA11yViolations(page, { testInfo });
  await expectFits(page, testInfo);

  // Sign out, then in again with a new code.
  await page.getByRole('button', { name: T.spec.navSignOut }).click();
  await expect(page.getByRole('link', { name: T.spec.navLogin })).toBeVisible();
  await page.goto('/bn/login');
  await page.getByRole('button', { name: T.phone.signInWithPhone }).click();
  await page.getByLabel(T.phone.phoneLabel).fill(phone);
  await page.getByRole('button', { name: T.phone.sendCode }).click();
  const second = await codeTextedTo(origin, phone, first.at);
  expect(second.code).toBeTruthy();
  // A wrong code first: the refusal is said in Bangla.
  const wrong = second.code === '000000' ? '111111' : '000000';
  await page.getByLabel(T.phone.codeLabel).fill(wrong);
  await page.getByRole('button', { name: T.phone.signIn, exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(T.phone.verifyFailed);
  await page.getByLabel(T.phone.codeLabel).fill(second.code);
  await page.getByRole('button', { name: T.phone.signIn, exact: true }).click();
  await expect(page.getByRole('button', { name: T.spec.navSignOut })).toBeVisible();
  await page.goto('/bn/dashboard');
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
});

/** A product of one variant in stock: a browser line names no variant. */
async function productOfOneVariant(request: APIRequestContext, catalog: Product[]): Promise<ProductDetail> {
  for (const { _id } of catalog) {
    const product = (await (await request.get(apiPath(API_PATHS.product(_id)))).json()) as ProductDetail;
    if (product.variants.length === 1 && product.maxQuantity >= Math.max(product.minQuantity, 1)) return product;
  }
  throw new Error('no product of one variant in stock');
}

test('a visitor checks out from the cart with a code texted to their phone, in Bangla', async ({
  page,
  request,
  catalog,
}, testInfo) => {
  test.slow();
  const origin = originOf(testInfo);
  const phone = freshNumber();
  const shown = displayBdMobile(phone);
  const product = await productOfOneVariant(request, catalog);

  // The visitor's cart, in this browser.
  await page.goto('/bn/');
  await page.evaluate(([id, quantity]) => localStorage.setItem('cart', JSON.stringify([{ productId: id, quantity }])), [
    product._id,
    Math.max(product.minQuantity, 1),
  ] as const);
  await page.goto('/bn/cart');
  await expect(page.getByRole('link', { name: T.cart.signInToCheckout })).toBeVisible();
  await page.getByRole('button', { name: T.phone.guestCheckout }).click();
  const guest = page.getByRole('region', { name: T.phone.guestCheckout });
  await guest.getByLabel(T.account.nameLabel).fill('সালমা বেগম');
  await guest.getByLabel(T.phone.phoneLabel).fill(shown);
  await guest.getByRole('button', { name: T.phone.sendCode }).click();
  const { code } = await codeTextedTo(origin, phone);
  await guest.getByLabel(T.phone.codeLabel).fill(code);
  await expectNoA11yViolations(page, { testInfo });
  await expectFits(page, testInfo);
  await guest.getByRole('button', { name: T.phone.continueToDelivery }).click();

  // Signed in to the number's account, the cart merged, the delivery form filled in with name and number.
  await expect(page.getByRole('status').filter({ hasText: T.phone.guestVerified })).toBeVisible();
  await expect(page.getByRole('heading', { name: product.name, exact: true })).toBeVisible();
  const { ADDRESS_FORM_TEXT: F } = textsIn('bn', 'addresses');
  await expect(page.getByLabel(F.recipientNameLabel)).toHaveValue('সালমা বেগম');
  await expect(page.getByLabel(F.phoneLabel)).toHaveValue(shown);
  await addAddress(page, 'bn', {
    recipient: 'সালমা বেগম',
    phone: shown,
    districtTyped: 'ঢাকা',
    area: 'ধানমন্ডি',
    street: 'বাড়ি ৭, রোড ২',
  });
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  await expectFits(page, testInfo);
  await page.getByRole('button', { name: T.cart.placeOrder }).click();
  await expect(page).toHaveURL(/\/bn\/dashboard\/payment\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').pop() ?? '';

  // Cash on delivery.
  const P = textsIn('bn', 'payments').PAYMENT_TEXT;
  await page.getByRole('radio', { name: P.methodLabelCod }).check();
  await page.getByRole('button', { name: P.codConfirmOrder }).click();
  await expect(page.getByText(P.codPending)).toBeVisible();

  // The order's SMS links its page; opened on a browser without the session, it shows the order in Bangla.
  const placed = await latestSms(origin, phone, 'order-placed');
  expect(placed.orderId).toBe(orderId);
  const link = /https?:\/\/\S+\/bn\/track\/[\w-]{22}$/.exec(placed.body)?.[0] ?? '';
  expect(link, placed.body).not.toBe('');
  await page.context().clearCookies();
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: 'bn', url: origin }]);
  await page.goto(link);
  const R = textsIn('bn', 'order-tracking').ORDER_TRACKING_TEXT;
  await expect(
    page.getByRole('heading', { level: 1, name: `অর্ডার ${orderId.slice(0, 8).toUpperCase()}` }),
  ).toBeVisible();
  await expect(page.getByText(R.intro)).toBeVisible();
  await expect(page.getByText(new RegExp(`^${R.cashOnDelivery({ amount: '' }).split(':')[0]}:`))).toBeVisible();
  await expect(page.getByText(product.name).first()).toBeVisible();
  // Nothing personal: not the name, not the number.
  await expect(page.getByText('সালমা বেগম')).toHaveCount(0);
  await expect(page.getByText(shown)).toHaveCount(0);
  await expectNoA11yViolations(page, { testInfo });
  await expectFits(page, testInfo);
});
