// /dashboard/addreview: the signed-in customer's review (spec §2 Add Review): name and email shown
// disabled from the account, rating 1 to 5 (required), optional message, Sent Review.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LIMITS, RATING_MAX, RATING_MIN, SUCCESS_DIALOG_MS } from '@store/shared/constants';
import { type ReviewFormValues, type ReviewInput, ReviewInputSchema } from '@store/shared/schemas';
import { TextAreaField, TextField } from '../../components/ui/fields.tsx';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useSession } from '../../lib/auth.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useAddReview } from './api/add-review.ts';
import { accountLabel } from '../../lib/account-label.ts';

export function AddReviewPage() {
  // The form's texts and its rules' messages (ReviewInputSchema) are the orders area's REVIEW_TEXT.
  const { REVIEW_TEXT } = useTexts('orders');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  const { SUCCESS_TEXT } = useTexts('feedback');
  const apiErrorText = useApiErrorText();
  usePageTitle(REVIEW_TEXT.heading);
  const { user } = useSession();
  const addReview = useAddReview();
  const [failure, setFailure] = useState<string | null>(null);
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
    // The spec's dialog (§7): at the top centre, no button, closing itself; SweetAlert2 loads only now.
    void import('sweetalert2').then(({ default: Swal }) =>
      Swal.fire({
        position: 'top',
        icon: 'success',
        title: SUCCESS_TEXT.reviewThanks,
        showConfirmButton: false,
        timer: SUCCESS_DIALOG_MS,
      }),
    );
  };

  return (
    <section className="flex max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{REVIEW_TEXT.heading}</h1>
      <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
        <TextField label={REVIEW_TEXT.labelName} value={user?.name ?? ''} translate="no" disabled readOnly />
        <TextField
          label={REVIEW_TEXT.labelEmail}
          value={accountLabel(user?.email ?? '')}
          translate="no"
          disabled
          readOnly
        />
        <TextField
          label={REVIEW_TEXT.labelRating}
          type="number"
          inputMode="numeric"
          min={RATING_MIN}
          max={RATING_MAX}
          step={1}
          className="max-w-32"
          aria-required
          error={errors.number?.message}
          {...register('number', { valueAsNumber: true })}
        />
        <TextAreaField
          label={REVIEW_TEXT.labelMessage}
          rows={4}
          maxLength={LIMITS.reviewText}
          error={errors.des?.message}
          {...register('des')}
        />
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
