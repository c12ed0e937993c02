// Every text the specification quotes, in one place, so that wording can change in one edit.
// NOTE: the spellings are the specification's own and are part of the contract ("SingOut",
// "Profil", "Quentity", "Cencle", "cancle", "parmanently", "Ratting", /singup, /myprotfolio).
// Do not correct them. Texts the spec does not quote are ours and sit in their own sections.

/** Texts quoted by the specification (spec §2) that the public pages show. The rest: messages/spec-app.ts. */
export const SPEC_TEXT = {
  brand: 'Bicycle Manufacturer',
  heroInDetails: 'In Details',
  contactUs: 'Contact Us',
  requestForQuote: 'Request For Quote',
  seeMore: 'See more',
  minimumOrder: 'Minimum Order',
  available: 'Available',
  details: 'Details',
  backToHome: 'Back To Home Page',
  sentMessage: 'Sent Message',
  openingHours: 'Sat-Thu 10:00 AM to 7:00 PM',

  navHome: 'Home',
  navBlogs: 'Blogs',
  navPortfolio: 'My Portfolio',
  navDashboard: 'Dashboard',
  navContact: 'Contact Us',
  navLogin: 'Login',
  navSignOut: 'SingOut',
} as const;

/**
 * A product card's rating for screen readers (ours). Here rather than in messages/product-page.ts so
 * that the home page's bundle takes it without the product page's texts.
 */
export const cardRatingText = (average: number, count: number): string =>
  `Rated ${average.toFixed(1)} out of 5 from ${count === 1 ? '1 review' : `${count} reviews`}`;

/** The review card's rating line: `Ratting: N Star` (spec §3). */
export const ratingText = (n: number): string => `Ratting: ${n} Star`;

// ---- Our own texts (not quoted by the spec) ----

/** UI texts (ours). */
export const UI_TEXT = {
  loadFailed: 'We could not load this. Please try again.',
  retry: 'Try again',
  noResults: 'No products match your search.',
  search: 'Search products',
  sort: 'Sort by',
  pageNotFound: 'Page not found',
} as const;

// ---- Public pages (ours) ----
// NOTE: only what every page shows is here. The texts of one page or one group of pages sit in
// messages/<area>.ts (import '@store/shared/messages/<area>'): this module is in the bundle of every
// page, while a page's own module loads with that page (docs/decisions/011-home-page-budget.md).
// Long prose (articles, policies, bio) lives beside the page that shows it (decision 010).

/** The company's own contact details: footer and contact page (ours). */
export const COMPANY = {
  address: '42 Tejgaon Industrial Area, Dhaka 1208, Bangladesh',
  helpline: '+880 1711-000111',
  helplineHref: 'tel:+8801711000111',
  email: 'sales@bicyclemfr.example',
} as const;

/** Navbar, footer and what the public pages share (ours). The policy ids are the anchors of /policies. */
export const PUBLIC_TEXT = {
  mainNav: 'Main',
  loading: 'Loading',
  price: 'Price',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  footerTagline:
    'Bicycle parts designed and made in Bangladesh, sold in bulk to shops, workshops and fleets since 2012.',
  address: 'Address',
  helpline: 'Helpline',
  openingHours: 'Opening hours',
  policies: 'Policies',
  policyLinks: [
    { id: 'privacy', label: 'Privacy Policy' },
    { id: 'terms', label: 'Terms of Sale' },
    { id: 'returns', label: 'Returns and Warranty' },
    { id: 'shipping', label: 'Shipping and Delivery' },
  ],
  copyright: (year: number) => `© ${year} Bicycle Manufacturer. All rights reserved.`,
} as const;

// ---- Texts of one area, in their own modules (see the NOTE above) ----
export * from './messages/accounts.ts';
export * from './messages/api.ts';
export * from './messages/cart.ts';
export * from './messages/catalog.ts';
export * from './messages/categories.ts';
export * from './messages/feedback.ts';
export * from './messages/home.ts';
export * from './messages/mail.ts';
export * from './messages/orders.ts';
export * from './messages/order-desk.ts';
export * from './messages/order-desk-ui.ts';
export * from './messages/pages.ts';
export * from './messages/payments.ts';
export * from './messages/product-page.ts';
export * from './messages/products.ts';
export * from './messages/recovery.ts';
export * from './messages/spec-app.ts';
export * from './messages/test-mode.ts';
