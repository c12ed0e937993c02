// The public pages as the server renders them: their content with JavaScript off (what a crawler or
// a link preview reads), and with JavaScript on, hydrated without a console error or warning and
// without fetching again what the page came with.
import { API_PATHS } from '@store/shared/api-paths';
import { HOME_TOOLS_COUNT, PRODUCTS_PAGE_SIZE } from '@store/shared/constants';
import { formatTaka } from '@store/shared/money';
import { productPublicPath } from '@store/shared/product-slug';
import type { Page } from '@playwright/test';
import { apiPath, expect, expectNoA11yViolations, startApp, test } from './fixtures.ts';
import {
  BLOG_TEXT,
  CART_TEXT,
  CATALOG_TEXT,
  PORTFOLIO_TEXT,
  PRODUCT_PAGE_TEXT,
  SPEC_APP_TEXT,
  SPEC_TEXT,
  UI_TEXT,
} from './texts.ts';

const SITE = SPEC_TEXT.brand;

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the hero and the six newest tools with prices', async ({ page, catalog }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(SITE);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: SPEC_TEXT.brand })).toBeVisible();
    const cards = main.getByRole('article');
    await expect(cards).toHaveCount(HOME_TOOLS_COUNT);
    for (const [i, product] of catalog.slice(0, HOME_TOOLS_COUNT).entries()) {
      await expect(cards.nth(i).getByRole('heading', { name: product.name })).toBeVisible();
      await expect(cards.nth(i)).toContainText(formatTaka(product.price));
      await expect(cards.nth(i).getByRole('link', { name: new RegExp(`^${SPEC_TEXT.details} of `) })).toHaveAttribute(
        'href',
        productPublicPath(product),
      );
    }
  });

  test('All Products shows the page, search and sort of the address', async ({ page, request }) => {
    await page.goto('/allproducts?q=chain&sort=price-asc');
    await expect(page).toHaveTitle(`${CATALOG_TEXT.allProductsHeading} | ${SITE}`);
    const main = page.getByRole('main');
    const expected = (await (
      await request.get(apiPath(`${API_PATHS.products}?limit=${PRODUCTS_PAGE_SIZE}&page=1&sort=price-asc&q=chain`))
    ).json()) as { name: string; price: number }[];
    expect(expected.length).toBeGreaterThan(0);
    const cards = main.getByRole('article');
    await expect(cards).toHaveCount(expected.length);
    for (const [i, product] of expected.entries()) {
      await expect(cards.nth(i).getByRole('heading', { name: product.name })).toBeVisible();
      await expect(cards.nth(i)).toContainText(formatTaka(product.price));
    }
    await expect(main.getByRole('searchbox', { name: UI_TEXT.search })).toHaveValue('chain');
  });

  test('a product page shows the product and Order', async ({ page, catalog }) => {
    const product = catalog.at(-1);
    if (!product) throw new Error('no products seeded');
    await page.goto(productPublicPath(product));
    await expect(page).toHaveTitle(`${product.name} | ${SITE}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(main.getByRole('img', { name: product.name })).toBeVisible();
    await expect(main).toContainText(formatTaka(product.price));
    await expect(main).toContainText(`${SPEC_TEXT.minimumOrder}: ${product.minQuantity}`);
    await expect(
      main.getByRole('link', { name: PRODUCT_PAGE_TEXT.orderLabel({ name: product.name }) }),
    ).toHaveAttribute('href', `/singleservice/${product._id}`);
  });

  test('the company pages and the 404 page show their content', async ({ page }) => {
    const pages: [string, string][] = [
      ['/blogs', BLOG_TEXT.heading],
      ['/myprotfolio', PORTFOLIO_TEXT.heading],
      ['/contact', SPEC_TEXT.contactUs],
      ['/policies', 'Policies'],
      ['/blogs/chain-care', 'Chain care: ten minutes a week that save a drivetrain'],
    ];
    for (const [url, heading] of pages) {
      await page.goto(url);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} | ${SITE}`);
    }
    const missing = await page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: UI_TEXT.pageNotFound })).toBeVisible();
  });
});

/** Console errors and warnings of the page, from now on. */
function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

/** Requests of the page to the catalog API, from now on. */
function collectProductCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(apiPath(API_PATHS.products))) calls.push(url.pathname + url.search);
  });
  return calls;
}

test.describe('with JavaScript on', () => {
  test('the home page and All Products hydrate quietly, without fetching their products again', async ({ page }) => {
    const problems = collectConsoleProblems(page);
    const calls = collectProductCalls(page);
    for (const url of ['/', '/allproducts', '/blogs', '/myprotfolio', '/contact', '/policies']) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await startApp(page);
    }
    expect(problems).toEqual([]);
    expect(calls).toEqual([]);
  });

  test('after the load, the scripts the page lists come into the cache from a worker, none run', async ({ page }) => {
    const requested = new Set<string>();
    page.on('requestfinished', (request) => requested.add(new URL(request.url()).pathname));
    await page.goto('/');
    const listed = JSON.parse((await page.locator('#store-chunks').textContent()) ?? '[]') as string[];
    expect(listed.length).toBeGreaterThan(0);
    await expect.poll(() => listed.filter((href) => !requested.has(href))).toEqual([]);
    // Fetched off the page: no prefetch links were added, and the app has still not started.
    await expect(page.locator('link[rel="prefetch"], link[rel="modulepreload"]')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
  });

  test("a visitor's first click, made before the app has started, is done once it has", async ({ page }) => {
    await page.goto('/allproducts');
    await page.waitForLoadState('networkidle');
    // Nothing of a person yet: the page is the server's, and the app has not started.
    await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: CART_TEXT.addToCart, disabled: false }) })
      .first();
    // A click with no pointer movement before it (as a tap on a phone may be): it starts the app and is held.
    await card.getByRole('button', { name: CART_TEXT.addToCart }).dispatchEvent('click');
    await expect(card.getByText(CART_TEXT.addedToCart)).toBeVisible();
    await expect(page.getByRole('link', { name: CART_TEXT.cartButton({ n: 1 }) })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  });

  test('a product page hydrates quietly, and Order leads to the sign-in the order page needs', async ({
    page,
    catalog,
  }, testInfo) => {
    const product = catalog.at(-1);
    if (!product) throw new Error('no products seeded');
    const problems = collectConsoleProblems(page);
    const calls = collectProductCalls(page);
    await page.goto(productPublicPath(product));
    await page.waitForLoadState('networkidle');
    await startApp(page);
    expect(problems).toEqual([]);
    expect(calls).toEqual([]);
    await expectNoA11yViolations(page, { testInfo });
    await page.getByRole('link', { name: PRODUCT_PAGE_TEXT.orderLabel({ name: product.name }) }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: SPEC_APP_TEXT.login })).toBeVisible();
  });

  test('a wrong slug lands on the right address; Details on the home page opens the product page', async ({
    page,
    catalog,
  }) => {
    const product = catalog[0];
    if (!product) throw new Error('no products seeded');
    await page.goto(`/products/${product._id}/an-old-name`);
    await expect(page).toHaveURL(productPublicPath(product));
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: product.name }) })
      .getByRole('link', { name: new RegExp(`^${SPEC_TEXT.details} of `) })
      .click();
    await expect(page).toHaveURL(productPublicPath(product));
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  });
});
