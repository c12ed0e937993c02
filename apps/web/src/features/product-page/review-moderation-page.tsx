// /dashboard/product-reviews (admin): a hidden review leaves every page (it is kept).
import { Link } from 'react-router';
import type { ModeratedReview } from '@store/shared/schemas';
import { productPublicPath } from '@store/shared/product-slug';
import { ModerationCard, ModerationList } from '../../components/ui/moderation-list.tsx';
import { useTexts } from '../../lib/i18n.tsx';
import { moderatedReviewsQueryOptions, useModerateReview } from './api/product-reviews.ts';

function ReviewCard({ review }: { review: ModeratedReview }) {
  const { PRODUCT_REVIEW_TEXT: T } = useTexts('product-page');
  const isHidden = review.hiddenAt !== null;
  return (
    <ModerationCard
      review={review}
      ratingLabel={T.starsLabel({ stars: review.rating })}
      failed={T.saveFailed}
      actionName={isHidden ? T.showReview({ title: review.title }) : T.hideReview({ title: review.title })}
      hideClass="btn-error"
      moderate={useModerateReview()}
      details={
        <>
          <dt className="font-semibold">{T.product}</dt>
          <dd>
            <Link
              className="link"
              to={productPublicPath({ _id: review.productId, name: review.productName })}
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
        </>
      }
    />
  );
}

export function ReviewModerationPage() {
  const { PRODUCT_REVIEW_TEXT } = useTexts('product-page');
  return (
    <ModerationList
      texts={PRODUCT_REVIEW_TEXT}
      query={moderatedReviewsQueryOptions}
      renderReview={(review) => <ReviewCard review={review} />}
    />
  );
}
