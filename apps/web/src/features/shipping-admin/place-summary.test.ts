import { describe, expect, it } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import { type Geo, summarizePlaces } from './place-summary.ts';

const district = (id: string, en: string, bn: string) => ({ id, divisionId: 'dhaka', en, bn });
const area = (id: string, en: string, kind: 'thana' | 'upazila' = 'upazila') => ({
  id: `dhaka/${id}`,
  districtId: 'dhaka',
  en,
  bn: en,
  kind,
});
const GEO: Geo = {
  divisions: [{ id: 'dhaka', en: 'Dhaka', bn: 'ঢাকা' }],
  districts: [
    district('dhaka', 'Dhaka', 'ঢাকা'),
    ...['Gazipur', 'Narayanganj', 'Tangail', 'Kishoreganj', 'Manikganj', 'Munshiganj', 'Narsingdi'].map((n) =>
      district(n.toLowerCase(), n, n),
    ),
  ],
  areas: [
    area('dhanmondi', 'Dhanmondi', 'thana'),
    area('gulshan', 'Gulshan', 'thana'),
    ...['Savar', 'Keraniganj', 'Dhamrai', 'Nawabganj', 'Dohar', 'Tejgaon Circle'].map((n) => area(n.toLowerCase(), n)),
  ],
};
const EN = textsIn('en', 'shipping').SHIPPING_RATES;
const zone = (id: string, districtIds: string[], areaIds: string[] = []) => ({ id, districtIds, areaIds });

describe('summarizePlaces', () => {
  it("names a city's thanas as one, lists a few places and counts the rest", () => {
    const city = zone('city', [], ['dhaka/dhanmondi', 'dhaka/gulshan']);
    const suburbs = zone(
      'sub',
      ['gazipur'],
      GEO.areas.filter((a) => a.kind === 'upazila').map((a) => a.id),
    );
    expect(summarizePlaces(city, [city, suburbs], GEO, 'en', EN)).toBe('Dhaka city thanas');
    expect(summarizePlaces(suburbs, [city, suburbs], GEO, 'en', EN)).toBe(
      'Savar, Keraniganj, Dhamrai, Nawabganj and 2 more; Gazipur',
    );
  });

  it('says "every other district" for the districts the other zones leave, and "every district" for all', () => {
    const city = zone('city', [], ['dhaka/dhanmondi']);
    const rest = zone(
      'rest',
      GEO.districts.filter((d) => d.id !== 'dhaka').map((d) => d.id),
    );
    expect(summarizePlaces(rest, [city, rest], GEO, 'en', EN)).toBe('Every other district (7)');
    expect(summarizePlaces(rest, [rest], GEO, 'en', EN)).toBe('7 districts');
    const all = zone(
      'all',
      GEO.districts.map((d) => d.id),
    );
    expect(summarizePlaces(all, [all], GEO, 'bn', textsIn('bn', 'shipping').SHIPPING_RATES)).toBe('সব জেলা');
  });
});
