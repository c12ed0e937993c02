// The admin's specification table of one product (name and value rows, in order) and its SKU; a product
// with several variants has one SKU per variant, set in the product form.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { LIMITS } from '@store/shared/constants';
import {
  type ProductDetail,
  type ProductSpecificationFormValues,
  type ProductSpecificationInput,
  ProductSpecificationInputSchema,
} from '@store/shared/schemas';
import { TextField } from '../../../components/ui/fields.tsx';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useResolveMessage, useTexts } from '../../../lib/i18n.tsx';
import { useSaveSpecification } from '../api/products.ts';

export function SpecificationEditor({ product }: { product: ProductDetail }) {
  const { PRODUCT_PAGE_TEXT } = useTexts('product-page');
  const { VARIANT_FORM_TEXT } = useTexts('products');
  const hasSkuPerVariant = product.variants.length > 1;
  const resolve = useResolveMessage();
  const errorText = useApiErrorText();
  const save = useSaveSpecification(product._id);
  const [status, setStatus] = useState<{ message: string; isError: boolean } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ProductSpecificationFormValues, unknown, ProductSpecificationInput>({
    resolver: zodResolver(ProductSpecificationInputSchema),
    defaultValues: { sku: hasSkuPerVariant ? '' : (product.sku ?? ''), specs: product.specs },
  });
  const rows = useFieldArray({ control, name: 'specs' });

  const submit = async (input: ProductSpecificationInput) => {
    setStatus(null);
    try {
      await save.mutateAsync(input);
      setStatus({ message: PRODUCT_PAGE_TEXT.specificationSaved, isError: false });
    } catch (error) {
      setStatus({ message: errorText.refusal(error, PRODUCT_PAGE_TEXT.saveFailed), isError: true });
    }
  };

  return (
    <section aria-labelledby="specification-editor-heading" className="mt-10">
      <h3 id="specification-editor-heading" className="mb-3 text-xl font-bold">
        {PRODUCT_PAGE_TEXT.specificationHeading}
      </h3>
      <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-3">
        {hasSkuPerVariant ? (
          <p className="text-sm">{VARIANT_FORM_TEXT.skuOnVariants}</p>
        ) : (
          <TextField
            label={PRODUCT_PAGE_TEXT.sku}
            maxLength={LIMITS.sku}
            className="max-w-xs"
            error={errors.sku?.message}
            {...register('sku')}
          />
        )}
        {rows.fields.map((field, i) => (
          <fieldset key={field.id} className="rounded-box border border-base-300 p-3">
            <legend className="px-1 text-sm font-semibold">{PRODUCT_PAGE_TEXT.specRow({ n: i + 1 })}</legend>
            <div className="grid gap-2 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
              <TextField
                label={PRODUCT_PAGE_TEXT.specKey}
                maxLength={LIMITS.specKey}
                error={errors.specs?.[i]?.key?.message}
                {...register(`specs.${i}.key`)}
              />
              <TextField
                label={PRODUCT_PAGE_TEXT.specValue}
                maxLength={LIMITS.specValue}
                error={errors.specs?.[i]?.value?.message}
                {...register(`specs.${i}.value`)}
              />
              <button
                type="button"
                className="btn btn-outline btn-sm mb-2"
                onClick={() => rows.remove(i)}
                aria-label={PRODUCT_PAGE_TEXT.removeSpecRow({ n: i + 1 })}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </div>
          </fieldset>
        ))}
        {errors.specs?.message ? <p className="text-sm text-error">{resolve(errors.specs.message)}</p> : null}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn btn-outline"
            disabled={rows.fields.length >= LIMITS.specRows}
            onClick={() => rows.append({ key: '', value: '' })}
          >
            {PRODUCT_PAGE_TEXT.addSpecRow}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {PRODUCT_PAGE_TEXT.saveSpecification}
          </button>
        </div>
        <p role="status" aria-live="polite" className={status?.isError ? 'text-error' : undefined}>
          {status?.message ?? ''}
        </p>
      </form>
    </section>
  );
}
