// The API as web tests see it: a `fetch` stub that answers by method and path. Every answer is
// parsed with the shared schema of what that route really returns (the API declares the same schemas
// as its responses), so a test double cannot drift from the API: a missing or misspelled field fails
// the test that serves it, and TypeScript checks the value before that.
import { onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { SmsOutboxPageSchema } from '@store/shared/sms';
import {
  AdminFlagSchema,
  BulkEditResultSchema,
  ImportPreviewSchema,
  ImportResultSchema,
  CodEligibilitySchema,
  CodHistoryListSchema,
  CodQueueSchema,
  CodRulesSchema,
  ContactSentSchema,
  CustomerGroupSchema,
  ContactThreadListSchema,
  ContactThreadSchema,
  CategoryListSchema,
  CategorySchema,
  ProductPageWithFacetsSchema,
  AuthConfigSchema,
  AuthErrorBodySchema,
  AuthSessionSchema,
  CartSchema,
  LineQuoteSchema,
  CheckoutResultSchema,
  CreatePaymentIntentResultSchema,
  DeleteResultSchema,
  ErrorBodySchema,
  ImageUploadResultSchema,
  InsightsSchema,
  InsertResultSchema,
  LowStockSchema,
  ModeratedStoreReviewPageSchema,
  ModeratedStoreReviewSchema,
  ModifiedCountSchema,
  OrderEventListSchema,
  OrderListSchema,
  OrderRefundsSchema,
  PartialRefundResultSchema,
  OrderSchema,
  OutboxMessageSchema,
  OutboxPageSchema,
  PaymentConfigSchema,
  PayOrderResultSchema,
  ProductDetailSchema,
  ProductReviewPageSchema,
  MyProductReviewSchema,
  ModeratedReviewPageSchema,
  ModeratedReviewSchema,
  ProductListSchema,
  ProductSchema,
  QuoteCreatedSchema,
  QuoteListSchema,
  QuoteSchema,
  ProfileListSchema,
  PromotionListSchema,
  PromotionSchema,
  ProfileSchema,
  ReviewListSchema,
  SandboxConfirmResultSchema,
  SslcommerzSessionResultSchema,
  CashToCollectSchema,
  CourierBookingsSchema,
  CourierCashSchema,
  CourierPayoutCreatedSchema,
  CourierPayoutListSchema,
  RefundStateSchema,
  StoreConfigSchema,
  TokenResponseSchema,
  StaffOrderListSchema,
  StaffOrderSchema,
  TrackedOrderSchema,
  UserListSchema,
  VatInvoiceSchema,
} from '@store/shared/schemas';
import { ShippingZoneListSchema, ShippingZoneSchema } from '@store/shared/schemas/shipping-zones';
import { SavedAddressListSchema, SavedAddressSchema } from '@store/shared/schemas/addresses';

/** better-auth's answers to sign-in, sign-up and sign-out: the web app reads nothing of them. */
const UnreadSchema = z.object({});
/** A file the API sends (PDF, CSV): the test gives its text; `fileAnswer` sets its content type. */
const FileSchema = z.string();

/** Each route the web app calls, with its success status and the schema of its answer. */
const ROUTES = {
  // The plain array, or `{ items, total, facets }` when asked with facets=category.
  'GET /api/products': { status: 200, schema: ProductListSchema.or(ProductPageWithFacetsSchema) },
  'GET /api/categories': { status: 200, schema: CategoryListSchema },
  'GET /api/admin/products': { status: 200, schema: ProductListSchema },
  'GET /api/track/:key': { status: 200, schema: TrackedOrderSchema },
  'POST /api/categories': { status: 201, schema: InsertResultSchema },
  'PATCH /api/categories/:id': { status: 200, schema: CategorySchema },
  'PUT /api/categories/order': { status: 200, schema: CategoryListSchema },
  'DELETE /api/categories/:id': { status: 200, schema: DeleteResultSchema },
  'POST /api/products': { status: 201, schema: InsertResultSchema },
  'GET /api/products/:id': { status: 200, schema: ProductDetailSchema },
  'PATCH /api/products/:id': { status: 200, schema: ProductSchema },
  'DELETE /api/products/:id': { status: 200, schema: DeleteResultSchema },
  'PUT /api/products/:id/images': { status: 200, schema: ProductDetailSchema },
  'PUT /api/products/:id/specification': { status: 200, schema: ProductDetailSchema },
  'PUT /api/products/:id/variants': { status: 200, schema: ProductDetailSchema },
  'GET /api/products/:id/reviews': { status: 200, schema: ProductReviewPageSchema },
  'GET /api/products/:id/reviews/mine': { status: 200, schema: MyProductReviewSchema },
  'PUT /api/products/:id/reviews/mine': { status: 200, schema: MyProductReviewSchema },
  'DELETE /api/products/:id/reviews/mine': { status: 200, schema: DeleteResultSchema },
  'GET /api/product-reviews': { status: 200, schema: ModeratedReviewPageSchema },
  'POST /api/product-reviews/:id/hide': { status: 200, schema: ModeratedReviewSchema },
  'POST /api/product-reviews/:id/show': { status: 200, schema: ModeratedReviewSchema },
  'POST /api/images': { status: 201, schema: ImageUploadResultSchema },
  'GET /api/review': { status: 200, schema: ReviewListSchema },
  'POST /api/review': { status: 201, schema: InsertResultSchema },
  'GET /api/store-reviews': { status: 200, schema: ModeratedStoreReviewPageSchema },
  'POST /api/store-reviews/:id/hide': { status: 200, schema: ModeratedStoreReviewSchema },
  'POST /api/store-reviews/:id/show': { status: 200, schema: ModeratedStoreReviewSchema },
  'DELETE /api/store-reviews/:id': { status: 200, schema: DeleteResultSchema },
  'GET /api/myorders': { status: 200, schema: OrderListSchema },
  'DELETE /api/myorders/:id': { status: 200, schema: DeleteResultSchema },
  'GET /api/orders': { status: 200, schema: StaffOrderListSchema },
  'POST /api/orders': { status: 201, schema: InsertResultSchema },
  'GET /api/orders/:id': { status: 200, schema: StaffOrderSchema },
  'PATCH /api/orders/:id': { status: 200, schema: PayOrderResultSchema },
  'POST /api/orders/:id/transitions': { status: 200, schema: StaffOrderSchema },
  'GET /api/orders/:id/events': { status: 200, schema: OrderEventListSchema },
  'GET /api/orders/:id/invoice': { status: 200, schema: VatInvoiceSchema },
  'GET /api/orders/:id/invoice.pdf': { status: 200, schema: FileSchema },
  'GET /api/orders/:id/credit-notes/:number/pdf': { status: 200, schema: FileSchema },
  'GET /api/admin/vat-summary.csv': { status: 200, schema: FileSchema },
  'GET /api/orders/export.csv': { status: 200, schema: FileSchema },
  'GET /api/admin/low-stock': { status: 200, schema: LowStockSchema },
  'GET /api/admin/insights': { status: 200, schema: InsightsSchema },
  'GET /api/cart': { status: 200, schema: CartSchema },
  'GET /api/delivery/quote': { status: 200, schema: LineQuoteSchema },
  'DELETE /api/cart': { status: 200, schema: CartSchema },
  'PUT /api/cart/lines/:productId': { status: 200, schema: CartSchema },
  'DELETE /api/cart/lines/:productId': { status: 200, schema: CartSchema },
  'PUT /api/cart/coupon': { status: 200, schema: CartSchema },
  'DELETE /api/cart/coupon': { status: 200, schema: CartSchema },
  'GET /api/customer-groups': { status: 200, schema: z.array(CustomerGroupSchema) },
  'GET /api/admin/promotions': { status: 200, schema: PromotionListSchema },
  'POST /api/admin/promotions': { status: 201, schema: PromotionSchema },
  'GET /api/admin/promotions/:id': { status: 200, schema: PromotionSchema },
  'PUT /api/admin/promotions/:id': { status: 200, schema: PromotionSchema },
  'PATCH /api/admin/promotions/:id/status': { status: 200, schema: PromotionSchema },
  'DELETE /api/admin/promotions/:id': { status: 200, schema: DeleteResultSchema },
  'POST /api/checkout': { status: 201, schema: CheckoutResultSchema },
  'GET /api/store/config': { status: 200, schema: StoreConfigSchema },
  'GET /api/addresses': { status: 200, schema: SavedAddressListSchema },
  'POST /api/addresses': { status: 201, schema: SavedAddressSchema },
  'PUT /api/addresses/:id': { status: 200, schema: SavedAddressSchema },
  'DELETE /api/addresses/:id': { status: 200, schema: SavedAddressListSchema },
  'POST /api/addresses/:id/default': { status: 200, schema: SavedAddressSchema },
  'GET /api/shipping-zones': { status: 200, schema: ShippingZoneListSchema },
  'POST /api/shipping-zones': { status: 201, schema: ShippingZoneSchema },
  'PUT /api/shipping-zones/order': { status: 200, schema: ShippingZoneListSchema },
  'PUT /api/shipping-zones/:id': { status: 200, schema: ShippingZoneSchema },
  'DELETE /api/shipping-zones/:id': { status: 200, schema: DeleteResultSchema },
  'GET /api/payments/config': { status: 200, schema: PaymentConfigSchema },
  'POST /api/create-payment-intent': { status: 200, schema: CreatePaymentIntentResultSchema },
  'POST /api/payments/sandbox/confirm': { status: 200, schema: SandboxConfirmResultSchema },
  'POST /api/payments/sslcommerz/session': { status: 200, schema: SslcommerzSessionResultSchema },
  'POST /api/payments/cod': { status: 200, schema: OrderSchema },
  'GET /api/admin/cash-to-collect': { status: 200, schema: CashToCollectSchema },
  'POST /api/admin/courier/bookings': { status: 200, schema: CourierBookingsSchema },
  'GET /api/admin/courier/cash': { status: 200, schema: CourierCashSchema },
  'GET /api/admin/courier/payouts': { status: 200, schema: CourierPayoutListSchema },
  'POST /api/admin/courier/payouts': { status: 201, schema: CourierPayoutCreatedSchema },
  'GET /api/orders/:id/refund': { status: 200, schema: RefundStateSchema },
  'GET /api/orders/:id/refunds': { status: 200, schema: OrderRefundsSchema },
  'POST /api/orders/:id/refunds': { status: 201, schema: PartialRefundResultSchema },
  'GET /api/myprofil/:email': { status: 200, schema: ProfileListSchema },
  'PUT /api/myprofil/:email': { status: 200, schema: ProfileSchema },
  'PUT /api/user/:email': { status: 200, schema: TokenResponseSchema },
  'GET /api/user': { status: 200, schema: UserListSchema },
  'PUT /api/user/admin/:email': { status: 200, schema: ModifiedCountSchema },
  'DELETE /api/user/admin/:email': { status: 200, schema: ModifiedCountSchema },
  'GET /api/admin/:email': { status: 200, schema: AdminFlagSchema },
  'GET /api/auth-config': { status: 200, schema: AuthConfigSchema },
  'GET /api/auth/get-session': { status: 200, schema: AuthSessionSchema },
  'POST /api/auth/sign-in/email': { status: 200, schema: UnreadSchema },
  'POST /api/auth/sign-up/email': { status: 200, schema: UnreadSchema },
  'POST /api/auth/sign-out': { status: 200, schema: UnreadSchema },
  'GET /api/admin/outbox': { status: 200, schema: OutboxPageSchema },
  'GET /api/admin/outbox/:id': { status: 200, schema: OutboxMessageSchema },
  'GET /api/admin/sms-outbox': { status: 200, schema: SmsOutboxPageSchema },
  'GET /api/orders/:id/cod': { status: 200, schema: CodEligibilitySchema },
  'GET /api/admin/cod-history': { status: 200, schema: CodHistoryListSchema },
  'GET /api/admin/cod-queue': { status: 200, schema: CodQueueSchema },
  'GET /api/admin/cod-rules': { status: 200, schema: CodRulesSchema },
  'PUT /api/admin/cod-rules': { status: 200, schema: CodRulesSchema },
  'POST /api/orders/:id/cod-advance/refund': { status: 200, schema: OrderSchema },
  'POST /api/auth/request-password-reset': { status: 200, schema: UnreadSchema },
  'POST /api/auth/reset-password': { status: 200, schema: UnreadSchema },
  'POST /api/auth/send-verification-email': { status: 200, schema: UnreadSchema },
  'POST /api/auth/phone-number/send-otp': { status: 200, schema: UnreadSchema },
  'POST /api/auth/phone-number/verify': { status: 200, schema: UnreadSchema },
  'POST /api/auth/update-user': { status: 200, schema: UnreadSchema },
  'POST /api/auth/change-email': { status: 200, schema: UnreadSchema },
  'POST /api/contact': { status: 201, schema: ContactSentSchema },
  'GET /api/admin/contact-messages': { status: 200, schema: ContactThreadListSchema },
  'GET /api/contact-messages/mine': { status: 200, schema: ContactThreadListSchema },
  'POST /api/admin/contact-messages/:id/replies': { status: 201, schema: ContactThreadSchema },
  'PUT /api/admin/contact-messages/:id/status': { status: 200, schema: ContactThreadSchema },
  'POST /api/quotes': { status: 201, schema: QuoteCreatedSchema },
  'GET /api/quotes/mine': { status: 200, schema: QuoteListSchema },
  'GET /api/quotes/:id': { status: 200, schema: QuoteSchema },
  'POST /api/quotes/:id/accept': { status: 201, schema: CheckoutResultSchema },
  'POST /api/quotes/:id/decline': { status: 200, schema: QuoteSchema },
  'GET /api/admin/quotes': { status: 200, schema: QuoteListSchema },
  'GET /api/admin/quotes/:id': { status: 200, schema: QuoteSchema },
  'POST /api/admin/quotes/:id/versions': { status: 201, schema: QuoteSchema },
  'PUT /api/admin/quotes/:id/status': { status: 200, schema: QuoteSchema },
  'PUT /api/products/:id/variants/:variantId/price-breaks': { status: 200, schema: ProductDetailSchema },
  'GET /api/admin/catalog/export.csv': { status: 200, schema: FileSchema },
  'POST /api/admin/catalog/import/preview': { status: 200, schema: ImportPreviewSchema },
  'POST /api/admin/catalog/import/apply': { status: 200, schema: ImportResultSchema },
  'POST /api/admin/products/bulk': { status: 200, schema: BulkEditResultSchema },
} as const satisfies Record<string, { status: number; schema: z.ZodType }>;

export type ApiRoute = keyof typeof ROUTES;
/** What the route answers on success, as a test writes it. */
export type ApiBody<R extends ApiRoute> = z.input<(typeof ROUTES)[R]['schema']>;

/** One call the page made. */
export interface ApiCall {
  method: string;
  /** As the page asked for it, with the query string: `/api/orders?limit=20&page=1`. */
  url: string;
  path: string;
  query: URLSearchParams;
  /** The route's `:name` parts, decoded. */
  params: Record<string, string>;
  /** The JSON body parsed, a FormData as sent, or undefined. */
  body: unknown;
  /** The request's headers, names in lower case. */
  headers: Headers;
}

/** An answer with a status, headers or an error body; build it with `answer`, `apiError` or `authError`. */
export class StubAnswer {
  constructor(
    readonly status: number | undefined,
    readonly body: unknown,
    readonly headers: Record<string, string>,
    /** The schema of an error body; success bodies use the route's schema. */
    readonly errorSchema?: z.ZodType,
    /** A file's content type: the body is sent as it is, not as JSON. */
    readonly contentType?: string,
  ) {}
}

/** A success answer with its own headers (e.g. x-total-count) or status. */
export function answer<R extends ApiRoute>(
  _route: R,
  body: ApiBody<R>,
  init: { status?: number; headers?: Record<string, string> } = {},
): StubAnswer {
  return new StubAnswer(init.status, body, init.headers ?? {});
}

/** A file answer (PDF, CSV) with its content type; the body is the file's text. */
export function fileAnswer<R extends ApiRoute>(
  _route: R,
  body: ApiBody<R> & string,
  contentType: string,
  headers: Record<string, string> = {},
): StubAnswer {
  return new StubAnswer(undefined, body, headers, undefined, contentType);
}

/** The API's error answer: `{ error: { code, message, fields, currentStatus } }` (ErrorBody). */
export function apiError(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
  extra: { currentStatus?: string } = {},
): StubAnswer {
  return new StubAnswer(
    status,
    { error: { code, message, ...(fields ? { fields } : {}), ...extra } },
    {},
    ErrorBodySchema,
  );
}

/** better-auth's error answer under /api/auth: `{ code, message }`. */
export function authError(status: number, message: string, code?: string): StubAnswer {
  return new StubAnswer(status, { message, ...(code ? { code } : {}) }, {}, AuthErrorBodySchema);
}

type Reply<R extends ApiRoute> = ApiBody<R> | StubAnswer;
export type ApiHandler<R extends ApiRoute> = Reply<R> | ((call: ApiCall) => Reply<R> | Promise<Reply<R>>);
export type ApiHandlers = { [R in ApiRoute]?: ApiHandler<R> };

export interface ApiStub {
  /** Every call, in order, answered or not. */
  readonly calls: ApiCall[];
  /**
   * Answers that did not match the API's schema. The page sees each as a failed call (which it may
   * well handle), so the test fails when it finishes while this list is not empty.
   */
  readonly mismatches: string[];
  /** Answers `route` from now on (replacing its previous answer). */
  on<R extends ApiRoute>(route: R, handler: ApiHandler<R>): void;
}

const NOT_FOUND = apiError(404, 'NOT_FOUND', 'Not found.');

function matchRoute(route: string, method: string, path: string): Record<string, string> | null {
  const [routeMethod, routePath = ''] = route.split(' ');
  if (routeMethod !== method) return null;
  const want = routePath.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
}

function readBody(body: RequestInit['body']): unknown {
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  return body ?? undefined;
}

function toResponse(route: ApiRoute | null, reply: unknown, mismatches: string[]): Response {
  const stub = reply instanceof StubAnswer ? reply : new StubAnswer(undefined, reply, {});
  const contract = route ? ROUTES[route] : null;
  const schema = stub.errorSchema ?? contract?.schema;
  if (!schema) throw new Error('A stubbed answer needs a route or an error schema.');
  const parsed = schema.safeParse(stub.body);
  if (!parsed.success) {
    const message = `The stub's answer to ${route ?? 'an unknown route'} is not what the API returns:\n${z.prettifyError(parsed.error)}`;
    mismatches.push(message);
    throw new Error(message);
  }
  const status = stub.status ?? contract?.status ?? 200;
  if (stub.contentType && typeof parsed.data === 'string') {
    return new Response(parsed.data, { status, headers: { 'content-type': stub.contentType, ...stub.headers } });
  }
  return new Response(JSON.stringify(parsed.data), {
    status,
    headers: { 'content-type': 'application/json', ...stub.headers },
  });
}

/**
 * Replaces the global `fetch` with the API's double (undo with `vi.unstubAllGlobals()`). A call to
 * a route without a handler answers 404 NOT_FOUND, as the API does for what does not exist.
 * Call it in a test or a beforeEach hook: it fails the test that served an answer the API would not send.
 */
export function stubApi(handlers: ApiHandlers = {}): ApiStub {
  const table = new Map<ApiRoute, ApiHandler<ApiRoute>>(Object.entries(handlers) as [ApiRoute, ApiHandler<ApiRoute>][]);
  const calls: ApiCall[] = [];
  const mismatches: string[] = [];
  onTestFinished(() => {
    if (mismatches.length > 0) throw new Error(mismatches.join('\n\n'));
  });
  const fetchStub = vi.fn(async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsedUrl = new URL(url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: ApiCall = {
      method,
      url,
      path: parsedUrl.pathname,
      query: parsedUrl.searchParams,
      params: {},
      body: readBody(init.body),
      headers: new Headers(init.headers),
    };
    calls.push(call);
    // A route without `:params` wins over one with them (GET /api/admin/low-stock over /api/admin/:email).
    const routes = [...table].sort(([a], [b]) => a.split(':').length - b.split(':').length);
    for (const [route, handler] of routes) {
      const params = matchRoute(route, method, call.path);
      if (!params) continue;
      call.params = params;
      const reply: unknown = typeof handler === 'function' ? await handler(call) : handler;
      return toResponse(route, reply, mismatches);
    }
    return toResponse(null, NOT_FOUND, mismatches);
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    mismatches,
    on(route, handler) {
      table.set(route, handler);
    },
  };
}
