// Dealer prices, end to end: the owner sets quantity breaks on a chain and makes a Dealer group at 10 % off; a
// buyer applies and the owner approves. A visitor sees the retail table on the product page, the dealer sees the
// dealer's, and the dealer's cart says how many more pieces reach the next break. Desktop and phone, with axe.
import { randomUUID } from 'node:crypto';
import type { TestInfo } from '@playwright/test';
import { englishTexts } from '@store/shared/i18n/server';
import { productPublicPath } from '@store/shared/product-slug';
import type { ProductDetail } from '@store/shared/schemas';
import { signInForToken, signUpForToken } from '../scripts/api-session.ts';
import { apiPath, E2E_ADMIN, expect, expectNoA11yViolations, newUser, signInThroughApi, test } from './fixtures.ts';

const { PRICE_TABLE_TEXT, CART_BREAK_TEXT } = englishTexts('pricing');

const originOf = (testInfo: TestInfo) => new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1').origin;
const bearer = (token: string, origin: string) => ({ authorization: `Bearer ${token}`, origin });

test('a dealer sees the dealer prices by quantity and the next break in the cart; a visitor sees retail', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const origin = originOf(testInfo);
  const id = randomUUID().slice(0, 6);
  const admin = bearer((await signInForToken(origin, E2E_ADMIN)).token, origin);

  // The owner: a ৳450 chain, ৳420 from 10 and ৳390 from 50; a Dealer group at 10 % off.
  const created = await request.post(apiPath('/products'), {
    headers: admin,
    data: {
      name: `E2E Dealer Chain ${id}`,
      price: 450,
      maxQuantity: 500,
      minQuantity: 1,
      des: 'A chain for the dealer prices journey.',
      img: '/images/products/chain.svg',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { insertedId: string }).insertedId;
  const breaks = await request.put(apiPath(`/products/${productId}/variants/${productId}/price-breaks`), {
    headers: admin,
    data: {
      breaks: [
        { from: 10, price: 420 },
        { from: 50, price: 390 },
      ],
    },
  });
  expect(breaks.status(), await breaks.text()).toBe(200);
  const product = (await breaks.json()) as ProductDetail;
  const group = await request.post(apiPath('/customer-groups'), {
    headers: admin,
    data: { name: `E2E Dealer ${id}`, discountPercent: 10 },
  });
  expect(group.status(), await group.text()).toBe(201);
  const groupId = ((await group.json()) as { _id: string })._id;

  // A buyer applies; the owner approves.
  const dealer = newUser();
  const dealerHeaders = bearer((await signUpForToken(origin, dealer)).token, origin);
  const applied = await request.post(apiPath('/pricing/applications'), {
    headers: dealerHeaders,
    data: { groupId, note: 'Cycle shop in Mirpur' },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { _id: string })._id;
  const approved = await request.post(apiPath(`/customer-groups/applications/${applicationId}/approve`), {
    headers: admin,
  });
  expect(approved.status()).toBe(200);

  // A visitor: the retail table.
  const path = productPublicPath(product);
  await page.goto(path);
  const table = page.getByRole('table', { name: PRICE_TABLE_TEXT.heading });
  await expect(table.getByRole('row')).toHaveText([/Pieces/, /1–9\s*৳450/, /10–49\s*৳420/, /50\+\s*৳390/]);

  // The dealer: ৳405 up to 49 pieces (10 % off beats ৳420), ৳390 from 50.
  await signInThroughApi(page, dealer);
  await page.goto(path);
  await expect(table.getByRole('row')).toHaveText([/Pieces/, /1–49\s*৳405/, /50\+\s*৳390/]);
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });

  // Twelve in the cart: ৳405 each, 38 more reach ৳390.
  const line = await request.put(apiPath(`/cart/lines/${productId}`), {
    headers: dealerHeaders,
    data: { quantity: 12 },
  });
  expect(line.status(), await line.text()).toBe(200);
  await page.goto('/cart');
  await expect(page.getByText(CART_BREAK_TEXT.nextBreak({ count: 38, price: '৳390' }))).toBeVisible();
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
});
