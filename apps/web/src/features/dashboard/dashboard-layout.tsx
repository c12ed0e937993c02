// /dashboard (spec §2 Dashboard): the welcome heading, the menu by role and its permissions (a drawer on a
// phone), the page and the toasts of every dashboard page.
import { useEffect, useId, useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@store/shared/constants';
import { CloseIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { STAFF_MENU, type StaffAccess, useStaffAccess } from './staff-menu.ts';

function useDashboardMenu(access: StaffAccess): { to: string; label: string }[] {
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  const { ACCOUNT_TEXT } = useTexts('accounts');
  const { PRODUCT_REVIEW_TEXT } = useTexts('product-page');
  const { STORE_REVIEW_TEXT } = useTexts('orders');
  const { CATEGORY_TEXT } = useTexts('categories');
  const { GROUPS_ADMIN_TEXT } = useTexts('pricing');
  const { OUTBOX_TEXT } = useTexts('mail');
  const { SMS_OUTBOX_TEXT } = useTexts('sms');
  const { ADDRESS_BOOK_TEXT } = useTexts('address-book');
  const { SHIPPING_ZONES_ADMIN } = useTexts('shipping');
  const { COURIER_UI_TEXT } = useTexts('courier-ui');
  const { COD_QUEUE_TEXT, COD_RULES_TEXT } = useTexts('cod-trust');
  const { INBOX_TEXT, MY_MESSAGES_TEXT } = useTexts('contact-inbox');
  const { MY_QUOTES_TEXT } = useTexts('quotes-ui');
  const { PROMOTIONS_ADMIN_TEXT } = useTexts('promotions-ui');
  const { AUDIT_TEXT } = useTexts('audit');
  const { IMPORT_TEXT } = useTexts('catalog-import');
  if (!access.isStaff) {
    return [
      { to: '/dashboard', label: SPEC_APP_TEXT.menuProfile },
      { to: '/dashboard/myorders', label: SPEC_APP_TEXT.menuMyOrders },
      { to: '/dashboard/addreview', label: SPEC_APP_TEXT.menuAddReview },
      { to: '/dashboard/addresses', label: ADDRESS_BOOK_TEXT.pageHeading },
      { to: '/dashboard/messages', label: MY_MESSAGES_TEXT.title },
      { to: '/dashboard/quotes', label: MY_QUOTES_TEXT.title },
      { to: '/dashboard/trade-prices', label: GROUPS_ADMIN_TEXT.tradePrices },
    ];
  }
  // The staff's menu: the spec's and ours, each page only for a role whose permissions open it (staff-menu.ts).
  const labels: Record<string, string> = {
    '/dashboard/insights': ACCOUNT_TEXT.menuInsights,
    '/dashboard/profile': SPEC_APP_TEXT.menuProfile,
    '/dashboard/addresses': ADDRESS_BOOK_TEXT.pageHeading,
    '/dashboard/allusers': SPEC_APP_TEXT.menuMakeAdmin,
    '/dashboard/manageallorders': SPEC_APP_TEXT.menuManageAllOrders,
    '/dashboard/addproduct': SPEC_APP_TEXT.menuAddProduct,
    '/dashboard/manageproducts': SPEC_APP_TEXT.menuManageProducts,
    '/dashboard/catalog-import': IMPORT_TEXT.title,
    '/dashboard/product-reviews': PRODUCT_REVIEW_TEXT.moderationHeading,
    '/dashboard/store-reviews': STORE_REVIEW_TEXT.moderationHeading,
    '/dashboard/categories': CATEGORY_TEXT.pageHeading,
    '/dashboard/customer-groups': GROUPS_ADMIN_TEXT.title,
    '/dashboard/promotions': PROMOTIONS_ADMIN_TEXT.title,
    '/dashboard/outbox': OUTBOX_TEXT.title,
    '/dashboard/sms-outbox': SMS_OUTBOX_TEXT.title,
    '/dashboard/shipping': SHIPPING_ZONES_ADMIN.pageHeading,
    '/dashboard/courier-cash': COURIER_UI_TEXT.cashTitle,
    '/dashboard/cod-queue': COD_QUEUE_TEXT.title,
    '/dashboard/cod-rules': COD_RULES_TEXT.title,
    '/dashboard/inbox': INBOX_TEXT.title,
    '/dashboard/audit': AUDIT_TEXT.title,
  };
  return STAFF_MENU.filter(([, permission]) => permission === null || access.can(permission)).map(([to]) => ({
    to,
    label: labels[to] ?? to,
  }));
}

export function DashboardLayout() {
  const { SPEC_TEXT, PUBLIC_TEXT } = useTexts('common');
  const { ACCOUNT_TEXT } = useTexts('accounts');
  usePageTitle(SPEC_TEXT.navDashboard);
  const access = useStaffAccess();
  const { isLoading } = access;
  const links = useDashboardMenu(access);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const menuId = useId();

  useEffect(() => {
    if (!isDrawerOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isDrawerOpen]);

  const menu = (
    <ul className="menu w-full gap-1 text-base">
      {isLoading ? (
        <li aria-hidden="true">
          <span className="skeleton h-8 w-full" />
        </li>
      ) : (
        links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.to === '/dashboard'}
              onClick={() => setDrawerOpen(false)}
              className={({ isActive }) => (isActive ? 'menu-active font-semibold' : '')}
            >
              {link.label}
            </NavLink>
          </li>
        ))
      )}
    </ul>
  );

  return (
    // max-w-7xl, wider than the public pages: the order desk's table beside the menu (decision 216).
    <div className="mx-auto max-w-7xl px-4 py-6 print:p-0">
      <div className="mb-4 flex items-center gap-2 print:hidden">
        <button
          type="button"
          className="btn btn-square btn-ghost lg:hidden"
          aria-expanded={isDrawerOpen}
          aria-controls={menuId}
          aria-label={isDrawerOpen ? ACCOUNT_TEXT.closeMenu : ACCOUNT_TEXT.openMenu}
          onClick={() => setDrawerOpen((open) => !open)}
        >
          {isDrawerOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
        <h1 className="text-2xl font-bold text-primary sm:text-3xl">{ACCOUNT_TEXT.welcome}</h1>
      </div>
      <div className="flex gap-6">
        {/* Phone: the drawer over the page, with a backdrop that closes it. */}
        {isDrawerOpen ? (
          <div
            className="fixed inset-0 z-30 bg-black/40 lg:hidden"
            aria-hidden="true"
            onClick={() => setDrawerOpen(false)}
          />
        ) : null}
        <nav
          id={menuId}
          aria-label={SPEC_TEXT.navDashboard}
          className={`${isDrawerOpen ? 'fixed inset-y-0 left-0 z-40 flex w-72 bg-base-100 p-4 pt-20 shadow-xl' : 'hidden'} shrink-0 print:hidden lg:static lg:z-auto lg:flex lg:w-60 lg:bg-transparent lg:p-0 lg:shadow-none`}
        >
          <div className="w-full rounded-box border border-base-300 bg-base-200 p-2">{menu}</div>
        </nav>
        <section className="min-w-0 flex-1">
          <Outlet />
        </section>
      </div>
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} aria-label={PUBLIC_TEXT.notifications} />
    </div>
  );
}
