// The admin's products: an admin publishes a product with a photo, edits it, finds it in
// the home page's Tools grid, and deletes it through the confirmation.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { formatTaka } from '@store/shared/money';
import type { Product } from '@store/shared/schemas';
import { apiPath, E2E_ADMIN, expect, expectNoA11yViolations, signInThroughApi, test } from './fixtures.ts';
import { HOME_TEXT, PRODUCT_TEXT, SPEC_APP_TEXT, SUCCESS_TEXT } from './texts.ts';

/** A real photo-sized PNG, made here so the upload goes through decoding and re-encoding. */
const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();

test('an admin publishes a product with a photo, edits it, sees it in the Tools grid and deletes it', async ({
  page,
  request,
}, testInfo) => {
  // A long journey (five pages, an upload, three axe audits) on a two-core machine.
  test.slow();
  // Unique per run and per project (desktop and phone run at the same time against one server).
  const suffix = randomUUID().slice(0, 6);
  const name = `E2E Gravel Fork ${suffix}`;
  const renamed = `E2E Carbon Fork ${suffix}`;
  await signInThroughApi(page, E2E_ADMIN);

  // Add product.
  await page.goto('/dashboard/addproduct');
  const form = page.getByRole('main');
  await expect(form.getByRole('heading', { name: SPEC_APP_TEXT.menuAddProduct, level: 2 })).toBeVisible();
  await form.getByLabel(PRODUCT_TEXT.labelName).fill(name);
  await form.getByLabel(PRODUCT_TEXT.labelPrice).fill('4250.75');
  await form.getByLabel(PRODUCT_TEXT.labelMaxQuantity).fill('80');
  await form.getByLabel(PRODUCT_TEXT.labelMinQuantity).fill('4');
  await form.getByLabel(PRODUCT_TEXT.labelDescription).fill('A stiff fork for rough roads.');
  await form
    .getByLabel(PRODUCT_TEXT.labelPhoto)
    .setInputFiles({ name: 'fork.png', mimeType: 'image/png', buffer: await photo() });
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  await form.getByRole('button', { name: SPEC_APP_TEXT.publishProduct }).click();
  const saved = page.getByRole('dialog').filter({ hasText: SUCCESS_TEXT.workSaved });
  await expect(saved).toBeVisible();
  await expect(saved).toBeHidden();
  await expect(form.getByLabel(PRODUCT_TEXT.labelName)).toHaveValue('');

  const created = ((await (await request.get(apiPath('/products'))).json()) as Product[]).find((p) => p.name === name);
  expect(created, 'the new product is listed').toBeDefined();
  expect(created?.img).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
  expect(created).toMatchObject({ price: 4250.75, maxQuantity: 80, minQuantity: 4 });

  // Manage products → Edit: the same form, filled in.
  await page.goto('/dashboard/manageproducts');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row).toBeVisible();
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  await row.getByRole('link', { name: new RegExp(`^${PRODUCT_TEXT.edit}`) }).click();
  await expect(page.getByRole('heading', { name: PRODUCT_TEXT.editProductTitle })).toBeVisible();
  const nameField = page.getByLabel(PRODUCT_TEXT.labelName);
  await expect(nameField).toHaveValue(name);
  await expect(page.getByLabel(PRODUCT_TEXT.labelPrice)).toHaveValue('4250.75');
  await nameField.fill(renamed);
  await page.getByLabel(PRODUCT_TEXT.labelPrice).fill('3999');
  await page.getByRole('button', { name: PRODUCT_TEXT.saveChanges }).click();
  await expect(page.getByRole('dialog').filter({ hasText: SUCCESS_TEXT.workSaved })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/manageproducts$/);
  await expect(page.getByRole('rowheader', { name: renamed })).toBeVisible();
  await expect(page.getByRole('rowheader', { name })).toHaveCount(0);

  // The home page's Tools grid shows the newest products: the edited one is there, photo and all.
  await page.goto('/');
  const tools = page.getByRole('region', { name: HOME_TEXT.toolsHeading });
  const card = tools.getByRole('article').filter({ has: page.getByRole('heading', { name: renamed }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(formatTaka(3999));
  const image = card.getByRole('img', { name: renamed });
  await expect(image).toHaveAttribute('src', created?.img ?? '');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);

  // Delete, through the confirmation for this row.
  await page.goto('/dashboard/manageproducts');
  await expect(page.getByRole('heading', { name: new RegExp(`^${SPEC_APP_TEXT.totalProducts}: \\d+$`) })).toBeVisible();
  const editedRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: renamed }) });
  await editedRow.getByRole('button', { name: new RegExp(`^${SPEC_APP_TEXT.delete}`) }).click();
  const confirm = page.getByRole('alertdialog', { name: PRODUCT_TEXT.deleteConfirmTitle });
  await expect(confirm).toContainText(renamed);
  await expectNoA11yViolations(page, { testInfo, include: '[role="alertdialog"]' });
  await confirm.getByRole('button', { name: SPEC_APP_TEXT.delete, exact: true }).click();
  await expect(page.getByText(SUCCESS_TEXT.productDeleted)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: renamed })).toHaveCount(0);
  expect((await request.get(apiPath(`/products/${created?._id ?? ''}`))).status()).toBe(404);
});
