// One saved address as a buyer reads it, for the address book's cards and checkout's choices: who,
// which mobile (01711-000000), where in the page's language, then the street as it was written.
import { areaById, districtById } from '@store/shared/geo';
import type { Locale } from '@store/shared/i18n/locales';
import type { SavedAddress } from '@store/shared/schemas/addresses';
import { displayBdMobile } from '@store/shared/schemas/phone';
import { useLocale, useTexts } from '../../../lib/i18n.tsx';
import { placeName } from './area-picker.tsx';

/** `Dhanmondi, Dhaka` / `ধানমন্ডি, ঢাকা`; a district's own sadar area reads once. */
export function placeOf(address: Pick<SavedAddress, 'areaId' | 'districtId'>, locale: Locale): string {
  const area = areaById(address.areaId);
  const district = districtById(address.districtId);
  const names = [area, district].filter((p) => p !== undefined).map((p) => placeName(p, locale));
  return [...new Set(names)].join(', ');
}

export function DefaultBadge() {
  const { ADDRESS_BOOK_TEXT: T } = useTexts('address-book');
  return <span className="badge badge-primary badge-sm shrink-0">{T.defaultBadge}</span>;
}

interface AddressSummaryProps {
  address: SavedAddress;
  /** Ids of its parts: `<idPrefix>-name` (the recipient) and `<idPrefix>-place`, to label a control by. */
  idPrefix: string;
  /** The recipient's name as a heading (the book's cards) rather than plain text (a radio's label). */
  isHeading?: boolean;
}

export function AddressSummary({ address, idPrefix, isHeading = false }: AddressSummaryProps) {
  const { ADDRESS_BOOK_TEXT: T } = useTexts('address-book');
  const locale = useLocale();
  const details: [string, string, string?][] = [
    [T.phone, displayBdMobile(address.phone)],
    [T.place, placeOf(address, locale), `${idPrefix}-place`],
    [T.street, address.street],
    ...(address.landmark ? [[T.landmark, address.landmark] as [string, string]] : []),
    ...(address.postcode ? [[T.postcode, address.postcode] as [string, string]] : []),
  ];
  const name = (
    <span id={`${idPrefix}-name`} className="font-semibold wrap-anywhere" translate="no">
      {address.recipientName}
    </span>
  );
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-2">
        {isHeading ? <h3 className="text-lg">{name}</h3> : name}
        {address.isDefault ? <DefaultBadge /> : null}
      </div>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        {details.map(([term, detail, id]) => (
          <div key={term} className="contents">
            <dt className="text-base-content/80">{term}</dt>
            {/* The place is in the page's language; the rest is the buyer's own text. */}
            <dd id={id} className="min-w-0 wrap-anywhere" translate={id ? undefined : 'no'}>
              {detail}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
