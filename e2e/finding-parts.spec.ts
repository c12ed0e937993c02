// Finding parts: a shopper narrows /allproducts to a category (and stock), and finds a part through
// the navbar's search: suggestions after two letters, chosen with the keyboard, or the full results.
// And the admin's categories page. Desktop and phone; axe on the filtered list, with the suggestions
// open and on the categories page.
import { randomUUID } from 'node:crypto';
import { API_PATHS } from '@store/shared/api-paths';
import type { CategoryFacet, ProductPageWithFacets } from '@store/shared/schemas';
import {
  E2E_ADMIN,
  expect,
  expectNoA11yViolations,
  isPhone,
  nextApiAnswer,
  serverRenderedData,
  signInThroughApi,
  signUpThroughApi,
  waitForApp,
  test,
} from './fixtures.ts';
import { CATALOG_TEXT, CATEGORY_TEXT } from './texts.ts';

test('a shopper finds brake parts by category, in stock only, kept in the address', async ({ page }, testInfo) => {
  await page.goto('/allproducts');
  // The filters open on a wide screen once the app has started.
  await waitForApp(page);
  const main = page.getByRole('main');
  // The first page and its category counts, as the server rendered them.
  const { categories } = await serverRenderedData<{ categories: CategoryFacet[] }>(page, ['products', 'page']);
  const brakes = categories.find((c) => c.name === 'Brakes');
  if (!brakes) throw new Error('the demo data has no Brakes category');
  expect(brakes.count).toBeGreaterThan(0);

  // Closed on a phone, open on a wide screen.
  const filters = main.getByRole('group', { name: CATEGORY_TEXT.productCategory });
  if (isPhone(testInfo)) {
    await expect(filters).toBeHidden();
    await main.getByText(CATEGORY_TEXT.filtersHeading, { exact: true }).click();
  }
  const chosen = nextApiAnswer<ProductPageWithFacets>(
    page,
    API_PATHS.products,
    (u) => u.searchParams.get('category') === brakes._id,
  );
  // click, not check: the radio follows the address, which changes a moment after the click.
  const brakesRadio = filters.getByRole('radio', { name: new RegExp(`^Brakes ${brakes.count}$`) });
  await brakesRadio.click();
  await expect(page).toHaveURL(`/allproducts?category=${brakes._id}`);
  await expect(brakesRadio).toBeChecked();
  const listed = (await chosen).body;
  expect(listed.total).toBe(brakes.count);
  const cards = main.getByRole('article');
  await expect(cards).toHaveCount(listed.items.length);
  await expect(main.getByRole('heading', { name: 'Hydraulic Brake Lever Set' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Double-Wall Rim 700C' })).toHaveCount(0);
  await expect(
    main.getByRole('status').filter({ hasText: CATALOG_TEXT.resultCount({ total: listed.total }) }),
  ).toBeVisible();

  // In stock only: added to the address beside the category.
  const inStock = nextApiAnswer<ProductPageWithFacets>(page, API_PATHS.products, (u) => u.searchParams.has('inStock'));
  await main.getByRole('checkbox', { name: CATEGORY_TEXT.inStockOnly }).click();
  await expect(page).toHaveURL(`/allproducts?category=${brakes._id}&inStock=true`);
  await expect(cards).toHaveCount((await inStock).body.items.length);
  await expectNoA11yViolations(page, { testInfo });

  // Back restores the list before the stock filter.
  await page.goBack();
  await expect(page).toHaveURL(`/allproducts?category=${brakes._id}`);
  await expect(main.getByRole('checkbox', { name: CATEGORY_TEXT.inStockOnly })).not.toBeChecked();
});

test('a shopper opens a part from the navbar search’s suggestions with the keyboard', async ({ page }, testInfo) => {
  // The product page needs a signed-in buyer.
  await signUpThroughApi(page);
  await page.goto('/blogs');
  const search = page.getByRole('combobox', { name: CATEGORY_TEXT.searchLabel });
  // One letter: no suggestions yet.
  await search.fill('h');
  const list = page.getByRole('listbox', { name: CATEGORY_TEXT.suggestions });
  await expect(list).toBeHidden();
  const suggested = nextApiAnswer(page, API_PATHS.products, (u) => u.searchParams.get('q') === 'hydraulic br');
  await search.fill('hydraulic br');
  await suggested;
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  const option = list.getByRole('option', { name: 'Hydraulic Brake Lever Set' });
  await expect(option).toBeVisible();
  await expectNoA11yViolations(page, { testInfo });

  await search.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await search.press('Enter');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Hydraulic Brake Lever Set' })).toBeVisible();
  await expect(search).toHaveValue('');
});

test('a shopper sees every result for words in any order from the navbar search', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: CATEGORY_TEXT.searchLabel });
  const results = nextApiAnswer<ProductPageWithFacets>(
    page,
    API_PATHS.products,
    (u) => u.searchParams.get('q') === 'rotor disc' && u.searchParams.has('facets'),
  );
  await search.fill('rotor disc');
  await search.press('Enter');
  await expect(page).toHaveURL('/allproducts?q=rotor+disc');
  const { body } = await results;
  expect(body.items[0]?.name).toBe('Stainless Disc Brake Rotor 160 mm');
  await expect(
    page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('heading', { name: 'Stainless Disc Brake Rotor 160 mm' }),
  ).toBeVisible();
  // Escape closes the list and a second Escape clears the box.
  await search.fill('ch');
  await expect(page.getByRole('listbox', { name: CATEGORY_TEXT.suggestions })).toBeVisible();
  await search.press('Escape');
  await expect(page.getByRole('listbox', { name: CATEGORY_TEXT.suggestions })).toBeHidden();
  await search.press('Escape');
  await expect(search).toHaveValue('');
});

