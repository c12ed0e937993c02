// Accounts journeys: sign-up to dashboard and profile, sign out and back in from a
// protected page, the validation messages, the admin guard, Make Admin, and Continue With Google
// against a real OpenID Connect provider on 127.0.0.1.
import { type ChildProcess, spawn } from 'node:child_process';
import { expect, newUser, signUpThroughApi, test, type TestUser, waitForApp } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { ACCOUNT_TEXT, SPEC_APP_TEXT, SPEC_TEXT, SUCCESS_TEXT, VALIDATION } from './texts.ts';

async function fillSignup(page: Page, user: TestUser) {
  await page.getByLabel(ACCOUNT_TEXT.nameLabel).fill(user.name);
  await page.getByLabel(ACCOUNT_TEXT.emailLabel).fill(user.email);
  await page.getByLabel(ACCOUNT_TEXT.passwordLabel).fill(user.password);
  await page.getByRole('button', { name: ACCOUNT_TEXT.signUp, exact: true }).click();
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel(ACCOUNT_TEXT.emailLabel).fill(email);
  await page.getByLabel(ACCOUNT_TEXT.passwordLabel).fill(password);
  await page.getByRole('button', { name: SPEC_APP_TEXT.login, exact: true }).click();
}

const dashboardMenu = (page: Page) => page.getByRole('navigation', { name: SPEC_TEXT.navDashboard });

/** On a phone the dashboard menu sits in a drawer behind a button. */
async function openDashboardMenu(page: Page) {
  await expect(page.getByRole('heading', { name: ACCOUNT_TEXT.welcome })).toBeVisible();
  // The server-rendered heading shows before the app runs; a click before then opens nothing.
  await waitForApp(page);
  const toggle = page.getByRole('button', { name: ACCOUNT_TEXT.openMenu });
  if (await toggle.isVisible()) await toggle.click();
}

/**
 * Opens the menu until `name` shows in it: on a phone, a lazy page that settles after the menu opened
 * (the insights an admin's /dashboard moves on to) may close it again on a busy machine.
 */
async function openMenuShowing(page: Page, name: string) {
  const link = dashboardMenu(page).getByRole('link', { name });
  await expect(async () => {
    if (!(await link.isVisible())) await openDashboardMenu(page);
    await expect(link).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('email accounts', () => {
  test('sign up, reach the dashboard, save the profile, sign out, and log in again from a protected page', async ({
    page,
  }) => {
    // Six pages, a profile save, a sign-out and a sign-in: 24-31 s under the full suite's load.
    test.slow();
    const user = newUser();
    await page.goto('/singup');
    await fillSignup(page, user);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: SPEC_TEXT.navSignOut })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: ACCOUNT_TEXT.welcome })).toBeVisible();
    await expect(page.getByRole('heading', { name: ACCOUNT_TEXT.profileTitle })).toBeVisible();
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: SPEC_APP_TEXT.sendNow }) })
      .first();
    await expect(form.getByLabel(ACCOUNT_TEXT.nameLabel, { exact: true })).toHaveValue(user.name);
    await expect(form.getByLabel(ACCOUNT_TEXT.emailLabel)).toHaveValue(user.email);
    await form.getByLabel(ACCOUNT_TEXT.educationLabel).fill('Diploma in Engineering');
    await form.getByLabel(ACCOUNT_TEXT.profileLinkLabel).fill('https://example.com/rider');
    await form.getByLabel(ACCOUNT_TEXT.cityLabel).fill('Khulna');
    await form.getByLabel(ACCOUNT_TEXT.phoneLabel).fill('+880 1811 000000');
    await form.getByRole('button', { name: SPEC_APP_TEXT.sendNow }).click();
    await expect(page.getByText(SUCCESS_TEXT.profileSaved)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('definition').filter({ hasText: 'Khulna' })).toBeVisible();

    await page.getByRole('button', { name: SPEC_TEXT.navSignOut }).click();
    await expect(page.getByRole('link', { name: SPEC_TEXT.navLogin })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    await page.goto('/dashboard/myorders');
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard\/myorders$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  });

  test('shows the validation messages on empty and malformed fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: SPEC_APP_TEXT.login, exact: true }).click();
    await expect(page.getByText(VALIDATION.emailRequired)).toBeVisible();
    await expect(page.getByText(VALIDATION.passwordRequired)).toBeVisible();
    await page.getByLabel(ACCOUNT_TEXT.emailLabel).fill('rider@nowhere');
    await page.getByLabel(ACCOUNT_TEXT.passwordLabel).fill('12345');
    await page.getByRole('button', { name: SPEC_APP_TEXT.login, exact: true }).click();
    await expect(page.getByText(VALIDATION.emailInvalid)).toBeVisible();
    await expect(page.getByText(VALIDATION.passwordTooShort)).toBeVisible();

    await page.getByRole('link', { name: ACCOUNT_TEXT.createAccount }).click();
    await expect(page).toHaveURL(/\/singup$/);
    await page.getByRole('button', { name: ACCOUNT_TEXT.signUp, exact: true }).click();
    await expect(page.getByText(VALIDATION.nameRequired)).toBeVisible();
    await expect(page.getByText(VALIDATION.emailRequired)).toBeVisible();
    await expect(page.getByText(VALIDATION.passwordRequired)).toBeVisible();
  });

  test('shows a wrong password as the auth error in red under the form', async ({ page }) => {
    const user = await signUpThroughApi(page);
    await page.context().clearCookies();
    await page.goto('/login');
    await fillLogin(page, user.email, 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  });

  test('sends a signed-in non-admin from an admin page to /login', async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto('/dashboard/allusers');
    await expect(page).toHaveURL(/\/login$/);
  });
});

