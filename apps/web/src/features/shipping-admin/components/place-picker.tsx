// The places of a zone: districts grouped by division as checkboxes, a filter that matches English or
// Bangla names, one button for every district no other zone has, and Dhaka's thanas and upazilas one
// by one. A place another zone has says so; saving it anyway is the server's 409 to explain.
import { useId, useState } from 'react';
import type { Area, District } from '@store/shared/geo';
import type { ShippingZone } from '@store/shared/schemas/shipping-zones';
import { useLocale, useResolveMessage, useTexts } from '../../../lib/i18n.tsx';
import { type Geo, placeName } from '../place-summary.ts';

export interface PlaceSelection {
  districtIds: ReadonlySet<string>;
  areaIds: ReadonlySet<string>;
}

interface PlacePickerProps {
  value: PlaceSelection;
  onChange: (next: PlaceSelection) => void;
  /** The zones besides the one being edited. */
  otherZones: readonly ShippingZone[];
  geo: Geo;
  /** A message (or message reference) about the places, e.g. none chosen. */
  error?: string | undefined;
}

/** The district whose areas are chosen one by one: the capital's city thanas and its upazilas. */
const CITY_DISTRICT = 'dhaka';

const toggled = (set: ReadonlySet<string>, id: string, on: boolean): Set<string> => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

function Checkbox({
  label,
  note,
  checked,
  onToggle,
}: {
  label: string;
  note?: string | undefined;
  checked: boolean;
  onToggle: (on: boolean) => void;
}) {
  return (
    <label className="flex min-h-8 cursor-pointer items-center gap-2">
      <input
        type="checkbox"
        className="checkbox checkbox-sm"
        checked={checked}
        onChange={(e) => onToggle(e.currentTarget.checked)}
      />
      <span>
        {label}
        {note ? <span className="ml-1 text-sm text-base-content/80">({note})</span> : null}
      </span>
    </label>
  );
}

export function PlacePicker({ value, onChange, otherZones, geo, error: errorOrRef }: PlacePickerProps) {
  const { SHIPPING_ZONES_ADMIN: T } = useTexts('shipping');
  const locale = useLocale();
  const error = useResolveMessage()(errorOrRef);
  const [filter, setFilter] = useState('');
  const id = useId();
  const holder = new Map<string, string>();
  for (const zone of otherZones) {
    for (const d of zone.districtIds) holder.set(d, zone.name);
    for (const a of zone.areaIds) holder.set(a, zone.name);
  }
  const inOther = (placeId: string) => {
    const zone = holder.get(placeId);
    return zone === undefined ? undefined : T.inOtherZone({ zone });
  };
  const needle = filter.trim().toLocaleLowerCase();
  const matches = (p: { en: string; bn: string }) =>
    !needle || p.en.toLowerCase().includes(needle) || p.bn.includes(needle);
  const cityAreas = geo.areas.filter((a) => a.districtId === CITY_DISTRICT && matches(a));
  const city = geo.districts.find((d) => d.id === CITY_DISTRICT);
  const showCity = city !== undefined && (matches(city) || cityAreas.length > 0);
  const areasShown = city && matches(city) ? geo.areas.filter((a) => a.districtId === CITY_DISTRICT) : cityAreas;

  const touchedElsewhere = new Set(
    otherZones.flatMap((z) => [...z.districtIds, ...z.areaIds.map((a) => a.split('/')[0] ?? '')]),
  );
  const addUnzoned = () =>
    onChange({
      ...value,
      districtIds: new Set([
        ...value.districtIds,
        ...geo.districts.filter((d) => !touchedElsewhere.has(d.id)).map((d) => d.id),
      ]),
    });
  const setDistrict = (d: District, on: boolean) =>
    onChange({ ...value, districtIds: toggled(value.districtIds, d.id, on) });
  const setArea = (a: Area, on: boolean) => onChange({ ...value, areaIds: toggled(value.areaIds, a.id, on) });
  const count = value.districtIds.size + value.areaIds.size;

  return (
    <fieldset
      className="fieldset rounded-box border border-base-300 p-3"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="fieldset-legend text-sm">
        {T.placesLegend} · {T.placeCount({ count })}
      </legend>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 grow flex-col gap-1 sm:grow-0">
          <label htmlFor={`${id}-filter`} className="text-sm font-medium">
            {T.filter}
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            className="input input-sm w-full border border-base-content/60 sm:w-64"
            value={filter}
            aria-describedby={`${id}-filter-hint`}
            onChange={(e) => setFilter(e.currentTarget.value)}
          />
          <span id={`${id}-filter-hint`} className="text-xs text-base-content/80">
            {T.filterHint}
          </span>
        </div>
        <button type="button" className="btn btn-sm btn-outline mb-5" onClick={addUnzoned}>
          {T.allFree}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-ghost mb-5"
          onClick={() => onChange({ districtIds: new Set(), areaIds: new Set() })}
        >
          {T.clear}
        </button>
      </div>
      {geo.divisions.map((division) => {
        const districts = geo.districts.filter((d) => d.divisionId === division.id && matches(d));
        if (districts.length === 0) return null;
        return (
          <fieldset key={division.id} className="mt-2">
            <legend className="font-semibold">{placeName(division, locale)}</legend>
            <div className="grid grid-cols-1 gap-x-4 min-[400px]:grid-cols-2 sm:grid-cols-3">
              {districts.map((d) => (
                <Checkbox
                  key={d.id}
                  label={placeName(d, locale)}
                  note={inOther(d.id)}
                  checked={value.districtIds.has(d.id)}
                  onToggle={(on) => setDistrict(d, on)}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
      {showCity ? (
        <details className="mt-3" open={needle !== '' && cityAreas.length > 0}>
          <summary className="cursor-pointer font-semibold">{T.areasOf({ district: placeName(city, locale) })}</summary>
          {(['thana', 'upazila'] as const).map((kind) => {
            const areas = areasShown.filter((a) => a.kind === kind);
            if (areas.length === 0) return null;
            return (
              <fieldset key={kind} className="mt-2">
                <legend className="text-sm font-medium">{kind === 'thana' ? T.thanas : T.upazilas}</legend>
                <div className="grid grid-cols-1 gap-x-4 min-[400px]:grid-cols-2 sm:grid-cols-3">
                  {areas.map((a) => (
                    <Checkbox
                      key={a.id}
                      label={placeName(a, locale)}
                      note={inOther(a.id)}
                      checked={value.areaIds.has(a.id)}
                      onToggle={(on) => setArea(a, on)}
                    />
                  ))}
                </div>
              </fieldset>
            );
          })}
        </details>
      ) : null}
      {needle && !showCity && geo.districts.every((d) => !matches(d)) ? <p>{T.noMatch}</p> : null}
    </fieldset>
  );
}