test('an admin adds, renames, moves and deletes a category; one in use cannot be deleted', async ({
  page,
}, testInfo) => {
  const suffix = randomUUID().slice(0, 6);
  const name = `E2E Bags ${suffix}`;
  const renamed = `E2E Panniers ${suffix}`;
  await signInThroughApi(page, E2E_ADMIN);
  await page.goto('/dashboard/categories');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: CATEGORY_TEXT.pageHeading })).toBeVisible();
  // A demo category with products: its Delete is unavailable.
  await expect(
    main.getByRole('button', { name: CATEGORY_TEXT.delete({ name: 'Brakes' }), exact: true }),
  ).toBeDisabled();

  await main.getByLabel(CATEGORY_TEXT.newName).fill(name);
  await main.getByRole('button', { name: CATEGORY_TEXT.add }).click();
  const item = main.getByRole('listitem').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });

  await item.getByRole('button', { name: `${CATEGORY_TEXT.rename} ${name}` }).click();
  await main.getByLabel(CATEGORY_TEXT.renameLabel({ name: name })).fill(renamed);
  await main.getByRole('button', { name: CATEGORY_TEXT.save }).click();
  const renamedItem = main.getByRole('listitem').filter({ hasText: renamed });
  await expect(renamedItem).toBeVisible();

  // Moving it up puts it before the category that was above it (the other project's run may add its own).
  const names = () => main.getByRole('listitem').locator('span.font-semibold').allTextContents();
  const before = await names();
  const above = before[before.indexOf(renamed) - 1] ?? '';
  expect(above).not.toBe('');
  await renamedItem.getByRole('button', { name: CATEGORY_TEXT.moveUp({ name: renamed }) }).click();
  await expect
    .poll(async () => {
      const now = await names();
      return now.indexOf(renamed) < now.indexOf(above);
    })
    .toBe(true);

  await renamedItem.getByRole('button', { name: CATEGORY_TEXT.delete({ name: renamed }), exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: CATEGORY_TEXT.delete({ name: renamed }) })
    .click();
  await expect(main.getByRole('listitem').filter({ hasText: renamed })).toHaveCount(0);
});
