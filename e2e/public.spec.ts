// Every public route shows its key content at 1280x800 (desktop) and 390x844 (phone), and axe finds
// no serious or critical violation on it. Texts come from the shared messages (the spec's spellings).
import { API_PATHS } from '@store/shared/api-paths';
import { HOME_TOOLS_COUNT, PORTFOLIO_SKILLS, PRODUCTS_PAGE_SIZE, REVIEW_PREVIEW_LENGTH } from '@store/shared/constants';
import { formatTaka } from '@store/shared/money';
import type { Product, ProductPageWithFacets, Review } from '@store/shared/schemas';
import { ARTICLES } from '../apps/web/src/features/blogs/articles.ts';
import { OFFICES } from '../apps/web/src/features/contact/offices.ts';
import { PROJECTS } from '../apps/web/src/features/portfolio/portfolio-content.ts';
import {
  type ApiAnswer,
  expect,
  expectNoA11yViolations,
  isPhone,
  nextApiAnswer,
  serverRenderedData,
  waitForApp,
  test,
} from './fixtures.ts';
import { productPublicPath } from '@store/shared/product-slug';
import { englishTexts } from '@store/shared/i18n/server';
import {
  BLOG_TEXT,
  CATALOG_TEXT,
  COMPANY,
  CONTACT_TEXT,
  HOME_TEXT,
  NOT_FOUND_TEXT,
  PORTFOLIO_TEXT,
  PUBLIC_TEXT,
  SPEC_APP_TEXT,
  SPEC_TEXT,
  TEST_MODE_TEXT,
  UI_TEXT,
} from './texts.ts';

const { CONTACT_FORM } = englishTexts('contact-inbox');

const SITE = SPEC_TEXT.brand;

