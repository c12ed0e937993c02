// The store in Bangla: a buyer switches to Bangla on the home page, orders and pays in Bangla
// (Bangla texts, ৳ with Bengali digits), and gets the payment email in Bangla; every page of the
// store, in Bangla, shows no English text of ours and passes axe; the ৳ sign is drawn with the
// store's own Bengali font.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { API_PATHS } from '@store/shared/api-paths';
import { formatTakaIn } from '@store/shared/i18n/format';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readableText } from '@store/shared/i18n/compile';
import { CATALOGUES } from '@store/shared/i18n/catalogues';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import type { Product } from '@store/shared/schemas';
import {
  apiPath,
  E2E_ADMIN,
  expect,
  expectNoA11yViolations,
  isPhone,
  newUser,
  signInThroughApi,
  signUpThroughApi,
  test,
} from './fixtures.ts';
import { signInForToken } from '../scripts/api-session.ts';
import { latestMail } from './support/outbox.ts';
import { addAddress } from './support/address.ts';

const bn = {
  common: textsIn('bn', 'common'),
  specApp: textsIn('bn', 'spec-app'),
  orders: textsIn('bn', 'orders'),
  feedback: textsIn('bn', 'feedback'),
  payments: textsIn('bn', 'payments'),
  mail: textsIn('bn', 'mail'),
};
const en = { common: englishTexts('common') };

const originOf = () => new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin;

async function adminHeaders() {
  const origin = originOf();
  const { token } = await signInForToken(origin, E2E_ADMIN);
  return { authorization: `Bearer ${token}`, origin };
}

