// Every route of spec §2. React Router in declarative mode (smaller than the data router; see
// docs/decisions/002-web-bundle-budget.md). Pages load lazily so the home page downloads only what it shows.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, StrictMode, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { localePrefix } from '@store/shared/i18n/locales';
import { I18nProvider, type I18nRuntime } from '../lib/i18n.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { RequireAdmin, RequireAuth } from './guards.tsx';
import { lazyPage } from './lazy-route.ts';
import { RootLayout } from './root-layout.tsx';

// NOTE: the home page is loaded with the entry, not lazily: most visits start there, and a chunk would add
// a round trip before its largest picture could be requested.

const LoginPage = lazyPage(() => import('../features/auth/login-page.tsx'), 'LoginPage');
const SignupPage = lazyPage(() => import('../features/auth/signup-page.tsx'), 'SignupPage');
const BlogsPage = lazyPage(() => import('../features/blogs/blogs-page.tsx'), 'BlogsPage');
const ArticlePage = lazyPage(() => import('../features/blogs/article-page.tsx'), 'ArticlePage');
const PortfolioPage = lazyPage(() => import('../features/portfolio/portfolio-page.tsx'), 'PortfolioPage');
const ContactPage = lazyPage(() => import('../features/contact/contact-page.tsx'), 'ContactPage');
const AllProductsPage = lazyPage(() => import('../features/catalog/all-products-page.tsx'), 'AllProductsPage');
const ProductPage = lazyPage(() => import('../features/product-page/product-page.tsx'), 'ProductPage');
const ProductOrderPage = lazyPage(() => import('../features/orders/product-order-page.tsx'), 'ProductOrderPage');
const DashboardLayout = lazyPage(() => import('../features/dashboard/dashboard-layout.tsx'), 'DashboardLayout');
const DashboardHome = lazyPage(() => import('./dashboard-home.tsx'), 'DashboardHome');
const MyOrdersPage = lazyPage(() => import('../features/orders/my-orders-page.tsx'), 'MyOrdersPage');
const AddReviewPage = lazyPage(() => import('../features/reviews/add-review-page.tsx'), 'AddReviewPage');
const PaymentPage = lazyPage(() => import('../features/payments/payment-page.tsx'), 'PaymentPage');
const CartPage = lazyPage(() => import('../features/cart/cart-page.tsx'), 'CartPage');
const OrderPage = lazyPage(() => import('../features/orders/order-page.tsx'), 'OrderPage');
const InvoicePage = lazyPage(() => import('../features/orders/invoice-page.tsx'), 'InvoicePage');
const PoliciesPage = lazyPage(() => import('../features/policies/policies-page.tsx'), 'PoliciesPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage');
const AddressBookPage = lazyPage(() => import('../features/addresses/address-book-page.tsx'), 'AddressBookPage');
const TrackOrderPage = lazyPage(() => import('../features/orders/track-order-page.tsx'), 'TrackOrderPage');
const MyMessagesPage = lazyPage(() => import('../features/contact/my-messages-page.tsx'), 'MyMessagesPage');
const QuoteRequestPage = lazyPage(() => import('../features/quotes/quote-request-page.tsx'), 'QuoteRequestPage');
const QuotePage = lazyPage(() => import('../features/quotes/quote-page.tsx'), 'QuotePage');
const MyQuotesPage = lazyPage(() => import('../features/quotes/my-quotes-page.tsx'), 'MyQuotesPage');
const TradePricesPage = lazyPage(() => import('../features/pricing/trade-prices-page.tsx'), 'TradePricesPage');
const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page.tsx'), 'NotFoundPage');

