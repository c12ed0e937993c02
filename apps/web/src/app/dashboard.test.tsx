// Guards, the dashboard menu by role, My Profil and Make Admin, through the app's own routes
// against the API's double.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { englishTexts } from '@store/shared/i18n/server';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { apiError, type ApiStub, stubApi } from '../testing/api-stub.ts';
import { aProfile, aToken, aUserSummary } from '../testing/factories.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { AppRoutes } from './router.tsx';

const { ACCOUNT_TEXT, PROFILE_TEXT } = englishTexts('accounts');
const { CATEGORY_TEXT } = englishTexts('categories');
const { SPEC_TEXT } = englishTexts('common');
const { ERROR_TEXT, SUCCESS_TEXT } = englishTexts('feedback');
const { OUTBOX_TEXT } = englishTexts('mail');
const { SMS_OUTBOX_TEXT } = englishTexts('sms');
const { ADDRESS_BOOK_TEXT } = englishTexts('address-book');
const { SHIPPING_ZONES_ADMIN } = englishTexts('shipping');
const { COURIER_UI_TEXT } = englishTexts('courier-ui');
const { COD_QUEUE_TEXT, COD_RULES_TEXT } = englishTexts('cod-trust');
const { INBOX_TEXT, MY_MESSAGES_TEXT } = englishTexts('contact-inbox');
const { MY_QUOTES_TEXT } = englishTexts('quotes-ui');
const { GROUPS_ADMIN_TEXT } = englishTexts('pricing');
const { PROMOTIONS_ADMIN_TEXT } = englishTexts('promotions-ui');
const { IMPORT_TEXT } = englishTexts('catalog-import');
const { AUDIT_TEXT } = englishTexts('audit');
const { ORDER_DESK_UI_TEXT } = englishTexts('order-desk-ui');
const { STORE_REVIEW_TEXT } = englishTexts('orders');
const { PRODUCT_REVIEW_TEXT } = englishTexts('product-page');
const { SPEC_APP_TEXT } = englishTexts('spec-app');

const fire = vi.hoisted(() => vi.fn(async () => ({ isConfirmed: true })));
vi.mock('sweetalert2', () => ({ default: { fire } }));
// The insights page has its own tests (features/insights); here only where an admin lands matters.
vi.mock('../features/insights/insights-page.tsx', () => ({ InsightsPage: () => <p>insights page</p> }));

let api: ApiStub;

function signedInAs(email: string, isAdmin: boolean) {
  localStorage.setItem('accessToken', aToken(email));
  api.on('GET /api/auth/get-session', { user: { id: 'u1', name: 'Rider One', email } });
  api.on('GET /api/admin/:email', ({ params }) => ({ admin: isAdmin && params.email === email }));
}

// The pages these tests open load lazily, behind the guards' session and role checks; loading them
// once here keeps each test's waits about the page.
beforeAll(async () => {
  await Promise.all([
    import('../features/auth/login-page.tsx'),
    import('../features/dashboard/dashboard-layout.tsx'),
    import('../features/profiles/profile-page.tsx'),
    import('../features/users/all-users-page.tsx'),
    import('./dashboard-home.tsx'),
  ]);
});

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  api = stubApi({
    'GET /api/auth/get-session': null,
    'POST /api/auth/sign-out': {},
    'GET /api/auth-config': { google: false },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
  fire.mockClear();
});

/** Where the router is, and the page a guard remembered for after the login. */
function ShowLocation() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? 'nowhere';
  return <output data-testid="location">{`${location.pathname}, from ${from}`}</output>;
}

function renderAt(path: string, locale: 'en' | 'bn' = 'en') {
  return renderWithProviders(
    <>
      <AppRoutes />
      <ShowLocation />
    </>,
    { at: path, queryClient, locale },
  );
}

const location = () => screen.getByTestId('location').textContent;
const main = () => screen.getByRole('main');

describe('guards', () => {
  it('sends a signed-out visitor to /login and remembers the page', async () => {
    renderAt('/dashboard/allusers');
    expect(await screen.findByRole('heading', { name: SPEC_APP_TEXT.login })).toBeTruthy();
    expect(location()).toBe('/login, from /dashboard/allusers');
  });

  it('shows a spinner while the session loads', async () => {
    renderAt('/dashboard');
    expect(within(main()).getByRole('status')).toBeTruthy();
    await screen.findByRole('heading', { name: SPEC_APP_TEXT.login });
  });

  it('signs a non-admin out and sends them to /login from an admin page', async () => {
    signedInAs('rider@example.com', false);
    renderAt('/dashboard/allusers');
    expect(await screen.findByRole('heading', { name: SPEC_APP_TEXT.login })).toBeTruthy();
    expect(location()).toBe('/login, from /dashboard/allusers');
    expect(api.calls.some((c) => c.method === 'POST' && c.url === '/api/auth/sign-out')).toBe(true);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(api.calls.some((c) => c.url === '/api/user')).toBe(false);
  });
});

