// Test-mode texts (ours): the banner every page shows while payments take no real money, and the
// test cards the payment page lists.
// NOTE: the banner and the test cards read i18n/catalogues/*/test-mode.ts; this module stays while the
// e2e journeys import it.

export const TEST_MODE_TEXT = {
  bannerLabel: 'Test mode',
  banner: 'Test mode: no real payments are taken',
  cardsHeading: 'Test cards',
  cardsIntro: 'This store is in test mode: no real card is charged. Use any future expiry date and any CVC.',
  /** Stripe's test numbers; the sandbox answers them as Stripe does. */
  cards: [
    { number: '4242 4242 4242 4242', outcome: 'Payment succeeds' },
    { number: '4000 0000 0000 0002', outcome: 'Card declined' },
    { number: '4000 0000 0000 9995', outcome: 'Insufficient funds' },
    { number: '4000 0000 0000 0069', outcome: 'Expired card' },
    { number: '4000 0000 0000 0127', outcome: 'Incorrect CVC' },
  ],
  cardNumber: 'Card number',
  outcome: 'Result',
} as const;
