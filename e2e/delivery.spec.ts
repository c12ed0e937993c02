// Delivery by address and zone, end to end: a buyer in Bangla adds addresses by typing the district in
// Bangla, sees the cart's shipping follow the chosen address's zone and weight, and finds the same fee on
// the order and the invoice; the owner changes a zone's rate and only new quotes follow it; the address
// book works at 360 px. At the desktop and the phone viewport.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { API_PATHS } from '@store/shared/api-paths';
import { formatTakaIn } from '@store/shared/i18n/format';
import { LOCALE_COOKIE } from '@store/shared/i18n/locales';
import { textsIn } from '@store/shared/i18n/server';
import type { Order } from '@store/shared/schemas';
import type { SavedAddress } from '@store/shared/schemas/addresses';
import type { ShippingZone } from '@store/shared/schemas/shipping-zones';
import {
  apiPath,
  E2E_ADMIN,
  expect,
  expectNoA11yViolations,
  newUser,
  signInThroughApi,
  signUpThroughApi,
  test,
} from './fixtures.ts';
import { signInForToken, signUpForToken } from '../scripts/api-session.ts';
import { addAddress } from './support/address.ts';

const en = {
  book: textsIn('en', 'address-book'),
  shipping: textsIn('en', 'shipping'),
  cart: textsIn('en', 'cart'),
};

const originOf = (testInfo: TestInfo) => new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1').origin;
const bearer = (token: string, origin: string) => ({ authorization: `Bearer ${token}`, origin });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The amount on the line of a charges list (cart, order, invoice) whose label starts with `label`. */
const chargeOf = (scope: Page | Locator, label: string): Locator =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${escape(label)}`) })
    .locator('xpath=following-sibling::dd[1]');

/** The page fits 360 px: nothing sticks out sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `page ${page.url()} is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
}

