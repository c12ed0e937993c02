// The owner keeps the home page's reviews clean: a customer's spam review shows on the home page
// (without the customer's email), the admin hides it with a reason from Store Reviews, and it is gone
// from the home page at once. Desktop and phone; axe.
import { randomUUID } from 'node:crypto';
import { API_PATHS } from '@store/shared/api-paths';
import { englishTexts } from '@store/shared/i18n/server';
import { apiPath, E2E_ADMIN, expect, expectNoA11yViolations, newUser, signInThroughApi, test } from './fixtures.ts';
import { signUpForToken } from '../scripts/api-session.ts';

const { STORE_REVIEW_TEXT } = englishTexts('orders');
const { MODERATION_TEXT } = englishTexts('catalog');

test('an admin hides a spam store review and the home page drops it at once', async ({ page }, testInfo) => {
  const origin = new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1').origin;
  const author = newUser();
  const session = await signUpForToken(origin, author);
  const spam = `spam test ${randomUUID().slice(0, 8)}`;
  const posted = await page.request.post(apiPath(API_PATHS.reviews), {
    headers: { authorization: `Bearer ${session.token}`, origin },
    data: { number: 1, des: spam },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  const home = await page.request.get('/');
  const html = await home.text();
  expect(html).toContain(spam);
  expect(html).not.toContain(author.email);

  await signInThroughApi(page, E2E_ADMIN);
  await page.goto('/dashboard/store-reviews');
  const card = page.getByRole('article').filter({ hasText: spam });
  await expect(card).toBeVisible();
  await expect(card.getByText(author.email)).toBeVisible();
  await expectNoA11yViolations(page, { testInfo, exclude: ['.Toastify'] });
  await card.getByLabel(MODERATION_TEXT.reason).fill('Spam test, not a customer');
  await card.getByRole('button', { name: STORE_REVIEW_TEXT.hideReview({ name: author.name }) }).click();
  await expect(card.getByText(MODERATION_TEXT.reviewHidden)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(spam)).toHaveCount(0);
});
