// The product page a buyer trusts: the admin's gallery and specification read on the product page,
// a verified buyer's review with the star input, its average on the product card, and the admin
// hiding it again; desktop and phone (360 px), axe on each page.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { API_PATHS } from '@store/shared/api-paths';
import {
  apiPath,
  E2E_ADMIN,
  expect,
  expectNoA11yViolations,
  isPhone,
  signInThroughApi,
  test,
  waitForApp,
} from './fixtures.ts';
import { signInForToken } from '../scripts/api-session.ts';
import {
  createProduct,
  type DeskSetup,
  deskSetupFor,
  newBuyer,
  placePaidOrder,
  uniquePhone,
} from './support/order-desk.ts';
import { addAddress } from './support/address.ts';
import { productPublicPath } from '@store/shared/product-slug';
import {
  CART_TEXT,
  MODERATION_TEXT,
  ORDER_TEXT,
  PAYMENT_TEXT,
  PRODUCT_PAGE_TEXT,
  PRODUCT_REVIEW_TEXT,
  SPEC_APP_TEXT,
  SUCCESS_TEXT,
  UI_TEXT,
} from './texts.ts';

const A11Y_EXCLUDE = ['.Toastify'];
const PICTURES = ['/images/products/chainring.svg', '/images/products/hub.svg', '/images/products/chain.svg'];
const SPECS = [
  { key: 'Material', value: 'Aluminium 7075' },
  { key: 'Teeth', value: '44' },
  { key: 'Weight', value: '92 g' },
];

test.beforeEach(async ({ page }, testInfo) => {
  if (isPhone(testInfo)) await page.setViewportSize({ width: 360, height: 780 });
});

/** SKUs are unique in the store: each product of these tests gets its own. */
const skuOf = (productId: string) => `CR-44-${productId.slice(0, 8).toUpperCase()}`;

/** A product of this test's own, with three pictures, a SKU and a specification set by the admin. */
async function productWithPage(setup: DeskSetup, name: string): Promise<string> {
  const productId = await createProduct(setup, name, 30);
  const admin = await signInForToken(setup.origin, E2E_ADMIN);
  const headers = { authorization: `Bearer ${admin.token}`, origin: setup.origin };
  const gallery = await setup.request.put(apiPath(API_PATHS.productImages(productId)), {
    headers,
    data: { images: PICTURES },
  });
  expect(gallery.status(), await gallery.text()).toBe(200);
  const spec = await setup.request.put(apiPath(API_PATHS.productSpecification(productId)), {
    headers,
    data: { sku: skuOf(productId), specs: SPECS },
  });
  expect(spec.status(), await spec.text()).toBe(200);
  return productId;
}

const noSidewaysScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

