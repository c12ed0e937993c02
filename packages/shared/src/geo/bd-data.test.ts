// The shipped place list: every division and district once, each area under a district that exists, ids
// of the agreed shape, and a Bangla name for everything a Bangla page shows.
import { describe, expect, it } from 'vitest';
import { AREAS, DISTRICTS, DIVISIONS, areasOf, districtById, districtsOf } from './index.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const BANGLA = /^[\u0980-\u09FF\s().-]+$/;

describe('the place list', () => {
  it('has the 8 divisions and 64 districts, each district in a division that exists', () => {
    expect(DIVISIONS).toHaveLength(8);
    expect(DISTRICTS).toHaveLength(64);
    const divisions = new Set(DIVISIONS.map((d) => d.id));
    expect(DISTRICTS.filter((d) => !divisions.has(d.divisionId))).toEqual([]);
    expect(DIVISIONS.map((d) => districtsOf(d.id).length).reduce((a, b) => a + b)).toBe(64);
  });

  it('gives every place a unique id of the agreed shape', () => {
    for (const list of [DIVISIONS, DISTRICTS, AREAS]) {
      expect(new Set(list.map((p) => p.id)).size).toBe(list.length);
    }
    expect([...DIVISIONS, ...DISTRICTS].filter((p) => !SLUG.test(p.id))).toEqual([]);
    expect(AREAS.filter((a) => a.id.split('/')[0] !== a.districtId || !SLUG.test(a.id.split('/')[1] ?? ''))).toEqual(
      [],
    );
  });

  it('puts every area under a district that exists, and every district has areas', () => {
    expect(AREAS.filter((a) => !districtById(a.districtId))).toEqual([]);
    expect(DISTRICTS.filter((d) => areasOf(d.id).length === 0).map((d) => d.id)).toEqual([]);
  });

  it('names every place in English and in Bangla', () => {
    const places = [...DIVISIONS, ...DISTRICTS, ...AREAS];
    expect(places.filter((p) => p.en.trim() === '' || p.en !== p.en.trim())).toEqual([]);
    expect(places.filter((p) => !BANGLA.test(p.bn) || p.bn !== p.bn.trim())).toEqual([]);
  });

  it('keeps the ids others already build on', () => {
    for (const id of ['dhaka', 'gazipur', 'sylhet']) expect(districtById(id), id).toBeDefined();
    const areaIds = new Set(AREAS.map((a) => a.id));
    for (const id of ['dhaka/dhanmondi', 'dhaka/savar', 'gazipur/gazipur-sadar', 'sylhet/sylhet-sadar']) {
      expect(areaIds.has(id), id).toBe(true);
    }
  });

  it("lists Dhaka city's thanas and Dhaka district's other upazilas apart", () => {
    const dhaka = areasOf('dhaka');
    const thanas = dhaka.filter((a) => a.kind === 'thana').map((a) => a.en);
    expect(thanas).toHaveLength(50);
    expect(thanas).toEqual(expect.arrayContaining(['Gulshan', 'Mirpur', 'Uttara East', 'Uttara West', 'Motijheel']));
    expect(
      dhaka
        .filter((a) => a.kind === 'upazila')
        .map((a) => a.en)
        .sort(),
    ).toEqual(['Dhamrai', 'Dohar', 'Keraniganj', 'Nawabganj', 'Savar']);
    expect(AREAS.filter((a) => a.kind === 'thana' && a.districtId !== 'dhaka')).toEqual([]);
  });

  it("uses today's official spellings, the older ones kept as aliases", () => {
    for (const [id, en, alias] of [
      ['chattogram', 'Chattogram', 'Chittagong'],
      ['cumilla', 'Cumilla', 'Comilla'],
      ['barishal', 'Barishal', 'Barisal'],
      ['jashore', 'Jashore', 'Jessore'],
      ['bogura', 'Bogura', 'Bogra'],
    ] as const) {
      expect(districtById(id)?.en).toBe(en);
      expect(districtById(id)?.aliases).toContain(alias);
    }
    expect(districtById('coxs-bazar')?.en).toBe("Cox's Bazar");
  });
});
