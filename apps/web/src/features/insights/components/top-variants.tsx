// The top variants by revenue, each named by its product and its title: a table that becomes cards in a
// narrow box, with the same columns and numbers as the top products' table.
import { useId } from 'react';
import { type Insights, nameWithVariant } from '@store/shared/schemas';
import { useTexts } from '../../../lib/i18n.tsx';
import { CardTable } from '../../dashboard/index.ts';
import { useInsightsFormat } from '../insights-format.ts';

type TopVariant = NonNullable<Insights['topVariants']>[number];

const RIGHT = { className: '@3xl:text-right tabular-nums', headClassName: 'text-right' };

export function TopVariants({ variants }: { variants: readonly TopVariant[] }) {
  const { INSIGHTS_TEXT: T } = useTexts('insights');
  const { number, amount } = useInsightsFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-box border border-base-300 p-4">
      <h3 id={headingId} className="mb-2 text-lg font-semibold">
        {T.topVariants}
      </h3>
      <p className="mb-2 text-sm text-base-content/80">{T.topVariantsCaption({ count: variants.length })}</p>
      <CardTable
        className="text-sm"
        rows={variants}
        // A row is a variant as its lines named it: a renamed product's variant has a row per name.
        rowKey={(v) => [v.productId, v.variantId, v.productname, v.variantTitle].join('|')}
        columns={[
          {
            label: T.colVariant,
            isRowHeader: true,
            isData: true,
            className: 'font-normal break-words',
            cell: (v) => nameWithVariant(v.productname, v.variantTitle),
          },
          { label: T.colRevenue, ...RIGHT, cell: (v) => amount(v.revenue) },
          { label: T.colPieces, ...RIGHT, cell: (v) => number(v.pieces) },
        ]}
      />
    </section>
  );
}
