// A zone's places in a few words ("Dhaka city thanas", "Savar, Keraniganj and 3 more", "Every other
// district (61)"), for the admin's cards and the policies page's rates. The geo data is loaded on
// demand: it is too large for pages that only show the rates.
import { queryOptions } from '@tanstack/react-query';
import type { Area, District, Division } from '@store/shared/geo';
import type { Texts } from '@store/shared/i18n/catalogue';
import type { EnglishCatalogues } from '@store/shared/i18n/catalogues';
import type { Locale } from '@store/shared/i18n/locales';
import type { ShippingZone } from '@store/shared/schemas/shipping-zones';

export interface Geo {
  divisions: readonly Division[];
  districts: readonly District[];
  areas: readonly Area[];
}

export const geoQueryOptions = () =>
  queryOptions({
    queryKey: ['geo'],
    queryFn: async (): Promise<Geo> => {
      const { AREAS, DISTRICTS, DIVISIONS } = await import('@store/shared/geo');
      return { divisions: DIVISIONS, districts: DISTRICTS, areas: AREAS };
    },
    staleTime: Infinity,
    structuralSharing: false,
  });

type RateTexts = Texts<EnglishCatalogues['shipping']>['SHIPPING_RATES'];

/** Up to this many names are listed; more become "… and N more". */
const LISTED = 5;

export const placeName = (place: { en: string; bn: string }, locale: Locale): string =>
  locale === 'bn' ? place.bn : place.en;

function listed(names: readonly string[], R: RateTexts): string {
  if (names.length <= LISTED) return names.join(', ');
  return R.andMore({ list: names.slice(0, LISTED - 1).join(', '), count: names.length - (LISTED - 1) });
}

export function summarizePlaces(
  zone: Pick<ShippingZone, 'id' | 'districtIds' | 'areaIds'>,
  zones: readonly Pick<ShippingZone, 'id' | 'districtIds' | 'areaIds'>[],
  geo: Geo,
  locale: Locale,
  R: RateTexts,
): string {
  const parts: string[] = [];
  const areaIds = new Set(zone.areaIds);
  const districtsWithAreas = geo.districts.filter((d) =>
    geo.areas.some((a) => a.districtId === d.id && areaIds.has(a.id)),
  );
  const areaNames: string[] = [];
  for (const district of districtsWithAreas) {
    const own = geo.areas.filter((a) => a.districtId === district.id && areaIds.has(a.id));
    const thanas = geo.areas.filter((a) => a.districtId === district.id && a.kind === 'thana');
    if (thanas.length > 0 && own.length === thanas.length && own.every((a) => a.kind === 'thana')) {
      parts.push(R.cityThanas({ district: placeName(district, locale) }));
    } else {
      areaNames.push(...own.map((a) => placeName(a, locale)));
    }
  }
  if (areaNames.length > 0) parts.push(listed(areaNames, R));

  const districtIds = new Set(zone.districtIds);
  const districts = geo.districts.filter((d) => districtIds.has(d.id));
  if (districts.length === geo.districts.length) {
    parts.push(R.everyDistrict);
  } else if (districts.length > LISTED) {
    // "Every other district" when each district it leaves out has a place in another zone.
    const elsewhere = new Set(
      zones
        .filter((z) => z.id !== zone.id)
        .flatMap((z) => [...z.districtIds, ...z.areaIds.map((a) => a.split('/')[0])]),
    );
    const isRest = geo.districts.every((d) => districtIds.has(d.id) || elsewhere.has(d.id));
    const count = districts.length;
    parts.push(isRest ? R.otherDistricts({ count }) : R.districtCount({ count }));
  } else if (districts.length > 0) {
    parts.push(districts.map((d) => placeName(d, locale)).join(', '));
  }
  return parts.join('; ');
}
