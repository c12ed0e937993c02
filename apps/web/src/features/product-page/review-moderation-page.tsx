// /dashboard/product-reviews (admin): every product review, newest first, or only the hidden ones.
// Hiding takes a reason and removes the review everywhere (it is kept); a hidden review is shown
// again from here, with a reason too. Both are logged. Cards, so it reads the same at 360 px.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ModeratedReview } from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Stars } from '../../components/ui/star-rating.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { productPagePath } from '../../lib/product-links.ts';
import { moderatedReviewsQueryOptions, useModerateReview } from './api/moderation.ts';

export const REVIEW_MODERATION_PATH = '/dashboard/product-reviews';

function ModerationCard({ review }: { review: ModeratedReview }) {
  const { PRODUCT_REVIEW_TEXT } = useTexts('product-page');
  const errorText = useApiErrorText();
  const moderate = useModerateReview();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState('');
  const isHidden = review.hiddenAt !== null;
  const submit = async () => {
    setError(undefined);
    setDone('');
    try {
      await moderate.mutateAsync({ id: review._id, action: isHidden ? 'show' : 'hide', reason });
      setReason('');
      setDone(isHidden ? PRODUCT_REVIEW_TEXT.reviewShown : PRODUCT_REVIEW_TEXT.reviewHidden);
    } catch (e) {
      setError(errorText.field(e, 'reason') ?? errorText.message(e, PRODUCT_REVIEW_TEXT.saveFailed));
    }
  };
  return (
    <article className="card border border-base-300 bg-base-100" aria-labelledby={`moderated-${review._id}`}>
      <div className="card-body gap-2">
        <h3 id={`moderated-${review._id}`} className="font-semibold break-words" translate="no">
          {review.title}
        </h3>
        <p className="flex items-center gap-2">
          <Stars value={review.rating} />
          <span className="sr-only">{PRODUCT_REVIEW_TEXT.starsLabel({ stars: review.rating })}</span>
          <span className={`badge badge-sm ${isHidden ? 'badge-neutral' : 'badge-ghost'}`}>
            {isHidden ? PRODUCT_REVIEW_TEXT.hidden : PRODUCT_REVIEW_TEXT.shown}
          </span>
        </p>
        <p className="break-words whitespace-pre-line" translate="no">
          {review.text}
        </p>
        <dl className="grid gap-x-3 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{PRODUCT_REVIEW_TEXT.product}</dt>
          <dd>
            <Link
              className="link"
              to={productPagePath({ _id: review.productId, name: review.productName })}
              translate="no"
            >
              {review.productName}
            </Link>
          </dd>
          <dt className="font-semibold">{PRODUCT_REVIEW_TEXT.author}</dt>
          <dd className="break-all">
            <span translate="no">
              {review.userName} ({review.userEmail})
            </span>
            {review.verified ? ` · ${PRODUCT_REVIEW_TEXT.verifiedBuyer}` : ''}
          </dd>
          {isHidden ? (
            <>
              <dt className="font-semibold">{PRODUCT_REVIEW_TEXT.reason}</dt>
              <dd className="break-words" translate="no">
                {review.hiddenReason}
              </dd>
            </>
          ) : null}
        </dl>
        <form
          noValidate
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="grow">
            <TextField
              label={PRODUCT_REVIEW_TEXT.reason}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={error}
            />
          </div>
          <button
            type="submit"
            className={`btn ${isHidden ? 'btn-outline' : 'btn-error'}`}
            disabled={moderate.isPending}
            aria-label={
              isHidden
                ? PRODUCT_REVIEW_TEXT.showReview({ title: review.title })
                : PRODUCT_REVIEW_TEXT.hideReview({ title: review.title })
            }
          >
            {isHidden ? PRODUCT_REVIEW_TEXT.show : PRODUCT_REVIEW_TEXT.hide}
          </button>
        </form>
        <p role="status" aria-live="polite" className="text-sm">
          {done}
        </p>
      </div>
    </article>
  );
}

export function ReviewModerationPage() {
  const { PRODUCT_REVIEW_TEXT } = useTexts('product-page');
  const { CATALOG_TEXT } = useTexts('catalog');
  usePageTitle(PRODUCT_REVIEW_TEXT.moderationHeading);
  const [page, setPage] = useState(1);
  const [hiddenOnly, setHiddenOnly] = useState(false);
  const reviews = useQuery(moderatedReviewsQueryOptions(page, hiddenOnly));
  const pages = reviews.data ? Math.max(1, Math.ceil(reviews.data.total / reviews.data.limit)) : 1;
  return (
    <section aria-labelledby="moderation-heading" className="flex flex-col gap-4">
      <h2 id="moderation-heading" className="text-2xl font-bold">
        {PRODUCT_REVIEW_TEXT.moderationHeading}
      </h2>
      <p className="max-w-prose">{PRODUCT_REVIEW_TEXT.moderationIntro}</p>
      <div role="group" aria-label={PRODUCT_REVIEW_TEXT.state} className="join">
        {[false, true].map((hidden) => (
          <button
            key={String(hidden)}
            type="button"
            className={`btn join-item ${hiddenOnly === hidden ? 'btn-primary' : 'btn-outline'}`}
            aria-pressed={hiddenOnly === hidden}
            onClick={() => {
              setHiddenOnly(hidden);
              setPage(1);
            }}
          >
            {hidden ? PRODUCT_REVIEW_TEXT.filterHidden : PRODUCT_REVIEW_TEXT.filterAll}
          </button>
        ))}
      </div>
      {reviews.isPending ? (
        <Spinner />
      ) : reviews.isError ? (
        <LoadError onRetry={() => void reviews.refetch()} />
      ) : reviews.data.items.length === 0 ? (
        <p>{PRODUCT_REVIEW_TEXT.noReviewsToModerate}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {reviews.data.items.map((review) => (
            <li key={review._id}>
              <ModerationCard review={review} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <div className="flex items-center gap-3">
          <button type="button" className="btn btn-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {CATALOG_TEXT.previousPage}
          </button>
          <span>{CATALOG_TEXT.pageOf({ page, pages })}</span>
          <button type="button" className="btn btn-sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {CATALOG_TEXT.nextPage}
          </button>
        </div>
      ) : null}
    </section>
  );
}
