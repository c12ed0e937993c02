// Every catalogue, in both languages, at once: for the API, the server renderer and tests (never the browser).
import type { CatalogueOf } from '../catalogue.ts';
import enCommon from './en/common.ts';
import enErrors from './en/errors.ts';
import enSpecApp from './en/spec-app.ts';
import enAccounts from './en/accounts.ts';
import enCart from './en/cart.ts';
import enCatalog from './en/catalog.ts';
import enCategories from './en/categories.ts';
import enFeedback from './en/feedback.ts';
import enHome from './en/home.ts';
import enInsights from './en/insights.ts';
import enMail from './en/mail.ts';
import enOrderDesk from './en/order-desk.ts';
import enOrderDeskUi from './en/order-desk-ui.ts';
import enOrders from './en/orders.ts';
import enPages from './en/pages.ts';
import enPayments from './en/payments.ts';
import enProductPage from './en/product-page.ts';
import enProducts from './en/products.ts';
import enRecovery from './en/recovery.ts';
import enSeo from './en/seo.ts';
import enTestMode from './en/test-mode.ts';
import bnCommon from './bn/common.ts';
import bnErrors from './bn/errors.ts';
import bnSpecApp from './bn/spec-app.ts';
import bnAccounts from './bn/accounts.ts';
import bnCart from './bn/cart.ts';
import bnCatalog from './bn/catalog.ts';
import bnCategories from './bn/categories.ts';
import bnFeedback from './bn/feedback.ts';
import bnHome from './bn/home.ts';
import bnInsights from './bn/insights.ts';
import bnMail from './bn/mail.ts';
import bnOrderDesk from './bn/order-desk.ts';
import bnOrderDeskUi from './bn/order-desk-ui.ts';
import bnOrders from './bn/orders.ts';
import bnPages from './bn/pages.ts';
import bnPayments from './bn/payments.ts';
import bnProductPage from './bn/product-page.ts';
import bnProducts from './bn/products.ts';
import bnRecovery from './bn/recovery.ts';
import bnSeo from './bn/seo.ts';
import bnTestMode from './bn/test-mode.ts';

const EN = {
  common: enCommon,
  errors: enErrors,
  'spec-app': enSpecApp,
  accounts: enAccounts,
  cart: enCart,
  catalog: enCatalog,
  categories: enCategories,
  feedback: enFeedback,
  home: enHome,
  insights: enInsights,
  mail: enMail,
  'order-desk': enOrderDesk,
  'order-desk-ui': enOrderDeskUi,
  orders: enOrders,
  pages: enPages,
  payments: enPayments,
  'product-page': enProductPage,
  products: enProducts,
  recovery: enRecovery,
  seo: enSeo,
  'test-mode': enTestMode,
} as const;
/** Every Bangla catalogue has the English one's keys (the catalogue test also refuses extra ones). */
const BN: { readonly [N in Namespace]: CatalogueOf<EnglishCatalogues[N]> } = {
  common: bnCommon,
  errors: bnErrors,
  'spec-app': bnSpecApp,
  accounts: bnAccounts,
  cart: bnCart,
  catalog: bnCatalog,
  categories: bnCategories,
  feedback: bnFeedback,
  home: bnHome,
  insights: bnInsights,
  mail: bnMail,
  'order-desk': bnOrderDesk,
  'order-desk-ui': bnOrderDeskUi,
  orders: bnOrders,
  pages: bnPages,
  payments: bnPayments,
  'product-page': bnProductPage,
  products: bnProducts,
  recovery: bnRecovery,
  seo: bnSeo,
  'test-mode': bnTestMode,
};

/** The English catalogues: the source of every key, and the type each area's texts have. */
export type EnglishCatalogues = typeof EN;
/** The areas, each with its catalogue in catalogues/<language>/<area>.ts. */
export type Namespace = keyof EnglishCatalogues;
export const NAMESPACES = Object.keys(EN) as Namespace[];

export const CATALOGUES = { en: EN, bn: BN } as const;
