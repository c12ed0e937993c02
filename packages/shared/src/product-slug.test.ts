import { describe, expect, it } from 'vitest';
import { productPublicPath, productSlug } from './product-slug.ts';

describe('productSlug', () => {
  it('makes a lower-case, dash-separated slug from the name', () => {
    expect(productSlug('Forged Alloy Chainring 44T')).toBe('forged-alloy-chainring-44t');
    expect(productSlug('  Brake pads (pair) — 2×  ')).toBe('brake-pads-pair-2');
  });

  it('drops accents and keeps Bangla letters', () => {
    expect(productSlug('Café Saddle')).toBe('cafe-saddle');
    expect(productSlug('সাইকেল চেইন')).not.toBe('product');
  });

  it('falls back to "product" when nothing readable is left', () => {
    expect(productSlug('!!!')).toBe('product');
  });

  it('builds the public address from the id and the slug', () => {
    expect(productPublicPath({ _id: 'abc 1', name: 'Chain 8 speed' })).toBe('/products/abc%201/chain-8-speed');
  });
});
