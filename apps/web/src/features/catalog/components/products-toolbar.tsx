import type { FormEvent } from 'react';
import { LIMITS, PRODUCT_SORTS, type ProductSort } from '@store/shared/constants';
import { capitalize, useTexts } from '../../../lib/i18n.tsx';

interface ProductsToolbarProps {
  q: string;
  sort: ProductSort;
  onSearch: (q: string) => void;
  onSort: (sort: ProductSort) => void;
}

export function ProductsToolbar({ q, sort, onSearch, onSort }: ProductsToolbarProps) {
  const { CATALOG_TEXT } = useTexts('catalog');
  const { UI_TEXT } = useTexts('common');
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onSearch(typeof value === 'string' ? value.trim() : '');
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <form role="search" onSubmit={handleSubmit} className="flex w-full max-w-md items-end gap-2">
        <label className="flex grow flex-col gap-1">
          <span className="text-sm font-semibold">{UI_TEXT.search}</span>
          {/* key: a new q in the URL (back, forward, a link) resets what the box shows. */}
          <input
            key={q}
            type="search"
            name="q"
            defaultValue={q}
            maxLength={LIMITS.searchQuery}
            className="input w-full border border-base-content/60"
            autoComplete="off"
          />
        </label>
        <button type="submit" className="btn btn-primary">
          {CATALOG_TEXT.searchButton}
        </button>
      </form>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-semibold">{UI_TEXT.sort}</span>
        <select
          className="select w-full border border-base-content/60 sm:w-56"
          value={sort}
          onChange={(event) => {
            const next = PRODUCT_SORTS.find((s) => s === event.target.value);
            if (next) onSort(next);
          }}
        >
          {PRODUCT_SORTS.map((s) => (
            <option key={s} value={s}>
              {CATALOG_TEXT[`sortLabels${capitalize(s)}`]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
