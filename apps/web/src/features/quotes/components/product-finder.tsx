// Adds a product to a quote request by searching the catalogue (GET /api/products?q=…, the All Products
// search). Not a form of its own: it sits inside the request's form, so Enter searches instead of sending.
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { API_PATHS } from '@store/shared/api-paths';
import type { Product } from '@store/shared/schemas';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { api } from '../../../lib/api-client.ts';
import { useTexts } from '../../../lib/i18n.tsx';

const RESULTS = 8;

export function ProductFinder({ onAdd }: { onAdd: (product: Product) => void }) {
  const { QUOTE_REQUEST_TEXT: T } = useTexts('quotes-ui');
  const inputId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const results = useQuery({
    queryKey: ['quote-product-search', query],
    queryFn: ({ signal }) =>
      api<Product[]>(`${API_PATHS.products}?q=${encodeURIComponent(query)}&limit=${RESULTS}`, { signal }),
    enabled: query !== '',
  });

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    setQuery(text.trim());
  }

  return (
    <div role="search" aria-labelledby={`${inputId}-label`} className="mt-4">
      <label id={`${inputId}-label`} htmlFor={inputId} className="text-sm font-semibold">
        {T.searchLabel}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={inputId}
          type="search"
          className="input border-base-content/60 w-full min-w-0 border"
          placeholder={T.searchPlaceholder}
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn btn-outline" onClick={() => setQuery(text.trim())}>
          {T.search}
        </button>
      </div>
      {query === '' ? null : results.isPending ? (
        <Spinner />
      ) : results.isError || results.data.length === 0 ? (
        <p className="mt-2 text-sm">{T.searchNone}</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {results.data.map((product) => (
            <li key={product._id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 [overflow-wrap:anywhere]" translate="no">
                {product.name}
              </span>
              <button
                type="button"
                className="btn btn-sm btn-primary shrink-0"
                aria-label={T.add({ name: product.name })}
                onClick={() => onAdd(product)}
              >
                {T.addShort}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