/** A product only this test orders, at ৳1,450 a piece. */
async function createProduct(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post(apiPath(API_PATHS.products), {
    headers: await adminHeaders(),
    data: {
      name,
      price: 1450,
      maxQuantity: 50,
      minQuantity: 2,
      des: 'A forged chainring for the Bangla journey.',
      img: '/images/products/chainring.svg',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

/** The fonts Chromium drew an element's text with (DevTools protocol), by family name. */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

test('a buyer switches to Bangla on the home page, orders and pays in Bangla, and gets the email in Bangla', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const name = `E2E Bangla Chainring ${randomUUID().slice(0, 6)}`;
  const productId = await createProduct(request, name);
  const buyer = await signUpThroughApi(page, newUser());

  // The switch, in the navbar (in the menu on a phone).
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: en.common.SPEC_TEXT.navSignOut })).toBeVisible();
  if (isPhone(testInfo)) await page.getByRole('button', { name: en.common.PUBLIC_TEXT.openMenu }).click();
  await page
    .getByRole('navigation', { name: en.common.PUBLIC_TEXT.mainNav })
    .getByRole('link', { name: 'বাংলা' })
    .locator('visible=true')
    .click();
  await expect(page).toHaveURL(/\/bn$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('button', { name: bn.common.SPEC_TEXT.navSignOut })).toBeVisible();
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });

  // The choice is kept: an English address now opens in Bangla.
  await page.goto('/allproducts');
  await expect(page).toHaveURL(/\/bn\/allproducts$/);

  // Order in Bangla.
  await page.goto(`/bn/singleservice/${productId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByLabel(bn.orders.ORDER_TEXT.labelQuantity).fill('3');
  await page.getByRole('button', { name: bn.specApp.SPEC_APP_TEXT.purchase }).click();
  await expect(page.getByLabel(bn.orders.ORDER_TEXT.labelPrice)).toHaveValue(formatTakaIn('bn', 4350));
  await addAddress(page, 'bn', {
    recipient: 'রহিমা খাতুন',
    phone: '+880 1711-000000',
    districtTyped: 'ঢাকা',
    area: 'ধানমন্ডি',
    street: 'বাড়ি ১২, রোড ৫',
  });
  await page.getByLabel(bn.specApp.SPEC_APP_TEXT.orderIdLabel).fill('2024');
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  await page.getByRole('button', { name: bn.specApp.SPEC_APP_TEXT.orderNow }).click();
  await expect(page.getByRole('dialog').filter({ hasText: bn.feedback.SUCCESS_TEXT.orderBooked })).toBeVisible();

  // Pay in Bangla from My Orders.
  await page.goto('/bn/dashboard/myorders');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(bn.specApp.SPEC_APP_TEXT.pay);
  await row.getByRole('link', { name: bn.specApp.SPEC_APP_TEXT.pay }).click();
  await expect(page).toHaveURL(/\/bn\/dashboard\/payment\//);
  await expect(page.getByRole('heading', { name: bn.payments.PAYMENT_TEXT.heading, level: 1 })).toBeVisible();
  // The amount, in Bangla digits, with its ৳ drawn by the store's own Bengali font.
  const price = page.getByText(formatTakaIn('bn', 4350), { exact: true }).first();
  await expect(price).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await price.evaluate((element) => element.setAttribute('data-price-probe', ''));
  expect(await fontsDrawing(page, '[data-price-probe]')).toContain('Noto Sans Bengali');
  const cardNumber = page.getByLabel(bn.payments.PAYMENT_TEXT.cardNumber);
  await cardNumber.pressSequentially('4242424242424242');
  await page
    .getByLabel(`${bn.payments.PAYMENT_TEXT.expiry} ${bn.payments.PAYMENT_TEXT.expiryFormat}`)
    .pressSequentially('1249');
  await page.getByLabel(bn.payments.PAYMENT_TEXT.cvc).fill('123');
  await page.getByLabel(bn.payments.PAYMENT_TEXT.postalCode).fill('1207');
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  await page.getByRole('button', { name: bn.specApp.SPEC_APP_TEXT.payButton }).click();
  await expect(page.getByRole('status').filter({ hasText: bn.feedback.SUCCESS_TEXT.paymentCompleted })).toBeVisible();

  // The payment email, in Bangla (the account's language).
  const mail = await latestMail(originOf(), buyer.email, 'payment-received');
  expect(mail.subject).toMatch(/[\u0980-\u09FF]/);
  expect(mail.html).toContain('lang="bn"');
  expect(mail.html).toContain(formatTakaIn('bn', 4350));
  expect(mail.text).toContain(formatTakaIn('bn', 4350));
});

test("an English page draws ৳ and the switch's বাংলা with the store's small Bengali fonts, never the whole ones", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/allproducts');
  const price = page
    .locator('main')
    .getByText(/^৳[\d,]+$/)
    .first();
  await expect(price).toBeVisible();
  await page.waitForFunction(() => document.fonts.check('16px "Noto Sans Bengali Switch"', 'বাংলা'));
  await page.evaluate(() => document.fonts.ready);
  await price.evaluate((element) => element.setAttribute('data-price-probe', ''));
  expect(await fontsDrawing(page, '[data-price-probe]')).toContain('Noto Sans Bengali');
  const bangla = page.locator('a[lang="bn"]:visible').first();
  await bangla.evaluate((element) => element.setAttribute('data-switch-probe', ''));
  expect(await fontsDrawing(page, '[data-switch-probe]')).toEqual(['Noto Sans Bengali']);
  // The 1 KB cuts, not the 45-48 KB Bengali fonts.
  expect(fonts.some((font) => /\/noto-sans-bengali-taka-700-[\w-]+\.woff2$/.test(font))).toBe(true);
  expect(fonts.some((font) => /\/noto-sans-bengali-switch-400-[\w-]+\.woff2$/.test(font))).toBe(true);
  expect(fonts.filter((font) => /noto-sans-bengali-bengali/.test(font))).toEqual([]);
});

// ---- Every page, in Bangla ----

// A word ends in a letter: a Bangla ending joined to data by a hyphen ("{name}-এর") leaves the name whole.
const LATIN_WORD = /[A-Za-z][A-Za-z'’-]*[A-Za-z]/g;

/**
 * Latin words a Bangla page may show: those the Bangla catalogues themselves write (names of
 * brands, payment methods and the like, inside Bangla messages, and the messages kept as written),
 * and the language switch's "English". Anything else in Latin letters, outside data marked
 * translate="no", is English the page should not show.
 */
const ALLOWED_LATIN = new Set(
  [
    ...Object.values(CATALOGUES.bn).flatMap((catalogue) =>
      Object.values(catalogue as Record<string, Record<string, string>>).flatMap((group) =>
        Object.values(group).flatMap((text) => readableText(compileMessage(text)).match(LATIN_WORD) ?? []),
      ),
    ),
    'English',
  ].map((word) => word.toLowerCase()),
);

/** The text a person reads on the page, outside data (`translate="no"`), scripts and styles. */
async function readableLatinWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, [translate="no"], [hidden], [aria-hidden="true"]'))
        continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      for (const match of (node.textContent ?? '').matchAll(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g)) words.push(match[0]);
    }
    // Labels and alternative texts are read too. A label may name data the page shows as data
    // ("অর্ডার করুন: Forged Alloy Chainring"): words of the page's translate="no" text are data there.
    const data = new Set<string>();
    for (const element of document.querySelectorAll('[translate="no"]')) {
      const text = `${element.textContent ?? ''} ${element.getAttribute('alt') ?? ''}`;
      for (const match of text.matchAll(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g)) data.add(match[0]);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], img[alt], [title]')) {
      if (element.closest('[translate="no"]')) continue;
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        for (const match of (element.getAttribute(name) ?? '').matchAll(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g)) {
          if (!data.has(match[0])) words.push(match[0]);
        }
      }
    }
    return words;
  });
}

const PUBLIC_PAGES = [
  '/bn',
  '/bn/allproducts',
  '/bn/blogs',
  '/bn/myprotfolio',
  '/bn/contact',
  '/bn/policies',
  '/bn/quote',
  '/bn/nope',
];
const VISITOR_PAGES = ['/bn/login', '/bn/singup', '/bn/forgot-password', '/bn/cart'];
const BUYER_PAGES = [
  '/bn/dashboard',
  '/bn/dashboard/profile',
  '/bn/dashboard/myorders',
  '/bn/dashboard/addreview',
  '/bn/dashboard/addresses',
  '/bn/dashboard/messages',
  '/bn/dashboard/quotes',
];
// In parts, shared by the two workers.
const ADMIN_PAGES = [
  [
    '/bn/dashboard/allusers',
    '/bn/dashboard/manageallorders',
    '/bn/dashboard/courier-cash',
    '/bn/dashboard/insights',
    '/bn/dashboard/shipping',
    '/bn/dashboard/cod-queue',
    '/bn/dashboard/cod-rules',
    '/bn/dashboard/inbox',
  ],
  [
    '/bn/dashboard/addproduct',
    '/bn/dashboard/manageproducts',
    '/bn/dashboard/product-reviews',
    '/bn/dashboard/store-reviews',
    '/bn/dashboard/categories',
    '/bn/dashboard/outbox',
    '/bn/dashboard/sms-outbox',
    '/bn/dashboard/inbox/quotes',
  ],
  // The newer pages, in a third part: the two above take most of their time budget.
  ['/bn/dashboard/promotions', '/bn/dashboard/promotions/new', '/bn/dashboard/audit'],
];

async function checkPage(page: Page, path: string, testInfo: TestInfo) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.locator('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const english = (await readableLatinWords(page)).filter((word) => !ALLOWED_LATIN.has(word.toLowerCase()));
  expect(english, `English words on ${path}`).toEqual([]);
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);
}

// 30 pages, each waited on until the network is quiet and then checked by axe (7-14 s a page beside
// other work on two cores): three tests, by who looks, so that the two workers share them.
test.describe('every page reads in Bangla, with no English of ours, and passes axe', () => {
  // A visitor who chose Bangla (an account's own language is followed only without a choice).
  test.beforeEach(({ page }) => page.context().addCookies([{ name: 'store_lang', value: 'bn', url: originOf() }]));

  const orderable = (catalog: Product[]): Product => {
    const product = catalog.find((p) => p.maxQuantity >= p.minQuantity) ?? catalog[0];
    if (!product) throw new Error('no seeded product');
    return product;
  };

  test('signed out', async ({ page, catalog }, testInfo) => {
    test.setTimeout(240_000);
    const product = orderable(catalog);
    const pages = [...PUBLIC_PAGES, `/bn/products/${product._id}`, '/bn/blogs/chain-care', ...VISITOR_PAGES];
    for (const path of pages) await checkPage(page, path, testInfo);
  });

  test('a buyer', async ({ page, catalog }, testInfo) => {
    test.setTimeout(120_000);
    await signUpThroughApi(page, newUser());
    const pages = [`/bn/singleservice/${orderable(catalog)._id}`, ...BUYER_PAGES];
    for (const path of pages) await checkPage(page, path, testInfo);
  });

  for (const [half, paths] of ADMIN_PAGES.entries()) {
    test(`the admin (${half + 1} of ${ADMIN_PAGES.length})`, async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      await signInThroughApi(page, E2E_ADMIN);
      for (const path of paths) await checkPage(page, path, testInfo);
    });
  }
});
