// Shared Playwright fixtures and helpers: import { test, expect } from './fixtures.ts' in every spec.
// - every test fails when the page throws an uncaught error;
// - expectNoA11yViolations(page): axe-core, fails on serious or critical violations;
// - catalog: the products, read from the API; nextApiAnswer(page, path): what the page was given;
// - newUser() / signUpThroughApi(page, user): a fresh account, signed in within the page's context;
//   signInThroughApi(page, E2E_ADMIN): the admin the e2e server creates at start (ADMIN_EMAIL).
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { API_PATHS, API_PREFIX } from '@store/shared/api-paths';
import type { Product } from '@store/shared/schemas';
import { E2E_ADMIN, type TestUser } from './accounts.ts';

export { expect };

/** The two viewports every public page is checked at (see playwright.config.ts projects). */
export const isPhone = (testInfo: TestInfo): boolean => testInfo.project.name === 'phone';

/** On the phone project: the page scrolls no wider than the screen. */
export async function expectNoSidewaysScroll(page: Page, testInfo: TestInfo): Promise<void> {
  if (!isPhone(testInfo)) return;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export const apiPath = (p: string): string => `${API_PREFIX}${p}`;

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation, listing
 * each rule, its help text and the offending elements. Call it once the page shows its content.
 * The full report is attached to the test for the HTML/trace viewer.
 */
export async function expectNoA11yViolations(
  page: Page,
  options: { include?: string; exclude?: string[]; testInfo?: TestInfo } = {},
): Promise<void> {
  // A dialog still fading in has the contrast of its half-way colours: wait (a second at most) for
  // the page's finite animations and transitions to end first; a spinner's infinite one is left running.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
          // A toast's progress bar runs for its whole life; toasts are left out of the audits anyway.
          .filter((a) => !(a.effect instanceof KeyframeEffect && a.effect.target?.closest('.Toastify')))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((done) => setTimeout(done, 1000)),
    ]),
  );
  let builder = new AxeBuilder({ page });
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => v.impact && BLOCKING_IMPACTS.has(v.impact));
  if (options.testInfo) {
    await options.testInfo.attach(`axe ${new URL(page.url()).pathname}`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  const report = blocking
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `      ${n.target.join(' ')}${n.failureSummary ? `\n        ${n.failureSummary.replace(/\n/g, '\n        ')}` : ''}`,
        )
        .join('\n');
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s))\n${nodes}`;
    })
    .join('\n');
  expect(blocking, `axe found serious/critical violations on ${page.url()}:\n${report}`).toEqual([]);
}

export { E2E_ADMIN, type TestUser };

export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  const id = randomUUID().slice(0, 8);
  return { name: `Test Rider ${id}`, email: `rider-${id}@example.test`, password: `pw-${id}-secret`, ...overrides };
}

/**
 * Creates the account through the API (better-auth's email sign-up at /api/auth) in the page's
 * browser context, so that the page is signed in: the session cookie lands in the context's cookie
 * jar, and the web app exchanges it for its bearer token (`accessToken`) on the next page load.
 * NOTE: written against the accounts contract; adjust here, once, if that contract moves.
 */
export async function signUpThroughApi(page: Page, user: TestUser = newUser()): Promise<TestUser> {
  await postAuthInPage(page, '/sign-up/email', { name: user.name, email: user.email, password: user.password });
  // Sign-up opens no session (it answers a new and an existing email alike): sign in, as the web app does.
  await postAuthInPage(page, '/sign-in/email', { email: user.email, password: user.password });
  return user;
}

/** Signs an existing account in through the API (better-auth's email sign-in) in the page's context. */
export async function signInThroughApi(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await postAuthInPage(page, '/sign-in/email', { email: user.email, password: user.password });
}

/** Signs whoever is signed in out of the page's context, then signs `user` in (journeys of two people). */
export async function switchTo(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await signInThroughApi(page, user);
}

/** A better-auth call from the page's browser context, so that its session cookie lands in the page. */
async function postAuthInPage(page: Page, path: string, data: Record<string, string>): Promise<void> {
  const origin = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin;
  const response = await page.context().request.post(apiPath(`/auth${path}`), { data, headers: { origin } });
  expect(response.status(), `${path} of ${data.email}: ${await response.text()}`).toBe(200);
}

/** An API answer as the page received it. */
export interface ApiAnswer<T> {
  url: URL;
  body: T;
  headers: Record<string, string>;
}

/**
 * Waits for the page's next successful GET of an API path (e.g. '/products'), whose URL `matches`,
 * and returns what it received.
 * Start waiting before the action that triggers the call. Tests run in parallel and some add or
 * delete products, so a page is best checked against the data it was actually given.
 */
export async function nextApiAnswer<T>(
  page: Page,
  path: string,
  matches: (url: URL) => boolean = () => true,
): Promise<ApiAnswer<T>> {
  const response = await page.waitForResponse((r) => {
    const url = new URL(r.url());
    return r.request().method() === 'GET' && url.pathname === apiPath(path) && r.ok() && matches(url);
  });
  return { url: new URL(response.url()), body: (await response.json()) as T, headers: response.headers() };
}

/**
 * What the server rendered a public page with: the query results it wrote into the page for the
 * browser (the `store-queries` data block), the first whose key starts with `keyPrefix`. The
 * browser does not ask the API again for them, so this is what the page was given.
 */
export async function serverRenderedData<T>(page: Page, keyPrefix: unknown[]): Promise<T> {
  const text = await page.locator('script#store-queries').textContent();
  if (!text) throw new Error('the page was not rendered on the server (no store-queries)');
  const state = JSON.parse(text) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  const prefix = JSON.stringify(keyPrefix);
  const query = state.queries.find((q) => JSON.stringify(q.queryKey.slice(0, keyPrefix.length)) === prefix);
  if (!query) throw new Error(`no server-rendered data under ${prefix}`);
  return query.state.data as T;
}

/** The products the server seeded, newest first (the order the home page shows them). */
/**
 * Waits until the app has hydrated the page, its lazily loaded part included (`<html
 * data-app="ready">`, apps/web/src/app/root-layout.tsx): a click before that reaches the server's HTML alone.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

export async function fetchProducts(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get(apiPath(API_PATHS.products));
  expect(response.ok(), `GET /api/products: ${response.status()}`).toBe(true);
  return (await response.json()) as Product[];
}

interface Fixtures {
  /** Fails the test on any uncaught error in the page (automatic). */
  failOnPageError: void;
  /** The seeded catalog, newest first. */
  catalog: Product[];
}

export const test = base.extend<Fixtures>({
  failOnPageError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      await use();
      expect(errors, `uncaught errors in the page:\n${errors.join('\n\n')}`).toEqual([]);
    },
    { auto: true },
  ],
  catalog: async ({ request }, use) => {
    await use(await fetchProducts(request));
  },
});
