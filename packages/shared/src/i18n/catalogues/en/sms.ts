// Text messages to buyers, in the buyer's language; each fits in two SMS with the longest realistic values
// (packages/shared/src/sms/order-sms.test.ts). No apostrophes: ICU reads them as quotes.
export default {
  SMS_TEXT: {
    orderPlaced: 'Order {ref} received. Total {total}. We will confirm it soon. Thank you!',
    orderPlacedWithLink: 'Order {ref} received. Total {total}. Follow it: {followUrl}',
    codConfirmed: 'Order {ref} is confirmed. Please keep {total} ready to pay on delivery.',
    shippedWithLink: 'Order {ref} has shipped. Track it: {trackingUrl}',
    shippedWithNumber: 'Order {ref} has shipped with {carrier}, tracking number {trackingNumber}.',
    delivered: 'Order {ref} was delivered. Thank you for shopping with us!',
    returned: 'Order {ref} came back to us undelivered. Please contact us if you still want it.',
  },
  /** The admins' SMS outbox page. */
  SMS_OUTBOX_TEXT: {
    title: 'SMS outbox',
    intro: 'Every text message the store has written to buyers, newest first.',
    notConfigured: 'No SMS gateway is set up: text messages are kept here and not sent.',
    colTo: 'To',
    colText: 'Text',
    colSegments: 'SMS parts',
    colState: 'State',
    colAttempts: 'Attempts',
    colLastError: 'Last error',
    colCreated: 'Written',
    colSent: 'Sent',
    empty: 'No text messages yet.',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {n, number} of {of, number}',
    statesQueued: 'Queued',
    statesSent: 'Sent',
    statesFailed: 'Failed',
    statesHeld: 'Kept (not sent)',
  },
} as const;
