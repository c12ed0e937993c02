// The product form, adding (/dashboard/addproduct) or editing: on submit the photo goes to
// POST /api/images first, then the product to POST or PATCH /api/products.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { type FieldPath, useForm } from 'react-hook-form';
import { SUCCESS_DIALOG_MS } from '@store/shared/constants';
import type { Product, ProductInput } from '@store/shared/schemas';
import { COMPACT_LOOK, Field, SelectField, TextAreaField, TextField } from '../../../components/ui/fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { categoriesQueryOptions } from '../../catalog/index.ts';
import { IMAGE_TYPES, uploadImage, useCreateProduct, useUpdateProduct } from '../api/products.ts';
import { type ProductFormInput, productFormSchema, type ProductFormValues } from './product-form-schema.ts';

interface ProductFormProps {
  product?: Product;
  onSaved?: () => void;
}

/** The form's fields a server field message can land on (the API's `img` is the photo). */
const FORM_FIELDS: readonly string[] = ['name', 'price', 'maxQuantity', 'minQuantity', 'des', 'categoryId', 'image'];

export function ProductForm({ product, onSaved }: ProductFormProps) {
  const { PRODUCT_TEXT } = useTexts('products');
  const { CATEGORY_TEXT } = useTexts('categories');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  // The rules' messages name these areas' texts (see product-form-schema.ts).
  const { SUCCESS_TEXT, ERROR_TEXT } = useTexts('feedback');
  const errorText = useApiErrorText();
  const isEdit = product !== undefined;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormInput, unknown, ProductFormValues>({
    resolver: zodResolver(productFormSchema(!isEdit)),
    defaultValues: product
      ? {
          name: product.name,
          price: product.price,
          maxQuantity: product.maxQuantity,
          minQuantity: product.minQuantity,
          des: product.des,
        }
      : {},
  });
  const categories = useQuery(categoriesQueryOptions());
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();

  async function save(values: ProductFormValues) {
    try {
      const file = values.image?.item(0) ?? undefined;
      const img = file ? await uploadImage(file) : (product?.img ?? '');
      const input: ProductInput = {
        name: values.name,
        price: values.price,
        maxQuantity: values.maxQuantity,
        minQuantity: values.minQuantity,
        des: values.des,
        img,
        // Empty: none chosen (editing: the product keeps its category).
        ...(values.categoryId ? { categoryId: values.categoryId } : {}),
      };
      if (product) {
        await updateProduct.mutateAsync({ id: product._id, patch: input });
      } else {
        const result = await createProduct.mutateAsync(input);
        // The spec's client treated an answer without insertedId as a failure.
        if (!result.insertedId) throw new Error('no insertedId');
        reset();
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
          const field = apiField === 'img' ? 'image' : apiField;
          const message = errorText.field(error, apiField);
          if (FORM_FIELDS.includes(field) && message !== undefined)
            setError(field as FieldPath<ProductFormInput>, { message });
        }
      }
      const { default: Swal } = await import('sweetalert2');
      void Swal.fire({ icon: 'error', title: ERROR_TEXT.oops, text: ERROR_TEXT.somethingWentWrong });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(save)} className="grid max-w-xl gap-1">
      <TextField label={PRODUCT_TEXT.labelName} autoComplete="off" error={errors.name?.message} {...register('name')} />
      {(
        [
          ['price', PRODUCT_TEXT.labelPrice, 'decimal', '0.01', '0'],
          ['maxQuantity', PRODUCT_TEXT.labelMaxQuantity, 'numeric', '1', '0'],
          ['minQuantity', PRODUCT_TEXT.labelMinQuantity, 'numeric', '1', '1'],
        ] as const
      ).map(([name, label, inputMode, step, min]) => (
        <TextField
          key={name}
          label={label}
          type="number"
          inputMode={inputMode}
          step={step}
          min={min}
          error={errors[name]?.message}
          {...register(name, { valueAsNumber: true })}
        />
      ))}
      <TextAreaField label={PRODUCT_TEXT.labelDescription} rows={4} error={errors.des?.message} {...register('des')} />
      <SelectField label={CATEGORY_TEXT.productCategory} error={errors.categoryId?.message} {...register('categoryId')}>
        <option value="">{isEdit ? CATEGORY_TEXT.keepCategory : CATEGORY_TEXT.noCategory}</option>
        {(categories.data ?? []).map((c) => (
          <option key={c._id} value={c._id} translate="no">
            {c.name}
          </option>
        ))}
      </SelectField>
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
      <button type="submit" className="btn btn-primary mt-4" disabled={isSubmitting}>
        {isSubmitting ? PRODUCT_TEXT.saving : isEdit ? PRODUCT_TEXT.saveChanges : SPEC_APP_TEXT.publishProduct}
      </button>
    </form>
  );
}
