// The owner's insights, at a desktop and a phone viewport (360 px): the admin opens the dashboard and
// lands on the insights, sees the figures and a drawn chart, switches the chart to its table, picks
// another period and sees the address change; the low-stock list and the CSV link are there; axe
// finds nothing serious.
import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import {
  E2E_ADMIN,
  expect,
  expectNoA11yViolations,
  isPhone,
  signInThroughApi,
  test,
  expectNoSidewaysScroll,
} from './fixtures.ts';
import { createProduct, newBuyer, placePaidOrder, uniquePhone } from './support/order-desk.ts';
import { ACCOUNT_TEXT, INSIGHTS_TEXT, ORDER_DESK_UI_TEXT } from './texts.ts';

const T = INSIGHTS_TEXT;

test.beforeEach(async ({ page }, testInfo) => {
  if (isPhone(testInfo)) await page.setViewportSize({ width: 360, height: 780 });
});

/** True once the canvas has a painted pixel: Chart.js drew on it. */
async function isDrawn(canvas: Locator): Promise<boolean> {
  return canvas.evaluate((canvas) => {
    if (!(canvas instanceof HTMLCanvasElement) || canvas.width === 0 || canvas.height === 0) return false;
    const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    return pixels !== undefined && pixels.some((value, i) => i % 4 === 3 && value > 0);
  });
}

test('the admin lands on the insights, reads the figures and a chart, its table, and another period', async ({
  page,
}, testInfo) => {
  test.slow();
  const setup = {
    origin: new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1').origin,
    request: page.context().request,
  };
  // A sale today, and a product running low (2 pieces left).
  const productId = await createProduct(setup, `E2E Insights Rim ${randomUUID().slice(0, 6)}`, 5);
  const buyer = await newBuyer(setup);
  await placePaidOrder(setup, buyer.session, productId, 3, uniquePhone());

  await signInThroughApi(page, E2E_ADMIN);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/insights$/);
  await expect(page.getByRole('heading', { name: ACCOUNT_TEXT.welcome })).toBeVisible();
  await expect(page.getByRole('heading', { name: T.title, level: 2 })).toBeVisible();

  // The figures of the last 30 days, each beside the previous period.
  const figures = page.getByLabel(T.figures);
  await expect(figures.getByText(T.revenue, { exact: true })).toBeVisible();
  await expect(figures.getByText(T.awaitingShipment, { exact: true })).toBeVisible();
  await expect(figures.getByText(/Previous period: ৳/).first()).toBeVisible();

  // The per-day chart is drawn, and its table has one row per day (30) under the header.
  const dayPanel = page.getByRole('region', { name: T.dayChart });
  const canvas = dayPanel.locator('canvas[role="img"]');
  await expect(canvas).toBeVisible();
  await expect(canvas).toHaveAttribute('aria-label', /for each of the 30 days/);
  // NOTE: the day panel's own canvas: once orders were paid in more than one way (other journeys
  // pay by card and by cash on delivery), a revenue-by-method chart is drawn too.
  await expect.poll(() => isDrawn(canvas)).toBe(true);
  await expect(page.getByRole('link', { name: T.downloadCsv })).toHaveAttribute('download', /^insights-.*\.csv$/);
  await expect(page.getByRole('heading', { name: ORDER_DESK_UI_TEXT.lowStockHeading })).toBeVisible();
  await expectNoSidewaysScroll(page, testInfo);
  await expectNoA11yViolations(page, { exclude: ['.Toastify'], testInfo });

  await dayPanel.getByRole('switch', { name: T.showTable }).check();
  const table = dayPanel.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(dayPanel.locator('canvas')).toHaveCount(0);
  await expectNoSidewaysScroll(page, testInfo);
  await expectNoA11yViolations(page, { exclude: ['.Toastify'], testInfo });

  // Another period: the address keeps it, and the table follows.
  await page.getByRole('button', { name: T.period7 }).click();
  await expect(page).toHaveURL(/\/dashboard\/insights\?period=7d$/);
  await expect(table.getByRole('row')).toHaveCount(8);
  await page.reload();
  await expect(page.getByRole('button', { name: T.period7 })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^Showing \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await expect.poll(() => isDrawn(page.locator('canvas[aria-label*="for each of the 7 days"]'))).toBe(true);

  // A custom range in the address.
  await page.getByRole('button', { name: T.periodCustom }).click();
  await page.getByLabel(T.from, { exact: true }).fill('2026-01-01');
  await page.getByLabel(T.to, { exact: true }).fill('2026-01-03');
  await page.getByRole('button', { name: T.apply }).click();
  await expect(page).toHaveURL(/\/dashboard\/insights\?from=2026-01-01&to=2026-01-03$/);
  await expect(page.getByText('Showing 2026-01-01 to 2026-01-03')).toBeVisible();
  await expectNoSidewaysScroll(page, testInfo);
});
