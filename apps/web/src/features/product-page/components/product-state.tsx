// A product's page until its product is there: loading, not found (a 404 for crawlers too) or failed.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductDetail } from '@store/shared/schemas';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { usePageHead } from '../../../lib/page-title.ts';
import { useServerStatus } from '../../../lib/server-render.tsx';
import { ProductDetailsSkeleton } from '../../catalog/index.ts';

function ProductNotFound() {
  const { CATALOG_TEXT } = useTexts('catalog');
  useServerStatus(404);
  usePageHead({ title: CATALOG_TEXT.productNotFoundHeading, noindex: true });
  return (
    <div className="py-10 text-center">
      <h1 className="text-3xl font-bold">{CATALOG_TEXT.productNotFoundHeading}</h1>
      <p className="mt-3">{CATALOG_TEXT.productNotFound}</p>
      <Link to="/allproducts" className="btn btn-primary mt-6">
        {CATALOG_TEXT.backToProducts}
      </Link>
    </div>
  );
}

/** `children` with the product once it is read. */
export function ProductState({
  product,
  children,
}: {
  product: UseQueryResult<ProductDetail>;
  children: (product: ProductDetail) => ReactNode;
}) {
  const { CATALOG_TEXT } = useTexts('catalog');
  if (product.error instanceof ApiError && product.error.status === 404) return <ProductNotFound />;
  if (product.isSuccess) return children(product.data);
  return (
    <>
      <h1 className="sr-only">{CATALOG_TEXT.productTitle}</h1>
      {product.isPending ? <ProductDetailsSkeleton /> : <LoadError onRetry={() => void product.refetch()} />}
    </>
  );
}