test.describe('home page', () => {
  test('shows the hero, the first six tools, the banners, the reviews and the team', async ({
    page,
    request,
  }, testInfo) => {
    // Journeys running beside this one add and delete products, so the page and the API are read again
    // until no write fell between the two reads.
    let products = { body: [] as Product[] };
    await expect(async () => {
      await page.goto('/');
      await waitForApp(page);
      // The page comes rendered by the server, with the data it was rendered with.
      products = { body: await serverRenderedData<Product[]>(page, ['products', 'featured']) };
      const newest = (await (
        await request.get(`/api${API_PATHS.products}?limit=${HOME_TOOLS_COUNT}`)
      ).json()) as Product[];
      expect(products.body.map((p) => p._id)).toEqual(newest.map((p) => p._id));
    }).toPass({ timeout: 30_000 });
    await expect(page).toHaveTitle(SITE);
    const main = page.getByRole('main');

    // Hero: the brand and two buttons that lead somewhere useful.
    await expect(main.getByRole('heading', { level: 1, name: SPEC_TEXT.brand })).toBeVisible();
    await expect(main.getByRole('link', { name: SPEC_TEXT.heroInDetails })).toHaveAttribute('href', '/allproducts');
    await expect(main.getByRole('link', { name: SPEC_TEXT.contactUs }).first()).toHaveAttribute('href', '/contact');

    // Tools: the six newest products (as the API gave them), each with its figures, price in taka and a Details link.
    expect(products.body).toHaveLength(HOME_TOOLS_COUNT);
    const tools = main.getByRole('region', { name: HOME_TEXT.toolsHeading });
    const cards = tools.getByRole('article');
    await expect(cards).toHaveCount(HOME_TOOLS_COUNT);
    for (const [i, product] of products.body.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { name: product.name })).toBeVisible();
      await expect(card.getByRole('img', { name: product.name })).toBeVisible();
      await expect(card).toContainText(`${SPEC_TEXT.minimumOrder}: ${product.minQuantity}`);
      await expect(card).toContainText(`${SPEC_TEXT.available}: ${product.maxQuantity}`);
      await expect(card).toContainText(formatTaka(product.price));
      await expect(card.getByRole('link', { name: new RegExp(`^${SPEC_TEXT.details} of `) })).toHaveAttribute(
        'href',
        productPublicPath(product),
      );
    }
    await expect(tools.getByRole('link', { name: `${SPEC_TEXT.seeMore} products` })).toHaveAttribute(
      'href',
      '/allproducts',
    );

    // The business-trust banner with its figures.
    const trust = main.getByRole('region', { name: HOME_TEXT.trustHeading });
    for (const value of [
      HOME_TEXT.trustFigures0Value,
      HOME_TEXT.trustFigures1Value,
      HOME_TEXT.trustFigures2Value,
      HOME_TEXT.trustFigures3Value,
    ])
      await expect(trust).toContainText(value);

    // The contact banner.
    const contact = main.getByRole('region', { name: HOME_TEXT.contactHeading });
    await expect(contact.getByRole('link', { name: SPEC_TEXT.requestForQuote })).toHaveAttribute('href', '/quote');
    await expect(contact.getByRole('link', { name: SPEC_TEXT.contactUs })).toHaveAttribute('href', '/contact');

    // Reviews: the first 50 characters then an ellipsis, "Ratting: N Star", 3 columns on a wide screen.
    const reviews = await serverRenderedData<Review[]>(page, ['reviews', 'latest']);
    expect(reviews.length, 'demo reviews').toBeGreaterThanOrEqual(6);
    const reviewList = main.getByRole('region', { name: HOME_TEXT.reviewsHeading }).getByRole('listitem');
    await expect(reviewList).toHaveCount(6);
    for (const [i, review] of reviews.slice(0, 6).entries()) {
      const item = reviewList.nth(i);
      await expect(item).toContainText(review.userName);
      await expect(item).toContainText(SPEC_TEXT.rating({ n: review.number }));
      await expect(item).toContainText(
        `${Array.from(review.des).slice(0, REVIEW_PREVIEW_LENGTH).join('').trimEnd()}...`,
      );
    }
    const tops = await Promise.all([0, 1, 2, 3].map(async (i) => (await reviewList.nth(i).boundingBox())?.y ?? -1));
    if (isPhone(testInfo)) {
      expect(new Set(tops).size, 'one review per row on a phone').toBe(4);
    } else {
      expect(tops[0], 'three reviews in the first row').toBe(tops[2]);
      expect(tops[3], 'the fourth review starts the second row').toBeGreaterThan(tops[0] ?? 0);
    }

    // The team.
    const team = main.getByRole('region', { name: HOME_TEXT.teamHeading });
    for (const name of [HOME_TEXT.team0Name, HOME_TEXT.team1Name, HOME_TEXT.team2Name, HOME_TEXT.team3Name])
      await expect(team.getByRole('heading', { name })).toBeVisible();

    await expectNoA11yViolations(page, { testInfo });
  });

  test('shows placeholders while products load and a way to retry when the call fails', async ({ page }) => {
    // The products call fails (once the placeholders were seen) until the visitor retries.
    let isFailing = true;
    let placeholdersSeen = () => {};
    const failNow = new Promise<void>((resolve) => (placeholdersSeen = resolve));
    await page.route('**/api/products?*', async (route) => {
      if (!isFailing) return route.continue();
      await failNow;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'down' } }),
      });
    });
    // The home page arrives rendered with its products; reached from another page in the app, it
    // asks the API itself.
    await page.goto('/blogs');
    await waitForApp(page);
    // The brand link goes home at every width (the Home link folds into the menu on a phone).
    await page.getByRole('banner').getByRole('link', { name: SPEC_TEXT.brand }).click();
    const tools = page.getByRole('main').getByRole('region', { name: HOME_TEXT.toolsHeading });
    await expect(tools.getByRole('status')).toContainText(PUBLIC_TEXT.loading);
    placeholdersSeen();
    const alert = tools.getByRole('alert');
    await expect(alert).toContainText(UI_TEXT.loadFailed);
    await expect(tools.getByRole('article')).toHaveCount(0);
    isFailing = false;
    await alert.getByRole('button', { name: UI_TEXT.retry }).click();
    await expect(tools.getByRole('article')).toHaveCount(HOME_TOOLS_COUNT);
  });
});

test.describe('navbar and footer', () => {
  test('offer the public links and the company details, also on a phone', async ({ page }, testInfo) => {
    await page.goto('/');
    await waitForApp(page);
    const nav = page.getByRole('navigation', { name: PUBLIC_TEXT.mainNav });
    if (isPhone(testInfo)) {
      // Below the lg breakpoint the links fold into a menu button.
      await nav.getByRole('button', { name: PUBLIC_TEXT.openMenu }).click();
    }
    const links: [string, string][] = [
      [SPEC_TEXT.navHome, '/'],
      [SPEC_TEXT.navBlogs, '/blogs'],
      [SPEC_TEXT.navPortfolio, '/myprotfolio'],
      [SPEC_TEXT.navContact, '/contact'],
      [SPEC_TEXT.navLogin, '/login'],
    ];
    for (const [name, href] of links) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: SPEC_TEXT.navDashboard })).toHaveCount(0);
    // The e2e store runs the sandbox payments: every page says so.
    await expect(page.getByRole('complementary', { name: TEST_MODE_TEXT.bannerLabel })).toHaveText(
      TEST_MODE_TEXT.banner,
    );

    // Nothing sticks out sideways on a narrow screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);

    await nav.getByRole('link', { name: SPEC_TEXT.navBlogs, exact: true }).click();
    await expect(page).toHaveURL('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: BLOG_TEXT.heading })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(COMPANY.address);
    await expect(footer).toContainText(COMPANY.helpline);
    await expect(footer).toContainText(SPEC_TEXT.openingHours);
    for (const label of [
      PUBLIC_TEXT.policyPrivacy,
      PUBLIC_TEXT.policyTerms,
      PUBLIC_TEXT.policyReturns,
      PUBLIC_TEXT.policyShipping,
    ])
      await expect(footer.getByRole('link', { name: label })).toBeVisible();
  });
});

