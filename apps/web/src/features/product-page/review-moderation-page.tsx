// /dashboard/product-reviews (admin): every product review, newest first, or only the hidden ones.
// Hiding takes a reason and removes the review everywhere (it is kept); showing again takes one too.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ModeratedReview } from '@store/shared/schemas';
import { ModerationCard, ModerationList, ReasonForm } from '../../components/ui/moderation-list.tsx';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { productPagePath } from '../../lib/product-links.ts';
import { moderatedReviewsQueryOptions, useModerateReview } from './api/moderation.ts';

export const REVIEW_MODERATION_PATH = '/dashboard/product-reviews';

const useReviews = (page: number, hiddenOnly: boolean) => useQuery(moderatedReviewsQueryOptions(page, hiddenOnly));

function ReviewCard({ review }: { review: ModeratedReview }) {
  const { PRODUCT_REVIEW_TEXT: T } = useTexts('product-page');
  const errorText = useApiErrorText();
  const moderate = useModerateReview();
  const [done, setDone] = useState('');
  const isHidden = review.hiddenAt !== null;
  const submit = async (reason: string) => {
    setDone('');
    try {
      await moderate.mutateAsync({ id: review._id, action: isHidden ? 'show' : 'hide', reason });
      setDone(isHidden ? T.reviewShown : T.reviewHidden);
      return undefined;
    } catch (e) {
      return errorText.field(e, 'reason') ?? errorText.message(e, T.saveFailed);
    }
  };
  return (
    <ModerationCard
      id={review._id}
      title={review.title}
      rating={review.rating}
      ratingLabel={T.starsLabel({ stars: review.rating })}
      isHidden={isHidden}
      stateLabel={isHidden ? T.hidden : T.shown}
      text={review.text}
      done={done}
      details={
        <>
          <dt className="font-semibold">{T.product}</dt>
          <dd>
            <Link
              className="link"
              to={productPagePath({ _id: review.productId, name: review.productName })}
              translate="no"
            >
              {review.productName}
            </Link>
          </dd>
          <dt className="font-semibold">{T.author}</dt>
          <dd className="break-all">
            <span translate="no">
              {review.userName} ({review.userEmail})
            </span>
            {review.verified ? ` · ${T.verifiedBuyer}` : ''}
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
        actionName={isHidden ? T.showReview({ title: review.title }) : T.hideReview({ title: review.title })}
        buttonClass={isHidden ? 'btn-outline' : 'btn-error'}
        disabled={moderate.isPending}
        onSubmit={submit}
      />
    </ModerationCard>
  );
}

export function ReviewModerationPage() {
  const { PRODUCT_REVIEW_TEXT: T } = useTexts('product-page');
  usePageTitle(T.moderationHeading);
  return (
    <ModerationList
      heading={T.moderationHeading}
      intro={T.moderationIntro}
      texts={{ state: T.state, filterAll: T.filterAll, filterHidden: T.filterHidden, empty: T.noReviewsToModerate }}
      useReviews={useReviews}
      renderReview={(review) => <ReviewCard review={review} />}
    />
  );
}
