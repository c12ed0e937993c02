// /dashboard/store-reviews (admin): the store reviews the home page shows, newest first, or only the
// hidden ones. Hide (with a reason: it leaves the home page and is kept), show again (with a reason),
// or delete for good after a confirmation. Each is logged. Cards, so it reads the same at 360 px.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ModeratedStoreReview } from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Stars } from '../../components/ui/star-rating.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { moderatedStoreReviewsQueryOptions, useModerateStoreReview } from './api/store-review-moderation.ts';

export const STORE_REVIEW_MODERATION_PATH = '/dashboard/store-reviews';

function ModerationCard({ review, onDeleted }: { review: ModeratedStoreReview; onDeleted: (text: string) => void }) {
  const { STORE_REVIEW_TEXT } = useTexts('orders');
  const { SPEC_TEXT } = useTexts('common');
  const errorText = useApiErrorText();
  const moderate = useModerateStoreReview();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState('');
  const [isConfirming, setConfirming] = useState(false);
  const isHidden = review.hiddenAt !== null;
  const name = review.userName;
  const submit = async () => {
    setError(undefined);
    setDone('');
    try {
      await moderate.mutateAsync({ id: review._id, action: isHidden ? 'show' : 'hide', reason });
      setReason('');
      setDone(isHidden ? STORE_REVIEW_TEXT.reviewShown : STORE_REVIEW_TEXT.reviewHidden);
    } catch (e) {
      setError(errorText.field(e, 'reason') ?? errorText.message(e, STORE_REVIEW_TEXT.notFound));
    }
  };
  const remove = async () => {
    setDone('');
    try {
      await moderate.mutateAsync({ id: review._id, action: 'delete' });
      onDeleted(STORE_REVIEW_TEXT.reviewDeleted);
    } catch (e) {
      setConfirming(false);
      setDone(errorText.message(e, STORE_REVIEW_TEXT.notFound));
    }
  };
  return (
    <article className="card border border-base-300 bg-base-100" aria-labelledby={`store-review-${review._id}`}>
      <div className="card-body gap-2">
        <h3 id={`store-review-${review._id}`} className="font-semibold break-words" translate="no">
          {name}
        </h3>
        <p className="flex flex-wrap items-center gap-2">
          <Stars value={review.number} />
          <span className="sr-only">{SPEC_TEXT.rating({ n: review.number })}</span>
          <span className={`badge badge-sm ${isHidden ? 'badge-neutral' : 'badge-ghost'}`}>
            {isHidden ? STORE_REVIEW_TEXT.hidden : STORE_REVIEW_TEXT.shown}
          </span>
        </p>
        <p className="break-words whitespace-pre-line" translate="no">
          {review.des}
        </p>
        <dl className="grid gap-x-3 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{STORE_REVIEW_TEXT.author}</dt>
          <dd className="break-all" translate="no">
            {review.userEmail}
          </dd>
          {isHidden ? (
            <>
              <dt className="font-semibold">{STORE_REVIEW_TEXT.reason}</dt>
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
              label={STORE_REVIEW_TEXT.reason}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={error}
            />
          </div>
          <button
            type="submit"
            className={`btn ${isHidden ? 'btn-outline' : 'btn-warning'}`}
            disabled={moderate.isPending}
            aria-label={isHidden ? STORE_REVIEW_TEXT.showReview({ name }) : STORE_REVIEW_TEXT.hideReview({ name })}
          >
            {isHidden ? STORE_REVIEW_TEXT.show : STORE_REVIEW_TEXT.hide}
          </button>
        </form>
        {isConfirming ? (
          <div role="alertdialog" aria-labelledby={`delete-${review._id}`} className="flex flex-col gap-2">
            <p id={`delete-${review._id}`}>{STORE_REVIEW_TEXT.deleteConfirm}</p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-error"
                disabled={moderate.isPending}
                onClick={() => void remove()}
              >
                {STORE_REVIEW_TEXT.delete}
              </button>
              <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>
                {STORE_REVIEW_TEXT.cancel}
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            className="btn btn-outline btn-error self-start"
            aria-label={STORE_REVIEW_TEXT.deleteReview({ name })}
            onClick={() => setConfirming(true)}
          >
            {STORE_REVIEW_TEXT.delete}
          </button>
        )}
        <p role="status" aria-live="polite" className="text-sm">
          {done}
        </p>
      </div>
    </article>
  );
}

export function StoreReviewModerationPage() {
  const { STORE_REVIEW_TEXT } = useTexts('orders');
  const { CATALOG_TEXT } = useTexts('catalog');
  usePageTitle(STORE_REVIEW_TEXT.moderationHeading);
  const [page, setPage] = useState(1);
  const [hiddenOnly, setHiddenOnly] = useState(false);
  const [deleted, setDeleted] = useState('');
  const reviews = useQuery(moderatedStoreReviewsQueryOptions(page, hiddenOnly));
  const pages = reviews.data ? Math.max(1, Math.ceil(reviews.data.total / reviews.data.limit)) : 1;
  return (
    <section aria-labelledby="store-moderation-heading" className="flex flex-col gap-4">
      <h2 id="store-moderation-heading" className="text-2xl font-bold">
        {STORE_REVIEW_TEXT.moderationHeading}
      </h2>
      <p className="max-w-prose">{STORE_REVIEW_TEXT.moderationIntro}</p>
      <div role="group" aria-label={STORE_REVIEW_TEXT.state} className="join">
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
            {hidden ? STORE_REVIEW_TEXT.filterHidden : STORE_REVIEW_TEXT.filterAll}
          </button>
        ))}
      </div>
      <p role="status" aria-live="polite">
        {deleted}
      </p>
      {reviews.isPending ? (
        <Spinner />
      ) : reviews.isError ? (
        <LoadError onRetry={() => void reviews.refetch()} />
      ) : reviews.data.items.length === 0 ? (
        <p>{STORE_REVIEW_TEXT.noReviewsToModerate}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {reviews.data.items.map((review) => (
            <li key={review._id}>
              <ModerationCard review={review} onDeleted={setDeleted} />
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
