// Where a free-text address (the spec's `address`, from clients that send no address-book entry) goes,
// as far as its words name a district or an area in English or Bangla. Unsure: null, and checkout then
// charges the dearest zone (decision 221), so a parcel is never undercharged for lack of a district.
import { AREAS, DISTRICTS } from '@store/shared/geo';
import type { ShippingPlace } from '@store/shared/schemas/shipping';

/** Letters (with Bangla's vowel signs) and digits, lower-case, words separated by one space, padded. */
const words = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()} `;

/** A place's names as `words` gives them; a blank one (a missing Bangla name) matches nothing. */
const namesOf = (p: { en: string; bn: string; aliases?: readonly string[] | undefined }) =>
  [p.en, p.bn, ...(p.aliases ?? [])].map(words).filter((n) => n.trim() !== '');

const DISTRICT_NAMES = DISTRICTS.map((d) => ({ id: d.id, names: namesOf(d) }));
const AREA_NAMES = AREAS.map((a) => ({ id: a.id, districtId: a.districtId, names: namesOf(a) }));

export function placeFromText(text: string): ShippingPlace | null {
  const haystack = words(text);
  const named = (names: string[]) => names.some((n) => haystack.includes(n));
  const districts = DISTRICT_NAMES.filter((d) => named(d.names)).map((d) => d.id);
  const areas = AREA_NAMES.filter((a) => named(a.names));
  // An area of a district the text names, or, when it names no district, the only area named. An area of
  // another district than the one named ("Kotwali, Chittagong": Kotwali is Dhaka's) is a disagreement.
  const inNamedDistrict = areas.filter((a) => districts.includes(a.districtId));
  if (districts.length > 0 && areas.length > 0 && inNamedDistrict.length === 0) return null;
  const area =
    inNamedDistrict.length === 1
      ? inNamedDistrict[0]
      : districts.length === 0 && areas.length === 1
        ? areas[0]
        : undefined;
  if (area) return { districtId: area.districtId, areaId: area.id };
  if (districts.length === 1) return { districtId: districts[0] as string, areaId: '' };
  return null;
}
