// The products, variants and categories a promotion takes in: products found by name (each whole, or some of its
// variants), categories ticked from the store's list. A variant saved before whose product is not on the form shows
// by its id, so that it can still be removed.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { API_PATHS } from '@store/shared/api-paths';
import type { Product } from '@store/shared/schemas';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { api } from '../../../lib/api-client.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { categoriesQueryOptions, productQueryOptions } from '../../catalog/index.ts';

const SEARCH_LIMIT = 8;

export interface Targets {
  productIds: string[];
  variantIds: string[];
  categoryIds: string[];
  /** Products shown on the form: chosen whole, or with some of their variants chosen. */
  shown: string[];
}

const toggle = (list: readonly string[], id: string, on: boolean) =>
  on ? [...new Set([...list, id])] : list.filter((x) => x !== id);

function ProductSearch({ onAdd }: { onAdd: (product: Pick<Product, '_id' | 'name'>) => void }) {
  const { PROMOTION_FORM_TEXT: T } = useTexts('promotions-ui');
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const found = useQuery({
    queryKey: ['products', 'promotion-search', q],
    queryFn: ({ signal }) =>
      api<Product[]>(`${API_PATHS.products}?q=${encodeURIComponent(q)}&limit=${SEARCH_LIMIT}`, { signal }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  return (
    <div role="search" aria-labelledby={`${id}-label`} className="mt-2">
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-semibold">
        {T.searchLabel}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          type="search"
          className="input w-full min-w-0 border border-base-content/60"
          maxLength={100}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            setQ(text.trim());
          }}
        />
        <button type="button" className="btn btn-outline" onClick={() => setQ(text.trim())}>
          {T.search}
        </button>
      </div>
      {q === '' ? null : found.isPending ? (
        <Spinner />
      ) : found.isError || found.data.length === 0 ? (
        <p className="mt-2 text-sm">{T.searchNone}</p>
      ) : (
        <ul className="mt-2 grid gap-1">
          {found.data.map((p) => (
            <li key={p._id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 [overflow-wrap:anywhere]" translate="no">
                {p.name}
              </span>
              <button
                type="button"
                className="btn btn-sm btn-primary shrink-0"
                aria-label={T.addProduct({ name: p.name })}
                onClick={() => onAdd(p)}
              >
                {T.add}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One product on the form: the whole of it, or (`withVariants`) some of its variants. */
function ChosenProduct(props: {
  productId: string;
  targets: Targets;
  withVariants: boolean;
  onChange: (targets: Targets) => void;
}) {
  const { productId, targets, withVariants, onChange } = props;
  const { PROMOTION_FORM_TEXT: T } = useTexts('promotions-ui');
  const product = useQuery(productQueryOptions(productId));
  const name = product.data?.name ?? productId;
  const variants = withVariants ? (product.data?.variants ?? []).filter((v) => v.title !== '') : [];
  const remove = () =>
    onChange({
      ...targets,
      shown: targets.shown.filter((x) => x !== productId),
      productIds: targets.productIds.filter((x) => x !== productId),
      variantIds: targets.variantIds.filter((v) => !product.data?.variants.some((pv) => pv._id === v)),
    });
  return (
    <li className="rounded-box border border-base-300 p-2">
      <fieldset>
        <legend className="font-semibold [overflow-wrap:anywhere]" translate="no">
          {name}
        </legend>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <label className="flex cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={targets.productIds.includes(productId)}
              onChange={(e) =>
                onChange({ ...targets, productIds: toggle(targets.productIds, productId, e.currentTarget.checked) })
              }
            />
            {T.wholeProduct}
          </label>
          {variants.length > 0 ? (
            <div role="group" aria-label={T.variantsOf({ name })} className="flex flex-wrap gap-x-4 gap-y-1">
              {variants.map((v) => (
                <label key={v._id} className="flex cursor-pointer items-center gap-2" translate="no">
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    checked={targets.variantIds.includes(v._id)}
                    disabled={targets.productIds.includes(productId)}
                    onChange={(e) =>
                      onChange({ ...targets, variantIds: toggle(targets.variantIds, v._id, e.currentTarget.checked) })
                    }
                  />
                  {v.title}
                </label>
              ))}
            </div>
          ) : null}
          <button type="button" className="btn btn-ghost btn-xs" aria-label={T.removeTarget({ name })} onClick={remove}>
            {T.remove}
          </button>
        </div>
      </fieldset>
    </li>
  );
}

interface TargetPickerProps {
  targets: Targets;
  onChange: (targets: Targets) => void;
  /** buy_get: whole products only. */
  productsOnly: boolean;
  error: string | undefined;
}

export function TargetPicker({ targets, onChange, productsOnly, error }: TargetPickerProps) {
  const { PROMOTION_FORM_TEXT: T } = useTexts('promotions-ui');
  const categories = useQuery({ ...categoriesQueryOptions(), enabled: !productsOnly });
  const errorId = useId();
  const known = new Set(targets.shown);
  // Variants chosen before whose product is not on the form (their product is not known from the id alone).
  const [loose] = useState(() => targets.variantIds);
  const looseShown = loose.filter((v) => targets.variantIds.includes(v));
  return (
    <fieldset
      className="fieldset rounded-box border border-base-300 p-3"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="fieldset-legend">{productsOnly ? T.buyGetProduct : T.targets}</legend>
      <p className="text-sm">{productsOnly ? T.buyGetHint : T.targetsHint}</p>
      {targets.shown.length === 0 && looseShown.length === 0 && targets.categoryIds.length === 0 ? (
        <p className="text-sm">{T.noTargets}</p>
      ) : null}
      <ul className="grid gap-2">
        {targets.shown.map((productId) => (
          <ChosenProduct
            key={productId}
            productId={productId}
            targets={targets}
            withVariants={!productsOnly}
            onChange={onChange}
          />
        ))}
        {productsOnly
          ? null
          : looseShown.map((v) => (
              <li key={v} className="flex items-center gap-2">
                <span className="font-mono text-sm" translate="no">
                  {v}
                </span>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  aria-label={T.removeTarget({ name: v })}
                  onClick={() => onChange({ ...targets, variantIds: targets.variantIds.filter((x) => x !== v) })}
                >
                  {T.remove}
                </button>
              </li>
            ))}
      </ul>
      <ProductSearch
        onAdd={(p) => {
          if (known.has(p._id)) return;
          onChange({
            ...targets,
            shown: [...targets.shown, p._id],
            productIds: toggle(targets.productIds, p._id, true),
          });
        }}
      />
      {productsOnly ? null : (
        <fieldset className="mt-3">
          <legend className="text-sm font-semibold">{T.categories}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {(categories.data ?? []).map((c) => (
              <label key={c._id} className="flex cursor-pointer items-center gap-2" translate="no">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  checked={targets.categoryIds.includes(c._id)}
                  onChange={(e) =>
                    onChange({ ...targets, categoryIds: toggle(targets.categoryIds, c._id, e.currentTarget.checked) })
                  }
                />
                {c.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {error ? (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
