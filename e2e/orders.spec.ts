// Ordering and reviews: a customer is warned about too few and too many pieces, orders,
// finds the order in My Orders, cancels it through the confirmation and sees the stock back, then
// writes a review and finds it on the home page.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { API_PATHS } from '@store/shared/api-paths';
import { formatTaka } from '@store/shared/money';
import type { Product } from '@store/shared/schemas';
import { apiPath, E2E_ADMIN, expect, expectNoA11yViolations, newUser, signUpThroughApi, test } from './fixtures.ts';
import { signInForToken } from '../scripts/api-session.ts';
import { ORDER_TEXT, FEEDBACK_MESSAGES, REVIEW_TEXT, SPEC_APP_TEXT, SPEC_TEXT, SUCCESS_TEXT } from './texts.ts';
import { addAddress } from './support/address.ts';

/** A product only this test orders (desktop and phone run at the same time against one server). */
async function createProduct(request: APIRequestContext, origin: string, name: string): Promise<string> {
  const { token } = await signInForToken(origin, E2E_ADMIN);
  const response = await request.post(apiPath(API_PATHS.products), {
    headers: { authorization: `Bearer ${token}`, origin },
    data: {
      name,
      price: 450.5,
      maxQuantity: 10,
      minQuantity: 2,
      des: 'A forged chainring for the ordering journey.',
      img: '/images/products/chainring.svg',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

async function stockOf(request: APIRequestContext, id: string): Promise<number> {
  return ((await (await request.get(apiPath(API_PATHS.product(id)))).json()) as Product).maxQuantity;
}

test('a customer orders within the limits, cancels the order and reviews the store', async ({
  page,
  request,
}, testInfo) => {
  // A long journey (four pages, two dialogs, three axe audits) on a two-core machine.
  test.slow();
  const origin = new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1').origin;
  const suffix = randomUUID().slice(0, 6);
  const productName = `E2E Chainring ${suffix}`;
  const productId = await createProduct(request, origin, productName);
  const customer = await signUpThroughApi(page, newUser());

  // The product page: the spec's warnings for too few and too many pieces.
  await page.goto(`/singleservice/${productId}`);
  await expect(page.getByRole('heading', { name: productName, level: 1 })).toBeVisible();
  const quantity = page.getByLabel(ORDER_TEXT.labelQuantity);
  const purchase = page.getByRole('button', { name: SPEC_APP_TEXT.purchase });
  await quantity.fill('1');
  await purchase.click();
  await expect(page.getByRole('alert')).toHaveText(FEEDBACK_MESSAGES.quantityBelowMinimum({ min: 2 }));
  await quantity.fill('11');
  await purchase.click();
  await expect(page.getByRole('alert')).toHaveText(FEEDBACK_MESSAGES.quantityAboveStock({ n: 11, max: 10 }));
  await expect(page.getByRole('button', { name: SPEC_APP_TEXT.orderNow })).toHaveCount(0);

  // A valid quantity opens the Order Now form with the total for it.
  await quantity.fill('3');
  await purchase.click();
  await expect(page.getByRole('heading', { name: SPEC_APP_TEXT.orderNow })).toBeVisible();
  await expect(page.getByLabel(ORDER_TEXT.labelProductName)).toHaveValue(productName);
  await expect(page.getByLabel(ORDER_TEXT.labelEmail)).toHaveValue(customer.email);
  await expect(page.getByLabel(ORDER_TEXT.labelOrderQuantity)).toHaveValue('3');
  await expect(page.getByLabel(ORDER_TEXT.labelPrice)).toHaveValue(formatTaka(1351.5));
  await addAddress(page, 'en', {
    recipient: 'Rahima Khatun',
    phone: '+880 1711-000000',
    districtTyped: 'Dhaka',
    area: 'Dhanmondi',
    street: 'House 12, Road 5',
  });
  await page.getByLabel(SPEC_APP_TEXT.orderIdLabel).fill('2024');
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  await page.getByRole('button', { name: SPEC_APP_TEXT.orderNow }).click();
  const booked = page.getByRole('dialog').filter({ hasText: SUCCESS_TEXT.orderBooked });
  await expect(booked).toBeVisible();
  await expect(booked).toBeHidden();
  expect(await stockOf(request, productId)).toBe(7);

  // My Orders: the order, unpaid, with PAY; cancel it through the confirmation.
  await page.goto('/dashboard/myorders');
  const row = page.getByRole('row').filter({ hasText: productName });
  await expect(row).toBeVisible();
  // NOTE: on a phone the cell's name also holds its column label (CSS content); its text is the number.
  await expect(row.getByRole('cell').filter({ hasText: /^3$/ })).toBeVisible();
  await expect(row.getByRole('link', { name: SPEC_APP_TEXT.pay })).toBeVisible();
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  await row.getByRole('button', { name: ORDER_TEXT.cancelOrderLabel({ name: productName }) }).click();
  const confirm = page.getByRole('dialog', { name: SPEC_APP_TEXT.cancelConfirmTitle });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(SPEC_APP_TEXT.cancelConfirmText);
  await confirm.getByRole('button', { name: SPEC_APP_TEXT.cancelNow }).click();
  await expect(page.getByText(SUCCESS_TEXT.orderCancelled)).toBeVisible();
  // The buyer keeps the record: marked cancelled, with nothing left to pay or cancel.
  await expect(row.getByRole('link', { name: SPEC_APP_TEXT.pay })).toHaveCount(0);
  await expect(row.getByRole('button', { name: ORDER_TEXT.cancelOrderLabel({ name: productName }) })).toHaveCount(0);

  // The stock is back, on the API and on the product page.
  expect(await stockOf(request, productId)).toBe(10);
  await page.goto(`/singleservice/${productId}`);
  await expect(page.getByText(`${SPEC_TEXT.available}:`)).toContainText('10');

  // A review, then the home page shows it.
  const reviewText = `Smooth shifting, fast delivery ${suffix}`;
  await page.goto('/dashboard/addreview');
  await expect(page.getByLabel(REVIEW_TEXT.labelName)).toHaveValue(customer.name);
  await expect(page.getByLabel(REVIEW_TEXT.labelEmail, { exact: true })).toHaveValue(customer.email);
  await expect(page.getByLabel(REVIEW_TEXT.labelEmail, { exact: true })).toBeDisabled();
  await page.getByLabel(REVIEW_TEXT.labelRating).fill('5');
  await page.getByLabel(REVIEW_TEXT.labelMessage).fill(reviewText);
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  await page.getByRole('button', { name: SPEC_APP_TEXT.sentReview }).click();
  const thanks = page.getByRole('dialog').filter({ hasText: SUCCESS_TEXT.reviewThanks });
  await expect(thanks).toBeVisible();
  await expect(page.getByLabel(REVIEW_TEXT.labelMessage)).toHaveValue('');
  await page.goto('/');
  await expect(page.getByText(reviewText)).toBeVisible();
});
