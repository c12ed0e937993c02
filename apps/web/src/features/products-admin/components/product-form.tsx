// The product form, adding (/dashboard/addproduct) or editing: on submit the photo goes to
// POST /api/images first, then the product to POST or PATCH /api/products, then, for a product with
// options (or one that had them), its options and variants to PUT /api/products/{id}/variants.
import { useQuery } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import { type FieldPath, FormProvider, useForm, useWatch } from 'react-hook-form';
import { SUCCESS_DIALOG_MS } from '@store/shared/constants';
import {
  type ProductDetail,
  type ProductInput,
  type ProductVariantsInput,
  STANDARD_VAT_RATE,
  VAT_RATES,
} from '@store/shared/schemas';
import { COMPACT_LOOK, Field, SelectField, TextAreaField, TextField } from '../../../components/ui/fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { BuyersPay, type PriceEntry, usePriceEntry } from '../../../lib/price-entry.tsx';
import { categoriesQueryOptions } from '../../catalog/index.ts';
import { IMAGE_TYPES, uploadImage, useCreateProduct, useSaveVariants, useUpdateProduct } from '../api/products.ts';
import {
  formPathOf,
  type ProductFormInput,
  productFormResolver,
  type ProductFormValues,
} from './product-form-schema.ts';
import { optionRowsOf, variantRowsOf } from './variant-rows.ts';
import { VariantsEditor } from './variants-editor.tsx';

/** The pictures a variant can show: the gallery's, and any a variant has of its own. */
const picturesOf = (product: ProductDetail | undefined): string[] => [
  ...new Set([...(product?.images ?? []), ...(product?.variants ?? []).flatMap((v) => (v.img ? [v.img] : []))]),
];

interface ProductFormProps {
  product?: ProductDetail;
  onSaved?: () => void;
}

/** The form's fields a server field message can land on (the API's `img` is the photo), and the variant table's. */
const FORM_FIELDS: readonly string[] = [
  'name',
  'price',
  'maxQuantity',
  'minQuantity',
  'weightGrams',
  'des',
  'categoryId',
  'image',
];
const isFormField = (field: string) =>
  FORM_FIELDS.includes(field) ||
  /^(options|variants)(\.\d+(\.(name|values|options|sku|price|maxQuantity|minQuantity|weightGrams|img))?)?$/.test(
    field,
  );

/** The form, filled in again once the store says how prices are typed (decision 236). */
export function ProductForm(props: ProductFormProps) {
  const entry = usePriceEntry();
  return <ProductFormFields key={entry.isBeforeVat ? 'before-vat' : 'with-vat'} {...props} entry={entry} />;
}