const ADMIN_PAGES = [
  ['allusers', lazyPage(() => import('../features/users/all-users-page.tsx'), 'AllUsersPage')],
  ['manageallorders', lazyPage(() => import('../features/orders/manage-all-orders-page.tsx'), 'ManageAllOrdersPage')],
  ['addproduct', lazyPage(() => import('../features/products-admin/add-product-page.tsx'), 'AddProductPage')],
  [
    'manageproducts',
    lazyPage(() => import('../features/products-admin/manage-products-page.tsx'), 'ManageProductsPage'),
  ],
  [
    'product-reviews',
    lazyPage(() => import('../features/product-page/review-moderation-page.tsx'), 'ReviewModerationPage'),
  ],
  [
    'store-reviews',
    lazyPage(() => import('../features/reviews/store-review-moderation-page.tsx'), 'StoreReviewModerationPage'),
  ],
  ['categories', lazyPage(() => import('../features/categories-admin/categories-page.tsx'), 'CategoriesPage')],
  ['catalog-import', lazyPage(() => import('../features/catalog-import/catalog-import-page.tsx'), 'CatalogImportPage')],
  ['customer-groups', lazyPage(() => import('../features/pricing/customer-groups-page.tsx'), 'CustomerGroupsPage')],
  ['outbox', lazyPage(() => import('../features/outbox/outbox-page.tsx'), 'OutboxPage')],
  ['sms-outbox', lazyPage(() => import('../features/outbox/sms-outbox-page.tsx'), 'SmsOutboxPage')],
  ['shipping', lazyPage(() => import('../features/shipping-admin/shipping-zones-page.tsx'), 'ShippingZonesPage')],
  ['courier-cash', lazyPage(() => import('../features/courier/courier-cash-page.tsx'), 'CourierCashPage')],
  ['cod-queue', lazyPage(() => import('../features/cod/cod-queue-page.tsx'), 'CodQueuePage')],
  ['cod-rules', lazyPage(() => import('../features/cod/cod-rules-page.tsx'), 'CodRulesPage')],
  ['audit', lazyPage(() => import('../features/audit/audit-page.tsx'), 'AuditPage')],
  ['inbox', lazyPage(() => import('../features/contact/inbox-page.tsx'), 'InboxPage')],
  ['inbox/quotes', lazyPage(() => import('../features/quotes/quote-inbox-page.tsx'), 'QuoteInboxPage')],
  ['promotions', lazyPage(() => import('../features/promotions/promotions-page.tsx'), 'PromotionsPage')],
  ['promotions/:id', lazyPage(() => import('../features/promotions/promotion-edit-page.tsx'), 'PromotionEditPage')],
  [
    'manageproducts/:id/edit',
    lazyPage(() => import('../features/products-admin/edit-product-page.tsx'), 'EditProductPage'),
  ],
] as const;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="login" element={<LoginPage />} />
        {/* NOTE: /singup is the spec's spelling. */}
        <Route path="singup" element={<SignupPage />} />
        {/* Ours: password recovery (the reset email links to /reset-password?token=…). */}
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="blogs" element={<BlogsPage />} />
        {/* Ours: one article on its own page, rendered on the server. */}
        <Route path="blogs/:id" element={<ArticlePage />} />
        {/* NOTE: /myprotfolio is the spec's spelling. */}
        <Route path="myprotfolio" element={<PortfolioPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="allproducts" element={<AllProductsPage />} />
        {/* Ours: a product's public page, rendered on the server (the slug is corrected by a redirect). */}
        <Route path="products/:id/:slug?" element={<ProductPage />} />
        <Route element={<RequireAuth />}>
          <Route path="singleservice/:id" element={<ProductOrderPage />} />
          <Route path="dashboard" element={<DashboardLayout />}>
            {/* My Profil; an admin lands on the insights instead. */}
            <Route index element={<DashboardHome />} />
            {/* Ours: My Profil at its own address (the admin's menu links here). */}
            <Route path="profile" element={<DashboardHome page="profile" />} />
            <Route path="myorders" element={<MyOrdersPage />} />
            <Route path="addreview" element={<AddReviewPage />} />
            {/* Ours: the buyer's delivery addresses. */}
            <Route path="addresses" element={<AddressBookPage />} />
            {/* Ours: the messages a buyer sent through the contact form, with the replies. */}
            <Route path="messages" element={<MyMessagesPage />} />
            {/* Ours: the quotes a buyer requested (Request For Quote). */}
            <Route path="quotes" element={<MyQuotesPage />} />
            <Route path="trade-prices" element={<TradePricesPage />} />
            <Route path="payment/:id" element={<PaymentPage />} />
            {/* Ours: one order with its lines, for its owner and admins. */}
            <Route path="orders/:id" element={<OrderPage />} />
            {/* Ours: a paid order's invoice, printable, for its owner and admins. */}
            <Route path="orders/:id/invoice" element={<InvoicePage />} />
            <Route element={<RequireAdmin />}>
              {/* Ours: the owner's insights, the admin's landing page. */}
              <Route path="insights" element={<DashboardHome page="insights" />} />
              {ADMIN_PAGES.map(([path, Page]) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Route>
          </Route>
        </Route>
        {/* Ours: the cart, for visitors and signed-in buyers alike. */}
        <Route path="cart" element={<CartPage />} />
        {/* Ours: Request For Quote, and a request's page (a guest's link carries ?key=). */}
        <Route path="quote" element={<QuoteRequestPage />} />
        <Route path="quotes/:id" element={<QuotePage />} />
        {/* Ours: the target of the footer's policy links. */}
        <Route path="policies" element={<PoliciesPage />} />
        {/* Ours: an order as the link in the buyer's SMS shows it, signed in or not. */}
        <Route path="track/:key" element={<TrackOrderPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

interface AppProps {
  i18n: I18nRuntime;
  queryClient: QueryClient;
  /** BrowserRouter in the browser, StaticRouter on the server (so that the browser's bundle has no StaticRouter). */
  Router: ComponentType<{ basename: string | undefined; children: ReactNode }>;
}

/**
 * The app with its providers: the browser (main.tsx) and the server (entry-server.tsx) render this same tree,
 * so that hydration matches. NOTE: the outer Suspense holds whatever suspends outside a page's own boundary
 * (an area of texts the navbar reads).
 */
export function App({ i18n, queryClient, Router }: AppProps) {
  return (
    <StrictMode>
      <I18nProvider runtime={i18n}>
        <QueryClientProvider client={queryClient}>
          <Router basename={localePrefix(i18n.locale) || undefined}>
            <Suspense fallback={null}>
              <AppRoutes />
            </Suspense>
          </Router>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
