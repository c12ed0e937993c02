// The product's specification (name and value rows, in the admin's order) and its SKU, as a
// description list: two columns on wide screens, stacked pairs on phones, no table to scroll.
import { PRODUCT_PAGE_TEXT } from '@store/shared/messages';
import type { ProductSpec } from '@store/shared/schemas';

export function SpecificationTable({ specs, sku }: { specs: readonly ProductSpec[]; sku: string | null }) {
  if (specs.length === 0 && !sku) return null;
  const rows = [...(sku ? [{ key: PRODUCT_PAGE_TEXT.sku, value: sku }] : []), ...specs];
  return (
    <section aria-labelledby="specification-heading" className="mt-10">
      <h2 id="specification-heading" className="mb-3 text-2xl font-bold">
        {PRODUCT_PAGE_TEXT.specification}
      </h2>
      <dl className="divide-y divide-base-300 rounded-box border border-base-300">
        {rows.map((row, i) => (
          <div key={i} className="grid gap-1 px-4 py-2 sm:grid-cols-[minmax(8rem,1fr)_2fr] sm:gap-4">
            <dt className="font-semibold break-words">{row.key}</dt>
            <dd className="break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
