import { describe, expect, it } from 'vitest';
import { LIMITS, MAX_PAGE_SIZE } from './constants.ts';
import { englishTexts, resolveMessageIn } from './i18n/server.ts';
import { ProductInputSchema, ProductListQuerySchema, ProductSchema } from './schemas/index.ts';

const { VALIDATION } = englishTexts('feedback');
const { PRODUCT_TEXT } = englishTexts('products');

const validInput = {
  name: 'Forged Alloy Chainring 44T',
  price: 1450,
  maxQuantity: 420,
  minQuantity: 10,
  des: 'A 44-tooth chainring.',
  img: '/images/products/chainring.svg',
};

/** The message zod gives for one field, in English, or undefined when that field passed. */
function messageFor(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  const message = result.error?.issues.find((issue) => issue.path[0] === field)?.message;
  return message === undefined ? undefined : resolveMessageIn('en', message);
}

describe('ProductSchema', () => {
  it('accepts a product in the API shape and drops fields it does not know', () => {
    const product = { _id: 'p1', name: 'Chain', img: '/i.svg', des: 'd', minQuantity: 1, maxQuantity: 5, price: 99.5 };
    expect(ProductSchema.parse({ ...product, createdAt: 'x' })).toEqual(product);
  });

  it('rejects fractional quantities', () => {
    const product = { _id: 'p1', name: 'Chain', img: '/i.svg', des: 'd', minQuantity: 1.5, maxQuantity: 5, price: 1 };
    expect(ProductSchema.safeParse(product).success).toBe(false);
  });
});

describe('ProductListQuerySchema', () => {
  it('turns query-string numbers into numbers and trims the search', () => {
    expect(ProductListQuerySchema.parse({ limit: '12', page: '3', q: '  chain ', sort: 'price-asc' })).toEqual({
      limit: 12,
      page: 3,
      q: 'chain',
      sort: 'price-asc',
    });
  });

  it('accepts an empty query, which means the whole list newest first', () => {
    expect(ProductListQuerySchema.parse({})).toEqual({});
  });

  it.each(['', '0', '-1', '1.5', '1e3', 'abc', String(MAX_PAGE_SIZE + 1)])('rejects limit=%j', (limit) => {
    expect(ProductListQuerySchema.safeParse({ limit }).success).toBe(false);
  });

  it('accepts every sort the store offers and rejects any other with the list of allowed values', () => {
    for (const sort of ['newest', 'price-asc', 'price-desc', 'name', 'relevance']) {
      expect(ProductListQuerySchema.safeParse({ sort }).success).toBe(true);
    }
    const result = ProductListQuerySchema.safeParse({ sort: 'cheapest' });
    expect(result.success).toBe(false);
    expect(messageFor(result, 'sort')).toBe('Must be one of newest, price-asc, price-desc, name, relevance');
  });

  it('rejects a search longer than the limit', () => {
    expect(ProductListQuerySchema.safeParse({ q: 'x'.repeat(LIMITS.searchQuery) }).success).toBe(true);
    expect(ProductListQuerySchema.safeParse({ q: 'x'.repeat(LIMITS.searchQuery + 1) }).success).toBe(false);
  });
});

