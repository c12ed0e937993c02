// Request For Quote, end to end: a workshop (a signed-in buyer) puts a part in its cart and requests a quote
// for it from the cart; the owner quotes a lower unit price from the inbox's Quote requests tab; the buyer
// accepts it, gives a delivery address, pays by card as after any checkout, and the order shows the quoted
// unit price. At the desktop and the phone viewport; axe on each page; nothing sideways at 360 px.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { API_PATHS } from '@store/shared/api-paths';
import { englishTexts } from '@store/shared/i18n/server';
import { formatTaka } from '@store/shared/money';
import type { Product, ProductDetail } from '@store/shared/schemas';
import {
  apiPath,
  E2E_ADMIN,
  expect,
  expectNoA11yViolations,
  signUpThroughApi,
  switchTo,
  test,
  waitForApp,
} from './fixtures.ts';
import { addAddress } from './support/address.ts';
import { CART_TEXT, PAYMENT_TEXT, SPEC_APP_TEXT, SUCCESS_TEXT } from './texts.ts';

const { QUOTE_REQUEST_TEXT, QUOTE_PAGE_TEXT, QUOTE_INBOX_TEXT, QUOTE_STATUS } = englishTexts('quotes-ui');

/** The page fits 360 px: nothing sticks out sideways. Leaves the viewport as it was. */
async function expectFitsAt360(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `page ${page.url()} is ${overflow}px wider than 360 px`).toBeLessThanOrEqual(0);
  if (size) await page.setViewportSize(size);
}

/** A part of one variant, in stock, priced at ৳10 or more (so that a quote can be lower in whole taka). */
async function partToQuote(request: APIRequestContext, catalog: Product[]): Promise<ProductDetail> {
  for (const { _id } of catalog) {
    const product = (await (await request.get(apiPath(API_PATHS.product(_id)))).json()) as ProductDetail;
    if (product.variants.length === 1 && product.maxQuantity >= Math.max(product.minQuantity, 1) && product.price >= 10)
      return product;
  }
  throw new Error('no part of one variant in stock at ৳10 or more');
}

async function audit(page: Page, testInfo: TestInfo) {
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  await expectFitsAt360(page);
}

test('a workshop requests a quote from its cart, the owner quotes lower, the workshop accepts and pays', async ({
  page,
  request,
  catalog,
}, testInfo) => {
  // Two accounts, seven pages and axe audits on a two-core machine.
  test.slow();
  const part = await partToQuote(request, catalog);
  const quoted = Math.floor(part.price * 0.9);
  const buyer = await signUpThroughApi(page);

  // The part in the cart, then the cart as a quote request.
  await page.goto(`/products/${part._id}`);
  await waitForApp(page);
  await page.getByRole('button', { name: CART_TEXT.addToCart }).click();
  await expect(page.getByRole('link', { name: CART_TEXT.cartButton({ n: 1 }) })).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('link', { name: QUOTE_REQUEST_TEXT.fromCart }).click();
  await expect(page).toHaveURL(/\/quote\?from=cart$/);
  const form = page.getByRole('form', { name: QUOTE_REQUEST_TEXT.title });
  await expect(form.getByRole('heading', { name: part.name, exact: true })).toBeVisible();
  await expect(form.getByLabel(QUOTE_REQUEST_TEXT.nameLabel)).toHaveValue(buyer.name);
  await expect(form.getByLabel(QUOTE_REQUEST_TEXT.emailLabel)).toHaveValue(buyer.email);
  await form.getByLabel(QUOTE_REQUEST_TEXT.noteLabel).fill('For our workshop: delivery within two weeks.');
  await audit(page, testInfo);
  await form.getByRole('button', { name: QUOTE_REQUEST_TEXT.submit }).click();
  const sent = page.getByRole('status').filter({ hasText: QUOTE_REQUEST_TEXT.sent });
  await sent.getByRole('link', { name: QUOTE_REQUEST_TEXT.open }).click();
  await expect(page).toHaveURL(/\/quotes\/[\w-]+\?key=/);
  const quoteUrl = new URL(page.url());
  await expect(page.getByText(QUOTE_STATUS.requested, { exact: true })).toBeVisible();
  await expect(page.getByText(QUOTE_PAGE_TEXT.waiting)).toBeVisible();
  await audit(page, testInfo);

  // The owner quotes ten per cent under the list price.
  await switchTo(page, E2E_ADMIN);
  await page.goto('/dashboard/inbox/quotes?status=requested');
  await page.getByRole('button', { name: QUOTE_INBOX_TEXT.openRequest({ name: buyer.name }) }).click();
  const desk = page.getByRole('region', { name: buyer.name });
  await expect(desk).toContainText('For our workshop: delivery within two weeks.');
  await desk.getByLabel(QUOTE_INBOX_TEXT.unitPrice({ name: part.name })).fill(String(quoted));
  await desk.getByLabel(QUOTE_INBOX_TEXT.shipping).fill('60');
  await desk.getByLabel(QUOTE_INBOX_TEXT.note).fill('Ten per cent off for the quantity.');
  await audit(page, testInfo);
  await desk.getByRole('button', { name: QUOTE_INBOX_TEXT.send }).click();
  await expect(desk.getByRole('status')).toContainText(/^Quote sent: version 1,/);

  // The workshop accepts, gives its address and pays by card.
  await switchTo(page, buyer);
  await page.goto(`${quoteUrl.pathname}${quoteUrl.search}`);
  const latest = page.getByRole('region', { name: QUOTE_PAGE_TEXT.latest({ version: 1 }) });
  await expect(latest).toContainText(formatTaka(quoted));
  await expect(latest.getByText(QUOTE_PAGE_TEXT.listPrice({ price: formatTaka(part.price) }))).toBeVisible();
  await expect(latest).toContainText('Ten per cent off for the quantity.');
  await audit(page, testInfo);
  await latest.getByRole('button', { name: QUOTE_PAGE_TEXT.accept }).click();
  await addAddress(page, 'en', {
    recipient: 'Karim Workshop',
    phone: '+880 1711-000000',
    districtTyped: 'Dhaka',
    area: 'Dhanmondi',
    street: 'House 3, Road 9',
  });
  await latest.getByRole('button', { name: QUOTE_PAGE_TEXT.placeOrder }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').pop() ?? '';
  await page.getByLabel(PAYMENT_TEXT.cardNumber).pressSequentially('4242424242424242');
  await page.getByLabel(`${PAYMENT_TEXT.expiry} ${PAYMENT_TEXT.expiryFormat}`).pressSequentially('1249');
  await page.getByLabel(PAYMENT_TEXT.cvc).fill('123');
  await page.getByLabel(PAYMENT_TEXT.postalCode).fill('1207');
  await page.getByRole('button', { name: SPEC_APP_TEXT.payButton }).click();
  await expect(page.getByRole('status').filter({ hasText: SUCCESS_TEXT.paymentCompleted })).toBeVisible();

  // The order is at the quoted unit price; the quote says it was accepted and links the order.
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: part.name })
      .filter({ hasText: `× ${formatTaka(quoted)}` }),
  ).toBeVisible();
  await audit(page, testInfo);
  await page.goto(`${quoteUrl.pathname}${quoteUrl.search}`);
  await expect(page.getByText(QUOTE_STATUS.accepted, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: QUOTE_PAGE_TEXT.openOrder })).toHaveAttribute(
    'href',
    `/dashboard/orders/${orderId}`,
  );
});
