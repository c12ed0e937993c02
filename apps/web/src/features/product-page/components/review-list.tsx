// The shown reviews, newest first. Plain text only: what a buyer typed is never parsed as HTML.
import type { ProductReview } from '@store/shared/schemas';
import { Stars } from '../../../components/ui/star-rating.tsx';
import { useFormat, useTexts } from '../../../lib/i18n.tsx';

export function ReviewList({ reviews }: { reviews: readonly ProductReview[] }) {
  const { PRODUCT_REVIEW_TEXT } = useTexts('product-page');
  const { date } = useFormat();
  return (
    <ul className="flex flex-col divide-y divide-base-300">
      {reviews.map((review) => (
        <li key={review._id} className="py-4">
          <article aria-labelledby={`review-${review._id}`}>
            <div className="flex flex-wrap items-center gap-2">
              <Stars value={review.rating} />
              <span className="sr-only">{PRODUCT_REVIEW_TEXT.starsLabel({ stars: review.rating })}</span>
              <h3 id={`review-${review._id}`} className="font-semibold break-words" translate="no">
                {review.title}
              </h3>
            </div>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
              <span translate="no">{review.userName}</span>
              {review.verified ? (
                <span className="badge badge-neutral badge-sm">{PRODUCT_REVIEW_TEXT.verifiedBuyer}</span>
              ) : null}
              <span>{PRODUCT_REVIEW_TEXT.reviewedOn({ date: date(review.updatedAt) })}</span>
            </p>
            <p className="mt-2 max-w-prose break-words whitespace-pre-line" translate="no">
              {review.text}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
