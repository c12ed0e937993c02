// Quotes as the API answers them, for this feature's tests: parsed with the shared schema.
import { type Quote, QuoteSchema, type QuoteVersion } from '@store/shared/schemas';

export const QUOTE_ID = 'q0ffee00-0000-4000-8000-000000000001';

/** 100 chains at ৳95 (list ৳100), ৳150 delivery. */
export function aVersion(overrides: Partial<QuoteVersion> = {}): QuoteVersion {
  return {
    version: 1,
    lines: [{ variantId: 'v-chain', name: 'Steel Chain', quantity: 100, unitPrice: 9500, lineTotal: 950000 }],
    subtotal: 950000,
    shipping: 15000,
    total: 965000,
    validUntil: '2099-01-07T17:59:59.000Z',
    note: 'Ready in ten days.',
    createdAt: '2030-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A request of 100 Steel Chains by Karim, waiting for its quote. */
export function aQuote(overrides: Partial<Quote> = {}): Quote {
  return QuoteSchema.parse({
    id: QUOTE_ID,
    key: 'k-secret',
    status: 'requested',
    name: 'Karim Rahman',
    email: 'karim@example.com',
    phone: '+8801711000000',
    note: 'For our workshop in Sylhet.',
    lines: [
      {
        productId: 'p-chain',
        variantId: 'v-chain',
        name: 'Steel Chain',
        quantity: 100,
        listPrice: 10000,
        minQuantity: 10,
        stock: 40,
      },
    ],
    versions: [],
    orderId: null,
    createdAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2030-01-01T10:00:00.000Z',
    ...overrides,
  });
}
