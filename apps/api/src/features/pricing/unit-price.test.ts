import { describe, expect, it } from 'vitest';
import { groupPriceOf, priceTiers, tierOf, unitPriceFor, type VariantPricing } from './unit-price.ts';

// ৳450 each, ৳420 from 10, ৳390 from 50 (poisha).
const retail: VariantPricing = {
  listPrice: 45_000,
  minQuantity: 1,
  breaks: [
    { minQuantity: 10, price: 42_000 },
    { minQuantity: 50, price: 39_000 },
  ],
  groupPrice: null,
};

describe('unitPriceFor', () => {
  it.each([
    [9, 45_000],
    [10, 42_000],
    [11, 42_000],
    [49, 42_000],
    [50, 39_000],
    [51, 39_000],
  ])('prices %i pieces at the break they reach (%i poisha)', (quantity, price) => {
    expect(unitPriceFor(retail, quantity)).toBe(price);
  });

  it('takes the lower of the group price and the break price for the quantity', () => {
    const dealer = { ...retail, groupPrice: 40_500 };
    expect([1, 9, 10, 49, 50].map((q) => unitPriceFor(dealer, q))).toEqual([40_500, 40_500, 40_500, 40_500, 39_000]);
  });

  it('never charges a break dearer than a lowered list price', () => {
    expect(unitPriceFor({ ...retail, listPrice: 40_000 }, 10)).toBe(40_000);
  });
});

describe('groupPriceOf', () => {
  it('is the catalogue price less the percent, to the poisha, and none at 0 %', () => {
    expect(groupPriceOf(45_000, { discountPercent: 10, fixedPrice: undefined })).toBe(40_500);
    expect(groupPriceOf(333, { discountPercent: 15, fixedPrice: undefined })).toBe(283);
    expect(groupPriceOf(45_000, { discountPercent: 0, fixedPrice: undefined })).toBeNull();
    expect(groupPriceOf(45_000, null)).toBeNull();
  });

  it('is the fixed price when the group has one for the variant, whatever the percent', () => {
    expect(groupPriceOf(45_000, { discountPercent: 10, fixedPrice: 38_000 })).toBe(38_000);
  });
});

describe('priceTiers and tierOf', () => {
  it('lists the tiers from the minimum order and merges those the group price flattens', () => {
    expect(priceTiers(retail)).toEqual([
      { from: 1, to: 9, price: 45_000 },
      { from: 10, to: 49, price: 42_000 },
      { from: 50, to: null, price: 39_000 },
    ]);
    expect(priceTiers({ ...retail, groupPrice: 41_000 })).toEqual([
      { from: 1, to: 49, price: 41_000 },
      { from: 50, to: null, price: 39_000 },
    ]);
    expect(priceTiers({ ...retail, breaks: [] })).toEqual([{ from: 1, to: null, price: 45_000 }]);
  });

  it('says how many more pieces reach the next break, and nothing after the last', () => {
    expect(tierOf(retail, 9)).toMatchObject({ tier: { from: 1 }, next: { from: 10, price: 42_000, piecesToGo: 1 } });
    expect(tierOf(retail, 10)).toMatchObject({ tier: { from: 10, to: 49 }, next: { from: 50, piecesToGo: 40 } });
    expect(tierOf(retail, 50)).toMatchObject({ tier: { from: 50, to: null }, next: null, hasTiers: true });
    expect(tierOf({ ...retail, breaks: [] }, 5)).toMatchObject({ next: null, hasTiers: false });
  });
});