test('a verified buyer reads the specification and gallery, reviews the product and sees the average on its card', async ({
  page,
}, testInfo) => {
  // A long journey (setup through the API, three pages, three accessibility scans): about 30 s on
  // a loaded CI machine, the default budget.
  test.slow();
  const setup = deskSetupFor(page, testInfo);
  const productName = `Trusted Chainring ${randomUUID().slice(0, 8)}`;
  const productId = await productWithPage(setup, productName);
  const buyer = await newBuyer(setup);
  await placePaidOrder(setup, buyer.session, productId, 1, uniquePhone());

  await signInThroughApi(page, buyer.user);
  await page.goto(`/singleservice/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();

  // The specification, SKU first.
  const spec = page.getByRole('region', { name: PRODUCT_PAGE_TEXT.specification });
  await expect(spec.getByRole('term')).toHaveText(['SKU', 'Material', 'Teeth', 'Weight']);
  await expect(spec.getByRole('definition')).toHaveText([skuOf(productId), 'Aluminium 7075', '44', '92 g']);

  // The gallery: the first picture is the card picture; the next button and the arrow keys move on.
  const gallery = page.getByRole('region', { name: PRODUCT_PAGE_TEXT.gallery });
  await expect(gallery.getByRole('img', { name: `${productName} (Picture 1 of 3)` })).toHaveAttribute(
    'src',
    PICTURES[0] ?? '',
  );
  await gallery.getByRole('button', { name: PRODUCT_PAGE_TEXT.nextPicture }).click();
  await expect(gallery.getByRole('img', { name: `${productName} (Picture 2 of 3)` })).toHaveAttribute(
    'src',
    PICTURES[1] ?? '',
  );
  await gallery.getByRole('figure').focus();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByRole('button', { name: PRODUCT_PAGE_TEXT.showPicture({ n: 3 }) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await gallery.getByRole('button', { name: PRODUCT_PAGE_TEXT.showPicture({ n: 1 }) }).click();
  await expect(gallery.getByRole('img', { name: `${productName} (Picture 1 of 3)` })).toBeVisible();
  // A sideways swipe (pointer down, move left, up) shows the next picture.
  const box = await gallery.getByRole('figure').boundingBox();
  if (!box) throw new Error('the gallery picture has no box');
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(gallery.getByRole('img', { name: `${productName} (Picture 2 of 3)` })).toBeVisible();
  await noSidewaysScroll(page);

  // The review: stars chosen by keyboard, as a real radio group.
  const reviews = page.getByRole('region', { name: PRODUCT_REVIEW_TEXT.heading });
  await expect(reviews.getByText(PRODUCT_REVIEW_TEXT.noReviews)).toBeVisible();
  await expectNoA11yViolations(page, { exclude: A11Y_EXCLUDE, testInfo });
  const stars = reviews.getByRole('group', { name: PRODUCT_REVIEW_TEXT.rating });
  await stars
    .locator('label')
    .filter({ hasText: PRODUCT_REVIEW_TEXT.starsLabel({ stars: 3 }) })
    .click();
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: PRODUCT_REVIEW_TEXT.starsLabel({ stars: 4 }) })).toBeChecked();
  await reviews.getByLabel(PRODUCT_REVIEW_TEXT.title).fill('Stiff and true');
  await reviews.getByLabel(PRODUCT_REVIEW_TEXT.text).fill('Shifts cleanly after 500 km. <b>No</b> chain drops.');
  await reviews.getByRole('button', { name: PRODUCT_REVIEW_TEXT.submit }).click();
  await expect(reviews.getByText(PRODUCT_REVIEW_TEXT.saved)).toBeVisible();

  const shown = reviews.getByRole('article', { name: 'Stiff and true' });
  await expect(shown.getByText(PRODUCT_REVIEW_TEXT.verifiedBuyer)).toBeVisible();
  await expect(shown.getByText('Shifts cleanly after 500 km. <b>No</b> chain drops.')).toBeVisible();
  await expect(reviews.getByText(PRODUCT_REVIEW_TEXT.count({ n: 1 }))).toBeVisible();
  await expect(reviews.getByRole('button', { name: PRODUCT_REVIEW_TEXT.update })).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoA11yViolations(page, { exclude: A11Y_EXCLUDE, testInfo });

  // The card in the catalogue shows the average and the count.
  await page.goto(`/allproducts?q=${encodeURIComponent(productName)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: productName }) });
  await expect(card.getByText(UI_TEXT.cardRating({ average: '4.0', count: 1 }))).toBeAttached();
  await expect(card.getByText('4.0 (1)')).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoA11yViolations(page, { exclude: A11Y_EXCLUDE, testInfo });
});

test('an admin hides a review with a reason and shows it again from the moderation page', async ({
  page,
}, testInfo) => {
  const setup = deskSetupFor(page, testInfo);
  const productName = `Moderated Hub ${randomUUID().slice(0, 8)}`;
  const productId = await productWithPage(setup, productName);
  const buyer = await newBuyer(setup);
  // Only buyers review a product (PRODUCT_REVIEWS_FROM defaults to buyers).
  await placePaidOrder(setup, buyer.session, productId, 1, uniquePhone());
  const title = `Rude words ${randomUUID().slice(0, 6)}`;
  const written = await setup.request.put(apiPath(API_PATHS.myProductReview(productId)), {
    headers: { authorization: `Bearer ${buyer.session.token}`, origin: setup.origin },
    data: { rating: 1, title, text: 'Something the store will not show.' },
  });
  expect(written.status(), await written.text()).toBe(200);

  await signInThroughApi(page, E2E_ADMIN);
  await page.goto('/dashboard/product-reviews');
  await expect(page.getByRole('heading', { name: PRODUCT_REVIEW_TEXT.moderationHeading })).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await card.getByLabel(MODERATION_TEXT.reason).fill('Abusive words');
  await card.getByRole('button', { name: PRODUCT_REVIEW_TEXT.hideReview({ title: title }) }).click();
  await expect(card.getByText(MODERATION_TEXT.reviewHidden)).toBeVisible();
  await expect(card.getByText(MODERATION_TEXT.hidden, { exact: true })).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoA11yViolations(page, { exclude: A11Y_EXCLUDE, testInfo });

  const publicPage = await setup.request.get(apiPath(API_PATHS.productReviews(productId)));
  expect(((await publicPage.json()) as { total: number }).total).toBe(0);

  await card.getByLabel(MODERATION_TEXT.reason).fill('Checked again: fine');
  await card.getByRole('button', { name: PRODUCT_REVIEW_TEXT.showReview({ title: title }) }).click();
  await expect(card.getByText(MODERATION_TEXT.reviewShown)).toBeVisible();
  const after = await setup.request.get(apiPath(API_PATHS.productReviews(productId)));
  expect(((await after.json()) as { total: number }).total).toBe(1);
});

