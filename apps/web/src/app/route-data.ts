// The data each server-rendered page needs, fetched through the page's own query options before its one
// render, so that the browser hydrates from the same keys. A page not listed renders without data.
import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type Params } from 'react-router';
import { parseProductSearch } from '../features/catalog/product-search.ts';
import { productPageQueryOptions } from '../features/catalog/api/get-products.ts';
import { productQueryOptions } from '../features/catalog/index.ts';
import { featuredProductsQueryOptions } from '../features/home/api/get-featured-products.ts';
import { latestReviewsQueryOptions } from '../features/home/api/get-latest-reviews.ts';
import { paymentConfigQueryOptions } from '../features/payments/api/get-payment-config.ts';
import { productReviewsQueryOptions } from '../features/product-page/api/product-reviews.ts';
import { storeConfigQueryOptions } from '../lib/store-config.ts';

type Loader = (client: QueryClient, params: Params, search: URLSearchParams) => Promise<unknown>;

const ROUTE_DATA: { path: string; load: Loader }[] = [
  {
    path: '/',
    load: (client) =>
      Promise.all([
        client.prefetchQuery(featuredProductsQueryOptions()),
        client.prefetchQuery(latestReviewsQueryOptions()),
      ]),
  },
  {
    path: '/allproducts',
    load: (client, _params, search) => client.prefetchQuery(productPageQueryOptions(parseProductSearch(search))),
  },
  {
    path: '/products/:id/:slug?',
    // The first page of a found product's reviews (crawlers read them; the JSON-LD counts them).
    load: async (client, { id = '' }) => {
      const product = await client.fetchQuery(productQueryOptions(id)).catch(() => null);
      if (product) await client.prefetchInfiniteQuery(productReviewsQueryOptions(product._id));
    },
  },
  { path: '/policies', load: (client) => client.prefetchQuery(storeConfigQueryOptions()) },
];

/** The root layout's data (the test-mode banner) and the route's, for a path without its language prefix. */
export async function loadRouteData(client: QueryClient, pathAndQuery: string): Promise<void> {
  const url = new URL(pathAndQuery, 'http://localhost');
  const routes = ROUTE_DATA.flatMap(({ path, load }) => {
    const match = matchPath(path, url.pathname);
    return match ? [load(client, match.params, url.searchParams)] : [];
  });
  await Promise.all([client.prefetchQuery(paymentConfigQueryOptions()), ...routes]);
}
