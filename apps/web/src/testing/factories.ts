// Values as the API returns them, for web tests: defaults plus the overrides a test cares about,
// parsed with the shared response schema so that a fixture cannot hold what the API never sends.
import {
  type Order,
  OrderSchema,
  type Product,
  type ProductDetail,
  ProductDetailSchema,
  ProductSchema,
  type Profile,
  ProfileSchema,
  type Review,
  ReviewSchema,
  type UserSummary,
  UserSummarySchema,
} from '@store/shared/schemas';

export function aProduct(overrides: Partial<Product> = {}): Product {
  return ProductSchema.parse({
    _id: 'p-1',
    name: 'Steel Chain',
    img: '/api/images/p-1',
    des: 'A part.',
    minQuantity: 1,
    maxQuantity: 10,
    price: 100,
    ...overrides,
  });
}

/**
 * One product as its page reads it (GET /api/products/{id}): by default one picture, no SKU, no rows,
 * no options and its one variant (the product's id and facts).
 */
export function aProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const product = aProduct(overrides);
  const { _id, price, minQuantity, maxQuantity } = product;
  return ProductDetailSchema.parse({
    sku: null,
    images: [product.img],
    specs: [],
    category: null,
    options: [],
    variants: [{ _id, options: [], title: '', sku: overrides.sku ?? null, price, minQuantity, maxQuantity, img: null }],
    ...product,
    ...overrides,
  });
}

/** An unpaid order of 3 pieces at ৳100 placed by karim@example.com (one line, free shipping). */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return OrderSchema.parse({
    _id: 'o-1',
    productId: 'p-1',
    productname: 'Steel Chain',
    email: 'karim@example.com',
    orderQuanty: 3,
    price: 300,
    unitPrice: 100,
    address: 'Dhaka',
    phone: '01711000000',
    orderId: '',
    paid: false,
    transactionId: null,
    status: 'unpaid',
    createdAt: '2026-03-01T10:00:00.000Z',
    paidAt: null,
    lines: [{ productId: 'p-1', productname: 'Steel Chain', unitPrice: 100, quantity: 3, lineTotal: 300 }],
    subtotal: 300,
    shipping: 0,
    total: 300,
    expiresAt: null,
    buyerName: null,
    carrier: null,
    trackingNumber: null,
    trackingUrl: null,
    paymentProvider: null,
    cardBrand: null,
    cardLast4: null,
    invoiceNumber: null,
    refundId: null,
    paymentMethod: null,
    paymentFee: 0,
    cashToCollect: 0,
    ...overrides,
  });
}

export function aReview(overrides: Partial<Review> = {}): Review {
  return ReviewSchema.parse({
    _id: 'r-1',
    userName: 'Rahim Uddin',
    userEmail: 'rahim@example.com',
    des: 'Good parts.',
    number: 5,
    ...overrides,
  });
}

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return ProfileSchema.parse({
    name: 'Rider One',
    email: 'rider@example.com',
    education: '',
    profil: '',
    city: '',
    phone: '',
    ...overrides,
  });
}

export function aUserSummary(overrides: Partial<UserSummary> = {}): UserSummary {
  return UserSummarySchema.parse({ _id: 'u-1', email: 'rider@example.com', role: 'user', ...overrides });
}

const base64Url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
/** One expiry for the whole test file, so that a token built twice for one email is the same token. */
const IN_AN_HOUR = Math.floor(Date.now() / 1000) + 3600;

/**
 * A bearer token shaped like the API's (header.payload.signature) whose payload names `email` and
 * expires in an hour: what the web app reads to know when to renew it. The signature is not checked here.
 */
export function aToken(email: string): string {
  return `${base64Url({ alg: 'HS256' })}.${base64Url({ email, exp: IN_AN_HOUR })}.sig`;
}
