// The public pages as the server renders them: their content with JavaScript off (what a crawler or
// a link preview reads), and with JavaScript on, hydrated without a console error or warning and
// without fetching again what the page came with.
import { API_PATHS } from '@store/shared/api-paths';
import { HOME_TOOLS_COUNT, PRODUCTS_PAGE_SIZE } from '@store/shared/constants';
import { formatTaka } from '@store/shared/money';
import { productPublicPath } from '@store/shared/product-slug';
import type { Page } from '@playwright/test';
import { apiPath, expect, expectNoA11yViolations, isPhone, test, waitForApp } from './fixtures.ts';
import {
  BLOG_TEXT,
  CATALOG_TEXT,
  CATEGORY_TEXT,
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
      await waitForApp(page);
    }
    expect(problems).toEqual([]);
    expect(calls).toEqual([]);
  });

  test('a signed-out visitor sees Login in the navbar as soon as the page has loaded, without touching it', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: SPEC_TEXT.navLogin, exact: true })).toBeVisible();
    await expect(banner.locator('.skeleton')).toHaveCount(0);
  });

  test("All Products' filters are open on a wide screen and folded on a phone, without a touch", async ({
    page,
  }, testInfo) => {
    await page.goto('/allproducts');
    const filters = page.getByRole('main').getByRole('group', { name: CATEGORY_TEXT.productCategory });
    if (isPhone(testInfo)) await expect(filters).toBeHidden();
    else await expect(filters).toBeVisible();
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
    await waitForApp(page);
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
