// /dashboard/manageproducts (admin): 'Total Products', each product with its options (how many values each: the
// variants it can have), Hidden beside an unpublished one, Edit and Delete (asked first: Delete or the spec's
// Cencle); the catalogue as CSV, and a bulk edit of the products ticked (docs/features/catalog-import.md).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { Product } from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { BulkEditBar, ExportCsvButton } from '../catalog-import/index.ts';
import { CardTable } from '../dashboard/index.ts';
import { Modal } from '../orders/index.ts';
import { adminProductsQueryOptions, useDeleteProduct } from './api/products.ts';

/** Edit, naming the product to screen readers. */
export function EditProductLink({ product }: { product: Pick<Product, '_id' | 'name'> }) {
  const { PRODUCT_TEXT } = useTexts('products');
  return (
    <Link to={`/dashboard/manageproducts/${encodeURIComponent(product._id)}/edit`} className="btn btn-sm">
      {PRODUCT_TEXT.edit}{' '}
      <span className="sr-only" translate="no">
        {product.name}
      </span>
    </Link>
  );
}

export function ManageProductsPage() {
  const { PRODUCT_TEXT, VARIANT_FORM_TEXT } = useTexts('products');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  const { SUCCESS_TEXT } = useTexts('feedback');
  const { IMPORT_TEXT, BULK_TEXT } = useTexts('catalog-import');
  const { number } = useFormat();
  usePageTitle(SPEC_APP_TEXT.menuManageProducts);
  const products = useQuery(adminProductsQueryOptions());
  const deleteProduct = useDeleteProduct();
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const closeDialog = () => setToDelete(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Only products still listed stay chosen (one deleted, or gone after a refresh, drops out).
  const shown = products.data ?? [];
  const chosen = shown.filter((p) => selected.has(p._id)).map((p) => p._id);
  const isAllChosen = shown.length > 0 && chosen.length === shown.length;
  const toggle = (id: string) =>
    setSelected((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  function confirmDelete(product: Product) {
    deleteProduct.mutate(product._id, {
      onSuccess: (result) => {
        if (result.deletedCount) toast.success(SUCCESS_TEXT.productDeleted);
      },
      onError: () => toast.error(PRODUCT_TEXT.deleteFailed),
      onSettled: closeDialog,
    });
  }

  return (
    <section aria-labelledby="manage-products-heading">
      <h2 id="manage-products-heading" className="mb-4 text-2xl font-bold">
        {SPEC_APP_TEXT.menuManageProducts}
      </h2>
      <div className="mb-4 flex flex-wrap gap-2">
        <ExportCsvButton />
        <Link to="/dashboard/catalog-import" className="btn btn-sm">
          {IMPORT_TEXT.importCsv}
        </Link>
      </div>
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
            <>
              <label className="mb-2 flex items-center gap-2">
                <input
                  type="checkbox"
                  className="checkbox"
                  checked={isAllChosen}
                  onChange={() => setSelected(isAllChosen ? new Set() : new Set(shown.map((p) => p._id)))}
                />
                {BULK_TEXT.selectAll}
              </label>
              {chosen.length > 0 && <BulkEditBar ids={chosen} onDone={() => setSelected(new Set())} />}
              <CardTable
                rows={products.data}
                rowKey={(product) => product._id}
                columns={[
                  { label: PRODUCT_TEXT.colIndex, isLabelHidden: true, cell: (_, index) => number(index + 1) },
                  {
                    label: BULK_TEXT.selectAll,
                    isLabelHidden: true,
                    isUnlabelled: true,
                    cell: (product) => (
                      <input
                        type="checkbox"
                        className="checkbox"
                        checked={selected.has(product._id)}
                        onChange={() => toggle(product._id)}
                        aria-label={BULK_TEXT.selectProduct({ name: product.name })}
                      />
                    ),
                  },
                  {
                    label: PRODUCT_TEXT.colImage,
                    cell: (product) => (
                      <img
                        src={product.img}
                        alt=""
                        width={64}
                        height={48}
                        loading="lazy"
                        className="h-12 w-16 rounded object-contain"
                      />
                    ),
                  },
                  {
                    label: SPEC_APP_TEXT.colName,
                    isRowHeader: true,
                    isData: true,
                    className: 'font-medium wrap-break-word',
                    cell: (product) => (
                      <>
                        {product.name}
                        {product.published === false && (
                          <>
                            {' '}
                            <span className="badge badge-neutral badge-sm ms-1">{PRODUCT_TEXT.hidden}</span>
                          </>
                        )}
                      </>
                    ),
                  },
                  {
                    label: VARIANT_FORM_TEXT.colOptions,
                    cell: ({ options = [] }) =>
                      options.length === 0 ? (
                        VARIANT_FORM_TEXT.noOptions
                      ) : (
                        <span translate="no">
                          {options
                            .map((o) => VARIANT_FORM_TEXT.optionSummary({ name: o.name, n: o.values.length }))
                            .join(', ')}
                        </span>
                      ),
                  },
                  {
                    label: PRODUCT_TEXT.edit,
                    isUnlabelled: true,
                    cell: (product) => <EditProductLink product={product} />,
                  },
                  {
                    label: PRODUCT_TEXT.colDelete,
                    isUnlabelled: true,
                    cell: (product) => (
                      <button type="button" className="btn btn-sm btn-error" onClick={() => setToDelete(product)}>
                        {SPEC_APP_TEXT.delete}{' '}
                        <span className="sr-only" translate="no">
                          {product.name}
                        </span>
                      </button>
                    ),
                  },
                ]}
              />
            </>
          )}
        </>
      )}
      {toDelete && (
        <Modal
          role="alertdialog"
          title={PRODUCT_TEXT.deleteConfirmTitle}
          text={PRODUCT_TEXT.deleteConfirmText({ name: toDelete.name })}
          onClose={closeDialog}
        >
          <div className="modal-action">
            <button
              type="button"
              className="btn btn-error"
              onClick={() => confirmDelete(toDelete)}
              disabled={deleteProduct.isPending}
            >
              {SPEC_APP_TEXT.delete}
            </button>
            {/* The safe choice, focused first. */}
            <button type="button" className="btn" data-autofocus onClick={closeDialog}>
              {SPEC_APP_TEXT.cancel}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
