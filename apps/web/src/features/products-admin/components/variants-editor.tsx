// The product form's "Options and variants": up to three options with their values, and a table of the
// variants sold (values, SKU, price, stock, minimum order, weight, picture), a card each on a phone. Part of the
// product form (FormProvider): it is saved, and its errors shown, with the product.
import { type ReactNode, useId, useState } from 'react';
import { type FieldError, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { LIMITS } from '@store/shared/constants';
import { STANDARD_VAT_RATE, variantTitle } from '@store/shared/schemas';
import { TextField } from '../../../components/ui/fields.tsx';
import { useResolveMessage, useTexts } from '../../../lib/i18n.tsx';
import { BuyersPay, type PriceEntry } from '../../../lib/price-entry.tsx';
import { CardTable } from '../../dashboard/index.ts';
import type { ProductFormInput } from './product-form-schema.ts';
import { generateRows, splitValues, type VariantRow } from './variant-rows.ts';

type Aria = { 'aria-label': string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** A table cell's control, named by its aria-label (the column header names it to the eye), with its error. */
function Cell({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | undefined;
  children: (aria: Aria) => ReactNode;
}) {
  const message = useResolveMessage()(error);
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {children({
        'aria-label': label,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': message ? id : undefined,
      })}
      {message ? (
        <p id={id} className="text-sm text-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** A message on an array itself: the resolver puts it under `root`, setError on the name. */
const listError = (error: { message?: string; root?: FieldError } | undefined) =>
  error?.message ?? error?.root?.message;

export function VariantsEditor({ pictures, entry }: { pictures: readonly string[]; entry: PriceEntry }) {
  const { VARIANT_FORM_TEXT: T } = useTexts('products');
  const { VAT_FORM_TEXT: V } = useTexts('vat');
  const { PRODUCT_PAGE_TEXT } = useTexts('product-page');
  const resolve = useResolveMessage();
  const {
    register,
    control,
    getValues,
    setFocus,
    formState: { errors },
  } = useFormContext<ProductFormInput>();
  const options = useFieldArray({ control, name: 'options' });
  const variants = useFieldArray({ control, name: 'variants' });
  const optionValues = useWatch({ control, name: 'options' });
  const rows = useWatch({ control, name: 'variants' });
  const rate = useWatch({ control, name: 'vatRate' }) ?? STANDARD_VAT_RATE;
  const [status, setStatus] = useState('');
  const headingId = useId();
  const hasOptions = options.fields.length > 0;

  /** A new row's fields: the first row's price, minimum and weight, else the form's, and no stock yet. */
  const template = (): Omit<VariantRow, 'options'> => {
    const first = getValues('variants')[0];
    const price = first?.price ?? getValues('price');
    const minimum = first?.minQuantity ?? getValues('minQuantity');
    const weight = first?.weightGrams ?? getValues('weightGrams');
    return {
      sku: '',
      price,
      maxQuantity: Number.NaN,
      minQuantity: Number.isFinite(minimum) ? minimum : 1,
      img: '',
      weightGrams: weight !== undefined && Number.isFinite(weight) ? weight : 0,
    };
  };
  const generate = () => {
    const next = generateRows(getValues('options'), getValues('variants'), template());
    variants.replace(next);
    setStatus(T.generated({ n: next.length }));
  };
  const removeOption = (j: number) => {
    options.remove(j);
    variants.replace(getValues('variants').map((row) => ({ ...row, options: row.options.filter((_, k) => k !== j) })));
  };
  /** A keyboard user goes on from the row that takes the removed one's place. */
  const removeRow = (i: number) => {
    variants.remove(i);
    const left = variants.fields.length - 1;
    if (left > 0) setTimeout(() => setFocus(`variants.${Math.min(i, left - 1)}.sku`));
  };
  const titleOf = (i: number) => {
    const values = (rows[i]?.options ?? []).filter((value) => value !== '');
    return values.length > 0 ? variantTitle(values) : T.variantN({ n: i + 1 });
  };
  const rowErrors = (i: number) => errors.variants?.[i];
  const valuesError = (i: number) => listError(rowErrors(i)?.options);

  return (
    <section aria-labelledby={headingId} className="mt-6 flex flex-col gap-3">
      <h3 id={headingId} className="text-xl font-bold">
        {T.heading}
      </h3>
      <p className="text-sm">{T.intro}</p>
      {options.fields.map((field, j) => (
        <fieldset key={field.id} className="max-w-xl rounded-box border border-base-300 p-3">
          <legend className="px-1 text-sm font-semibold">{T.optionLegend({ n: j + 1 })}</legend>
          <div className="grid gap-2 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
            <TextField
              label={T.optionName}
              maxLength={LIMITS.optionName}
              autoComplete="off"
              error={errors.options?.[j]?.name?.message}
              {...register(`options.${j}.name`)}
            />
            <TextField
              label={T.optionValues}
              placeholder={T.optionValuesHint}
              autoComplete="off"
              error={errors.options?.[j]?.values?.message}
              {...register(`options.${j}.values`)}
            />
            <button
              type="button"
              className="btn btn-outline btn-sm mb-2"
              onClick={() => removeOption(j)}
              aria-label={T.removeOption({ n: j + 1 })}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </div>
        </fieldset>
      ))}
      {listError(errors.options) ? <p className="text-sm text-error">{resolve(listError(errors.options))}</p> : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline"
          disabled={options.fields.length >= LIMITS.productOptions}
          onClick={() => options.append({ name: '', values: '' })}
        >
          {T.addOption}
        </button>
        {hasOptions ? (
          <>
            <button type="button" className="btn btn-outline" onClick={generate}>
              {T.generate}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={variants.fields.length >= LIMITS.productVariants}
              onClick={() =>
                variants.append({ ...template(), options: optionValues.map((o) => splitValues(o.values)[0] ?? '') })
              }
            >
              {T.addVariant}
            </button>
          </>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="text-sm">
        {status}
      </p>
      {!hasOptions ? null : variants.fields.length === 0 ? (
        <p>{T.noVariantsYet}</p>
      ) : (
        <CardTable
          className="[&_:is(td,th)]:px-2 [&_td]:align-top"
          rows={variants.fields}
          rowKey={(field) => field.id}
          columns={[
            {
              label: T.colValues,
              cell: (_, i) => (
                <div className="flex flex-col gap-1">
                  {optionValues.map((option, j) => {
                    const current = rows[i]?.options[j] ?? '';
                    const known = splitValues(option.values);
                    const values = current === '' || known.includes(current) ? known : [...known, current];
                    return (
                      <select
                        key={j}
                        className="select select-sm w-full min-w-24"
                        aria-label={T.valueOf({ option: option.name || T.optionLegend({ n: j + 1 }), n: i + 1 })}
                        aria-invalid={valuesError(i) ? true : undefined}
                        aria-describedby={valuesError(i) ? `${headingId}-values-${i}` : undefined}
                        {...register(`variants.${i}.options.${j}`)}
                      >
                        {current === '' ? <option value="">{T.chooseValue}</option> : null}
                        {values.map((value) => (
                          <option key={value} value={value} translate="no">
                            {value}
                          </option>
                        ))}
                      </select>
                    );
                  })}
                  {valuesError(i) ? (
                    <p id={`${headingId}-values-${i}`} className="text-sm text-error">
                      {resolve(valuesError(i))}
                    </p>
                  ) : null}
                </div>
              ),
            },
            {
              label: PRODUCT_PAGE_TEXT.sku,
              cell: (_, i) => (
                <Cell label={T.skuOf({ variant: titleOf(i) })} error={rowErrors(i)?.sku?.message}>
                  {(aria) => (
                    <input
                      className="input input-sm w-full min-w-24"
                      maxLength={LIMITS.sku}
                      autoComplete="off"
                      {...aria}
                      {...register(`variants.${i}.sku`)}
                    />
                  )}
                </Cell>
              ),
            },
            ...(
              [
                [
                  'price',
                  entry.isBeforeVat ? V.priceBeforeVat : T.colPrice,
                  entry.isBeforeVat ? V.priceBeforeVatOf : T.priceOf,
                  'decimal',
                  '0.01',
                  '0',
                ],
                ['maxQuantity', T.colStock, T.stockOf, 'numeric', '1', '0'],
                ['minQuantity', T.colMinimum, T.minimumOf, 'numeric', '1', '1'],
                ['weightGrams', T.colWeight, T.weightOf, 'numeric', '1', '0'],
              ] as const
            ).map(([name, label, labelOf, inputMode, step, min]) => ({
              label,
              cell: (_: unknown, i: number) => (
                <>
                  <Cell label={labelOf({ variant: titleOf(i) })} error={rowErrors(i)?.[name]?.message}>
                    {(aria) => (
                      <input
                        type="number"
                        className="input input-sm w-full min-w-20"
                        inputMode={inputMode}
                        step={step}
                        min={min}
                        {...aria}
                        {...register(`variants.${i}.${name}`, { valueAsNumber: true })}
                      />
                    )}
                  </Cell>
                  {name === 'price' ? <BuyersPay entry={entry} typed={rows[i]?.price} rate={rate} /> : null}
                </>
              ),
            })),
            ...(pictures.length === 0
              ? []
              : [
                  {
                    label: T.colPicture,
                    cell: (_: unknown, i: number) => (
                      <Cell label={T.pictureOf({ variant: titleOf(i) })} error={rowErrors(i)?.img?.message}>
                        {(aria) => (
                          <select
                            className="select select-sm w-full min-w-36"
                            {...aria}
                            {...register(`variants.${i}.img`)}
                          >
                            <option value="">{T.productPicture}</option>
                            {pictures.map((src, n) => (
                              <option key={src} value={src}>
                                {T.pictureN({ n: n + 1 })}
                              </option>
                            ))}
                          </select>
                        )}
                      </Cell>
                    ),
                  },
                ]),
            {
              label: T.colRemove,
              isLabelHidden: true,
              isUnlabelled: true,
              cell: (_, i) => (
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  aria-label={T.removeVariant({ variant: titleOf(i) })}
                  onClick={() => removeRow(i)}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              ),
            },
          ]}
        />
      )}
      {listError(errors.variants) ? <p className="text-sm text-error">{resolve(listError(errors.variants))}</p> : null}
    </section>
  );
}
