// Where an address is: division → district → area as native selects (a phone's own picker, keyboard as
// usual), and a search box above them that fills all three from a name typed in English or Bangla.
import { type Ref, useId, useState } from 'react';
import { type Area, areaById, areasOf, DIVISIONS, districtById, districtsOf } from '@store/shared/geo';
import type { Locale } from '@store/shared/i18n/locales';
import { Field } from '../../../components/ui/fields.tsx';
import { useLocale, useTexts } from '../../../lib/i18n.tsx';
import { PlaceSearch } from './area-picker-search.tsx';

export interface AreaValue {
  districtId: string;
  areaId: string;
}

export interface AreaPickerProps {
  value: AreaValue;
  onChange: (value: AreaValue) => void;
  /** Per field: a text, or a message reference (the address schema's own resolve here). */
  errors?: { districtId?: string | undefined; areaId?: string | undefined };
  /** Prefix of the search box's and its list's ids; unique on the page (useId's when not given). */
  idPrefix?: string;
  /** The selects, for a form library that focuses the first field in error. */
  districtRef?: Ref<HTMLSelectElement>;
  areaRef?: Ref<HTMLSelectElement>;
}

/** A place's name in the page's language. */
export const placeName = (place: { en: string; bn: string }, locale: Locale): string =>
  locale === 'bn' ? place.bn : place.en;

const SELECT_CLASS = 'select w-full border';
const borderOf = (hasError: boolean) => (hasError ? 'border-error' : 'border-base-content/60');

export function AreaPicker({ value, onChange, errors = {}, idPrefix, districtRef, areaRef }: AreaPickerProps) {
  const { AREA_PICKER_TEXT } = useTexts('addresses');
  // The area of the address schema's messages, loaded so that a reference among `errors` reads as text.
  useTexts('delivery');
  const locale = useLocale();
  const ownId = useId();
  const prefix = idPrefix ?? ownId;
  // A division chosen before its district; afterwards the district's own division shows.
  const [pickedDivision, setPickedDivision] = useState('');
  const district = districtById(value.districtId);
  const divisionId = district?.divisionId ?? pickedDivision;
  const name = (place: { en: string; bn: string }) => placeName(place, locale);
  const byName = (a: { en: string; bn: string }, b: { en: string; bn: string }) =>
    name(a).localeCompare(name(b), locale);

  const districts = divisionId ? districtsOf(divisionId).sort(byName) : [];
  const areas = district ? areasOf(district.id).sort(byName) : [];
  const thanas = areas.filter((a) => a.kind === 'thana');
  const upazilas = areas.filter((a) => a.kind === 'upazila');

  const areaOption = (a: Area) => (
    <option key={a.id} value={a.id}>
      {name(a)}
    </option>
  );

  return (
    <div className="grid gap-x-4 sm:grid-cols-3">
      <div className="sm:col-span-3">
        <PlaceSearch
          idPrefix={prefix}
          onPick={(match) => {
            setPickedDivision(districtById(match.districtId)?.divisionId ?? '');
            onChange({ districtId: match.districtId, areaId: match.areaId ?? '' });
          }}
        />
      </div>
      <Field label={AREA_PICKER_TEXT.divisionLabel}>
        {(aria) => (
          <select
            {...aria}
            className={`${SELECT_CLASS} ${borderOf(false)}`}
            autoComplete="address-level1"
            value={divisionId}
            onChange={(e) => {
              setPickedDivision(e.currentTarget.value);
              if (e.currentTarget.value !== district?.divisionId) onChange({ districtId: '', areaId: '' });
            }}
          >
            <option value="">{AREA_PICKER_TEXT.choose}</option>
            {[...DIVISIONS].sort(byName).map((d) => (
              <option key={d.id} value={d.id}>
                {name(d)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={AREA_PICKER_TEXT.districtLabel} error={errors.districtId}>
        {(aria, hasError) => (
          <select
            {...aria}
            ref={districtRef}
            className={`${SELECT_CLASS} ${borderOf(hasError)}`}
            autoComplete="address-level2"
            value={district ? district.id : ''}
            onChange={(e) => onChange({ districtId: e.currentTarget.value, areaId: '' })}
          >
            <option value="">{AREA_PICKER_TEXT.choose}</option>
            {districts.map((d) => (
              <option key={d.id} value={d.id}>
                {name(d)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={AREA_PICKER_TEXT.areaLabel} error={errors.areaId}>
        {(aria, hasError) => (
          <select
            {...aria}
            ref={areaRef}
            className={`${SELECT_CLASS} ${borderOf(hasError)}`}
            autoComplete="address-level3"
            value={areaById(value.areaId)?.districtId === district?.id ? value.areaId : ''}
            onChange={(e) => onChange({ districtId: value.districtId, areaId: e.currentTarget.value })}
          >
            <option value="">{district ? AREA_PICKER_TEXT.choose : AREA_PICKER_TEXT.chooseDistrictFirst}</option>
            {/* A city's thanas and the district's upazilas, told apart where a district has both. */}
            {thanas.length > 0 && district ? (
              <>
                <optgroup label={AREA_PICKER_TEXT.cityThanas({ district: name(district) })}>
                  {thanas.map(areaOption)}
                </optgroup>
                <optgroup label={AREA_PICKER_TEXT.upazilas}>{upazilas.map(areaOption)}</optgroup>
              </>
            ) : (
              upazilas.map(areaOption)
            )}
          </select>
        )}
      </Field>
    </div>
  );
}
