// English texts of this area (generated from messages/test-mode.ts; ours unless marked as the spec's).
// See ../../catalogue.ts for the format.
export default {
  TEST_MODE_TEXT: {
    bannerLabel: 'Test mode',
    banner: 'Test mode: no real payments are taken',
    cardsHeading: 'Test cards',
    cardsIntro: 'This store is in test mode: no real card is charged. Use any future expiry date and any CVC.',
    cards0Number: '4242 4242 4242 4242',
    cards0Outcome: 'Payment succeeds',
    cards1Number: '4000 0000 0000 0002',
    cards1Outcome: 'Card declined',
    cards2Number: '4000 0000 0000 9995',
    cards2Outcome: 'Insufficient funds',
    cards3Number: '4000 0000 0000 0069',
    cards3Outcome: 'Expired card',
    cards4Number: '4000 0000 0000 0127',
    cards4Outcome: 'Incorrect CVC',
    cardNumber: 'Card number',
    outcome: 'Result',
  },
} as const;