/** A store server of this file's own (Google and a first admin configured), beside a local OpenID provider. */
interface OwnStore {
  baseURL: string;
  processes: ChildProcess[];
}

function startProcess(args: string[], env: Record<string, string>, readyText: string | null): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (readyText && output.includes(readyText)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited (${code}):\n${output}`));
    });
    if (!readyText) resolve(child);
  });
}

async function waitForHealth(baseURL: string) {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${baseURL} did not come up`);
}

const ADMIN = { email: 'first-admin@example.test', password: 'first-admin-secret' };

test.describe('with Google and a first admin configured', () => {
  // Two browsers and a server of its own: these journeys take longer than the default 30 s.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let store: OwnStore;

  test.beforeAll(async ({ browser: _browser }, testInfo) => {
    testInfo.setTimeout(180_000);
    // Ports 3121-3124 (this suite's range): one pair per browser project, which may run at once.
    const offset = testInfo.project.name === 'phone' ? 2 : 0;
    const port = 3121 + offset;
    const baseURL = `http://127.0.0.1:${port}`;
    const provider = await startProcess(
      [
        '--import',
        'tsx',
        'apps/api/test/oidc-test-provider.ts',
        String(port + 1),
        `${baseURL}/api/auth/callback/google`,
      ],
      {},
      'ready ',
    );
    const server = await startProcess(
      ['scripts/e2e-server.mjs'],
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        AUTH_RATE_LIMIT: '10000',
        GOOGLE_CLIENT_ID: 'store-test-client',
        GOOGLE_CLIENT_SECRET: 'store-test-client-secret-that-is-long-enough',
        GOOGLE_ISSUER: `http://127.0.0.1:${port + 1}`,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      null,
    );
    store = { baseURL, processes: [provider, server] };
    await waitForHealth(baseURL);
  });

  test.afterAll(() => {
    for (const child of store?.processes ?? []) child.kill('SIGTERM');
  });

  test('Continue With Google signs in at the provider and lands back on the protected page', async ({ page }) => {
    await page.goto(`${store.baseURL}/dashboard`);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: SPEC_APP_TEXT.continueWithGoogle }).click();
    // The provider's own development login page, then its consent page.
    await page.locator('input[name="login"]').fill('gina');
    await page.locator('input[name="password"]').fill('any-password');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(`${store.baseURL}/dashboard`);
    await expect(page.getByRole('heading', { name: ACCOUNT_TEXT.welcome })).toBeVisible();
    await expect(page.getByText('gina@gmail.test').first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  });

  test('an admin makes a user admin, and that user then sees the admin menu', async ({ browser }) => {
    const user = newUser();
    const userContext = await browser.newContext({ baseURL: store.baseURL });
    const userPage = await userContext.newPage();
    await userPage.goto('/singup');
    await fillSignup(userPage, user);
    await expect(userPage.getByRole('button', { name: SPEC_TEXT.navSignOut })).toBeVisible();
    await userPage.goto('/dashboard');
    await openMenuShowing(userPage, SPEC_APP_TEXT.menuMyOrders);
    await expect(dashboardMenu(userPage).getByRole('link', { name: SPEC_APP_TEXT.menuMakeAdmin })).toHaveCount(0);

    const adminContext = await browser.newContext({ baseURL: store.baseURL });
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/login');
    await fillLogin(adminPage, ADMIN.email, ADMIN.password);
    await expect(adminPage.getByRole('button', { name: SPEC_TEXT.navSignOut })).toBeVisible();
    await adminPage.goto('/dashboard');
    // An admin's /dashboard moves on to the insights, which closes a menu opened before it did.
    await expect(adminPage).toHaveURL(/\/dashboard\/insights$/);
    await openMenuShowing(adminPage, SPEC_APP_TEXT.menuMakeAdmin);
    await dashboardMenu(adminPage).getByRole('link', { name: SPEC_APP_TEXT.menuMakeAdmin }).click();
    await adminPage.getByRole('button', { name: `${SPEC_APP_TEXT.makeAdmin}: ${user.email}` }).click();
    await adminPage.getByRole('button', { name: ACCOUNT_TEXT.confirmYes }).click();
    await expect(adminPage.getByText(SUCCESS_TEXT.madeAdmin)).toBeVisible();
    await expect(adminPage.getByRole('button', { name: `${SPEC_APP_TEXT.removeAdmin}: ${user.email}` })).toBeVisible();

    await userPage.reload();
    // Now a manager (Make Admin's role), the user's /dashboard moves on to the order desk, the first page
    // the role opens; the menu has no Make Admin (the owner's).
    await expect(userPage).toHaveURL(/\/dashboard\/manageallorders$/);
    await openMenuShowing(userPage, SPEC_APP_TEXT.menuManageAllOrders);
    await expect(dashboardMenu(userPage).getByRole('link', { name: SPEC_APP_TEXT.menuMakeAdmin })).toHaveCount(0);
    await expect(dashboardMenu(userPage).getByRole('link', { name: SPEC_APP_TEXT.menuMyOrders })).toHaveCount(0);
    await userContext.close();
    await adminContext.close();
  });
});