/** A product only this test orders, weighing `weightGrams` packed, at `price` taka. */
async function createWeighedProduct(
  request: APIRequestContext,
  origin: string,
  { price, weightGrams }: { price: number; weightGrams: number },
): Promise<{ id: string; name: string }> {
  const admin = await signInForToken(origin, E2E_ADMIN);
  const name = `E2E Parcel Hub ${randomUUID().slice(0, 6)}`;
  const response = await request.post(apiPath(API_PATHS.products), {
    headers: bearer(admin.token, origin),
    data: {
      name,
      price,
      maxQuantity: 50,
      minQuantity: 1,
      des: 'A hub for the delivery journeys.',
      img: '/images/products/hub.svg',
      weightGrams,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: ((await response.json()) as { insertedId: string }).insertedId, name };
}

test('the address book at 360 px: add, edit, make default and delete, with axe passing', async ({ page }, testInfo) => {
  // Five steps and two accessibility scans (the form with the cards, the question): longer than one page's.
  test.setTimeout(120_000);
  const T = en.book.ADDRESS_BOOK_TEXT;
  await page.setViewportSize({ width: 360, height: 780 });
  await signUpThroughApi(page, newUser());
  await page.goto('/dashboard/addresses');
  await expect(page.getByRole('heading', { name: T.pageHeading, level: 2 })).toBeVisible();
  await expect(page.getByText(T.empty)).toBeVisible();

  // The first address becomes the default; the mobile reads as written in Bangladesh.
  await page.getByRole('button', { name: T.add }).click();
  await expect(page.getByRole('heading', { name: T.newHeading })).toBeFocused();
  await addAddress(page, 'en', {
    recipient: 'Rahima Khatun',
    phone: '+880 1711 000001',
    districtTyped: 'Dhaka',
    area: 'Dhanmondi',
    street: 'House 12, Road 5',
  });
  await expect(page.getByText(T.added)).toBeVisible();
  const rahima = page.getByRole('listitem', { name: 'Rahima Khatun' });
  await expect(rahima).toContainText('01711-000001');
  await expect(rahima).toContainText('Dhanmondi, Dhaka');
  await expect(rahima.getByText(T.defaultBadge, { exact: true })).toBeVisible();

  // A second one, its district typed in Bangla on the English page.
  await page.getByRole('button', { name: T.add }).click();
  await addAddress(page, 'en', {
    recipient: 'Karim Uddin',
    phone: '01819-000002',
    districtTyped: 'সিলেট',
    area: 'Sylhet Sadar',
    street: 'Zindabazar Road 3',
  });
  const karim = page.getByRole('listitem', { name: 'Karim Uddin' });
  await expect(karim).toContainText('Sylhet Sadar, Sylhet');
  await expect(karim.getByText(T.defaultBadge, { exact: true })).toHaveCount(0);

  // Edit: the form opens with the address in it; the change shows on the card.
  await karim.getByRole('button', { name: T.editAddress({ name: 'Karim Uddin, Sylhet Sadar, Sylhet' }) }).click();
  await expect(page.getByRole('heading', { name: T.editHeading })).toBeFocused();
  const street = page.getByLabel(textsIn('en', 'addresses').ADDRESS_FORM_TEXT.streetLabel, { exact: true });
  await expect(street).toHaveValue('Zindabazar Road 3');
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  await street.fill('Amberkhana, House 9');
  await page.getByRole('button', { name: T.save }).click();
  await expect(page.getByText(T.changed)).toBeVisible();
  await expect(karim).toContainText('Amberkhana, House 9');

  // Make the second the default: the badge moves.
  await karim
    .getByRole('button', { name: T.makeDefaultAddress({ name: 'Karim Uddin, Sylhet Sadar, Sylhet' }) })
    .click();
  await expect(page.getByText(T.defaultChanged)).toBeVisible();
  await expect(karim.getByText(T.defaultBadge, { exact: true })).toBeVisible();
  await expect(rahima.getByText(T.defaultBadge, { exact: true })).toHaveCount(0);

  // Delete the first, after the question; the focus lands on the page's heading.
  await rahima.getByRole('button', { name: T.deleteAddress({ name: 'Rahima Khatun, Dhanmondi, Dhaka' }) }).click();
  const question = page.getByRole('alertdialog', { name: T.deleteConfirmTitle });
  await expect(question).toContainText(T.deleteConfirmText({ name: 'Rahima Khatun', place: 'Dhanmondi, Dhaka' }));
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  await question.getByRole('button', { name: T.delete, exact: true }).click();
  await expect(page.getByText(T.deleted)).toBeVisible();
  await expect(rahima).toHaveCount(0);
  await expect(karim).toBeVisible();
  await expect(page.getByRole('heading', { name: T.pageHeading, level: 2 })).toBeFocused();
  await expectNoSidewaysScroll(page);
});

/**
 * A zone of this test's own, for one upazila of Bandarban (an area's zone wins over its district's): the
 * demo zones stay as they are for the journeys running alongside. Desktop and phone take one each, as a
 * place is in one zone at most.
 */
async function createOwnZone(request: APIRequestContext, origin: string, testInfo: TestInfo): Promise<ShippingZone> {
  const admin = await signInForToken(origin, E2E_ADMIN);
  const areaId = testInfo.project.name === 'phone' ? 'bandarban/ruma' : 'bandarban/thanchi';
  const headers = bearer(admin.token, origin);
  // A zone a failed earlier attempt left holds the place: gone first.
  const zones = (await (await request.get(apiPath(API_PATHS.shippingZones))).json()) as ShippingZone[];
  for (const stale of zones.filter((z) => z.areaIds.includes(areaId))) {
    await request.delete(apiPath(API_PATHS.shippingZone(stale.id)), { headers });
  }
  const response = await request.post(apiPath(API_PATHS.shippingZones), {
    headers,
    data: {
      name: `E2E Hills ${randomUUID().slice(0, 6)}`,
      baseFee: 150,
      perKgFee: 30,
      freeFrom: null,
      cod: true,
      areaIds: [areaId],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ShippingZone;
}

test("the owner changes a zone's rate: a new cart quote follows it, an order placed before keeps its shipping", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const origin = originOf(testInfo);
  const zone = await createOwnZone(request, origin, testInfo);
  const areaId = zone.areaIds[0] ?? '';
  const { id: productId } = await createWeighedProduct(request, origin, { price: 600, weightGrams: 1500 });

  // The buyer, through the API: an address in the zone, one order of 1.5 kg (2 kg charged: ৳150 + ৳30).
  const buyer = newUser();
  const session = await signUpForToken(origin, buyer);
  const headers = bearer(session.token, origin);
  const saved = await request.post(apiPath(API_PATHS.addresses), {
    headers,
    data: {
      recipientName: buyer.name,
      phone: '01711-000003',
      districtId: 'bandarban',
      areaId,
      street: 'Bazar Road, House 4',
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const address = (await saved.json()) as SavedAddress;
  const putLine = async () => {
    const line = await request.put(apiPath(API_PATHS.cartLine(productId)), { headers, data: { quantity: 1 } });
    expect(line.status(), await line.text()).toBe(200);
  };
  await putLine();
  const placed = await request.post(apiPath(API_PATHS.checkout), {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: { addressId: address.id },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { insertedId: orderId } = (await placed.json()) as { insertedId: string };
  const before = (await (await request.get(apiPath(API_PATHS.order(orderId)), { headers })).json()) as Order;
  expect(before.shipping).toBe(180);

  // The owner raises the zone's rates on the shipping page.
  const S = en.shipping.SHIPPING_ZONES_ADMIN;
  await signInThroughApi(page, E2E_ADMIN);
  await page.goto('/dashboard/shipping');
  await page.getByRole('button', { name: S.editZone({ name: zone.name }) }).click();
  const form = page.locator('#shipping-zone-form');
  await form.getByLabel(S.baseFee, { exact: true }).fill('200');
  await form.getByLabel(S.perKgFee, { exact: true }).fill('40');
  await form.getByRole('button', { name: S.save }).click();
  await expect(page.getByText(S.saved)).toBeVisible();
  const card = page.getByRole('listitem', { name: zone.name });
  await expect(card.getByRole('definition').filter({ hasText: formatTakaIn('en', 200) })).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: formatTakaIn('en', 40) })).toBeVisible();

  // The buyer's new cart is quoted at the new rate (৳200 + ৳40); the order placed before keeps ৳180.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInThroughApi(page, buyer);
  await putLine();
  await page.goto('/cart');
  await expect(chargeOf(page, en.cart.CART_TEXT.shipping)).toHaveText(formatTakaIn('en', 240));
  await expect(page.getByRole('status').filter({ hasText: zone.name })).toBeVisible();
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(chargeOf(page, en.cart.CART_TEXT.shipping)).toHaveText(formatTakaIn('en', 180));
});

test('in Bangla: an address in Sylhet typed in Bangla, the cart quotes its zone, a Dhanmondi address changes the shipping, and the order and invoice keep it', async ({
  page,
  request,
}, testInfo) => {
  // Two addresses, checkout, a card payment and three pages after it.
  test.setTimeout(120_000);
  const origin = originOf(testInfo);
  const bn = {
    cart: textsIn('bn', 'cart'),
    book: textsIn('bn', 'address-book'),
    payments: textsIn('bn', 'payments'),
    specApp: textsIn('bn', 'spec-app'),
    feedback: textsIn('bn', 'feedback'),
    desk: textsIn('bn', 'order-desk'),
  };
  const taka = (amount: number) => formatTakaIn('bn', amount);
  // ৳900 of goods weighing 1.2 kg: two kilograms charged, far from any zone's free shipping.
  const product = await createWeighedProduct(request, origin, { price: 900, weightGrams: 1200 });
  const REST_OF_BANGLADESH = taka(130 + 25);
  const DHAKA_CITY = taka(70 + 20);

  // The browser's choice of Bangla, kept in its cookie (else it takes the new account's English).
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: 'bn', url: origin }]);
  const buyer = await signUpThroughApi(page, newUser());
  const session = await signInForToken(origin, buyer);
  const line = await request.put(apiPath(API_PATHS.cartLine(product.id)), {
    headers: bearer(session.token, origin),
    data: { quantity: 1 },
  });
  expect(line.status(), await line.text()).toBe(200);

  // The cart, in Bangla: a buyer without addresses sees the address form at checkout.
  const C = bn.cart.CART_TEXT;
  const shipping = chargeOf(page, C.shipping);
  await page.goto('/bn/cart');
  await expect(page.getByRole('heading', { name: product.name, exact: true })).toBeVisible();
  await page.getByRole('button', { name: C.checkout }).click();
  await addAddress(page, 'bn', {
    recipient: 'রহিমা খাতুন',
    phone: '০১৭১১-০০০০০৪',
    districtTyped: 'সিলেট',
    area: 'সিলেট সদর',
    street: 'জিন্দাবাজার, বাড়ি ৩',
  });
  const sylhet = page.getByRole('radio', { name: /^রহিমা খাতুন/ });
  await expect(sylhet).toBeChecked();
  await expect(shipping).toHaveText(REST_OF_BANGLADESH);
  await expect(page.getByRole('status').filter({ hasText: 'Rest of Bangladesh' })).toBeVisible();

  // A second address, in Dhanmondi: chosen at once, and the shipping follows.
  await page.getByRole('button', { name: bn.book.ADDRESS_CHOOSER_TEXT.addNew }).click();
  await addAddress(page, 'bn', {
    recipient: 'করিম উদ্দিন',
    phone: '01819-000005',
    districtTyped: 'ঢাকা',
    area: 'ধানমন্ডি',
    street: 'বাড়ি ১২, রোড ৫',
  });
  const dhanmondi = page.getByRole('radio', { name: /^করিম উদ্দিন/ });
  await expect(dhanmondi).toBeChecked();
  await expect(shipping).toHaveText(DHAKA_CITY);
  await sylhet.check();
  await expect(shipping).toHaveText(REST_OF_BANGLADESH);
  await dhanmondi.check();
  await expect(shipping).toHaveText(DHAKA_CITY);
  await expect(page.getByRole('status').filter({ hasText: 'Dhaka city' })).toBeVisible();
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });

  // Checkout with the Dhanmondi address, then pay by card.
  await page.getByRole('button', { name: C.placeOrder }).click();
  await expect(page).toHaveURL(/\/bn\/dashboard\/payment\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').pop() ?? '';
  const P = bn.payments.PAYMENT_TEXT;
  await page.getByLabel(P.cardNumber).pressSequentially('4242424242424242');
  await page.getByLabel(`${P.expiry} ${P.expiryFormat}`).pressSequentially('1249');
  await page.getByLabel(P.cvc).fill('123');
  await page.getByLabel(P.postalCode).fill('1207');
  await page.getByRole('button', { name: bn.specApp.SPEC_APP_TEXT.payButton }).click();
  await expect(page.getByRole('status').filter({ hasText: bn.feedback.SUCCESS_TEXT.paymentCompleted })).toBeVisible();

  // The order page and the invoice: the Dhanmondi address and the shipping quoted for it.
  await page.goto(`/bn/dashboard/orders/${orderId}`);
  await expect(page.getByText('করিম উদ্দিন').first()).toBeVisible();
  await expect(chargeOf(page, C.shipping)).toHaveText(DHAKA_CITY);
  await page.goto(`/bn/dashboard/orders/${orderId}/invoice`);
  await expect(page.getByText('ধানমন্ডি, ঢাকা').first()).toBeVisible();
  // The delivery line of the Mushak-6.3 table: its label and the amount charged.
  await expect(page.getByRole('row').filter({ hasText: bn.desk.INVOICE_TEXT.shipping })).toContainText(DHAKA_CITY);
});