describe('ProductInputSchema', () => {
  it('accepts a complete product and trims its texts', () => {
    expect(ProductInputSchema.parse({ ...validInput, name: `  ${validInput.name}  ` })).toEqual(validInput);
  });

  it.each([
    ['name', '   ', VALIDATION.nameRequired],
    ['price', Number.NaN, VALIDATION.priceRequired],
    ['maxQuantity', Number.NaN, VALIDATION.maxQuantityRequired],
    ['minQuantity', Number.NaN, VALIDATION.minQuantityRequired],
    ['des', '', VALIDATION.descriptionRequired],
    ['img', '', VALIDATION.photoRequired],
  ])('gives the spec message when %s is empty', (field, value, message) => {
    const result = ProductInputSchema.safeParse({ ...validInput, [field]: value });
    expect(result.success).toBe(false);
    expect(messageFor(result, field)).toBe(message);
  });

  it.each([
    ['name', undefined, VALIDATION.nameRequired],
    ['price', undefined, VALIDATION.priceRequired],
    ['img', undefined, VALIDATION.photoRequired],
  ])('gives the spec message when %s is missing', (field, value, message) => {
    const result = ProductInputSchema.safeParse({ ...validInput, [field]: value });
    expect(messageFor(result, field)).toBe(message);
  });

  it('refuses a price of zero, a negative price and a third decimal', () => {
    expect(messageFor(ProductInputSchema.safeParse({ ...validInput, price: 0 }), 'price')).toBe(
      PRODUCT_TEXT.priceAboveZero,
    );
    expect(ProductInputSchema.safeParse({ ...validInput, price: -5 }).success).toBe(false);
    expect(messageFor(ProductInputSchema.safeParse({ ...validInput, price: 9.999 }), 'price')).toBe(
      PRODUCT_TEXT.priceTwoDecimals,
    );
    expect(ProductInputSchema.safeParse({ ...validInput, price: 9.99 }).success).toBe(true);
  });

  it('refuses fractional or out-of-range quantities', () => {
    expect(ProductInputSchema.safeParse({ ...validInput, maxQuantity: 4.5 }).success).toBe(false);
    expect(ProductInputSchema.safeParse({ ...validInput, minQuantity: 0 }).success).toBe(false);
    expect(ProductInputSchema.safeParse({ ...validInput, maxQuantity: LIMITS.maxStock + 1 }).success).toBe(false);
    expect(ProductInputSchema.safeParse({ ...validInput, maxQuantity: 0, minQuantity: 0 }).success).toBe(false);
  });

  it('refuses a minimum above the maximum and reports it on minQuantity', () => {
    const result = ProductInputSchema.safeParse({ ...validInput, minQuantity: 50, maxQuantity: 10 });
    expect(messageFor(result, 'minQuantity')).toBe(PRODUCT_TEXT.minAboveMax);
    expect(ProductInputSchema.safeParse({ ...validInput, minQuantity: 10, maxQuantity: 10 }).success).toBe(true);
  });

  it('accepts only an image this store serves (an upload or its own pictures)', () => {
    expect(
      ProductInputSchema.safeParse({ ...validInput, img: '/api/images/6f1b2c3d-0000-4000-8000-000000000001' }).success,
    ).toBe(true);
    expect(ProductInputSchema.safeParse({ ...validInput, img: '/images/products/chainring.svg' }).success).toBe(true);
    for (const img of [
      'https://example.com/x.png',
      '//example.com/x.png',
      '/\\example.com/x.png',
      'javascript:alert(1)',
      '/a b.png',
    ]) {
      expect(messageFor(ProductInputSchema.safeParse({ ...validInput, img }), 'img')).toBe(PRODUCT_TEXT.photoNotOurs);
    }
  });

  it('names its messages by catalogue reference, so that the web app can show them in Bangla', () => {
    const result = ProductInputSchema.safeParse({ ...validInput, minQuantity: 50, maxQuantity: 10 });
    const message = result.error?.issues.find((issue) => issue.path[0] === 'minQuantity')?.message ?? '';
    expect(message).toBe('@i18n:products.PRODUCT_TEXT.minAboveMax');
    expect(resolveMessageIn('bn', message)).toBe('সর্বনিম্ন পরিমাণ সর্বোচ্চ পরিমাণের বেশি হতে পারবে না');
    const long = ProductInputSchema.safeParse({ ...validInput, name: 'x'.repeat(LIMITS.productName + 1) });
    const tooLong = long.error?.issues.find((issue) => issue.path[0] === 'name')?.message ?? '';
    expect(resolveMessageIn('en', tooLong)).toBe(`At most ${LIMITS.productName} characters`);
    expect(resolveMessageIn('bn', tooLong)).toMatch(/^সর্বোচ্চ [০-৯]+ অক্ষর দেওয়া যাবে$/);
  });

  it('refuses a name or description longer than the limits', () => {
    expect(ProductInputSchema.safeParse({ ...validInput, name: 'x'.repeat(LIMITS.productName + 1) }).success).toBe(
      false,
    );
    expect(
      ProductInputSchema.safeParse({ ...validInput, des: 'x'.repeat(LIMITS.productDescription + 1) }).success,
    ).toBe(false);
  });
});
