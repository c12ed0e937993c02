// /dashboard/manageproducts (admin): 'Total Products' with the count; each product's image and name
// with Edit and Delete; Delete asks first, for the row that was clicked.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { Product } from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useDeleteProduct } from './api/delete-product.ts';
import { adminProductsQueryOptions } from './api/get-admin-products.ts';
import { DeleteProductDialog } from './components/delete-product-dialog.tsx';

export const editProductPath = (id: string): string => `/dashboard/manageproducts/${encodeURIComponent(id)}/edit`;

export function ManageProductsPage() {
  const { PRODUCT_TEXT } = useTexts('products');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  const { SUCCESS_TEXT } = useTexts('feedback');
  const { number } = useFormat();
  usePageTitle(SPEC_APP_TEXT.menuManageProducts);
  const products = useQuery(adminProductsQueryOptions());
  const deleteProduct = useDeleteProduct();
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const closeDialog = useCallback(() => setToDelete(null), []);

  function confirmDelete(product: Product) {
    deleteProduct.mutate(product._id, {
      onSuccess: (result) => {
        if (result.deletedCount) toast.success(SUCCESS_TEXT.productDeleted);
        setToDelete(null);
      },
      onError: () => {
        toast.error(PRODUCT_TEXT.deleteFailed);
        setToDelete(null);
      },
    });
  }

  return (
    <section aria-labelledby="manage-products-heading">
      <h2 id="manage-products-heading" className="mb-4 text-2xl font-bold">
        {SPEC_APP_TEXT.menuManageProducts}
      </h2>
      {products.isPending ? (
        <Spinner />
      ) : products.isError ? (
        <LoadError onRetry={() => void products.refetch()} />
      ) : (
        <>
          <h3 className="mb-3 text-xl font-semibold">
            {SPEC_APP_TEXT.totalProducts}: {number(products.data.length)}
          </h3>
          {products.data.length === 0 ? (
            <p>{PRODUCT_TEXT.noProducts}</p>
          ) : (
            // Below the md breakpoint the rows are cards (.table-cards in index.css): Edit and Delete stay on screen.
            <div className="@container">
              <table className="table-cards table">
                <thead className="text-base-content">
                  <tr>
                    <th scope="col">
                      <span className="sr-only">{PRODUCT_TEXT.colIndex}</span>
                    </th>
                    <th scope="col">{PRODUCT_TEXT.colImage}</th>
                    <th scope="col">{SPEC_APP_TEXT.colName}</th>
                    <th scope="col">{PRODUCT_TEXT.colEdit}</th>
                    <th scope="col">{PRODUCT_TEXT.colDelete}</th>
                  </tr>
                </thead>
                <tbody>
                  {products.data.map((product, index) => (
                    <tr key={product._id}>
                      <td data-label={PRODUCT_TEXT.colIndex}>{number(index + 1)}</td>
                      <td data-label={PRODUCT_TEXT.colImage}>
                        <img
                          src={product.img}
                          alt=""
                          width={64}
                          height={48}
                          loading="lazy"
                          className="h-12 w-16 rounded object-contain"
                        />
                      </td>
                      <th
                        scope="row"
                        data-label={SPEC_APP_TEXT.colName}
                        className="font-medium wrap-break-word"
                        translate="no"
                      >
                        {product.name}
                      </th>
                      <td>
                        <Link to={editProductPath(product._id)} className="btn btn-sm">
                          {PRODUCT_TEXT.edit}{' '}
                          <span className="sr-only" translate="no">
                            {product.name}
                          </span>
                        </Link>
                      </td>
                      <td>
                        <button type="button" className="btn btn-sm btn-error" onClick={() => setToDelete(product)}>
                          {SPEC_APP_TEXT.delete}{' '}
                          <span className="sr-only" translate="no">
                            {product.name}
                          </span>
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      {toDelete && (
        <DeleteProductDialog
          product={toDelete}
          isDeleting={deleteProduct.isPending}
          onConfirm={() => confirmDelete(toDelete)}
          onCancel={closeDialog}
        />
      )}
    </section>
  );
}