test('blogs: six articles with their own text', async ({ page }, testInfo) => {
  await page.goto('/blogs');
  await expect(page).toHaveTitle(`${BLOG_TEXT.heading} | ${SITE}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: BLOG_TEXT.heading })).toBeVisible();
  const articles = main.getByRole('article');
  await expect(articles).toHaveCount(6);
  expect(ARTICLES).toHaveLength(6);
  for (const [i, article] of ARTICLES.entries()) {
    await expect(articles.nth(i).getByRole('heading', { level: 2, name: article.title })).toBeVisible();
    await expect(articles.nth(i)).toContainText(article.paragraphs[0] ?? '');
  }
  await expectNoA11yViolations(page, { testInfo });
});

test('portfolio: bio, skill bars and three projects', async ({ page }, testInfo) => {
  await page.goto('/myprotfolio');
  await expect(page).toHaveTitle(`${PORTFOLIO_TEXT.heading} | ${SITE}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: PORTFOLIO_TEXT.heading })).toBeVisible();
  await expect(main).toContainText(PORTFOLIO_TEXT.name);
  for (const skill of PORTFOLIO_SKILLS) {
    const bar = main.getByRole('progressbar', { name: skill.name });
    await expect(bar).toHaveAttribute('value', String(skill.percent));
    await expect(main).toContainText(`${skill.percent}%`);
  }
  const projects = main.getByRole('region', { name: PORTFOLIO_TEXT.projectsHeading }).getByRole('article');
  await expect(projects).toHaveCount(3);
  for (const project of PROJECTS) await expect(main.getByRole('heading', { name: project.title })).toBeVisible();
  await expectNoA11yViolations(page, { testInfo });
});

