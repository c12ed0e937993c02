// The area picker's search box: the ARIA combobox pattern with a list (WAI-ARIA APG "list autocomplete"),
// so that a screen reader hears the results and arrow keys, Enter and Escape work as in any such box.
// Focus stays in the box; the active result is named by aria-activedescendant.
import { type KeyboardEvent, useState } from 'react';
import { type PlaceMatch, searchPlaces } from '@store/shared/geo';
import { useLocale, useTexts } from '../../../lib/i18n.tsx';

interface PlaceSearchProps {
  idPrefix: string;
  onPick: (match: PlaceMatch) => void;
}

const MAX_RESULTS = 8;

export function PlaceSearch({ idPrefix, onPick }: PlaceSearchProps) {
  const { AREA_PICKER_TEXT } = useTexts('addresses');
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [picked, setPicked] = useState('');
  const matches = query.trim() ? searchPlaces(query, MAX_RESULTS) : [];
  const isExpanded = isOpen && query.trim() !== '';
  const inputId = `${idPrefix}-place-search`;
  const listId = `${inputId}-list`;
  const optionId = (i: number) => `${inputId}-option-${i}`;

  const label = (m: PlaceMatch) => {
    const [own, district] = locale === 'bn' ? [m.bn, m.districtBn] : [m.en, m.districtEn];
    return m.kind === 'district'
      ? AREA_PICKER_TEXT.districtResult({ name: own })
      : AREA_PICKER_TEXT.areaResult({ name: own, district });
  };

  // The box empties once a place is picked: the selects show it, and a name left here would go stale when
  // they change; a screen reader hears what was picked.
  const pick = (m: PlaceMatch) => {
    onPick(m);
    setPicked(AREA_PICKER_TEXT.picked({ place: label(m) }));
    setQuery('');
    setIsOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!isExpanded) setIsOpen(true);
      if (matches.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => {
        const next = i + step;
        return next < 0 ? matches.length - 1 : next >= matches.length ? 0 : next;
      });
    } else if (e.key === 'Enter' && isExpanded) {
      // Enter picks the active result, or the first, instead of sending the form around the box.
      e.preventDefault();
      const match = matches[Math.max(active, 0)];
      if (match) pick(match);
    } else if (e.key === 'Escape') {
      if (isExpanded) {
        // Closes the list only, not a dialog the form is in.
        e.preventDefault();
        e.stopPropagation();
        setIsOpen(false);
        setActive(-1);
      } else if (query) {
        setQuery('');
      }
    }
  };

  return (
    <div className="fieldset relative py-1">
      <label htmlFor={inputId} className="fieldset-legend pb-1 text-sm">
        {AREA_PICKER_TEXT.searchLabel}
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={listId}
        aria-activedescendant={isExpanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${inputId}-hint`}
        autoComplete="off"
        spellCheck={false}
        className="input w-full border border-base-content/60"
        value={query}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          setPicked('');
          setIsOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setIsOpen(false)}
      />
      <p id={`${inputId}-hint`} className="text-sm opacity-80">
        {AREA_PICKER_TEXT.searchHint}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={AREA_PICKER_TEXT.searchLabel}
        hidden={!isExpanded || matches.length === 0}
        className="menu absolute top-full z-10 w-full rounded-box border border-base-content/20 bg-base-100 p-1 shadow-lg"
      >
        {matches.map((m, i) => (
          <li
            key={m.areaId ?? m.districtId}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={`cursor-pointer rounded px-3 py-2 ${i === active ? 'bg-primary text-primary-content' : ''}`}
            // Picked on mouse down: a click would come after the box's blur closed the list.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(m);
            }}
          >
            {label(m)}
          </li>
        ))}
      </ul>
      {/* Said to a screen reader: how many places were found (that none was, also shown), or which was picked. */}
      <p role="status" className={isExpanded && matches.length === 0 ? 'text-sm' : 'sr-only'}>
        {isExpanded
          ? matches.length
            ? AREA_PICKER_TEXT.results({ n: matches.length })
            : AREA_PICKER_TEXT.noResults
          : picked}
      </p>
    </div>
  );
}
