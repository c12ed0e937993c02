// The reviews' average, count and how many gave each number of stars (bars with their figures).
import type { ReviewsSummary as Summary } from '@store/shared/schemas';
import { Stars, useOneDecimal } from '../../../components/ui/star-rating.tsx';
import { useFormat, useTexts } from '../../../lib/i18n.tsx';

export function ReviewsSummary({ summary }: { summary: Summary }) {
  const { PRODUCT_REVIEW_TEXT } = useTexts('product-page');
  const { number } = useFormat();
  const average = useOneDecimal()(summary.average);
  if (summary.count === 0) return <p>{PRODUCT_REVIEW_TEXT.noReviews}</p>;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-10">
      <div>
        <p className="text-4xl font-bold" data-testid="reviews-average">
          {average}
          <span className="sr-only"> {PRODUCT_REVIEW_TEXT.average({ average })}</span>
        </p>
        <Stars value={summary.average} className="size-5" />
        <p className="text-sm">{PRODUCT_REVIEW_TEXT.count({ n: summary.count })}</p>
      </div>
      <table className="w-full max-w-sm text-sm">
        <caption className="sr-only">{PRODUCT_REVIEW_TEXT.distribution}</caption>
        <tbody>
          {summary.distribution.map((row) => (
            <tr key={row.stars}>
              <th scope="row" className="py-1 pr-3 text-left font-normal whitespace-nowrap">
                {PRODUCT_REVIEW_TEXT.starsRow({ stars: row.stars })}
              </th>
              <td className="w-full py-1">
                <progress
                  className="progress progress-secondary w-full"
                  value={row.count}
                  max={summary.count}
                  aria-label={PRODUCT_REVIEW_TEXT.starsRow({ stars: row.stars })}
                />
              </td>
              <td className="py-1 pl-3 text-right tabular-nums">{number(row.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
