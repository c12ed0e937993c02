// The page an order's tracking link opens (the link in the buyer's SMS), for anyone holding it.
export default {
  ORDER_TRACKING_TEXT: {
    heading: 'Order {ref}',
    intro:
      'Anyone with this link can see this page: it shows what was ordered and where it is, not your address or phone.',
    status: 'Status',
    placed: 'Placed',
    payment: 'Payment',
    paidOnline: 'Paid',
    cashOnDelivery: 'Cash on delivery: {amount} to pay when it arrives',
    notPaid: 'Not paid yet',
    payBy: 'Not paid yet: pay by {date}',
    tracking: 'Tracking',
    lines: 'What you ordered',
    history: 'What happened',
    signInToAct: 'Sign in with your phone to pay, cancel, or see all your orders.',
    signIn: 'Sign in',
    notFound: 'This link does not open an order. Check the link in your SMS.',
  },
} as const;