test('contact: offices and a form with required fields that says when the message was sent', async ({
  page,
}, testInfo) => {
  // The store refuses a form sent within seconds of showing it (a robot's): the page's clock starts
  // a minute back, so the journey need not wait like a person typing.
  await page.clock.install({ time: Date.now() - 60_000 });
  await page.goto('/contact');
  await expect(page).toHaveTitle(`${SPEC_TEXT.contactUs} | ${SITE}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: SPEC_TEXT.contactUs })).toBeVisible();
  for (const office of OFFICES) await expect(main).toContainText(office.address);

  const fields = [
    [CONTACT_TEXT.labelName, 'Rahim Uddin'],
    [CONTACT_TEXT.labelEmail, 'rahim@example.test'],
    [CONTACT_TEXT.labelPhone, '+880 1711-222333'],
    [CONTACT_TEXT.labelSubject, 'Chainrings for 40 bicycles'],
    [CONTACT_TEXT.labelMessage, 'Please send a quote for forty 44T chainrings.'],
  ] as const;
  for (const [label] of fields) await expect(main.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
  await expectNoA11yViolations(page, { testInfo });

  // The browser refuses an empty form; nothing is announced as sent.
  const send = main.getByRole('button', { name: SPEC_TEXT.sentMessage });
  await send.click();
  await expect(main.getByRole('status')).toHaveText('');

  for (const [label, value] of fields) await main.getByLabel(label, { exact: true }).fill(value);
  // The store keeps the message and mails it; the page says so.
  await send.click();
  await expect(main.getByRole('status')).toHaveText(CONTACT_FORM.sent({ email: 'rahim@example.test' }));
  await expect(main.getByLabel(CONTACT_TEXT.labelName, { exact: true })).toHaveValue('');
});

test.describe('all products', () => {
  test('lists the catalog a page at a time, newest first', async ({ page }, testInfo) => {
    await page.goto('/allproducts');
    await waitForApp(page);
    await expect(page).toHaveTitle(`${CATALOG_TEXT.allProductsHeading} | ${SITE}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: CATALOG_TEXT.allProductsHeading })).toBeVisible();

    // The first page, as the server rendered it.
    const { items: body, total } = await serverRenderedData<{ items: Product[]; total: number }>(page, [
      'products',
      'page',
    ]);
    expect(body).toHaveLength(PRODUCTS_PAGE_SIZE);
    expect(total, 'demo products').toBeGreaterThan(PRODUCTS_PAGE_SIZE);
    await expect(
      main.getByRole('status').filter({ hasText: CATALOG_TEXT.resultCount({ total: total }) }),
    ).toBeVisible();
    const cards = main.getByRole('article');
    await expect(cards).toHaveCount(body.length);
    for (const [i, product] of body.entries()) {
      await expect(cards.nth(i).getByRole('heading', { name: product.name })).toBeVisible();
      await expect(cards.nth(i)).toContainText(formatTaka(product.price));
    }
    // More than one page: the pagination links to page 2.
    const pages = main.getByRole('navigation', { name: CATALOG_TEXT.pagination });
    await expect(pages.getByRole('link', { name: '2', exact: true })).toHaveAttribute('href', '/allproducts?page=2');
    await expectNoA11yViolations(page, { testInfo });
  });

  test('keeps search, sort and page in the address, so back and forward restore them', async ({ page }) => {
    const word = 'chain';
    await page.goto('/allproducts');
    const main = page.getByRole('main');
    const cards = main.getByRole('article');
    const firstName = async (answer: Promise<ApiAnswer<ProductPageWithFacets>>) => {
      const { body } = await answer;
      const first = body.items[0];
      if (!first) throw new Error('no product in the answer');
      await expect(cards.first().getByRole('heading', { name: first.name })).toBeVisible();
      return body.items;
    };

    // Search: the address takes the word, the list and the count are the API's answer for it.
    let answer = nextApiAnswer<ProductPageWithFacets>(
      page,
      API_PATHS.products,
      (u) => u.searchParams.get('q') === word,
    );
    await main.getByRole('searchbox', { name: UI_TEXT.search }).fill(word);
    await main.getByRole('button', { name: CATALOG_TEXT.searchButton }).click();
    await expect(page).toHaveURL(`/allproducts?q=${word}`);
    const { headers } = await answer;
    await firstName(answer);
    await expect(
      main
        .getByRole('status')
        .filter({ hasText: CATALOG_TEXT.resultCountFor({ total: Number(headers['x-total-count']), q: word }) }),
    ).toBeVisible();

    // Sort: cheapest first.
    answer = nextApiAnswer<ProductPageWithFacets>(
      page,
      API_PATHS.products,
      (u) => u.searchParams.get('sort') === 'price-asc',
    );
    await main.getByRole('combobox', { name: UI_TEXT.sort }).selectOption('price-asc');
    await expect(page).toHaveURL(`/allproducts?q=${word}&sort=price-asc`);
    const sorted = await firstName(answer);
    expect((await answer).url.searchParams.get('q')).toBe(word);
    const prices = sorted.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // Back and forward restore the search box and the sort.
    await page.goBack();
    await expect(page).toHaveURL(`/allproducts?q=${word}`);
    // A search left at the default order is listed best match first.
    await expect(main.getByRole('combobox', { name: UI_TEXT.sort })).toHaveValue('relevance');
    await expect(main.getByRole('searchbox', { name: UI_TEXT.search })).toHaveValue(word);
    await page.goBack();
    await expect(page).toHaveURL('/allproducts');
    await expect(main.getByRole('searchbox', { name: UI_TEXT.search })).toHaveValue('');
    await page.goForward();
    await expect(main.getByRole('searchbox', { name: UI_TEXT.search })).toHaveValue(word);

    // A shared link opens the same list (a fresh page load: rendered by the server for that address).
    await page.goto(`/allproducts?q=${word}&sort=price-asc`);
    const shared = await serverRenderedData<{ items: Product[] }>(page, ['products', 'page']);
    expect(shared.items.map((p) => p._id)).toEqual(sorted.map((p) => p._id));
    await expect(cards.first().getByRole('heading', { name: sorted[0]?.name ?? '' })).toBeVisible();
    await expect(main.getByRole('combobox', { name: UI_TEXT.sort })).toHaveValue('price-asc');
  });
});

test('a product page asks a signed-out visitor to log in first', async ({ page, catalog }, testInfo) => {
  // The oldest product: seeded demo data, which no other test changes.
  const product = catalog.at(-1);
  if (!product) throw new Error('no products seeded');
  await page.goto(`/singleservice/${product._id}`);
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: SPEC_APP_TEXT.login })).toBeVisible();
  await expectNoA11yViolations(page, { testInfo });
});

test('an unknown path shows the 404 picture and the way home', async ({ page }, testInfo) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle(`${UI_TEXT.pageNotFound} | ${SITE}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: NOT_FOUND_TEXT.imageAlt })).toBeVisible();
  await expectNoA11yViolations(page, { testInfo });
  await main.getByRole('link', { name: SPEC_TEXT.backToHome }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: SPEC_TEXT.brand })).toBeVisible();
});
