// /allproducts: the whole catalog, a page at a time, with search, sort and filters kept in the URL.
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PRODUCTS_PAGE_SIZE } from '@store/shared/constants';
import { productPublicPath } from '@store/shared/product-slug';
import { LoadError } from '../../components/ui/load-error.tsx';
import { AddToCartButton } from '../../components/ui/add-to-cart-button.tsx';
import { ProductGrid, ProductGridSkeleton } from '../../components/ui/product-card.tsx';
import { useTexts } from '../../lib/i18n.tsx';
import { usePageHead } from '../../lib/page-title.ts';
import { productPageQueryOptions } from './api/get-products.ts';
import { Pagination } from './components/pagination.tsx';
import { ProductsFilters } from './components/products-filters.tsx';
import { ProductsToolbar } from './components/products-toolbar.tsx';
import {
  defaultSortFor,
  hasFilters,
  NO_FILTERS,
  parseProductSearch,
  type ProductSearch,
  toSearchParams,
} from './product-search.ts';

const hrefFor = (search: ProductSearch) => {
  const query = toSearchParams(search).toString();
  return query ? `/allproducts?${query}` : '/allproducts';
};

export function AllProductsPage() {
  const { CATALOG_TEXT } = useTexts('catalog');
  const { CATEGORY_TEXT } = useTexts('categories');
  const { UI_TEXT } = useTexts('common');
  const { PAGE_DESCRIPTIONS } = useTexts('seo');
  const [searchParams, setSearchParams] = useSearchParams();
  const search = parseProductSearch(searchParams);
  usePageHead({
    title: CATALOG_TEXT.allProductsHeading,
    description: search.q ? PAGE_DESCRIPTIONS.allProductsSearch({ q: search.q }) : PAGE_DESCRIPTIONS.allProducts,
    canonicalPath: hrefFor(search),
  });
  const products = useQuery(productPageQueryOptions(search));
  // A new search, sort or filter starts again at page 1. A sort left at its default follows the
  // search (best match first for a search, newest first without); a chosen one stays.
  const update = (next: Partial<ProductSearch>) => {
    const followsDefault = search.sort === defaultSortFor(search.q);
    const sort = next.sort ?? (next.q !== undefined && followsDefault ? defaultSortFor(next.q) : search.sort);
    setSearchParams(toSearchParams({ ...search, page: 1, ...next, sort }));
  };

  const total = products.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PRODUCTS_PAGE_SIZE));

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">{CATALOG_TEXT.allProductsHeading}</h1>
      <p className="mt-2 mb-6 max-w-prose">{CATALOG_TEXT.allProductsIntro}</p>
      <ProductsToolbar
        q={search.q}
        sort={search.sort}
        onSearch={(q) => update({ q })}
        onSort={(sort) => update({ sort })}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
        <ProductsFilters search={search} categories={products.data?.categories ?? []} onChange={update} />
        <div className="min-w-0">
          <p className="mb-4 min-h-6 font-semibold" role="status" aria-live="polite">
            {products.data
              ? search.q
                ? CATALOG_TEXT.resultCountFor({ total, q: search.q })
                : CATALOG_TEXT.resultCount({ total })
              : ''}
          </p>
          {products.isPending ? (
            <ProductGridSkeleton count={PRODUCTS_PAGE_SIZE} />
          ) : products.isError ? (
            <LoadError onRetry={() => void products.refetch()} />
          ) : products.data.items.length > 0 ? (
            <div
              className={products.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}
              aria-busy={products.isPlaceholderData}
            >
              <ProductGrid
                products={products.data.items}
                headingLevel={2}
                eagerPictures={3}
                renderActions={(product, titleId) =>
                  product.options?.length ? (
                    // A product with options is added from its page, once a variant is chosen.
                    <Link
                      to={productPublicPath(product)}
                      className="btn btn-outline btn-primary btn-block"
                      aria-describedby={titleId}
                    >
                      {CATALOG_TEXT.chooseOptions}
                    </Link>
                  ) : (
                    <AddToCartButton product={product} describedBy={titleId} />
                  )
                }
              />
            </div>
          ) : total > 0 ? (
            <p>
              {CATALOG_TEXT.pageBeyondEnd}{' '}
              <Link className="link link-primary" to={hrefFor({ ...search, page: 1 })}>
                {CATALOG_TEXT.firstPage}
              </Link>
            </p>
          ) : (
            <p>
              {UI_TEXT.noResults}
              {[
                search.q ? ([CATALOG_TEXT.clearSearch, { q: '', sort: defaultSortFor('') }] as const) : null,
                hasFilters(search) ? ([CATEGORY_TEXT.clearFilters, NO_FILTERS] as const) : null,
              ].map((clear) =>
                clear ? (
                  <Fragment key={clear[0]}>
                    {' '}
                    <Link className="link link-primary" to={hrefFor({ ...search, ...clear[1], page: 1 })}>
                      {clear[0]}
                    </Link>
                  </Fragment>
                ) : null,
              )}
            </p>
          )}
          {products.data && search.page <= pageCount ? (
            <Pagination page={search.page} pageCount={pageCount} hrefFor={(page) => hrefFor({ ...search, page })} />
          ) : null}
        </div>
      </div>
    </div>
  );
}
