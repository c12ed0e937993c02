// /dashboard/addreview: the signed-in customer's review (spec §2 Add Review): name and email shown
// disabled from the account, rating 1 to 5 (required), optional message, Sent Review.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LIMITS, RATING_MAX, RATING_MIN } from '@store/shared/constants';
import { type ReviewFormValues, type ReviewInput, ReviewInputSchema } from '@store/shared/schemas';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useSession } from '../../lib/auth.ts';
import { useResolveMessage, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useAddReview } from './api/add-review.ts';
import { showReviewThanks } from './components/dialogs.ts';

export function AddReviewPage() {
  // The form's texts and its rules' messages (ReviewInputSchema) are the orders area's REVIEW_TEXT.
  const { REVIEW_TEXT } = useTexts('orders');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  const { SUCCESS_TEXT } = useTexts('feedback');
  const resolve = useResolveMessage();
  const apiErrorText = useApiErrorText();
  usePageTitle(REVIEW_TEXT.heading);
  const { user } = useSession();
  const addReview = useAddReview();
  const [failure, setFailure] = useState<string | null>(null);
  const ids = {
    name: useId(),
    email: useId(),
    rating: useId(),
    ratingError: useId(),
    message: useId(),
    messageError: useId(),
  };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReviewFormValues, unknown, ReviewInput>({
    resolver: zodResolver(ReviewInputSchema),
    defaultValues: { des: '' },
  });

  const submit = async (input: ReviewInput) => {
    if (!user) return;
    setFailure(null);
    try {
      await addReview.mutateAsync({ ...input, userName: user.name, userEmail: user.email });
    } catch (error) {
      setFailure(apiErrorText.message(error, REVIEW_TEXT.sendFailed));
      return;
    }
    reset();
    void showReviewThanks(SUCCESS_TEXT.reviewThanks);
  };

  const ratingError = resolve(errors.number?.message);
  const messageError = resolve(errors.des?.message);
  return (
    <section className="flex max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{REVIEW_TEXT.heading}</h1>
      <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
        {[
          { id: ids.name, label: REVIEW_TEXT.labelName, value: user?.name },
          { id: ids.email, label: REVIEW_TEXT.labelEmail, value: user?.email },
        ].map((field) => (
          <div key={field.id} className="flex flex-col gap-1">
            <label htmlFor={field.id} className="font-semibold">
              {field.label}
            </label>
            <input
              id={field.id}
              className="input input-bordered w-full"
              value={field.value ?? ''}
              translate="no"
              disabled
              readOnly
            />
          </div>
        ))}
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.rating} className="font-semibold">
            {REVIEW_TEXT.labelRating}
          </label>
          <input
            id={ids.rating}
            type="number"
            inputMode="numeric"
            min={RATING_MIN}
            max={RATING_MAX}
            step={1}
            className={`input input-bordered w-32 ${ratingError ? 'input-error' : ''}`}
            aria-required
            aria-invalid={ratingError ? true : undefined}
            aria-describedby={ratingError ? ids.ratingError : undefined}
            {...register('number', { valueAsNumber: true })}
          />
          {ratingError ? (
            <p id={ids.ratingError} className="text-error text-sm">
              {ratingError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.message} className="font-semibold">
            {REVIEW_TEXT.labelMessage}
          </label>
          <textarea
            id={ids.message}
            rows={4}
            maxLength={LIMITS.reviewText}
            className={`textarea textarea-bordered w-full ${messageError ? 'textarea-error' : ''}`}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? ids.messageError : undefined}
            {...register('des')}
          />
          {messageError ? (
            <p id={ids.messageError} className="text-error text-sm">
              {messageError}
            </p>
          ) : null}
        </div>
        {failure ? (
          <p role="alert" className="text-error">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary self-start" disabled={!user || addReview.isPending}>
          {addReview.isPending ? REVIEW_TEXT.sending : SPEC_APP_TEXT.sentReview}
        </button>
      </form>
    </section>
  );
}
