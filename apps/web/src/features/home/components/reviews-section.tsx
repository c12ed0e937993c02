import { useQuery } from '@tanstack/react-query';
import { StarIcon } from '../../../components/ui/icons.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Loading } from '../../../components/ui/spinner.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { type HomeReview, latestReviewsQueryOptions, HOME_REVIEWS_COUNT } from '../api/get-latest-reviews.ts';
import { isPreviewShortened, reviewPreview } from '../review-preview.ts';

const GRID = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3';

/** One review: the spec's preview, and the whole text behind a disclosure. Plain text only: what a customer typed is never parsed as HTML. */
function ReviewCard({ review }: { review: HomeReview }) {
  const { SPEC_TEXT } = useTexts('common');
  const { HOME_TEXT } = useTexts('home');
  return (
    <figure className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body">
        <div className="flex text-secondary" aria-hidden="true">
          {Array.from({ length: review.number }, (_, i) => (
            <StarIcon key={i} />
          ))}
        </div>
        {/* What the customer wrote and their name are data: shown as written, never translated. */}
        <blockquote translate="no" className="text-base break-words">
          {reviewPreview(review.des)}
        </blockquote>
        {/* The spec's 50-character preview stays; the reader may open the whole text (ours). */}
        {isPreviewShortened(review.des) ? (
          <details className="text-sm">
            <summary className="link cursor-pointer">{HOME_TEXT.readWholeReview}</summary>
            <p translate="no" className="mt-2 break-words whitespace-pre-line">
              {review.des}
            </p>
          </details>
        ) : null}
        <figcaption className="mt-auto pt-2">
          <span translate="no" className="block font-semibold">
            {review.userName}
          </span>
          <span className="block text-sm">{SPEC_TEXT.rating({ n: review.number })}</span>
        </figcaption>
      </div>
    </figure>
  );
}

export function ReviewsSection() {
  const { HOME_TEXT } = useTexts('home');
  const reviews = useQuery(latestReviewsQueryOptions());
  return (
    <section aria-labelledby="reviews-heading" className="bg-base-200">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="reviews-heading" className="mb-8 text-3xl font-bold">
          {HOME_TEXT.reviewsHeading}
        </h2>
        {reviews.isPending ? (
          <Loading className={GRID}>
            {Array.from({ length: HOME_REVIEWS_COUNT }, (_, i) => (
              <div key={i} className="skeleton h-44 w-full" />
            ))}
          </Loading>
        ) : reviews.isError ? (
          <LoadError onRetry={() => void reviews.refetch()} />
        ) : reviews.data.length === 0 ? (
          <p>{HOME_TEXT.noReviews}</p>
        ) : (
          <ul className={GRID}>
            {reviews.data.map((review) => (
              <li key={review._id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
