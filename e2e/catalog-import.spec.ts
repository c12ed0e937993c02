// The catalogue as a spreadsheet, end to end: the owner exports the catalogue from Manage Products, changes a
// price in the file, previews the import (the change before → after), confirms it, and the product's page shows
// the new price; then unpublishes it in a bulk edit, and a visitor finds its page gone. Desktop and phone (the
// preview's tables are cards there), with axe.
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { TestInfo } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { englishTexts, textsIn } from '@store/shared/i18n/server';
import { formatTaka } from '@store/shared/money';
import { productPublicPath } from '@store/shared/product-slug';
import { signInForToken } from '../scripts/api-session.ts';
import { apiPath, E2E_ADMIN, expect, expectNoA11yViolations, isPhone, signInThroughApi, test } from './fixtures.ts';
import { findLayoutProblems } from './support/layout-check.ts';
import { CATALOG_TEXT } from './texts.ts';

const { IMPORT_TEXT, IMPORT_FIELD, BULK_TEXT } = englishTexts('catalog-import');
const { PRODUCT_TEXT } = englishTexts('products');

const originOf = (testInfo: TestInfo) => new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1').origin;

test('the owner exports the catalogue, changes a price in the file, previews, confirms, and the product shows it', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const origin = originOf(testInfo);
  const name = `E2E Import Crank ${randomUUID().slice(0, 6)}`;
  const token = (await signInForToken(origin, E2E_ADMIN)).token;
  const created = await request.post(apiPath('/products'), {
    headers: { authorization: `Bearer ${token}`, origin },
    data: {
      name,
      price: 450,
      maxQuantity: 30,
      minQuantity: 1,
      des: 'A crank for the catalogue import journey.',
      img: '/images/products/chainring.svg',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { insertedId: string }).insertedId;

  await signInThroughApi(page, E2E_ADMIN);
  await page.goto('/dashboard/manageproducts');
  await expect(page.getByRole('rowheader', { name })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: IMPORT_TEXT.exportCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('catalogue.csv');
  const rows = parse<Record<string, string>>(await readFile(await download.path()), { bom: true, columns: true });
  // Only this journey's product: the other project runs beside this one on the same catalogue.
  const mine = rows.filter((r) => r['Product ID'] === productId);
  expect(mine.map((r) => r['Price (BDT)'])).toEqual(['450.00']);
  mine[0]!['Price (BDT)'] = '512.50';
  const file = testInfo.outputPath('catalogue.csv');
  await writeFile(file, stringify(mine, { header: true, bom: true, record_delimiter: 'windows' }));

  await page.getByRole('link', { name: IMPORT_TEXT.importCsv }).click();
  await expect(page.getByRole('heading', { name: IMPORT_TEXT.title, level: 2 })).toBeVisible();
  await page.getByLabel(IMPORT_TEXT.file({ mb: 5 })).setInputFiles(file);
  await page.getByRole('button', { name: IMPORT_TEXT.preview }).click();
  await expect(page.getByRole('heading', { name: IMPORT_TEXT.summary({ rows: 1 }) })).toBeVisible();
  const changes = page.getByRole('region', { name: IMPORT_TEXT.changesHeading });
  const change = changes.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(change).toContainText(IMPORT_FIELD.price);
  await expect(change).toContainText('450.00');
  await expect(change).toContainText('512.50');
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  // The preview's tables are cards on a phone: nothing wider than 360 px.
  if (isPhone(testInfo)) {
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await findLayoutProblems(page)).toEqual([]);
  }

  await page.getByRole('button', { name: IMPORT_TEXT.confirm }).click();
  await expect(page.getByText(IMPORT_TEXT.done({ created: 0, changed: 1, unchanged: 0 }))).toBeVisible();

  await page.goto(productPublicPath({ _id: productId, name }));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(formatTaka(512.5));

  // Hidden from the shop in a bulk edit: marked so for the owner, gone for a visitor.
  await page.goto('/dashboard/manageproducts');
  await page.getByRole('checkbox', { name: BULK_TEXT.selectProduct({ name }) }).check();
  await page.getByRole('combobox', { name: BULK_TEXT.action, exact: true }).selectOption('unpublish');
  await page.getByRole('button', { name: BULK_TEXT.apply }).click();
  await expect(page.getByText(BULK_TEXT.done({ n: 1 }))).toBeVisible();
  await expect(page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) })).toContainText(
    PRODUCT_TEXT.hidden,
  );
  const visitor = await page.context().browser()!.newPage();
  const gone = await visitor.goto(new URL(productPublicPath({ _id: productId, name }), origin).href);
  expect(gone?.status()).toBe(404);
  await expect(
    visitor.getByRole('main').getByRole('heading', { level: 1, name: CATALOG_TEXT.productNotFoundHeading }),
  ).toBeVisible();
  await visitor.close();

  // The page in Bangla.
  const BN = textsIn('bn', 'catalog-import');
  await page.goto('/bn/dashboard/catalog-import');
  await expect(page.getByRole('heading', { name: BN.IMPORT_TEXT.title, level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: BN.IMPORT_TEXT.exportCsv })).toBeVisible();
  expect(await findLayoutProblems(page)).toEqual([]);
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
});
