// A few places to build on; the full list replaces this.
import type { Area, District, Division } from './types.ts';

export const DIVISIONS: readonly Division[] = [
  { id: 'dhaka', en: 'Dhaka', bn: 'ঢাকা' },
  { id: 'sylhet', en: 'Sylhet', bn: 'সিলেট' },
];
export const DISTRICTS: readonly District[] = [
  { id: 'dhaka', divisionId: 'dhaka', en: 'Dhaka', bn: 'ঢাকা' },
  { id: 'gazipur', divisionId: 'dhaka', en: 'Gazipur', bn: 'গাজীপুর' },
  { id: 'sylhet', divisionId: 'sylhet', en: 'Sylhet', bn: 'সিলেট' },
];
export const AREAS: readonly Area[] = [
  { id: 'dhaka/dhanmondi', districtId: 'dhaka', en: 'Dhanmondi', bn: 'ধানমন্ডি', kind: 'thana' },
  { id: 'dhaka/savar', districtId: 'dhaka', en: 'Savar', bn: 'সাভার', kind: 'upazila' },
  { id: 'gazipur/gazipur-sadar', districtId: 'gazipur', en: 'Gazipur Sadar', bn: 'গাজীপুর সদর', kind: 'upazila' },
  { id: 'sylhet/sylhet-sadar', districtId: 'sylhet', en: 'Sylhet Sadar', bn: 'সিলেট সদর', kind: 'upazila' },
];
