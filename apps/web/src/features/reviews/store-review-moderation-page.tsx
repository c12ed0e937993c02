// /dashboard/store-reviews (admin): the store reviews the home page shows, newest first, or only the
// hidden ones. Hide (with a reason: it leaves the home page and is kept), show again (with a reason),
// or delete for good after a confirmation.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ModeratedStoreReview } from '@store/shared/schemas';
import { ModerationCard, ModerationList, ReasonForm } from '../../components/ui/moderation-list.tsx';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { moderatedStoreReviewsQueryOptions, useModerateStoreReview } from './api/store-review-moderation.ts';

export const STORE_REVIEW_MODERATION_PATH = '/dashboard/store-reviews';

const useReviews = (page: number, hiddenOnly: boolean) => useQuery(moderatedStoreReviewsQueryOptions(page, hiddenOnly));

function StoreReviewCard({ review, onDeleted }: { review: ModeratedStoreReview; onDeleted: (text: string) => void }) {
  const { STORE_REVIEW_TEXT: T } = useTexts('orders');
  const { SPEC_TEXT } = useTexts('common');
  const errorText = useApiErrorText();
  const moderate = useModerateStoreReview();
  const [done, setDone] = useState('');
  const [isConfirming, setConfirming] = useState(false);
  const isHidden = review.hiddenAt !== null;
  const name = review.userName;
  const submit = async (reason: string) => {
    setDone('');
    try {
      await moderate.mutateAsync({ id: review._id, action: isHidden ? 'show' : 'hide', reason });
      setDone(isHidden ? T.reviewShown : T.reviewHidden);
      return undefined;
    } catch (e) {
      return errorText.field(e, 'reason') ?? errorText.message(e, T.notFound);
    }
  };
  const remove = async () => {
    setDone('');
    try {
      await moderate.mutateAsync({ id: review._id, action: 'delete' });
      onDeleted(T.reviewDeleted);
    } catch (e) {
      setConfirming(false);
      setDone(errorText.message(e, T.notFound));
    }
  };
  return (
    <ModerationCard
      id={review._id}
      title={name}
      rating={review.number}
      ratingLabel={SPEC_TEXT.rating({ n: review.number })}
      isHidden={isHidden}
      stateLabel={isHidden ? T.hidden : T.shown}
      text={review.des}
      done={done}
      details={
        <>
          <dt className="font-semibold">{T.author}</dt>
          <dd className="break-all" translate="no">
            {review.userEmail}
          </dd>
          {isHidden ? (
            <>
              <dt className="font-semibold">{T.reason}</dt>
              <dd className="break-words" translate="no">
                {review.hiddenReason}
              </dd>
            </>
          ) : null}
        </>
      }
    >
      <ReasonForm
        label={T.reason}
        action={isHidden ? T.show : T.hide}
        actionName={isHidden ? T.showReview({ name }) : T.hideReview({ name })}
        buttonClass={isHidden ? 'btn-outline' : 'btn-warning'}
        disabled={moderate.isPending}
        onSubmit={submit}
      />
      {isConfirming ? (
        <div role="alertdialog" aria-labelledby={`delete-${review._id}`} className="flex flex-col gap-2">
          <p id={`delete-${review._id}`}>{T.deleteConfirm}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-error" disabled={moderate.isPending} onClick={() => void remove()}>
              {T.delete}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>
              {T.cancel}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-outline btn-error self-start"
          aria-label={T.deleteReview({ name })}
          onClick={() => setConfirming(true)}
        >
          {T.delete}
        </button>
      )}
    </ModerationCard>
  );
}

export function StoreReviewModerationPage() {
  const { STORE_REVIEW_TEXT: T } = useTexts('orders');
  usePageTitle(T.moderationHeading);
  const [deleted, setDeleted] = useState('');
  return (
    <ModerationList
      heading={T.moderationHeading}
      intro={T.moderationIntro}
      texts={{ state: T.state, filterAll: T.filterAll, filterHidden: T.filterHidden, empty: T.noReviewsToModerate }}
      useReviews={useReviews}
      renderReview={(review) => <StoreReviewCard review={review} onDeleted={setDeleted} />}
    >
      <p role="status" aria-live="polite">
        {deleted}
      </p>
    </ModerationList>
  );
}
