// The /allproducts filters: category (with counts under the other filters), price range, in stock only, a
// variant's value (size / type);
// behind a "Filters" disclosure, open at first on wide screens.
import { type FormEvent, useId, useState, useSyncExternalStore } from 'react';
import { LIMITS } from '@store/shared/constants';
import type { CategoryFacet } from '@store/shared/schemas';
import { useFormat, useTexts } from '../../../lib/i18n.tsx';
import { hasFilters, NO_FILTERS, priceRange, type ProductSearch } from '../product-search.ts';

interface ProductsFiltersProps {
  search: ProductSearch;
  categories: CategoryFacet[];
  onChange: (next: Partial<ProductSearch>) => void;
}

const WIDE = '(min-width: 1024px)';
const isWide = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;
const onWidthChange = (notify: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
};

export function ProductsFilters({ search, categories, onChange }: ProductsFiltersProps) {
  const { CATEGORY_TEXT } = useTexts('categories');
  const { CATALOG_TEXT } = useTexts('catalog');
  const { number } = useFormat();
  const id = useId();
  // Closed in the server's HTML and at hydration (the server cannot know the screen), then open on
  // a wide screen until the shopper opens or closes it.
  const wide = useSyncExternalStore(onWidthChange, isWide, () => false);
  const [chosen, setOpen] = useState<boolean | null>(null);
  const isOpen = chosen ?? wide;

  function handlePrice(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : null;
    };
    onChange(priceRange(read('minPrice'), read('maxPrice')));
  }

  return (
    <details
      className="rounded-box border border-base-300 bg-base-100"
      open={isOpen}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer px-4 py-3 font-semibold">{CATEGORY_TEXT.filtersHeading}</summary>
      <div className="flex flex-col gap-5 px-4 pb-4">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{CATEGORY_TEXT.productCategory}</legend>
          <ul className="flex flex-col gap-1">
            {[{ _id: '', name: CATEGORY_TEXT.allCategories, count: undefined }, ...categories].map((c) => (
              <li key={c._id}>
                <label className="flex cursor-pointer items-center gap-2 py-1">
                  <input
                    type="radio"
                    name={`${id}-category`}
                    className="radio radio-sm"
                    value={c._id}
                    checked={search.category === c._id}
                    onChange={() => onChange({ category: c._id })}
                  />
                  {/* A category's name is the admin's data ("All categories" is ours). */}
                  <span className="grow" translate={c._id ? 'no' : undefined}>
                    {c.name}
                  </span>{' '}
                  {c.count === undefined ? null : <span className="badge badge-ghost badge-sm">{number(c.count)}</span>}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {/* key: a new range in the URL (back, forward, clearing) resets what the boxes show. */}
        <form key={`${search.minPrice}-${search.maxPrice}`} onSubmit={handlePrice}>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">{CATEGORY_TEXT.priceLegend}</legend>
            <div className="flex items-end gap-2">
              {(['minPrice', 'maxPrice'] as const).map((name) => (
                <label key={name} className="flex min-w-0 flex-col gap-1 text-sm">
                  {CATEGORY_TEXT[name]}
                  <input
                    name={name}
                    inputMode="decimal"
                    defaultValue={search[name]}
                    className="input input-sm w-full border border-base-content/60"
                    autoComplete="off"
                  />
                </label>
              ))}
            </div>
            <button type="submit" className="btn btn-sm btn-outline mt-2">
              {CATEGORY_TEXT.applyPrice}
            </button>
          </fieldset>
        </form>
        <form
          key={search.option}
          onSubmit={(event) => {
            event.preventDefault();
            const value = new FormData(event.currentTarget).get('option');
            onChange({ option: typeof value === 'string' ? value.trim() : '' });
          }}
        >
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-semibold">{CATALOG_TEXT.optionFilter}</span>
            <input
              name="option"
              defaultValue={search.option}
              maxLength={LIMITS.optionValue}
              aria-describedby={`${id}-option-hint`}
              className="input input-sm w-full border border-base-content/60"
              autoComplete="off"
            />
          </label>
          <p id={`${id}-option-hint`} className="mt-1 text-xs">
            {CATALOG_TEXT.optionFilterHint}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="submit" className="btn btn-sm btn-outline">
              {CATALOG_TEXT.applyOption}
            </button>
            {search.option ? (
              <button type="button" className="btn btn-sm btn-ghost" onClick={() => onChange({ option: '' })}>
                {CATALOG_TEXT.clearOption}
              </button>
            ) : null}
          </div>
        </form>
        <label className="flex cursor-pointer items-center gap-2">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={search.inStock}
            onChange={(event) => onChange({ inStock: event.target.checked })}
          />
          {CATEGORY_TEXT.inStockOnly}
        </label>
        {hasFilters(search) ? (
          <button type="button" className="btn btn-sm btn-ghost self-start" onClick={() => onChange(NO_FILTERS)}>
            {CATEGORY_TEXT.clearFilters}
          </button>
        ) : null}
      </div>
    </details>
  );
}
