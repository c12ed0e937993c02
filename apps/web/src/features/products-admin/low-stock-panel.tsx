// The admin dashboard's low-stock list, a row per variant ("Chainring — 34T / Black" with its SKU), fewest
// first, each with a link to its product's edit page.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { nameWithVariant } from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { useTexts } from '../../lib/i18n.tsx';
import { lowStockQueryOptions } from './api/products.ts';
import { EditProductLink } from './manage-products-page.tsx';

export function LowStockPanel() {
  const { ORDER_DESK_UI_TEXT: T } = useTexts('order-desk-ui');
  const { ORDER_TEXT } = useTexts('orders');
  const lowStock = useQuery(lowStockQueryOptions());
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 flex flex-col gap-2 rounded-box border border-base-300 p-4">
      <h2 id={headingId} className="text-xl font-bold">
        {T.lowStockHeading}
      </h2>
      {lowStock.isPending ? (
        <div className="skeleton h-12 w-full" aria-hidden="true" />
      ) : lowStock.isError ? (
        <LoadError onRetry={() => void lowStock.refetch()} />
      ) : (
        <>
          <p className="text-sm text-base-content/80">{T.lowStockIntro({ threshold: lowStock.data.threshold })}</p>
          {lowStock.data.products.length === 0 ? (
            <p>{T.lowStockNone}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-base-300">
              {lowStock.data.products.map((p) => (
                <li key={p.variantId ?? p._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="flex min-w-0 flex-col">
                    <span className="font-medium wrap-break-word" translate="no">
                      {nameWithVariant(p.name, p.variantTitle)}
                    </span>
                    {p.sku ? (
                      <span className="text-sm" translate="no">
                        {ORDER_TEXT.lineSku({ sku: p.sku })}
                      </span>
                    ) : null}
                  </span>
                  <span className="flex items-center gap-3">
                    <span className={`badge ${p.maxQuantity === 0 ? 'badge-error' : 'badge-warning'}`}>
                      {T.piecesLeft({ n: p.maxQuantity })}
                    </span>
                    <EditProductLink product={p} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
