// Prices typed before VAT (decision 236): what a buyer pays is grossFromNet of the typed price, and the form shows
// netFromGross of what is stored, so the typed price comes back exactly.
import { describe, expect, it } from 'vitest';
import { grossFromNet, netFromGross, VAT_RATES } from './schemas/vat.ts';

describe('grossFromNet and netFromGross', () => {
  it('adds the rate, rounding half a poisha up', () => {
    expect(grossFromNet(100_000, '15')).toBe(115_000);
    expect(grossFromNet(1, '15')).toBe(1); // 1.15 poisha
    expect(grossFromNet(10, '15')).toBe(12); // 11.5 → 12
    expect(grossFromNet(10, '5')).toBe(11); // 10.5 → 11
    expect(netFromGross(115_000, '15')).toBe(100_000);
    expect(netFromGross(23, '15')).toBe(20); // 20.0
    expect(netFromGross(21, '5')).toBe(20);
  });

  it('leaves zero-rated and exempt amounts as they are', () => {
    for (const rate of ['0', 'exempt'] as const) {
      expect(grossFromNet(12_345, rate)).toBe(12_345);
      expect(netFromGross(12_345, rate)).toBe(12_345);
    }
  });

  it('gives back every typed poisha amount exactly, net → gross → net, at 5 and 15 %', () => {
    for (const rate of ['15', '5'] as const) {
      // Every amount up to ৳20,000, then a stride through ৳10 crore.
      const wrong: number[] = [];
      for (let net = 0; net <= 2_000_000; net++)
        if (netFromGross(grossFromNet(net, rate), rate) !== net) wrong.push(net);
      for (let net = 2_000_000; net <= 1_000_000_000; net += 997)
        if (netFromGross(grossFromNet(net, rate), rate) !== net) wrong.push(net);
      expect(wrong, rate).toEqual([]);
    }
    for (const rate of VAT_RATES) expect(netFromGross(grossFromNet(99_999_999, rate), rate)).toBe(99_999_999);
  });

  it('keeps the amounts whole poisha and never below zero for prices of zero or more', () => {
    for (let gross = 0; gross <= 10_000; gross++) {
      const net = netFromGross(gross, '15');
      expect(Number.isInteger(net) && net >= 0 && net <= gross).toBe(true);
    }
  });
});
