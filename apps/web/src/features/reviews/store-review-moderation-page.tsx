// /dashboard/store-reviews (admin): the home page's reviews; hide or show again, or delete for good.
import { useState } from 'react';
import type { ModeratedStoreReview } from '@store/shared/schemas';
import { ModerationCard, ModerationList } from '../../components/ui/moderation-list.tsx';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { moderatedStoreReviewsQueryOptions, useModerateStoreReview } from './api/store-review-moderation.ts';

function StoreReviewCard({ review, onDeleted }: { review: ModeratedStoreReview; onDeleted: (text: string) => void }) {
  const { STORE_REVIEW_TEXT: T } = useTexts('orders');
  const { SPEC_TEXT } = useTexts('common');
  const errorText = useApiErrorText();
  const moderate = useModerateStoreReview();
  const [isConfirming, setConfirming] = useState(false);
  const name = review.userName;
  const remove = async (say: (text: string) => void) => {
    say('');
    try {
      await moderate.mutateAsync({ id: review._id, action: 'delete' });
      onDeleted(T.reviewDeleted);
    } catch (e) {
      setConfirming(false);
      say(errorText.message(e, T.notFound));
    }
  };
  return (
    <ModerationCard
      review={{ ...review, title: name, rating: review.number, text: review.des }}
      ratingLabel={SPEC_TEXT.rating({ n: review.number })}
      failed={T.notFound}
      actionName={review.hiddenAt !== null ? T.showReview({ name }) : T.hideReview({ name })}
      hideClass="btn-warning"
      moderate={moderate}
      details={
        <>
          <dt className="font-semibold">{T.author}</dt>
          <dd className="break-all" translate="no">
            {review.userEmail}
          </dd>
        </>
      }
      actions={(say) =>
        isConfirming ? (
          <div role="alertdialog" aria-labelledby={`delete-${review._id}`} className="flex flex-col gap-2">
            <p id={`delete-${review._id}`}>{T.deleteConfirm}</p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-error"
                disabled={moderate.isPending}
                onClick={() => void remove(say)}
              >
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
        )
      }
    />
  );
}

export function StoreReviewModerationPage() {
  const { STORE_REVIEW_TEXT } = useTexts('orders');
  const [deleted, setDeleted] = useState('');
  return (
    <ModerationList
      texts={STORE_REVIEW_TEXT}
      query={moderatedStoreReviewsQueryOptions}
      renderReview={(review) => <StoreReviewCard review={review} onDeleted={setDeleted} />}
    >
      <p role="status" aria-live="polite">
        {deleted}
      </p>
    </ModerationList>
  );
}
