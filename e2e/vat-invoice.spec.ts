// A business buyer's VAT invoice: the buyer writes their business and BIN on My Profil, orders and pays,
// and the invoice page is a Mushak-6.3 tax invoice with their BIN and a VAT line per product.
import { randomUUID } from 'node:crypto';
import { englishTexts } from '@store/shared/i18n/server';
import { expect, expectNoA11yViolations, isPhone, signInThroughApi, test } from './fixtures.ts';
import { createProduct, deskSetupFor, newBuyer, placePaidOrder, uniquePhone } from './support/order-desk.ts';

const { VAT_FORM_TEXT, VAT_INVOICE_TEXT } = englishTexts('vat');
const { SPEC_APP_TEXT } = englishTexts('spec-app');

test('a business buyer with a BIN orders, pays and reads a tax invoice with the BIN and VAT per line', async ({
  page,
}, testInfo) => {
  test.slow();
  if (isPhone(testInfo)) await page.setViewportSize({ width: 360, height: 780 });
  const setup = deskSetupFor(page, testInfo);
  const productName = `E2E VAT Crank ${randomUUID().slice(0, 6)}`;
  const productId = await createProduct(setup, productName, 10);
  const buyer = await newBuyer(setup);

  await signInThroughApi(page, buyer.user);
  await page.goto('/dashboard/profile');
  const form = page.getByRole('group', { name: VAT_FORM_TEXT.businessHeading }).first();
  await form.getByLabel(VAT_FORM_TEXT.businessName).fill('Rahim Cycle Traders');
  await form.getByLabel(VAT_FORM_TEXT.bin).fill('000123456-0101');
  await form.getByLabel(VAT_FORM_TEXT.businessAddress).fill('Bangshal, Dhaka');
  const saved = page.waitForResponse((r) => r.url().includes('/api/myprofil/') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: SPEC_APP_TEXT.sendNow }).first().click();
  expect((await saved).status()).toBe(200);

  const order = await placePaidOrder(setup, buyer.session, productId, 2, uniquePhone());
  expect(order.invoiceNumber).toMatch(/^INV-\d{4}-\d{2}-\d{6}$/);

  await page.goto(`/dashboard/orders/${order._id}/invoice`);
  await expect(page.getByRole('heading', { name: VAT_INVOICE_TEXT.title, level: 1 })).toBeVisible();
  await expect(page.getByText('Rahim Cycle Traders')).toBeVisible();
  await expect(page.getByText('0001234560101')).toBeVisible();
  // Two pieces at ৳450 at the standard rate: ৳900, of which ৳117.39 is VAT.
  const line = page.getByRole('row').filter({ hasText: productName });
  await expect(line).toContainText('৳782.61');
  await expect(line).toContainText('15%');
  await expect(line).toContainText('৳117.39');
  await expect(page.getByRole('columnheader', { name: VAT_INVOICE_TEXT.valueBeforeVat })).toBeVisible();
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
});
