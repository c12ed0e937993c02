// Every page fits its window (decision 216): signed out, as a buyer and as the admin, in English
// and Bangla, at 360 px (the phone project) and at 1024, 1280 and 1440 px (the desktop project).
// Each page is opened once per language and checked at each width by resizing the window, so a
// role's pages are one test; the problems of every page are listed together at the end.
import { randomUUID } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { API_PATHS } from '@store/shared/api-paths';
import type { Order, Product } from '@store/shared/schemas';
import { apiPath, E2E_ADMIN, expect, isPhone, signInThroughApi, test } from './fixtures.ts';
import { findLayoutProblems } from './support/layout-check.ts';
import { signUpForToken } from '../scripts/api-session.ts';
import { createProduct, placePaidOrder, uniquePhone } from './support/order-desk.ts';

const widthsFor = (testInfo: TestInfo): number[] => (isPhone(testInfo) ? [360] : [1024, 1280, 1440]);

const PUBLIC_PAGES = [
  '/',
  '/allproducts',
  '/blogs',
  '/blogs/chain-care',
  '/myprotfolio',
  '/contact',
  '/policies',
  '/quote',
  '/nope',
];
const VISITOR_PAGES = ['/login', '/singup', '/forgot-password', '/reset-password?token=expired', '/cart'];
const BUYER_PAGES = [
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/myorders',
  '/dashboard/addreview',
  '/dashboard/messages',
  '/dashboard/quotes',
  '/cart',
];
const ADMIN_PAGES = [
  '/dashboard/insights',
  '/dashboard/profile',
  '/dashboard/allusers',
  '/dashboard/manageallorders',
  '/dashboard/addproduct',
  '/dashboard/manageproducts',
  '/dashboard/product-reviews',
  '/dashboard/store-reviews',
  '/dashboard/categories',
  '/dashboard/outbox',
  '/dashboard/sms-outbox',
  '/dashboard/courier-cash',
  '/dashboard/cod-queue',
  '/dashboard/cod-rules',
  '/dashboard/inbox',
  '/dashboard/inbox/quotes',
];
/** Their own test: the admin's list above already takes most of its time budget. */
const PROMOTION_PAGES = ['/dashboard/promotions', '/dashboard/promotions/new'];

/** Opens each page in English and in Bangla and checks it at each width; returns every problem. */
async function checkPages(page: Page, paths: string[], testInfo: TestInfo): Promise<string[]> {
  const problems: string[] = [];
  const [first] = widthsFor(testInfo);
  for (const language of ['', '/bn']) {
    for (const path of paths) {
      const address = language && path === '/' ? language : `${language}${path}`;
      await page.setViewportSize({ width: first ?? 1280, height: 800 });
      await page.goto(address);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main [role="status"] .loading')).toHaveCount(0);
      for (const width of widthsFor(testInfo)) {
        await page.setViewportSize({ width, height: 800 });
        // Two frames: the resize is laid out before the check reads it.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        for (const problem of await findLayoutProblems(page)) problems.push(`${address} at ${width}px: ${problem}`);
      }
    }
  }
  return problems;
}

/** A buyer with a long email, a paid order and an order to pay in cash on delivery. */
async function buyerWithOrders(page: Page): Promise<{ email: string; password: string; orders: Order[] }> {
  const origin = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin;
  const request = page.context().request;
  const id = randomUUID().slice(0, 8);
  const user = {
    name: `Layout Rider ${id}`,
    email: `layout-rider-with-a-long-address-${id}@bicycle-workshop.example.test`,
    password: `pw-${id}-secret`,
  };
  const session = await signUpForToken(origin, user);
  const productId = await createProduct({ origin, request }, `Layout Hub ${id}`, 20);
  const paid = await placePaidOrder({ origin, request }, session, productId, 2, uniquePhone());
  const headers = { authorization: `Bearer ${session.token}`, origin };
  const placed = await request.post(apiPath(API_PATHS.orders), {
    headers,
    data: { productId, orderQuanty: 3, address: 'House 7, Road 3, Mirpur, Dhaka', phone: uniquePhone() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { insertedId } = (await placed.json()) as { insertedId: string };
  const cod = await request.post(apiPath(API_PATHS.cashOnDelivery), { headers, data: { order: insertedId } });
  expect(cod.status(), await cod.text()).toBe(200);
  return { ...user, orders: [paid, (await cod.json()) as Order] };
}

test('signed out: every public page fits at each width, in English and Bangla', async ({ page, catalog }, testInfo) => {
  test.setTimeout(240_000);
  const product = catalog.find((p: Product) => p.maxQuantity >= p.minQuantity) ?? catalog[0];
  if (!product) throw new Error('no seeded product');
  const paths = [...PUBLIC_PAGES, `/products/${product._id}`, ...VISITOR_PAGES];
  expect(await checkPages(page, paths, testInfo)).toEqual([]);
});

test('a buyer: every dashboard page fits at each width, in English and Bangla', async ({ page, catalog }, testInfo) => {
  test.setTimeout(240_000);
  const buyer = await buyerWithOrders(page);
  await signInThroughApi(page, buyer);
  const product = catalog.find((p: Product) => p.maxQuantity >= p.minQuantity) ?? catalog[0];
  if (!product) throw new Error('no seeded product');
  const [paid, cod] = buyer.orders;
  if (!paid || !cod) throw new Error('no orders');
  const paths = [
    ...BUYER_PAGES,
    `/singleservice/${product._id}`,
    `/dashboard/orders/${paid._id}`,
    `/dashboard/orders/${cod._id}`,
    `/dashboard/payment/${cod._id}`,
    `/dashboard/orders/${paid._id}/invoice`,
  ];
  expect(await checkPages(page, paths, testInfo)).toEqual([]);
});

test('the admin: every admin page fits at each width, in English and Bangla', async ({ page, catalog }, testInfo) => {
  test.setTimeout(300_000);
  // Orders for the desk: a long email, a paid order and cash on delivery still to collect.
  const buyer = await buyerWithOrders(page);
  await signInThroughApi(page, E2E_ADMIN);
  const product = catalog[0];
  if (!product) throw new Error('no seeded product');
  const [paid, cod] = buyer.orders;
  if (!paid || !cod) throw new Error('no orders');
  const paths = [
    ...ADMIN_PAGES,
    `/dashboard/manageproducts/${product._id}/edit`,
    `/dashboard/orders/${cod._id}`,
    `/dashboard/orders/${paid._id}/invoice`,
  ];
  expect(await checkPages(page, paths, testInfo)).toEqual([]);
});

test('the admin: the promotions pages fit at each width, in English and Bangla', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, E2E_ADMIN);
  expect(await checkPages(page, PROMOTION_PAGES, testInfo)).toEqual([]);
});
