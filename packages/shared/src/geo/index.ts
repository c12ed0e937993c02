// Lookups over the shipped data (bd-data.ts). Import from '@store/shared/geo' only where an address is
// entered or checked: the data is large enough to keep out of pages that never need it.
import { AREAS, DISTRICTS, DIVISIONS } from './bd-data.ts';
import type { Area, District, Division } from './types.ts';

export type { Area, District, Division } from './types.ts';
export { AREAS, DISTRICTS, DIVISIONS };

const divisionsById = new Map(DIVISIONS.map((d) => [d.id, d]));
const districtsById = new Map(DISTRICTS.map((d) => [d.id, d]));
const areasById = new Map(AREAS.map((a) => [a.id, a]));

export const divisionById = (id: string): Division | undefined => divisionsById.get(id);
export const districtById = (id: string): District | undefined => districtsById.get(id);
export const areaById = (id: string): Area | undefined => areasById.get(id);
export const districtsOf = (divisionId: string): District[] => DISTRICTS.filter((d) => d.divisionId === divisionId);
export const areasOf = (districtId: string): Area[] => AREAS.filter((a) => a.districtId === districtId);
export { type PlaceMatch, searchPlaces } from './search.ts';