describe('dashboard menu', () => {
  it('shows My Profil, My Orders and Add A Review to a user', async () => {
    signedInAs('rider@example.com', false);
    api.on('GET /api/myprofil/:email', []);
    renderAt('/dashboard');
    const menu = await screen.findByRole('navigation', { name: SPEC_TEXT.navDashboard });
    await within(menu).findByRole('link', { name: SPEC_APP_TEXT.menuMyOrders });
    const names = within(menu)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(names).toEqual([
      SPEC_APP_TEXT.menuProfile,
      SPEC_APP_TEXT.menuMyOrders,
      SPEC_APP_TEXT.menuAddReview,
      ADDRESS_BOOK_TEXT.pageHeading,
      MY_MESSAGES_TEXT.title,
      MY_QUOTES_TEXT.title,
      GROUPS_ADMIN_TEXT.tradePrices,
    ]);
    expect(screen.getByRole('heading', { name: ACCOUNT_TEXT.welcome })).toBeTruthy();
  });

  it('names the menu in Bangla on a Bangla page', async () => {
    signedInAs('rider@example.com', false);
    api.on('GET /api/myprofil/:email', []);
    renderAt('/dashboard', 'bn');
    const menu = await screen.findByRole('navigation', { name: 'ড্যাশবোর্ড' });
    await within(menu).findByRole('link', { name: 'আমার অর্ডার' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'আমার প্রোফাইল',
      'আমার অর্ডার',
      'রিভিউ দিন',
      'ঠিকানার তালিকা',
      'আমার বার্তা',
      'আমার দামের অনুরোধ',
      'পাইকারি দাম',
    ]);
  });

  it("names the order desk in Bangla in an admin's menu on a Bangla page", async () => {
    signedInAs('boss@example.com', true);
    api.on('GET /api/myprofil/:email', []);
    api.on('GET /api/admin/low-stock', { threshold: 5, products: [] });
    renderAt('/dashboard/profile', 'bn');
    const menu = await screen.findByRole('navigation', { name: 'ড্যাশবোর্ড' });
    const orders = await within(menu).findByRole('link', { name: 'সব অর্ডার ম্যানেজ করুন' });
    expect(orders.getAttribute('href')).toBe('/dashboard/manageallorders');
    expect(within(menu).getByRole('link', { name: 'অ্যাডমিন বানান' })).toBeTruthy();
  });

  it('shows the admin items to an admin, Insights first, without My Orders and Add A Review', async () => {
    signedInAs('boss@example.com', true);
    api.on('GET /api/myprofil/:email', []);
    api.on('GET /api/admin/low-stock', { threshold: 5, products: [] });
    renderAt('/dashboard/profile');
    const menu = await screen.findByRole('navigation', { name: SPEC_TEXT.navDashboard });
    await within(menu).findByRole('link', { name: SPEC_APP_TEXT.menuMakeAdmin });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      ACCOUNT_TEXT.menuInsights,
      SPEC_APP_TEXT.menuProfile,
      ADDRESS_BOOK_TEXT.pageHeading,
      SPEC_APP_TEXT.menuMakeAdmin,
      SPEC_APP_TEXT.menuManageAllOrders,
      SPEC_APP_TEXT.menuAddProduct,
      SPEC_APP_TEXT.menuManageProducts,
      IMPORT_TEXT.title,
      PRODUCT_REVIEW_TEXT.moderationHeading,
      STORE_REVIEW_TEXT.moderationHeading,
      CATEGORY_TEXT.pageHeading,
      GROUPS_ADMIN_TEXT.title,
      PROMOTIONS_ADMIN_TEXT.title,
      OUTBOX_TEXT.title,
      SMS_OUTBOX_TEXT.title,
      SHIPPING_ZONES_ADMIN.pageHeading,
      COURIER_UI_TEXT.cashTitle,
      COD_QUEUE_TEXT.title,
      COD_RULES_TEXT.title,
      INBOX_TEXT.title,
      AUDIT_TEXT.title,
    ]);
  });

  it('lands an admin on the insights from /dashboard', async () => {
    signedInAs('boss@example.com', true);
    renderAt('/dashboard');
    await waitFor(() => expect(location()).toBe('/dashboard/insights, from nowhere'));
  });

  it('shows an admin the low-stock list under My Profil', async () => {
    signedInAs('boss@example.com', true);
    api.on('GET /api/myprofil/:email', []);
    api.on('GET /api/admin/low-stock', {
      threshold: 5,
      products: [{ _id: 'p-2', name: 'Alloy Rim', maxQuantity: 1, minQuantity: 1 }],
    });
    renderAt('/dashboard/profile');
    // The product's name, not the hidden one inside its Edit link.
    const product = await screen.findByText('Alloy Rim', { selector: 'li > span > span' });
    const heading = screen.getByText(ORDER_DESK_UI_TEXT.lowStockHeading, { selector: 'h2' });
    expect(heading.closest('section')?.contains(product)).toBe(true);
  });

  it('shows a user no low-stock list and does not ask for one', async () => {
    signedInAs('rider@example.com', false);
    api.on('GET /api/myprofil/:email', []);
    renderAt('/dashboard');
    await screen.findByRole('link', { name: SPEC_APP_TEXT.menuMyOrders });
    expect(screen.queryByText(ORDER_DESK_UI_TEXT.lowStockHeading)).toBeNull();
    expect(api.calls.filter((c) => c.path === '/api/admin/low-stock')).toEqual([]);
  });
});

