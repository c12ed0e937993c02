// /singleservice/{id}: the product. Its sign-in guard and the order form come with issues 3 and 4;
// the form goes inside <ProductDetails> as children.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { CATALOG_TEXT } from '@store/shared/messages/catalog';
import { LoadError } from '../../components/ui/load-error.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { productQueryOptions } from './api/get-product.ts';
import { ProductDetails, ProductDetailsSkeleton } from './components/product-details.tsx';

export function ProductPage() {
  const { id = '' } = useParams();
  const product = useQuery(productQueryOptions(id));
  const isNotFound = product.error instanceof ApiError && product.error.status === 404;
  usePageTitle(product.data?.name ?? (isNotFound ? CATALOG_TEXT.productNotFoundHeading : CATALOG_TEXT.productTitle));

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Link to="/allproducts" className="link link-primary mb-6 inline-block">
        <span aria-hidden="true">← </span>
        {CATALOG_TEXT.backToProducts}
      </Link>
      {product.isPending ? (
        <>
          <h1 className="sr-only">{CATALOG_TEXT.productTitle}</h1>
          <ProductDetailsSkeleton />
        </>
      ) : isNotFound ? (
        <div className="py-10 text-center">
          <h1 className="text-3xl font-bold">{CATALOG_TEXT.productNotFoundHeading}</h1>
          <p className="mt-3">{CATALOG_TEXT.productNotFound}</p>
          <Link to="/allproducts" className="btn btn-primary mt-6">
            {CATALOG_TEXT.backToProducts}
          </Link>
        </div>
      ) : product.isError ? (
        <>
          <h1 className="sr-only">{CATALOG_TEXT.productTitle}</h1>
          <LoadError onRetry={() => void product.refetch()} />
        </>
      ) : (
        <ProductDetails product={product.data} />
      )}
    </div>
  );
}