test('a buyer follows the breadcrumb’s category, adds to the cart from the product page, and pays right after Order Now', async ({
  page,
}, testInfo) => {
  test.slow();
  const setup = deskSetupFor(page, testInfo);
  const productName = `Breadcrumb Hub ${randomUUID().slice(0, 8)}`;
  const categoryName = `Hubs ${randomUUID().slice(0, 6)}`;
  const productId = await createProduct(setup, productName, 30);
  const admin = await signInForToken(setup.origin, E2E_ADMIN);
  const headers = { authorization: `Bearer ${admin.token}`, origin: setup.origin };
  const category = await setup.request.post(apiPath(API_PATHS.categories), { headers, data: { name: categoryName } });
  expect(category.status(), await category.text()).toBe(201);
  const categoryId = ((await category.json()) as { insertedId: string }).insertedId;
  const moved = await setup.request.patch(apiPath(API_PATHS.product(productId)), { headers, data: { categoryId } });
  expect(moved.status(), await moved.text()).toBe(200);
  const path = productPublicPath({ _id: productId, name: productName });

  // A visitor: the trail through the category, the visitor's note, Add to cart with a quantity.
  await page.goto(path);
  const trail = page.getByRole('navigation', { name: PRODUCT_PAGE_TEXT.breadcrumb });
  await expect(trail.getByRole('link', { name: categoryName })).toHaveAttribute(
    'href',
    `/allproducts?category=${categoryId}`,
  );
  await expect(page.getByText(PRODUCT_PAGE_TEXT.orderNote)).toBeVisible();
  // The server's HTML shows the form before the app runs it: a click before that adds nothing.
  await waitForApp(page);
  await page.getByLabel(PRODUCT_PAGE_TEXT.cartQuantity).fill('2');
  await page.getByRole('button', { name: CART_TEXT.addToCart }).click();
  await expect(page.getByText(CART_TEXT.addedToCart)).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoA11yViolations(page, { testInfo, exclude: A11Y_EXCLUDE });

  // A buyer: the buyer's note; Order, Purchase, Order Now, then the order's payment page.
  const buyer = await newBuyer(setup);
  await signInThroughApi(page, buyer.user);
  await page.goto(path);
  await expect(page.getByText(PRODUCT_PAGE_TEXT.orderNoteBuyer)).toBeVisible();
  await expect(page.getByText(PRODUCT_PAGE_TEXT.orderNote)).toHaveCount(0);
  await page.getByRole('link', { name: PRODUCT_PAGE_TEXT.orderLabel({ name: productName }) }).click();
  await waitForApp(page);
  await page.getByLabel(ORDER_TEXT.labelQuantity).fill('3');
  await page.getByRole('button', { name: SPEC_APP_TEXT.purchase }).click();
  await addAddress(page, 'en', {
    recipient: 'Rahima Khatun',
    phone: uniquePhone(),
    districtTyped: 'Dhaka',
    area: 'Dhanmondi',
    street: 'House 12, Road 5',
  });
  await page.getByRole('button', { name: SPEC_APP_TEXT.orderNow }).click();
  await expect(page.getByRole('dialog').filter({ hasText: SUCCESS_TEXT.orderBooked })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[^/]+$/);
  await expect(page.getByRole('heading', { name: PAYMENT_TEXT.heading, level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog').filter({ hasText: SUCCESS_TEXT.orderBooked })).toHaveCount(0);
  await noSidewaysScroll(page);
  await expectNoA11yViolations(page, { testInfo, exclude: A11Y_EXCLUDE });
});
