import { describe, expect, it } from 'vitest';
import { englishTexts, resolveMessageIn } from './i18n/server.ts';
import {
  checkOrderQuantity,
  OrderContactSchema,
  PlaceOrderInputSchema,
  purchaseQuantitySchema,
} from './schemas/index.ts';

const { ORDER_TEXT } = englishTexts('orders');
const { PHONE_TEXT } = englishTexts('delivery');
const { quantityAboveStock, quantityBelowMinimum } = englishTexts('feedback').MESSAGES;

// The schemas' messages are catalogue references; these read them as the API answers them, in English.
const english = (message: string | null | undefined) => (message ? resolveMessageIn('en', message) : message);

describe('checkOrderQuantity', () => {
  it.each([
    [2, null],
    [10, null],
    [1, quantityBelowMinimum({ min: 2 })],
    [0, quantityBelowMinimum({ min: 2 })],
    [-1, quantityBelowMinimum({ min: 2 })],
    [11, quantityAboveStock({ n: 11, max: 10 })],
    [1.5, ORDER_TEXT.quantityWhole],
    [Number.NaN, ORDER_TEXT.quantityWhole],
  ])('quantity %s of a product with minimum 2 and stock 10 → %s', (quantity, message) => {
    expect(english(checkOrderQuantity(quantity, 2, 10))).toBe(message);
  });

  it('never accepts less than one piece, even when the minimum says 0', () => {
    expect(english(checkOrderQuantity(0, 0, 10))).toBe(quantityBelowMinimum({ min: 1 }));
  });
});

describe('purchaseQuantitySchema', () => {
  const schema = purchaseQuantitySchema(5, 420);
  it.each([
    [500, quantityAboveStock({ n: 500, max: 420 })],
    [4, quantityBelowMinimum({ min: 5 })],
    [Number.NaN, ORDER_TEXT.quantityWhole],
  ])("answers %s with the spec's message", (quantity, message) => {
    expect(english(schema.safeParse({ quantity }).error?.issues[0]?.message)).toBe(message);
  });

  it('accepts a quantity within the limits', () => {
    expect(schema.parse({ quantity: 420 })).toEqual({ quantity: 420 });
  });
});

describe('OrderContactSchema', () => {
  it('requires address and phone, trims them, and defaults the order id to empty', () => {
    expect(OrderContactSchema.parse({ address: ' Road 5 ', phone: ' 01711-000000 ' })).toEqual({
      address: 'Road 5',
      phone: '+8801711000000',
      orderId: '',
    });
    const empty = OrderContactSchema.safeParse({ address: ' ', phone: '' });
    expect(empty.error?.issues.map((i) => english(i.message))).toEqual([
      ORDER_TEXT.addressRequired,
      ORDER_TEXT.phoneRequired,
    ]);
  });

  it.each(['abc', '12345', '<script>'])('refuses the phone %j', (phone) => {
    expect(english(OrderContactSchema.safeParse({ address: 'a', phone }).error?.issues[0]?.message)).toBe(
      PHONE_TEXT.invalid,
    );
  });
});

describe('OrderContactSchema in Bangla', () => {
  it('names a missing address and a bad phone in Bangla, with the limit in Bengali digits', () => {
    const issues = OrderContactSchema.safeParse({ address: '', phone: 'abc' }).error?.issues ?? [];
    expect(issues.map((i) => resolveMessageIn('bn', i.message))).toEqual([
      'বাংলাদেশের একটি মোবাইল নম্বর দিন, যেমন 01711-000000 বা +880 1711 000000',
      'ঠিকানা দিতে হবে',
    ]);
    const long = OrderContactSchema.safeParse({ address: 'a'.repeat(501), phone: '01711000000' }).error?.issues[0];
    expect(resolveMessageIn('bn', long?.message ?? '')).toMatch(/^ঠিকানা সর্বোচ্চ [০-৯,]+ অক্ষরের হতে পারে$/);
  });
});

describe('PlaceOrderInputSchema', () => {
  const body = { productId: 'p', orderQuanty: 2, address: 'a', phone: '01711000000' };
  it.each([['1'], [1.5], [null], [undefined], [Number.POSITIVE_INFINITY]])('refuses the quantity %j', (orderQuanty) => {
    expect(english(PlaceOrderInputSchema.safeParse({ ...body, orderQuanty }).error?.issues[0]?.message)).toBe(
      ORDER_TEXT.quantityWhole,
    );
  });

  it("accepts the spec's whole body, with the price and product name it will ignore", () => {
    const parsed = PlaceOrderInputSchema.parse({ ...body, productname: 'x', email: 'a@b.c', price: 1, orderId: '7' });
    expect(parsed).toMatchObject({ productId: 'p', orderQuanty: 2, price: 1, productname: 'x', orderId: '7' });
  });
});
