import { describe, expect, it } from 'vitest';
import { formatTaka, hasAtMostTwoDecimals, poishaToTaka, takaToPoisha } from './money.ts';

describe('takaToPoisha', () => {
  it('converts whole taka and taka with poisha to integer poisha', () => {
    expect(takaToPoisha(0)).toBe(0);
    expect(takaToPoisha(1450)).toBe(145_000);
    expect(takaToPoisha(99.5)).toBe(9950);
  });

  it('rounds away binary floating point noise instead of truncating it', () => {
    // 0.1 + 0.2 is 0.30000000000000004 and 1.005 * 100 is 100.49999999999999.
    expect(takaToPoisha(0.1 + 0.2)).toBe(30);
    expect(takaToPoisha(19.99)).toBe(1999);
    expect(takaToPoisha(1.15)).toBe(115);
  });

  it('refuses amounts that are not finite numbers', () => {
    expect(() => takaToPoisha(Number.NaN)).toThrow(RangeError);
    expect(() => takaToPoisha(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('poishaToTaka', () => {
  it('converts integer poisha back to taka', () => {
    expect(poishaToTaka(145_000)).toBe(1450);
    expect(poishaToTaka(9950)).toBe(99.5);
    expect(poishaToTaka(1)).toBe(0.01);
  });

  it('round-trips every two-decimal amount', () => {
    for (const taka of [0.01, 0.07, 12.34, 999.99, 10_000_000]) {
      expect(poishaToTaka(takaToPoisha(taka))).toBe(taka);
    }
  });

  it('refuses fractions of a poisha and unsafe integers', () => {
    expect(() => poishaToTaka(1.5)).toThrow(RangeError);
    expect(() => poishaToTaka(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
    expect(() => poishaToTaka(Number.NaN)).toThrow(RangeError);
  });
});

describe('hasAtMostTwoDecimals', () => {
  it('accepts whole amounts and amounts with one or two decimals', () => {
    expect(hasAtMostTwoDecimals(10)).toBe(true);
    expect(hasAtMostTwoDecimals(10.5)).toBe(true);
    expect(hasAtMostTwoDecimals(0.29)).toBe(true);
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
  });

  it('rejects a third decimal and values that are not finite', () => {
    expect(hasAtMostTwoDecimals(10.005)).toBe(false);
    expect(hasAtMostTwoDecimals(0.001)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('formatTaka', () => {
  it('shows whole taka with the taka sign and thousands separators', () => {
    expect(formatTaka(0)).toBe('৳0');
    expect(formatTaka(780)).toBe('৳780');
    expect(formatTaka(1450)).toBe('৳1,450');
    expect(formatTaka(10_000_000)).toBe('৳10,000,000');
  });

  it('shows exactly two decimals when the amount has poisha', () => {
    expect(formatTaka(99.5)).toBe('৳99.50');
    expect(formatTaka(1234.05)).toBe('৳1,234.05');
  });
});
