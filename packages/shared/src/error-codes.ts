// The API's error codes, without zod: the web app's API client (on every page) reads them.
/**
 * Every `error.code` the API decides itself: what its errors (AppError) and its error handler send,
 * and what the web app may branch on. One list, so the two cannot drift apart.
 */
export const ERROR_CODES = [
  /** 400: a rule about the input as a whole (e.g. a webhook without a valid signature). */
  'BAD_REQUEST',
  /** 400: some fields are not valid; `fields` names them. */
  'VALIDATION_FAILED',
  /** 400: the body is not JSON. */
  'BAD_JSON',
  /** 400: the provider has no such successful payment for this order. */
  'PAYMENT_NOT_VERIFIED',
  /** 401: no valid bearer token or session. */
  'UNAUTHENTICATED',
  /** 402: the card was declined. */
  'CARD_ERROR',
  /** 403: signed in, but not allowed. */
  'FORBIDDEN',
  /** 403: placing an order needs a verified email (REQUIRE_VERIFIED_EMAIL=true). */
  'EMAIL_NOT_VERIFIED',
  /** 404 */
  'NOT_FOUND',
  /** 409: the state does not allow it (paid, cancelled, last admin…). */
  'CONFLICT',
  /** 409: not enough stock for the quantity. */
  'OUT_OF_STOCK',
  /** 409: a cart line cannot be served (product gone, price changed, stock too low); `fields` names it. */
  'CART_LINE_UNAVAILABLE',
  /** 409: the account has as many unpaid orders as it may; pay or cancel one. */
  'TOO_MANY_UNPAID_ORDERS',
  /** 409: the order's state does not allow that transition; `currentStatus` says what it is now. */
  'TRANSITION_NOT_ALLOWED',
  /** 502: the payment provider refused or failed the refund; nothing changed, it may be retried. */
  'REFUND_FAILED',
  /** 422: an Idempotency-Key already used with another body. */
  'IDEMPOTENCY_KEY_REUSED',
  /** 413 */
  'PAYLOAD_TOO_LARGE',
  /** 429 */
  'TOO_MANY_REQUESTS',
  /** 500: the message carries the request id. */
  'INTERNAL',
  /** 502: the payment provider cannot be reached. */
  'PAYMENT_PROVIDER_UNAVAILABLE',
  /** 503: busy (e.g. the image queue is full); Retry-After says when to try again. */
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
const ERROR_CODE_SET: ReadonlySet<string> = new Set(ERROR_CODES);
/** True for one of the API's own codes (any other is a framework's code for a malformed request). */
export const isErrorCode = (code: string): code is ErrorCode => ERROR_CODE_SET.has(code);
