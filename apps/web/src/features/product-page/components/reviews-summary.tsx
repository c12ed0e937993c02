// The reviews' average, count and how many gave each number of stars (bars with their figures).
import { PRODUCT_REVIEW_TEXT } from '@store/shared/messages';
import type { ReviewsSummary as Summary } from '@store/shared/schemas';
import { Stars } from '../../../components/ui/star-rating.tsx';

export function ReviewsSummary({ summary }: { summary: Summary }) {
  if (summary.count === 0) return <p>{PRODUCT_REVIEW_TEXT.noReviews}</p>;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-10">
      <div>
        <p className="text-4xl font-bold" data-testid="reviews-average">
          {summary.average.toFixed(1)}
          <span className="sr-only"> {PRODUCT_REVIEW_TEXT.average(summary.average)}</span>
        </p>
        <Stars value={summary.average} className="size-5" />
        <p className="text-sm">{PRODUCT_REVIEW_TEXT.count(summary.count)}</p>
      </div>
      <table className="w-full max-w-sm text-sm">
        <caption className="sr-only">{PRODUCT_REVIEW_TEXT.distribution}</caption>
        <tbody>
          {summary.distribution.map((row) => (
            <tr key={row.stars}>
              <th scope="row" className="py-1 pr-3 text-left font-normal whitespace-nowrap">
                {PRODUCT_REVIEW_TEXT.starsRow(row.stars)}
              </th>
              <td className="w-full py-1">
                <progress
                  className="progress progress-secondary w-full"
                  value={row.count}
                  max={summary.count}
                  aria-label={PRODUCT_REVIEW_TEXT.starsRow(row.stars)}
                />
              </td>
              <td className="py-1 pl-3 text-right tabular-nums">{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
