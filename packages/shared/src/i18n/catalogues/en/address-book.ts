export default {
  ADDRESS_BOOK_TEXT: {
    tooMany: 'An address book holds at most {max, number} addresses; delete one to add another',
  },
} as const;
