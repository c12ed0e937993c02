// The insights' promotions: each promotion's uses, discount given and sales in the period with the period before
// under each figure; a table that becomes cards in a narrow box (docs/features/promotions.md, "On the books").
import { useId } from 'react';
import type { Insights } from '@store/shared/schemas';
import { useTexts } from '../../../lib/i18n.tsx';
import { CardTable } from '../../dashboard/index.ts';
import { useInsightsFormat } from '../insights-format.ts';

type PromotionFigure = NonNullable<Insights['promotions']>[number];

const RIGHT = { className: '@3xl:text-right tabular-nums', headClassName: 'text-right' };

export function PromotionFigures({ promotions }: { promotions: readonly PromotionFigure[] }) {
  const { INSIGHTS_PROMOTIONS_TEXT: T, BOOKS_DISCOUNT_TEXT: D } = useTexts('promotions-books');
  const { number, amount } = useInsightsFormat();
  const headingId = useId();
  /** A figure with the period before's under it. */
  const beside = (current: string, previous: string) => (
    <>
      {current}
      <span className="block text-xs text-base-content/80">{T.before({ value: previous })}</span>
    </>
  );
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-box border border-base-300 p-4">
      <h3 id={headingId} className="mb-2 text-lg font-semibold">
        {T.heading}
      </h3>
      <p className="mb-2 text-sm text-base-content/80">{promotions.length > 0 ? T.caption : T.none}</p>
      {promotions.length > 0 ? (
        <CardTable
          className="text-sm"
          rows={promotions}
          rowKey={(p) => p.promotionId}
          columns={[
            {
              label: T.colPromotion,
              isRowHeader: true,
              isData: true,
              className: 'font-normal break-words',
              cell: (p) => (p.code ? D.withCode({ name: p.name, code: p.code }) : p.name),
            },
            { label: T.colUses, ...RIGHT, cell: (p) => beside(number(p.uses), number(p.previous.uses)) },
            {
              label: T.colDiscount,
              ...RIGHT,
              cell: (p) => beside(amount(p.discount), amount(p.previous.discount)),
            },
            { label: T.colSales, ...RIGHT, cell: (p) => beside(amount(p.sales), amount(p.previous.sales)) },
          ]}
        />
      ) : null}
    </section>
  );
}
