// Variants, end to end: the owner adds a product in two options (size and colour) through the product
// form's variant table; a buyer picks a size on its page (the choice in the URL), puts two sizes in the
// cart, checks out, pays, and finds both sizes named on the order and on the invoice. At the desktop and
// the phone viewport, with axe on the pages that changed.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { formatTaka } from '@store/shared/money';
import { productPublicPath } from '@store/shared/product-slug';
import type { ProductDetail } from '@store/shared/schemas';
import {
  apiPath,
  E2E_ADMIN,
  expect,
  expectNoA11yViolations,
  signInThroughApi,
  signUpThroughApi,
  test,
} from './fixtures.ts';
import { CART_TEXT, PAYMENT_TEXT, PRODUCT_TEXT, SPEC_APP_TEXT, SUCCESS_TEXT } from './texts.ts';
import { addAddress } from './support/address.ts';
import { englishTexts } from '@store/shared/i18n/server';

const { VARIANT_FORM_TEXT } = englishTexts('products');

test('the owner adds a product in sizes and colours; a buyer orders two sizes and the order and invoice name them', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const name = `E2E Chainring ${randomUUID().slice(0, 6)}`;

  // The owner: two options, their four combinations generated, one not sold, each priced and stocked.
  await signInThroughApi(page, E2E_ADMIN);
  await page.goto('/dashboard/addproduct');
  const form = page.getByRole('main');
  await form.getByLabel(PRODUCT_TEXT.labelName).fill(name);
  await form.getByLabel(PRODUCT_TEXT.labelDescription).fill('A narrow-wide chainring in two sizes.');
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 90, b: 90 } } })
    .png()
    .toBuffer();
  await form
    .getByLabel(PRODUCT_TEXT.labelPhoto)
    .setInputFiles({ name: 'ring.png', mimeType: 'image/png', buffer: photo });
  const variants = form.getByRole('region', { name: VARIANT_FORM_TEXT.heading });
  await variants.getByRole('button', { name: VARIANT_FORM_TEXT.addOption }).click();
  const first = variants.getByRole('group', { name: VARIANT_FORM_TEXT.optionLegend({ n: 1 }) });
  await first.getByLabel(VARIANT_FORM_TEXT.optionName).fill('Size');
  await first.getByLabel(VARIANT_FORM_TEXT.optionValues).fill('32T, 34T');
  await variants.getByRole('button', { name: VARIANT_FORM_TEXT.addOption }).click();
  const second = variants.getByRole('group', { name: VARIANT_FORM_TEXT.optionLegend({ n: 2 }) });
  await second.getByLabel(VARIANT_FORM_TEXT.optionName).fill('Colour');
  await second.getByLabel(VARIANT_FORM_TEXT.optionValues).fill('Black, Silver');
  await variants.getByRole('button', { name: VARIANT_FORM_TEXT.generate }).click();
  await variants.getByRole('button', { name: VARIANT_FORM_TEXT.removeVariant({ variant: '34T / Silver' }) }).click();
  const rows = [
    { title: '32T / Black', price: '900', stock: '10' },
    { title: '32T / Silver', price: '950', stock: '0' },
    { title: '34T / Black', price: '1000', stock: '8' },
  ];
  for (const row of rows) {
    await variants.getByLabel(VARIANT_FORM_TEXT.priceOf({ variant: row.title })).fill(row.price);
    await variants.getByLabel(VARIANT_FORM_TEXT.stockOf({ variant: row.title })).fill(row.stock);
    await variants.getByLabel(VARIANT_FORM_TEXT.minimumOf({ variant: row.title })).fill('1');
  }
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  await form.getByRole('button', { name: SPEC_APP_TEXT.publishProduct }).click();
  await expect(page.getByRole('dialog').filter({ hasText: SUCCESS_TEXT.workSaved })).toBeVisible();

  const listed = ((await (await request.get(apiPath('/products'))).json()) as ProductDetail[]).find(
    (p) => p.name === name,
  );
  expect(listed, 'the new product is listed').toBeDefined();
  const product = (await (await request.get(apiPath(`/products/${listed?._id ?? ''}`))).json()) as ProductDetail;
  expect(product.variants.map((v) => [v.title, v.price, v.maxQuantity])).toEqual([
    ['32T / Black', 900, 10],
    ['32T / Silver', 950, 0],
    ['34T / Black', 1000, 8],
  ]);
  expect(product).toMatchObject({ price: 900, maxQuantity: 18 });

  // The buyer: the page opens on the cheapest size; choosing 34T changes the price and the URL.
  await signUpThroughApi(page);
  await page.goto(productPublicPath(product));
  const sizes = page.getByRole('group', { name: /^Size/ });
  const colours = page.getByRole('group', { name: /^Colour/ });
  await expect(sizes.getByRole('radio', { name: '32T' })).toBeChecked();
  await expect(colours.getByRole('radio', { name: /Silver/ })).toBeEnabled();
  // By keyboard: the arrow key moves within the group, as a radio group does.
  await sizes.getByRole('radio', { name: '32T' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(sizes.getByRole('radio', { name: '34T' })).toBeChecked();
  const large = product.variants[2];
  await expect(page).toHaveURL(new RegExp(`variant=${large?._id ?? ''}`));
  // 34T comes only in black: silver is not sold in it.
  await expect(colours.getByRole('radio', { name: /Silver/ })).toBeDisabled();
  await expect(page.getByRole('main').getByText(formatTaka(1000)).first()).toBeVisible();
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  await page.getByRole('button', { name: CART_TEXT.addToCart }).click();
  await expect(page.getByText(CART_TEXT.addedToCart)).toBeVisible();

  // A link to the chosen variant opens it, rendered so by the server.
  await page.goto(`${productPublicPath(product)}?variant=${product.variants[0]?._id ?? ''}`);
  await expect(sizes.getByRole('radio', { name: '32T' })).toBeChecked();
  await page.getByRole('button', { name: CART_TEXT.addToCart }).click();
  await expect(page.getByText(CART_TEXT.addedToCart)).toBeVisible();

  // The cart: two lines of one product, each naming its size.
  await page.goto('/cart');
  await expect(page.getByText('32T / Black')).toBeVisible();
  await expect(page.getByText('34T / Black')).toBeVisible();
  await page.getByRole('button', { name: CART_TEXT.checkout }).click();
  await addAddress(page, 'en', {
    recipient: 'Rahima Khatun',
    phone: '+880 1711-000000',
    districtTyped: 'Dhaka',
    area: 'Dhanmondi',
    street: 'House 12, Road 5',
  });
  await page.getByRole('button', { name: CART_TEXT.placeOrder }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').pop() ?? '';
  await page.getByLabel(PAYMENT_TEXT.cardNumber).pressSequentially('4242424242424242');
  await page.getByLabel(`${PAYMENT_TEXT.expiry} ${PAYMENT_TEXT.expiryFormat}`).pressSequentially('1249');
  await page.getByLabel(PAYMENT_TEXT.cvc).fill('123');
  await page.getByLabel(PAYMENT_TEXT.postalCode).fill('1207');
  await page.getByRole('button', { name: SPEC_APP_TEXT.payButton }).click();
  await expect(page.getByRole('status').filter({ hasText: SUCCESS_TEXT.paymentCompleted })).toBeVisible();

  // The order and its invoice name both sizes.
  await page.goto(`/dashboard/orders/${orderId}`);
  for (const title of ['32T / Black', '34T / Black']) {
    await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  }
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  await page.goto(`/dashboard/orders/${orderId}/invoice`);
  await expect(page.getByRole('heading', { name: englishTexts('vat').VAT_INVOICE_TEXT.title, level: 1 })).toBeVisible();
  for (const title of ['32T / Black', '34T / Black']) await expect(page.getByText(title).first()).toBeVisible();
});