describe('My Profil', () => {
  beforeEach(() => {
    signedInAs('rider@example.com', false);
    api.on('GET /api/myprofil/:email', []);
  });

  it('saves the profile with Send Now and says so', async () => {
    api.on('PUT /api/myprofil/:email', aProfile({ education: 'BSc', city: 'Dhaka' }));
    renderAt('/dashboard');
    const name = await screen.findByLabelText(ACCOUNT_TEXT.nameLabel);
    expect((name as HTMLInputElement).readOnly).toBe(true);
    expect((name as HTMLInputElement).value).toBe('Rider One');
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.educationLabel), 'BSc');
    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.cityLabel), 'Dhaka');
    await userEvent.click(screen.getByRole('button', { name: SPEC_APP_TEXT.sendNow }));
    expect(await screen.findByText(SUCCESS_TEXT.profileSaved)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Rider One',
      email: 'rider@example.com',
      education: 'BSc',
      profil: '',
      city: 'Dhaka',
      phone: '',
      // My Profil's business details for VAT invoices, left empty.
      businessName: '',
      bin: '',
      businessAddress: '',
    });
  });

  it('refuses a profile link that is not http(s)', async () => {
    renderAt('/dashboard');
    await userEvent.type(await screen.findByLabelText(ACCOUNT_TEXT.profileLinkLabel), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: SPEC_APP_TEXT.sendNow }));
    expect(await screen.findByText(PROFILE_TEXT.linkInvalid)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('Make Admin page', () => {
  beforeEach(() => {
    signedInAs('boss@example.com', true);
    api.on('GET /api/user', [
      aUserSummary({ _id: '1', email: 'boss@example.com', role: 'owner' }),
      aUserSummary({ _id: '2', email: 'rider@example.com', role: 'user' }),
    ]);
  });

  it('lists index, email and role, and makes a user admin', async () => {
    api.on('PUT /api/user/admin/:email', { modifiedCount: 1 });
    renderAt('/dashboard/allusers');
    const row = (await screen.findByRole('cell', { name: 'rider@example.com' })).closest('tr');
    expect(row?.textContent).toContain('2');
    expect(row?.textContent).toContain(ACCOUNT_TEXT.roleUser);
    await userEvent.click(screen.getByRole('button', { name: `${SPEC_APP_TEXT.makeAdmin}: rider@example.com` }));
    expect(await screen.findByText(SUCCESS_TEXT.madeAdmin)).toBeTruthy();
    expect(fire).toHaveBeenCalled();
  });

  it("shows 'Failed to make an admin' on a 403", async () => {
    api.on('PUT /api/user/admin/:email', apiError(403, 'FORBIDDEN', 'x'));
    renderAt('/dashboard/allusers');
    await userEvent.click(await screen.findByRole('button', { name: `${SPEC_APP_TEXT.makeAdmin}: rider@example.com` }));
    expect(await screen.findByText(ERROR_TEXT.makeAdminFailed)).toBeTruthy();
  });

  it("shows the server's reason when Remove Admin is refused", async () => {
    api.on('DELETE /api/user/admin/:email', apiError(409, 'CONFLICT', 'You cannot remove your own admin role.'));
    renderAt('/dashboard/allusers');
    await userEvent.click(
      await screen.findByRole('button', { name: `${SPEC_APP_TEXT.removeAdmin}: boss@example.com` }),
    );
    expect(await screen.findByText('You cannot remove your own admin role.')).toBeTruthy();
  });
});
