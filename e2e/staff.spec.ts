// Staff at work, at a desktop and a 360 px phone (docs/features/staff-roles.md, docs/features/audit-trail.md):
// the owner makes a new account a packer on All Users; the packer ships a paid order from its page and is
// offered no refund or cancel; the owner then finds the packer's steps in the audit trail.
import { randomUUID } from 'node:crypto';
import { englishTexts } from '@store/shared/i18n/server';
import {
  E2E_ADMIN,
  expect,
  expectNoA11yViolations,
  isPhone,
  signInThroughApi,
  switchTo,
  test,
  expectNoSidewaysScroll,
} from './fixtures.ts';
import {
  confirmAction,
  createProduct,
  deskSetupFor,
  newBuyer,
  placePaidOrder,
  uniquePhone,
} from './support/order-desk.ts';
import { ACCOUNT_TEXT, CART_TEXT, ORDER_DESK_UI_TEXT as T, ORDER_STATUS_LABEL, PARTIAL_REFUND_TEXT } from './texts.ts';

const { AUDIT_TEXT, AUDIT_KINDS } = englishTexts('audit');
const A11Y_EXCLUDE = ['.Toastify'];

test.beforeEach(async ({ page }, testInfo) => {
  if (isPhone(testInfo)) await page.setViewportSize({ width: 360, height: 780 });
});

test('a packer ships a paid order but is offered no refund, and the owner finds the steps in the audit trail', async ({
  page,
}, testInfo) => {
  // Three accounts, four pages and two dialogs on a two-core machine.
  test.slow();
  const setup = deskSetupFor(page, testInfo);
  const productName = `E2E Staff Hub ${randomUUID().slice(0, 6)}`;
  const productId = await createProduct(setup, productName, 20);
  const buyer = await newBuyer(setup);
  const order = await placePaidOrder(setup, buyer.session, productId, 1, uniquePhone());
  const packer = (await newBuyer(setup)).user;

  // The owner makes the new account a packer.
  await signInThroughApi(page, E2E_ADMIN);
  await page.goto('/dashboard/allusers');
  await page.getByLabel(ACCOUNT_TEXT.roleOf({ account: packer.email }), { exact: true }).selectOption('packer');
  await expect(
    page.getByText(ACCOUNT_TEXT.roleChanged({ account: packer.email, role: ACCOUNT_TEXT.rolePacker })),
  ).toBeVisible();

  // The packer: the order's steps forward, and nothing that gives money back.
  await switchTo(page, packer);
  await page.goto(`/dashboard/orders/${order._id}`);
  const actions = page.getByRole('region', { name: T.actions });
  await expect(actions.getByRole('button', { name: T.actionLabelProcessing, exact: true })).toBeVisible();
  // Nothing about money: the order page shows no total (the API left it out).
  await expect(page.getByText(CART_TEXT.total, { exact: true })).toHaveCount(0);
  for (const refund of [T.cancelWithRefund, T.actionLabelRefunded, PARTIAL_REFUND_TEXT.action])
    await expect(actions.getByRole('button', { name: refund, exact: true })).toHaveCount(0);
  await actions.getByRole('button', { name: T.actionLabelProcessing, exact: true }).click();
  await confirmAction(page, T.actionLabelProcessing);
  await expect(page.getByText(T.transitionDone({ label: ORDER_STATUS_LABEL.processing }))).toBeVisible();
  await actions.getByRole('button', { name: T.actionLabelShipped, exact: true }).click();
  const trackingNumber = `PTH-${randomUUID().slice(0, 8).toUpperCase()}`;
  await confirmAction(page, T.actionLabelShipped, async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(T.carrier).selectOption('Pathao');
    await dialog.getByLabel(T.trackingNumber).fill(trackingNumber);
  });
  await expect(page.getByText(T.transitionDone({ label: ORDER_STATUS_LABEL.shipped }))).toBeVisible();
  await expectNoSidewaysScroll(page, testInfo);

  // The owner: the audit trail, filtered by the packer, lists the two steps.
  await switchTo(page, E2E_ADMIN);
  await page.goto('/dashboard/audit');
  await page.getByLabel(AUDIT_TEXT.person, { exact: true }).fill(packer.email);
  await page.getByRole('button', { name: AUDIT_TEXT.apply, exact: true }).click();
  const main = page.getByRole('main');
  await expect(main.getByText(AUDIT_TEXT.total({ count: 2 }), { exact: true })).toBeVisible();
  await expect(main.getByText(AUDIT_KINDS['order.transition'], { exact: true }).locator('visible=true')).toHaveCount(2);
  await expect(main.getByText(packer.email).locator('visible=true').first()).toBeVisible();
  await expectNoSidewaysScroll(page, testInfo);
  await expectNoA11yViolations(page, { testInfo, exclude: A11Y_EXCLUDE });
});
