// The store's policies on /policies, one section per footer link, in English (policies-content.bn.ts: in Bangla).

/** The figures some paragraphs name, already written in the page's language (prices, counts). */
export interface PolicyFigures {
  shippingFee: string;
  freeShippingFrom: string;
  unpaidOrderTtlHours: string;
  maxOpenUnpaidOrders: string;
}

export const POLICY_SECTIONS: Readonly<Record<string, readonly string[]>> = {
  privacy: [
    'We keep only what we need to run your account and your orders: your name, email address, delivery address, phone number and the orders you place. Card numbers never reach our servers; the payment provider handles them.',
    'We use your details to deliver orders, answer your questions and keep accounting records that Bangladeshi law requires. We do not sell or rent them to anyone.',
    'You can ask us at any time to show you the data we hold about you, to correct it, or to delete your account once no open order or legal duty needs it. Write to us from the address on your account.',
  ],
  terms: [
    'Prices are in Bangladeshi taka and include VAT. A price is fixed when you place the order; a later change in the catalogue does not change it.',
    'Each product has a minimum order quantity, and you can order at most what we have in stock. An order is confirmed once we have booked its stock; unpaid orders can be cancelled from your dashboard at any time.',
    'Business customers who need an invoice with their trade licence or BIN should say so in the order or through the contact form.',
  ],
  returns: [
    'Every part carries a one-year warranty against faults in materials and workmanship. Wear items such as chains, brake pads and tyres are covered for faults, not for normal wear.',
    'Unused parts in their original packaging can be returned within 14 days of delivery for a full refund. Tell us first through the contact form, so that we can arrange the pickup.',
    'If a part arrives damaged, send us a photo within three days and we will replace it at our cost.',
  ],
  shipping: [
    'We deliver to all 64 districts. Orders placed before 2:00 PM on a working day leave our Dhaka warehouse the same day.',
    'Delivery inside Dhaka takes one to two working days and elsewhere two to four. Large orders travel by covered van, small ones by courier.',
  ],
};

/** The paragraphs whose figures come from the store's configuration (GET /api/store/config), by section. */
export function configuredPolicies(figures: PolicyFigures): Record<string, string[]> {
  return {
    terms: [
      `An unpaid order holds its parts for ${figures.unpaidOrderTtlHours} hours; after that it expires and the parts go back on sale. An account can have at most ${figures.maxOpenUnpaidOrders} unpaid orders at a time.`,
    ],
    shipping: [
      `Shipping is free for orders of ${figures.freeShippingFrom} or more; below that we charge a courier fee of ${figures.shippingFee}, shown in your cart and on your order before you pay.`,
    ],
  };
}