function ProductFormFields({ product, onSaved, entry }: ProductFormProps & { entry: PriceEntry }) {
  const { PRODUCT_TEXT, VARIANT_FORM_TEXT } = useTexts('products');
  const { CATEGORY_TEXT } = useTexts('categories');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  // The rules' messages name these areas' texts (see product-form-schema.ts).
  const { SUCCESS_TEXT, ERROR_TEXT } = useTexts('feedback');
  const { VAT_FORM_TEXT: V, VAT_RATE } = useTexts('vat');
  const errorText = useApiErrorText();
  const isEdit = product !== undefined;
  // NOTE: a new product whose variants were refused after it was created is saved again as that product
  // (PATCH), not published twice.
  const [created, setCreated] = useState<{ _id: string; img: string } | null>(null);
  const saved = product ?? created;
  const hadOptions = (product?.options?.length ?? 0) > 0;
  const storedRate = product?.vatRate ?? STANDARD_VAT_RATE;
  const form = useForm<ProductFormInput, unknown, ProductFormValues>({
    resolver: productFormResolver(!isEdit),
    defaultValues: product
      ? {
          name: product.name,
          price: entry.shown(product.price, storedRate),
          maxQuantity: product.maxQuantity,
          minQuantity: product.minQuantity,
          weightGrams: product.weightGrams ?? 0,
          des: product.des,
          vatRate: product.vatRate ?? STANDARD_VAT_RATE,
          published: product.published ?? true,
          options: optionRowsOf(product),
          variants: variantRowsOf(product).map((v) => ({ ...v, price: entry.shown(v.price, storedRate) })),
        }
      : { weightGrams: 0, vatRate: STANDARD_VAT_RATE, published: true, options: [], variants: [] },
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const hasOptions = useWatch({ control, name: 'options' }).length > 0;
  const rate = useWatch({ control, name: 'vatRate' }) ?? STANDARD_VAT_RATE;
  const typedPrice = useWatch({ control, name: 'price' });
  const weightHintId = useId();
  const publishedHintId = useId();
  const categories = useQuery(categoriesQueryOptions());
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const saveVariants = useSaveVariants();

  /** What PUT …/variants gets: the table, or, when the options were all removed, one variant of the form's fields. */
  function variantsToSave(values: ProductFormValues): ProductVariantsInput | null {
    if (values.variants) return values.variants;
    const only = product?.variants[0];
    if (!hadOptions || !only) return null;
    const { price = only.price, maxQuantity = only.maxQuantity, minQuantity = only.minQuantity } = values;
    const weightGrams = values.weightGrams ?? only.weightGrams;
    return {
      options: [],
      variants: [
        {
          _id: only._id,
          options: [],
          sku: only.sku ?? '',
          price,
          maxQuantity,
          minQuantity,
          img: '',
          ...(weightGrams === undefined ? {} : { weightGrams }),
        },
      ],
    };
  }

  /** The typed prices as stored: before VAT, with the chosen rate added; a price left as shown keeps the stored one. */
  function storedPrices(values: ProductFormValues): ProductFormValues {
    const chosen = values.vatRate ?? storedRate;
    const was = (id: string | undefined) => {
      const variant = product?.variants.find((v) => v._id === id);
      return variant && { price: variant.price, rate: storedRate };
    };
    return {
      ...values,
      ...(values.price === undefined
        ? {}
        : { price: entry.stored(values.price, chosen, product && { price: product.price, rate: storedRate }) }),
      variants: values.variants && {
        ...values.variants,
        variants: values.variants.variants.map((v) => ({ ...v, price: entry.stored(v.price, chosen, was(v._id)) })),
      },
    };
  }

  async function save(typed: ProductFormValues) {
    const values = storedPrices(typed);
    try {
      const file = values.image?.item(0) ?? undefined;
      const img = file ? await uploadImage(file) : (saved?.img ?? '');
      const variants = variantsToSave(values);
      const basics = {
        name: values.name,
        des: values.des,
        img,
        // Empty: none chosen (editing: the product keeps its category).
        ...(values.categoryId ? { categoryId: values.categoryId } : {}),
        // Sent when changed (a new product: when not the standard rate); placed orders keep theirs.
        ...(values.vatRate && values.vatRate !== (product?.vatRate ?? STANDARD_VAT_RATE)
          ? { vatRate: values.vatRate }
          : {}),
        // Sent when changed (a new product: only to start hidden), so that a form left alone sends what it did.
        ...(values.published !== undefined && values.published !== (product?.published ?? true)
          ? { published: values.published }
          : {}),
      };
      // With variants the price and quantities are theirs: a new product starts from the first, and the PUT sets them all.
      const first = variants?.variants[0];
      const weightGrams = first ? first.weightGrams : values.weightGrams;
      const quantities = {
        price: first?.price ?? values.price ?? 0,
        maxQuantity: first?.maxQuantity ?? values.maxQuantity ?? 0,
        minQuantity: first?.minQuantity ?? values.minQuantity ?? 1,
        // Left out (an older product never weighed in this form): the weight stays as it is.
        ...(weightGrams === undefined ? {} : { weightGrams }),
      };
      let id = saved?._id;
      if (id !== undefined) {
        await updateProduct.mutateAsync({ id, patch: variants ? basics : { ...basics, ...quantities } });
      } else {
        const input: ProductInput = { ...basics, ...quantities };
        const result = await createProduct.mutateAsync(input);
        // The spec's client treated an answer without insertedId as a failure.
        if (!result.insertedId) throw new Error('no insertedId');
        id = result.insertedId;
        setCreated({ _id: id, img });
      }
      if (variants) await saveVariants.mutateAsync({ id, input: variants });
      if (!isEdit) {
        reset();
        setCreated(null);
      }
      const { default: Swal } = await import('sweetalert2');
      void Swal.fire({
        icon: 'success',
        title: SUCCESS_TEXT.workSaved,
        showConfirmButton: false,
        timer: SUCCESS_DIALOG_MS,
      });
      onSaved?.();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const apiField of Object.keys(error.fields)) {
          const field = apiField === 'img' ? 'image' : formPathOf(apiField);
          const message = errorText.field(error, apiField);
          if (isFormField(field) && message !== undefined) setError(field as FieldPath<ProductFormInput>, { message });
        }
      }
      const { default: Swal } = await import('sweetalert2');
      void Swal.fire({ icon: 'error', title: ERROR_TEXT.oops, text: ERROR_TEXT.somethingWentWrong });
    }
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(save)} className="grid gap-1">
        <div className="grid max-w-xl gap-1">
          <TextField
            label={PRODUCT_TEXT.labelName}
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          {hasOptions ? (
            <p className="py-2 text-sm">{VARIANT_FORM_TEXT.setOnVariants}</p>
          ) : (
            (
              [
                ['price', entry.isBeforeVat ? V.priceBeforeVat : PRODUCT_TEXT.labelPrice, 'decimal', '0.01', '0'],
                ['maxQuantity', PRODUCT_TEXT.labelMaxQuantity, 'numeric', '1', '0'],
                ['minQuantity', PRODUCT_TEXT.labelMinQuantity, 'numeric', '1', '1'],
              ] as const
            ).map(([name, label, inputMode, step, min]) => (
              <Fragment key={name}>
                <TextField
                  label={label}
                  type="number"
                  inputMode={inputMode}
                  step={step}
                  min={min}
                  error={errors[name]?.message}
                  {...register(name, { valueAsNumber: true })}
                />
                {name === 'price' ? <BuyersPay entry={entry} typed={typedPrice} rate={rate} /> : null}
              </Fragment>
            ))
          )}
          {hasOptions ? null : (
            <Field label={PRODUCT_TEXT.labelWeight} error={errors.weightGrams?.message} describedBy={weightHintId}>
              {(aria, hasError) => (
                <input
                  type="number"
                  inputMode="numeric"
                  step="1"
                  min="0"
                  className={`input w-full border ${hasError ? 'border-error' : 'border-base-content/60'}`}
                  {...aria}
                  {...register('weightGrams', { valueAsNumber: true })}
                />
              )}
            </Field>
          )}
          {hasOptions ? null : (
            <p id={weightHintId} className="-mt-1 text-sm">
              {PRODUCT_TEXT.weightHint}
            </p>
          )}
          <TextAreaField
            label={PRODUCT_TEXT.labelDescription}
            rows={4}
            error={errors.des?.message}
            {...register('des')}
          />
          <SelectField label={V.rateLabel} error={errors.vatRate?.message} {...register('vatRate')}>
            {VAT_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {VAT_RATE[rate]}
              </option>
            ))}
          </SelectField>
          <p className="text-sm">{entry.isBeforeVat ? V.rateHintBeforeVat : V.rateHint}</p>
          <SelectField
            label={CATEGORY_TEXT.productCategory}
            error={errors.categoryId?.message}
            {...register('categoryId')}
          >
            <option value="">{isEdit ? CATEGORY_TEXT.keepCategory : CATEGORY_TEXT.noCategory}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c._id} value={c._id} translate="no">
                {c.name}
              </option>
            ))}
          </SelectField>
          <label className="mt-2 flex items-center gap-2">
            <input type="checkbox" className="checkbox" aria-describedby={publishedHintId} {...register('published')} />
            {PRODUCT_TEXT.labelPublished}
          </label>
          <p id={publishedHintId} className="text-sm">
            {PRODUCT_TEXT.publishedHint}
          </p>
          {product && (
            <figure className="mt-2 flex items-center gap-3">
              <img src={product.img} alt="" width={64} height={48} className="h-12 w-16 rounded object-contain" />
              <figcaption className="text-sm">{PRODUCT_TEXT.currentPhoto}</figcaption>
            </figure>
          )}
          <Field label={PRODUCT_TEXT.labelPhoto} error={errors.image?.message} look={COMPACT_LOOK}>
            {(aria) => (
              <input type="file" accept={IMAGE_TYPES} className="file-input w-full" {...aria} {...register('image')} />
            )}
          </Field>
        </div>
        <VariantsEditor pictures={picturesOf(product)} entry={entry} />
        <div className="max-w-xl">
          <button type="submit" className="btn btn-primary mt-4 w-full" disabled={isSubmitting}>
            {isSubmitting ? PRODUCT_TEXT.saving : isEdit ? PRODUCT_TEXT.saveChanges : SPEC_APP_TEXT.publishProduct}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
