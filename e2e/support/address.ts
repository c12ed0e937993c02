// Filling the address form (apps/web/src/features/addresses/components/address-form.tsx) as a buyer does:
// by its labels, the district found by typing its name (English or Bangla) in the search box and picking
// it from the list, then the area from its select. Works wherever the form shows: the address book, or
// checkout's address chooser (where a buyer without addresses sees it at once).
import type { Locator, Page } from '@playwright/test';
import { areasOf, DISTRICTS } from '@store/shared/geo';
import type { Locale } from '@store/shared/i18n/locales';
import { textsIn } from '@store/shared/i18n/server';
import { expect } from '../fixtures.ts';

export interface AddressEntry {
  recipient: string;
  /** As the buyer types it: 01711-000000, +880 1711 000000, ০১৭১১০০০০০০… */
  phone: string;
  /** The district's name as typed in the search box, in English or Bangla (Sylhet, সিলেট). */
  districtTyped: string;
  /** The area's name, in English or Bangla (Dhanmondi, ধানমন্ডি). */
  area: string;
  street: string;
}

const placeIn = (place: { en: string; bn: string }, locale: Locale) => (locale === 'bn' ? place.bn : place.en);

/** The district and area an entry names, from the store's own list of places. */
function placesOf(entry: AddressEntry) {
  const district = DISTRICTS.find((d) => d.en === entry.districtTyped || d.bn === entry.districtTyped);
  if (!district) throw new Error(`no district named ${entry.districtTyped}`);
  const area = areasOf(district.id).find((a) => a.en === entry.area || a.bn === entry.area);
  if (!area) throw new Error(`no area ${entry.area} in ${district.en}`);
  return { district, area };
}

/**
 * Fills the address form shown within `scope` (in the page's language, `locale`) and sends it with its own
 * button ("Save address" in the book, "Save and deliver here" at checkout). Resolves once the form is gone.
 */
export async function addAddress(scope: Page | Locator, locale: Locale, entry: AddressEntry): Promise<void> {
  const { ADDRESS_FORM_TEXT: F, AREA_PICKER_TEXT: P } = textsIn(locale, 'addresses');
  const { ADDRESS_BOOK_TEXT: B, ADDRESS_CHOOSER_TEXT: C } = textsIn(locale, 'address-book');
  const { district, area } = placesOf(entry);

  await scope.getByLabel(F.recipientNameLabel, { exact: true }).fill(entry.recipient);
  await scope.getByLabel(F.phoneLabel, { exact: true }).fill(entry.phone);
  const search = scope.getByRole('combobox', { name: P.searchLabel });
  await search.fill(entry.districtTyped);
  await scope.getByRole('option', { name: P.districtResult({ name: placeIn(district, locale) }), exact: true }).click();
  // The selects now show the district (the box empties once a place is picked).
  await expect(scope.getByLabel(P.districtLabel, { exact: true })).toHaveValue(district.id);
  await scope.getByLabel(P.areaLabel, { exact: true }).selectOption({ label: placeIn(area, locale) });
  await scope.getByLabel(F.streetLabel, { exact: true }).fill(entry.street);
  const submit = scope.getByRole('button', { name: new RegExp(`^(${B.save}|${C.saveAndUse})$`) });
  await submit.click();
  await expect(scope.getByRole('combobox', { name: P.searchLabel })).toHaveCount(0);
}
