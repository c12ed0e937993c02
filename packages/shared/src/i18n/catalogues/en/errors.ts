// What the web app says for each of the API's error codes (the API's own messages stay English:
// an English page shows the API's message, a Bangla page this catalogue's text for the code).
export default {
  CODE_TEXT: {
    BAD_REQUEST: 'This request could not be handled.',
    VALIDATION_FAILED: 'Some fields are not valid.',
    BAD_JSON: 'This request could not be read.',
    PAYMENT_NOT_VERIFIED: 'We could not confirm this payment with the payment provider.',
    UNAUTHENTICATED: 'Sign in to continue.',
    CARD_ERROR: 'The card was declined.',
    FORBIDDEN: 'You are not allowed to do this.',
    EMAIL_NOT_VERIFIED: 'Verify your email address before placing an order.',
    NOT_FOUND: 'Not found.',
    CONFLICT: 'This cannot be done in the state it is in now.',
    OUT_OF_STOCK: 'There is not enough stock for this quantity.',
    CART_LINE_UNAVAILABLE: 'A product in your cart cannot be ordered as it is.',
    TOO_MANY_UNPAID_ORDERS: 'You have too many unpaid orders. Pay or cancel one first.',
    TRANSITION_NOT_ALLOWED: 'The order has changed in the meantime. Reload to see its state.',
    REFUND_FAILED: 'The refund did not go through. Nothing changed; you can try again.',
    IDEMPOTENCY_KEY_REUSED: 'This request was already sent with different details.',
    PAYLOAD_TOO_LARGE: 'This is too large to send.',
    TOO_MANY_REQUESTS: 'Too many requests. Please wait a moment and try again.',
    INTERNAL: 'Something went wrong on our side. Please try again.',
    PAYMENT_PROVIDER_UNAVAILABLE: 'The payment provider cannot be reached right now. Please try again.',
    SERVICE_UNAVAILABLE: 'The store is very busy right now. Please try again in a few seconds.',
    NETWORK: 'We could not reach the store. Check your connection and try again.',
    HTTP_ERROR: 'Something went wrong. Please try again.',
  },
} as const;
