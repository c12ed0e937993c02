// Request For Quote: the server's errors, mails and SMS (docs/features/quotes.md).
// No apostrophes: ICU reads them as quotes.
export default {
  QUOTE_ERROR: {
    quantity: 'Enter a whole number of pieces from 1 to {max, number}.',
    noLines: 'Add from 1 to {max, number} products to the request.',
    note: 'Write at most {max, number} characters.',
    name: 'Write your name (at most {max, number} characters).',
    email: 'Enter an email address, such as name@example.com.',
    reachable: 'Give a mobile number or an email address, so that the shop can send you its quote.',
    unitPrice: 'Enter a price in taka, 0 or more.',
    shipping: 'Enter a delivery amount in taka, 0 or more.',
    validUntil: 'Choose a date in the future until which the quote may be accepted.',
  },
} as const;
