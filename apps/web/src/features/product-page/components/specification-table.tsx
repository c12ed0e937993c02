// The product's specification (name and value rows, in the admin's order) and its SKU, as a
// description list: two columns on wide screens, stacked pairs on phones, no table to scroll.
import type { ProductSpec } from '@store/shared/schemas';
import { useTexts } from '../../../lib/i18n.tsx';

export function SpecificationTable({ specs, sku }: { specs: readonly ProductSpec[]; sku: string | null }) {
  const { PRODUCT_PAGE_TEXT } = useTexts('product-page');
  if (specs.length === 0 && !sku) return null;
  // The SKU's label is ours; the rows' names and values are the admin's data.
  const rows = [...(sku ? [{ key: PRODUCT_PAGE_TEXT.sku, value: sku, isOurs: true }] : []), ...specs];
  return (
    <section aria-labelledby="specification-heading" className="mt-10">
      <h2 id="specification-heading" className="mb-3 text-2xl font-bold">
        {PRODUCT_PAGE_TEXT.specification}
      </h2>
      <dl className="divide-y divide-base-300 rounded-box border border-base-300">
        {rows.map((row, i) => (
          <div key={i} className="grid gap-1 px-4 py-2 sm:grid-cols-[minmax(8rem,1fr)_2fr] sm:gap-4">
            <dt className="font-semibold break-words" translate={'isOurs' in row ? undefined : 'no'}>
              {row.key}
            </dt>
            <dd className="break-words" translate="no">
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
