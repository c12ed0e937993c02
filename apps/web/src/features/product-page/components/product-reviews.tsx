// The product's reviews (#reviews): the summary, the buyer's form, the reviews a page at a time, and apart
// the reviews of people who had not bought it, which the summary does not count.
import { type UseInfiniteQueryResult, useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useIsAdmin, useSession } from '../../../lib/auth.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { productReviewsQueryOptions } from '../api/product-reviews.ts';
import { ReviewList } from './review-list.tsx';
import { ReviewsSummary } from './reviews-summary.tsx';

export const REVIEWS_ANCHOR = 'reviews';

// The form (react-hook-form and zod) is only for a signed-in buyer: it loads when one is shown, so the
// public product page a visitor or a crawler opens does not carry it.
const ReviewForm = lazy(() => import('./review-form.tsx').then((module) => ({ default: module.ReviewForm })));

function MoreButton({ query }: { query: UseInfiniteQueryResult<unknown> }) {
  const { PRODUCT_REVIEW_TEXT } = useTexts('product-page');
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className="btn btn-outline self-start"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {PRODUCT_REVIEW_TEXT.more}
    </button>
  );
}

/** Reviews by people who had not bought the product: apart, and not in the average. */
function OthersReviews({ productId }: { productId: string }) {
  const { PRODUCT_REVIEW_TEXT } = useTexts('product-page');
  const others = useInfiniteQuery(productReviewsQueryOptions(productId, true));
  return (
    <section aria-labelledby="other-reviews-heading" className="flex flex-col gap-2">
      <h3 id="other-reviews-heading" className="text-xl font-bold">
        {PRODUCT_REVIEW_TEXT.othersHeading}
      </h3>
      <p className="text-sm">{PRODUCT_REVIEW_TEXT.othersNote}</p>
      {others.isPending ? (
        <Spinner />
      ) : others.isError ? (
        <LoadError onRetry={() => void others.refetch()} />
      ) : (
        <ReviewList reviews={others.data.pages.flatMap((p) => p.items)} />
      )}
      <MoreButton query={others} />
    </section>
  );
}

export function ProductReviews({ productId }: { productId: string }) {
  const { PRODUCT_REVIEW_TEXT } = useTexts('product-page');
  const reviews = useInfiniteQuery(productReviewsQueryOptions(productId));
  const { user } = useSession();
  const { isAdmin, isLoading: roleLoading } = useIsAdmin();
  const first = reviews.data?.pages[0];
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const isLoaded = first !== undefined;
  // A link to #reviews (from My Orders) lands here once the section has its height.
  useEffect(() => {
    if (isLoaded && hash === `#${REVIEWS_ANCHOR}`) section.current?.scrollIntoView();
  }, [isLoaded, hash]);
  return (
    <section ref={section} id={REVIEWS_ANCHOR} aria-labelledby="product-reviews-heading" className="mt-10 scroll-mt-20">
      <h2 id="product-reviews-heading" className="mb-4 text-2xl font-bold">
        {PRODUCT_REVIEW_TEXT.heading}
      </h2>
      {reviews.isPending ? (
        <Spinner />
      ) : reviews.isError || !first ? (
        <LoadError onRetry={() => void reviews.refetch()} />
      ) : (
        <div className="flex flex-col gap-8">
          <ReviewsSummary summary={first.summary} />
          {!user ? (
            <p>
              <Link to="/login" className="link link-primary">
                {PRODUCT_REVIEW_TEXT.signInToReview}
              </Link>
            </p>
          ) : roleLoading || isAdmin ? null : (
            <Suspense fallback={<Spinner />}>
              <ReviewForm productId={productId} />
            </Suspense>
          )}
          {first.total > 0 ? <ReviewList reviews={reviews.data.pages.flatMap((p) => p.items)} /> : null}
          <MoreButton query={reviews} />
          {first.others > 0 ? <OthersReviews productId={productId} /> : null}
        </div>
      )}
    </section>
  );
}
