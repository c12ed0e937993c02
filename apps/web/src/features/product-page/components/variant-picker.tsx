// A product's options as radio groups of buttons (native radios: the arrow keys move within a group and skip
// the disabled). A value no variant sells after the values chosen before it is disabled; one whose variants
// are all out of stock is struck through and says so to a screen reader.
import { useId } from 'react';
import type { ProductDetail, ProductVariant } from '@store/shared/schemas';
import { useTexts } from '../../../lib/i18n.tsx';
import { pickVariant, valueStates } from '../variant-choice.ts';

export function VariantPicker({
  product,
  variant,
  onChoose,
}: {
  product: ProductDetail;
  variant: ProductVariant | undefined;
  onChoose: (variant: ProductVariant) => void;
}) {
  const { PRODUCT_PAGE_TEXT } = useTexts('product-page');
  const id = useId();
  const options = product.options ?? [];
  if (options.length === 0 || !variant) return null;
  return (
    <div className="flex flex-col gap-4">
      {options.map((option, i) => (
        <fieldset key={option.name}>
          {/* The option and the value chosen are the admin's words. */}
          <legend className="mb-2 text-sm font-semibold" translate="no">
            {option.name}: <span className="font-normal">{variant.options[i]}</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {valueStates(product.variants, option.values, variant.options, i).map(({ value, sold, orderable }) => {
              const checked = variant.options[i] === value;
              return (
                <label
                  key={value}
                  className={`btn btn-sm min-w-12 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary ${checked ? 'btn-primary' : 'btn-outline'} ${sold ? '' : 'btn-disabled'}`}
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name={`${id}-${i}`}
                    value={value}
                    checked={checked}
                    disabled={!sold}
                    onChange={() => {
                      const next = pickVariant(product.variants, variant.options, i, value);
                      if (next) onChoose(next);
                    }}
                  />
                  <span className={orderable ? '' : 'line-through'} translate="no">
                    {value}
                  </span>
                  {sold && !orderable ? (
                    <>
                      {' '}
                      <span className="sr-only">{PRODUCT_PAGE_TEXT.valueOutOfStock}</span>
                    </>
                  ) : null}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
