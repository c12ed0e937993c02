// One line of a quote request: the product (read for its variants), the variant when it has several, the
// quantity (from its minimum order, without a ceiling: the shop can make more than its stock) and removal.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SelectField, TextField } from '../../../components/ui/fields.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { productQueryOptions } from '../../catalog/index.ts';

export interface DraftLine {
  /** Stable across edits: the row's React key. */
  key: string;
  productId: string;
  variantId: string | undefined;
  quantity: string;
  /** Known once its product is read: a quantity below it is refused before sending. */
  minQuantity?: number;
}

interface RequestLineProps {
  line: DraftLine;
  onChange: (line: DraftLine) => void;
  onRemove: () => void;
  /** Message references or texts for the line's fields. */
  errors: { quantity?: string | undefined; variantId?: string | undefined; productId?: string | undefined };
}

export function RequestLine({ line, onChange, onRemove, errors }: RequestLineProps) {
  const { QUOTE_REQUEST_TEXT: T } = useTexts('quotes-ui');
  const product = useQuery(productQueryOptions(line.productId));
  const variants = product.data?.variants ?? [];
  const variant = variants.find((v) => v._id === line.variantId) ?? variants[0];

  // A line from the cart or the search names its variant once its product is known.
  useEffect(() => {
    if (!variant) return;
    if (line.variantId !== variant._id || line.minQuantity !== variant.minQuantity)
      onChange({ ...line, variantId: variant._id, minQuantity: variant.minQuantity });
  }, [variant, line, onChange]);

  const name = product.data?.name ?? line.productId;
  return (
    <li className="rounded-box border-base-300 bg-base-100 grid gap-2 border p-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <div className="min-w-0">
        <h3 className="font-semibold [overflow-wrap:anywhere]" translate="no">
          {name}
        </h3>
        {errors.productId ? <p className="text-error text-sm">{errors.productId}</p> : null}
        <div className="mt-1 grid gap-2 sm:grid-cols-2">
          {variants.length > 1 ? (
            <SelectField
              label={T.variant}
              value={variant?._id ?? ''}
              error={errors.variantId}
              onChange={(event) => {
                const chosen = variants.find((v) => v._id === event.currentTarget.value);
                onChange({ ...line, variantId: chosen?._id, minQuantity: chosen?.minQuantity });
              }}
            >
              {variants.map((v) => (
                <option key={v._id} value={v._id}>
                  {v.title}
                </option>
              ))}
            </SelectField>
          ) : null}
          <TextField
            label={T.quantity}
            type="number"
            inputMode="numeric"
            min={variant?.minQuantity ?? 1}
            step={1}
            value={line.quantity}
            error={errors.quantity}
            onChange={(event) => onChange({ ...line, quantity: event.currentTarget.value })}
          />
        </div>
        {variant ? (
          <p className="mt-1 text-sm">
            {T.minimum({ min: variant.minQuantity })} · {T.stock({ stock: variant.maxQuantity })}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="btn btn-outline btn-sm justify-self-start"
        aria-label={T.remove({ name: variant?.title ? `${name} (${variant.title})` : name })}
        onClick={onRemove}
      >
        {T.removeShort}
      </button>
    </li>
  );
}
