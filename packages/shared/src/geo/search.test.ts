// Finding a place as a buyer types it: English or Bangla, any case or spacing, the start of any word, the
// older spellings too; districts first, exact names before longer ones.
import { describe, expect, it } from 'vitest';
import { searchPlaces } from './index.ts';

const ids = (query: string, limit?: number) => searchPlaces(query, limit).map((m) => m.areaId ?? m.districtId);

describe('searchPlaces', () => {
  it('finds a district by the start of its English or Bangla name, before its areas', () => {
    expect(ids('sylh')).toEqual(['sylhet', 'sylhet/sylhet-sadar']);
    expect(ids('সিলেট')).toEqual(['sylhet', 'sylhet/sylhet-sadar']);
    expect(searchPlaces('SYLHET')[0]).toEqual({
      kind: 'district',
      districtId: 'sylhet',
      areaId: null,
      en: 'Sylhet',
      bn: 'সিলেট',
      districtEn: 'Sylhet',
      districtBn: 'সিলেট',
    });
  });

  it('finds an area with its district, by any word of its name', () => {
    expect(searchPlaces('dhanmondi')).toEqual([
      {
        kind: 'area',
        districtId: 'dhaka',
        areaId: 'dhaka/dhanmondi',
        en: 'Dhanmondi',
        bn: 'ধানমন্ডি',
        districtEn: 'Dhaka',
        districtBn: 'ঢাকা',
      },
    ]);
    expect(ids('west')).toContain('dhaka/uttara-west');
    expect(ids('উত্তরা')).toEqual(expect.arrayContaining(['dhaka/uttara-east', 'dhaka/uttara-west']));
  });

  it('ignores case, spaces and punctuation', () => {
    expect(ids('coxs baz')[0]).toBe('coxs-bazar');
    expect(ids("Cox's Bazar")[0]).toBe('coxs-bazar');
    expect(ids('sher e bangla')).toEqual(['dhaka/sher-e-bangla-nagar']);
    expect(ids('  gazipur sadar ')).toEqual(['gazipur/gazipur-sadar']);
  });

  it('finds places by their older spellings', () => {
    expect(ids('chittagong')[0]).toBe('chattogram');
    expect(ids('comilla')[0]).toBe('cumilla');
    expect(ids('jessore')[0]).toBe('jashore');
    expect(ids('bogra')[0]).toBe('bogura');
    expect(ids('barisal')[0]).toBe('barishal');
  });

  it('puts an exact name before names that only start so', () => {
    // Mirpur is a Dhaka thana and an upazila of Kushtia; both before Mirpur-something and Mirzapur.
    const found = ids('mirpur');
    expect(found.slice(0, 2).sort()).toEqual(['dhaka/mirpur', 'kushtia/mirpur']);
    expect(ids('dhaka')[0]).toBe('dhaka');
  });

  it('returns at most the limit, and nothing for an empty query or one that matches nothing', () => {
    expect(ids('s', 5)).toHaveLength(5);
    expect(ids('s')).toHaveLength(8);
    expect(searchPlaces('')).toEqual([]);
    expect(searchPlaces(' , ')).toEqual([]);
    expect(searchPlaces('zzzz')).toEqual([]);
    // Matches start a word: "hmondi" is inside Dhanmondi, not at a word's start.
    expect(searchPlaces('hmondi')).toEqual([]);
  });
});
