// Every route of spec §2. React Router in declarative mode (smaller than the data router; see
// docs/decisions/002-web-bundle-budget.md). Pages load lazily so the home page downloads only what it shows.
import { Route, Routes } from 'react-router';
import { HomePage } from '../features/home/home-page.tsx';
import { RequireAdmin, RequireAuth } from './guards.tsx';
import { lazyPage } from './lazy-route.ts';
import { RootLayout } from './root-layout.tsx';

// NOTE: the home page is the one page loaded with the entry, not lazily: it is where most visits
// start, and a separate chunk would add a round trip before its largest picture could even be
// requested (docs/decisions/011-home-page-budget.md).

const LoginPage = lazyPage(
  () => import('../features/auth/login-page.tsx'),
  (m) => m.LoginPage,
);
const SignupPage = lazyPage(
  () => import('../features/auth/signup-page.tsx'),
  (m) => m.SignupPage,
);
const BlogsPage = lazyPage(
  () => import('../features/blogs/blogs-page.tsx'),
  (m) => m.BlogsPage,
);
const ArticlePage = lazyPage(
  () => import('../features/blogs/article-page.tsx'),
  (m) => m.ArticlePage,
);
const PortfolioPage = lazyPage(
  () => import('../features/portfolio/portfolio-page.tsx'),
  (m) => m.PortfolioPage,
);
const ContactPage = lazyPage(
  () => import('../features/contact/contact-page.tsx'),
  (m) => m.ContactPage,
);
const AllProductsPage = lazyPage(
  () => import('../features/catalog/all-products-page.tsx'),
  (m) => m.AllProductsPage,
);
const ReviewModerationPage = lazyPage(
  () => import('../features/product-page/review-moderation-page.tsx'),
  (m) => m.ReviewModerationPage,
);
const StoreReviewModerationPage = lazyPage(
  () => import('../features/reviews/store-review-moderation-page.tsx'),
  (m) => m.StoreReviewModerationPage,
);
const ProductPage = lazyPage(
  () => import('../features/product-page/product-page.tsx'),
  (m) => m.ProductPage,
);
const ProductOrderPage = lazyPage(
  () => import('../features/orders/product-order-page.tsx'),
  (m) => m.ProductOrderPage,
);
const DashboardLayout = lazyPage(
  () => import('../features/dashboard/dashboard-layout.tsx'),
  (m) => m.DashboardLayout,
);
const DashboardHome = lazyPage(
  () => import('./dashboard-home.tsx'),
  (m) => m.DashboardHome,
);
const MyOrdersPage = lazyPage(
  () => import('../features/orders/my-orders-page.tsx'),
  (m) => m.MyOrdersPage,
);
const AddReviewPage = lazyPage(
  () => import('../features/reviews/add-review-page.tsx'),
  (m) => m.AddReviewPage,
);
const PaymentPage = lazyPage(
  () => import('../features/payments/payment-page.tsx'),
  (m) => m.PaymentPage,
);
const AllUsersPage = lazyPage(
  () => import('../features/users/all-users-page.tsx'),
  (m) => m.AllUsersPage,
);
const ManageAllOrdersPage = lazyPage(
  () => import('../features/orders/manage-all-orders-page.tsx'),
  (m) => m.ManageAllOrdersPage,
);
const AddProductPage = lazyPage(
  () => import('../features/products-admin/add-product-page.tsx'),
  (m) => m.AddProductPage,
);
const ManageProductsPage = lazyPage(
  () => import('../features/products-admin/manage-products-page.tsx'),
  (m) => m.ManageProductsPage,
);
const CategoriesPage = lazyPage(
  () => import('../features/categories-admin/categories-page.tsx'),
  (m) => m.CategoriesPage,
);
const EditProductPage = lazyPage(
  () => import('../features/products-admin/edit-product-page.tsx'),
  (m) => m.EditProductPage,
);
const CartPage = lazyPage(
  () => import('../features/cart/cart-page.tsx'),
  (m) => m.CartPage,
);
const OrderPage = lazyPage(
  () => import('../features/orders/order-page.tsx'),
  (m) => m.OrderPage,
);
const InvoicePage = lazyPage(
  () => import('../features/orders/invoice-page.tsx'),
  (m) => m.InvoicePage,
);
const PoliciesPage = lazyPage(
  () => import('../features/policies/policies-page.tsx'),
  (m) => m.PoliciesPage,
);
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/forgot-password-page.tsx'),
  (m) => m.ForgotPasswordPage,
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/reset-password-page.tsx'),
  (m) => m.ResetPasswordPage,
);
const OutboxPage = lazyPage(
  () => import('../features/outbox/outbox-page.tsx'),
  (m) => m.OutboxPage,
);
const NotFoundPage = lazyPage(
  () => import('../features/not-found/not-found-page.tsx'),
  (m) => m.NotFoundPage,
);

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
        <Route
          path="singleservice/:id"
          element={
            <RequireAuth>
              <ProductOrderPage />
            </RequireAuth>
          }
        />
        <Route
          path="dashboard"
          element={
            <RequireAuth>
              <DashboardLayout />
            </RequireAuth>
          }
        >
          {/* My Profil; an admin lands on the insights instead. */}
          <Route index element={<DashboardHome />} />
          {/* Ours: My Profil at its own address (the admin's menu links here), with the low-stock list for an admin. */}
          <Route path="profile" element={<DashboardHome page="profile" />} />
          {/* Ours: the owner's insights (admin), the admin's landing page. */}
          <Route
            path="insights"
            element={
              <RequireAdmin>
                <DashboardHome page="insights" />
              </RequireAdmin>
            }
          />
          <Route path="myorders" element={<MyOrdersPage />} />
          <Route path="addreview" element={<AddReviewPage />} />
          <Route path="payment/:id" element={<PaymentPage />} />
          {/* Ours: one order with its lines, for its owner and admins. */}
          <Route path="orders/:id" element={<OrderPage />} />
          {/* Ours: a paid order's invoice, printable, for its owner and admins. */}
          <Route path="orders/:id/invoice" element={<InvoicePage />} />
          <Route
            path="allusers"
            element={
              <RequireAdmin>
                <AllUsersPage />
              </RequireAdmin>
            }
          />
          <Route
            path="manageallorders"
            element={
              <RequireAdmin>
                <ManageAllOrdersPage />
              </RequireAdmin>
            }
          />
          <Route
            path="addproduct"
            element={
              <RequireAdmin>
                <AddProductPage />
              </RequireAdmin>
            }
          />
          <Route
            path="manageproducts"
            element={
              <RequireAdmin>
                <ManageProductsPage />
              </RequireAdmin>
            }
          />
          <Route
            path="product-reviews"
            element={
              <RequireAdmin>
                <ReviewModerationPage />
              </RequireAdmin>
            }
          />
          <Route
            path="store-reviews"
            element={
              <RequireAdmin>
                <StoreReviewModerationPage />
              </RequireAdmin>
            }
          />
          <Route
            path="categories"
            element={
              <RequireAdmin>
                <CategoriesPage />
              </RequireAdmin>
            }
          />
          <Route
            path="outbox"
            element={
              <RequireAdmin>
                <OutboxPage />
              </RequireAdmin>
            }
          />
          <Route
            path="manageproducts/:id/edit"
            element={
              <RequireAdmin>
                <EditProductPage />
              </RequireAdmin>
            }
          />
        </Route>
        {/* Ours: the cart, for visitors and signed-in buyers alike. */}
        <Route path="cart" element={<CartPage />} />
        {/* Ours: the target of the footer's policy links. */}
        <Route path="policies" element={<PoliciesPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
