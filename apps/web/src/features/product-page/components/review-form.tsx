// The signed-in buyer's review of one product: their earlier review fills it in, saving replaces it. A review
// the store hid is shown as locked; an account that may not review is told why instead.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { LIMITS } from '@store/shared/constants';
import { type ProductReviewInput, ProductReviewInputSchema } from '@store/shared/schemas';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextAreaField, TextField } from '../../../components/ui/fields.tsx';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { myProductReviewQueryOptions, useDeleteMyReview, useSaveMyReview } from '../api/product-reviews.ts';
import { StarInput } from './star-input.tsx';

export function ReviewForm({ productId }: { productId: string }) {
  const { PRODUCT_REVIEW_TEXT } = useTexts('product-page');
  const mine = useQuery(myProductReviewQueryOptions(productId));
  if (mine.isPending) return <Spinner />;
  if (mine.isError) return <LoadError onRetry={() => void mine.refetch()} />;
  const review = mine.data.review;
  if (review?.hidden) return <p className="alert">{PRODUCT_REVIEW_TEXT.hiddenNotice}</p>;
  if (!mine.data.mayReview) return <p className="alert">{PRODUCT_REVIEW_TEXT.buyersOnlyNotice}</p>;
  return (
    <>
      {review && !review.counted ? <p className="alert">{PRODUCT_REVIEW_TEXT.notABuyerNotice}</p> : null}
      <ReviewFormFields
        key={productId}
        productId={productId}
        existing={review ? { rating: review.rating, title: review.title, text: review.text } : null}
      />
    </>
  );
}

function ReviewFormFields({ productId, existing }: { productId: string; existing: ProductReviewInput | null }) {
  const { PRODUCT_REVIEW_TEXT } = useTexts('product-page');
  const errorText = useApiErrorText();
  const save = useSaveMyReview(productId);
  const remove = useDeleteMyReview(productId);
  const [status, setStatus] = useState<{ message: string; isError: boolean } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProductReviewInput, unknown, ProductReviewInput>({
    resolver: zodResolver(ProductReviewInputSchema),
    defaultValues: existing ?? { title: '', text: '' },
  });

  /** Runs a save or a delete, then says how it went; the server's field messages land on their fields. */
  const run = async (action: () => Promise<unknown>, done: string) => {
    setStatus(null);
    try {
      await action();
      setStatus({ message: done, isError: false });
    } catch (error) {
      for (const field of ['rating', 'title', 'text'] as const) {
        const message = errorText.field(error, field);
        if (message !== undefined) setError(field, { message });
      }
      setStatus({ message: errorText.message(error, PRODUCT_REVIEW_TEXT.saveFailed), isError: true });
    }
  };
  const submit = (input: ProductReviewInput) => run(() => save.mutateAsync(input), PRODUCT_REVIEW_TEXT.saved);
  const deleteReview = () =>
    run(async () => {
      await remove.mutateAsync();
      reset({ title: '', text: '' });
    }, PRODUCT_REVIEW_TEXT.removed);

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex max-w-xl flex-col gap-3">
      <h3 className="text-xl font-bold">
        {existing ? PRODUCT_REVIEW_TEXT.editHeading : PRODUCT_REVIEW_TEXT.formHeading}
      </h3>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarInput
            legend={PRODUCT_REVIEW_TEXT.rating}
            value={field.value}
            onChange={field.onChange}
            error={errors.rating?.message}
          />
        )}
      />
      <TextField
        label={PRODUCT_REVIEW_TEXT.title}
        maxLength={LIMITS.productReviewTitle}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        label={PRODUCT_REVIEW_TEXT.text}
        rows={4}
        maxLength={LIMITS.productReviewText}
        error={errors.text?.message}
        {...register('text')}
      />
      <p role="status" aria-live="polite" className={status?.isError ? 'text-error' : undefined}>
        {status?.message ?? ''}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {existing ? PRODUCT_REVIEW_TEXT.update : PRODUCT_REVIEW_TEXT.submit}
        </button>
        {existing ? (
          <button
            type="button"
            className="btn btn-outline"
            disabled={remove.isPending}
            onClick={() => void deleteReview()}
          >
            {PRODUCT_REVIEW_TEXT.remove}
          </button>
        ) : null}
      </div>
    </form>
  );
}
