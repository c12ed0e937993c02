// Business constants (spec §9) and limits the API and the web app share.

export const HOME_TOOLS_COUNT = 6;
export const REVIEW_PREVIEW_LENGTH = 50;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const PASSWORD_MIN_LENGTH = 6;

export const SUCCESS_DIALOG_MS = 1500;
export const TOAST_AUTO_CLOSE_MS = 5000;
/** A lazily loaded script chunk is given this long before it counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const PORTFOLIO_SKILLS = [
  { name: 'HTML', percent: 98 },
  { name: 'CSS', percent: 90 },
  { name: 'JavaScript', percent: 85 },
  { name: 'React', percent: 80 },
] as const;

export const PRODUCTS_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
/** `relevance` (name matches first) is a search's order unless another is asked for. */
export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'name', 'relevance'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_FACETS = ['category'] as const;
/** Navbar search: suggestions from this many characters, this many at most. */
export const SEARCH_SUGGEST_MIN_CHARS = 2;
export const SEARCH_SUGGESTIONS = 6;

export const LIMITS = {
  productName: 120,
  productDescription: 2000,
  maxPriceTaka: 10_000_000,
  maxStock: 1_000_000,
  searchQuery: 100,
  categoryName: 40,
  maxCategories: 100,
  address: 300,
  phone: 30,
  orderRef: 60,
  reviewText: 1000,
  profileText: 200,
  email: 254,
  name: 100,
  imageBytes: 5 * 1024 * 1024,
  imagePixels: 40_000_000,
  imageLongSide: 1200,
  orderNote: 500,
  carrier: 60,
  trackingNumber: 100,
  galleryImages: 12,
  specRows: 40,
  specKey: 60,
  specValue: 200,
  sku: 64,
  productOptions: 3,
  optionName: 40,
  optionValue: 40,
  optionValues: 30,
  productVariants: 100,
  productReviewTitle: 120,
  productReviewText: 4000,
  moderationReason: 500,
} as const;

export const PRODUCT_REVIEWS_PAGE_SIZE = 5;
export const PRODUCT_REVIEWS_MAX_PAGE_SIZE = 50;

/** The store's days (order desk filters, invoice years, daily notes). */
export const STORE_TIME_ZONE = 'Asia/Dhaka';

export const CURRENCY = 'BDT';

export const MAX_CART_LINES = 50;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** The same in every language. */
export const COMPANY_CONTACT = {
  helplineHref: 'tel:+8801711000111',
  email: 'sales@bicyclemfr.example',
} as const;

/** The server-rendered page's JSON block of its query results (entry-server.tsx writes, server-state.ts reads). */
export const STATE_ELEMENT_ID = 'store-queries';
