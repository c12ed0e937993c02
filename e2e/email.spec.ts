// The store's email: a customer who forgot the password asks for a link, follows the link of the
// email (read from the outbox as an admin: the e2e server runs without SMTP_URL, so every message is
// kept there), chooses a new password and signs in with it; an admin sees an order email on
// /dashboard/outbox with its preview.
import type { Product } from '@store/shared/schemas';
import { API_PATHS } from '@store/shared/api-paths';
import { apiPath, E2E_ADMIN, expect, expectNoA11yViolations, newUser, signInThroughApi, test } from './fixtures.ts';
import { signUpForToken } from '../scripts/api-session.ts';
import { latestMail } from './support/outbox.ts';
import { ACCOUNT_TEXT, MAIL_TEXT, OUTBOX_TEXT, RECOVERY_TEXT, SPEC_APP_TEXT, SPEC_TEXT } from './texts.ts';

const originOf = () => new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin;

test('forgot password: the link from the email sets a new password, and it signs in', async ({ page }, testInfo) => {
  // Four pages, two accessibility checks and a wait for the email: longer than one page's budget.
  test.slow();
  const user = newUser();
  await signUpForToken(originOf(), user);

  await page.goto('/login');
  await page.getByRole('link', { name: RECOVERY_TEXT.forgotLink }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: RECOVERY_TEXT.forgotTitle })).toBeVisible();
  await expectNoA11yViolations(page, { testInfo });
  await page.getByLabel(ACCOUNT_TEXT.emailLabel).fill(user.email);
  await page.getByRole('button', { name: RECOVERY_TEXT.forgotButton }).click();
  await expect(page.getByRole('status')).toHaveText(RECOVERY_TEXT.forgotSent);

  const mail = await latestMail(originOf(), user.email, 'reset-password');
  expect(mail.subject).toBe(MAIL_TEXT.resetSubject);
  const link = /href="([^"]*\/reset-password\?token=[^"]+)"/.exec(mail.html)?.[1]?.replaceAll('&amp;', '&');
  expect(link, 'the reset link in the email').toBeTruthy();
  expect(link?.startsWith(originOf())).toBe(true);

  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: RECOVERY_TEXT.resetTitle })).toBeVisible();
  await expectNoA11yViolations(page, { testInfo });
  await page.getByLabel(RECOVERY_TEXT.newPasswordLabel).fill('a-brand-new-secret');
  await page.getByRole('button', { name: RECOVERY_TEXT.resetButton }).click();
  await expect(page.getByRole('status')).toHaveText(RECOVERY_TEXT.resetDone);

  // The card's Login link (the navbar has one too).
  await page.locator('.card').getByRole('link', { name: SPEC_APP_TEXT.login }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(ACCOUNT_TEXT.emailLabel).fill(user.email);
  await page.getByLabel(ACCOUNT_TEXT.passwordLabel).fill('a-brand-new-secret');
  await page.getByRole('button', { name: SPEC_APP_TEXT.login, exact: true }).click();
  await expect(page.getByRole('button', { name: SPEC_TEXT.navSignOut })).toBeVisible();

  // The link works once.
  await page.goto(link ?? '');
  await page.getByLabel(RECOVERY_TEXT.newPasswordLabel).fill('another-new-secret');
  await page.getByRole('button', { name: RECOVERY_TEXT.resetButton }).click();
  await expect(page.getByRole('alert')).toHaveText(RECOVERY_TEXT.resetInvalid);
});

test('the outbox shows the order email a customer was sent, with its preview', async ({ page, catalog }, testInfo) => {
  const origin = originOf();
  const buyer = newUser();
  const { token } = await signUpForToken(origin, buyer);
  // One without options: the order names no variant.
  const product = catalog.find((p: Product) => p.maxQuantity >= p.minQuantity + 10 && p.options?.length === 0);
  if (!product) throw new Error('no seeded product with stock to order');
  const placed = await fetch(`${origin}${apiPath(API_PATHS.orders)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, origin, 'content-type': 'application/json' },
    body: JSON.stringify({
      productId: product._id,
      orderQuanty: product.minQuantity,
      address: 'House 12, Road 5, Dhanmondi, Dhaka',
      phone: '+880 1711-000000',
    }),
  });
  expect(placed.status, await placed.clone().text()).toBe(201);
  const { insertedId } = (await placed.json()) as { insertedId: string };
  const subject = MAIL_TEXT.orderReceivedSubject({ ref: insertedId.slice(0, 8).toUpperCase() });

  await signInThroughApi(page, E2E_ADMIN);
  await page.goto('/dashboard/outbox');
  await expect(page.getByRole('heading', { name: OUTBOX_TEXT.title, level: 2 })).toBeVisible();
  const preview = page.getByRole('button', { name: `${OUTBOX_TEXT.preview}: ${subject}` }).locator('visible=true');
  await expect(preview).toBeVisible();
  await expectNoA11yViolations(page, { testInfo });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);
  await preview.click();
  // The email's HTML, in a frame with an empty sandbox (no script, no access to this page).
  const frame = page.getByTitle(OUTBOX_TEXT.previewTitle({ subject }));
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('sandbox', '');
  expect(await frame.getAttribute('srcdoc')).toContain(product.name);
});
