// /dashboard/manageproducts/{id}/edit (admin): the product form filled in, the gallery and specification.
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { productQueryOptions } from '../catalog/index.ts';
import { PriceBreaksEditor } from '../pricing/index.ts';
import { GalleryEditor } from './components/gallery-editor.tsx';
import { ProductForm } from './components/product-form.tsx';
import { SpecificationEditor } from './components/specification-editor.tsx';

export const MANAGE_PRODUCTS_PATH = '/dashboard/manageproducts';

export function EditProductPage() {
  const { PRODUCT_TEXT } = useTexts('products');
  const { CATALOG_TEXT } = useTexts('catalog');
  const errorText = useApiErrorText();
  usePageTitle(PRODUCT_TEXT.editProductTitle);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const product = useQuery(productQueryOptions(id));
  return (
    <section aria-labelledby="edit-product-heading">
      <h2 id="edit-product-heading" className="mb-4 text-2xl font-bold">
        {PRODUCT_TEXT.editProductTitle}
      </h2>
      {product.isPending ? (
        <Spinner />
      ) : product.isError ? (
        <LoadError
          onRetry={() => void product.refetch()}
          {...(product.error instanceof ApiError && product.error.status === 404
            ? { message: errorText.message(product.error, CATALOG_TEXT.productNotFound) }
            : {})}
        />
      ) : (
        <Fragment key={product.data._id}>
          <ProductForm product={product.data} onSaved={() => void navigate(MANAGE_PRODUCTS_PATH)} />
          <GalleryEditor product={product.data} />
          <SpecificationEditor product={product.data} />
          <PriceBreaksEditor product={product.data} />
        </Fragment>
      )}
      <Link to={MANAGE_PRODUCTS_PATH} className="link mt-6 inline-block">
        {PRODUCT_TEXT.backToManageProducts}
      </Link>
    </section>
  );
}
