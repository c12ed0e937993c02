// Every `error.code` the API decides itself, without zod (the web app's API client on every page reads them).
export const ERROR_CODES = [
  'BAD_REQUEST', // 400: a rule about the input as a whole.
  'VALIDATION_FAILED', // 400: some fields are not valid; `fields` names them.
  'BAD_JSON', // 400: the body is not JSON.
  'PAYMENT_NOT_VERIFIED', // 400: the provider has no such successful payment for this order.
  'UNAUTHENTICATED', // 401: no valid bearer token or session.
  'CARD_ERROR', // 402: the card was declined.
  'FORBIDDEN', // 403: signed in, but not allowed.
  'PERMISSION_DENIED', // 403: staff, but their role lacks the call's permission (staff-roles.ts); stays signed in.
  'EMAIL_NOT_VERIFIED', // 403: placing an order needs a verified email (REQUIRE_VERIFIED_EMAIL=true).
  'NOT_FOUND', // 404
  'CONFLICT', // 409: the state does not allow it (paid, cancelled, last admin…).
  'OUT_OF_STOCK', // 409: not enough stock for the quantity.
  'CART_LINE_UNAVAILABLE', // 409: product gone, price changed or stock too low; `fields` names the line.
  'TOO_MANY_UNPAID_ORDERS', // 409: the account has as many unpaid orders as it may; pay or cancel one.
  'TRANSITION_NOT_ALLOWED', // 409: `currentStatus` says the order's state now.
  'PROMOTION_ENDED', // 409: a promotion of the checkout ended or ran out since the cart; nothing was placed.
  'TOTAL_CHANGED', // 409: checkout's `expectedTotal` is not the server's total; nothing was placed.
  'PAYMENT_METHOD_BOUND', // 409: the order's discount was for online payment; cash on delivery is refused.
  'REFUND_FAILED', // 502: the payment provider refused or failed the refund; nothing changed, it may be retried.
  'IDEMPOTENCY_KEY_REUSED', // 422: an Idempotency-Key already used with another body.
  'PAYLOAD_TOO_LARGE', // 413
  'TOO_MANY_REQUESTS', // 429
  'INTERNAL', // 500: the message carries the request id.
  'PAYMENT_PROVIDER_UNAVAILABLE', // 502: the payment provider cannot be reached.
  'SERVICE_UNAVAILABLE', // 503: busy (e.g. the image queue is full); Retry-After says when to try again.
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
/** Any other code is a framework's, for a malformed request. */
export const isErrorCode = (code: string): code is ErrorCode => (ERROR_CODES as readonly string[]).includes(code);
