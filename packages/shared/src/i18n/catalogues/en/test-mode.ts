export default {
  TEST_MODE_TEXT: {
    bannerLabel: 'Test mode',
    banner: 'Test mode: no real payments are taken',
    cardsHeading: 'Test cards',
    cardsIntro: 'This store is in test mode: no real card is charged. Use any future expiry date and any CVC.',
    cards0Outcome: 'Payment succeeds',
    cards1Outcome: 'Card declined',
    cards2Outcome: 'Insufficient funds',
    cards3Outcome: 'Expired card',
    cards4Outcome: 'Incorrect CVC',
    cardNumber: 'Card number',
    outcome: 'Result',
  },
} as const;
