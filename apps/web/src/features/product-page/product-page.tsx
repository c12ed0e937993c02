// /products/{id}/{slug}: a product's public page, rendered on the server. Order opens the spec's
// /singleservice/{id}; a wrong or missing slug is sent to the right one for good (301).
import { lazy, Suspense } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { productPublicPath, productSlug } from '@store/shared/product-slug';
import type { ProductDetail } from '@store/shared/schemas';
import { JsonLd } from '../../components/seo/json-ld.tsx';
import { useIsAdmin, useSession } from '../../lib/auth.ts';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageHead, usePublicOrigin } from '../../lib/page-title.ts';
import { PermanentRedirect } from '../../lib/server-render.tsx';
// NOTE: the product's own display and read belong to the catalog feature.
import { ProductDetails, productQueryOptions } from '../catalog/index.ts';
import { PriceTable } from '../pricing/index.ts';
import { productReviewsQueryOptions } from './api/product-reviews.ts';
import { ProductBreadcrumb } from './components/product-breadcrumb.tsx';
import { ProductGallery } from './components/product-gallery.tsx';
import { ProductReviews } from './components/product-reviews.tsx';
import { ProductState } from './components/product-state.tsx';
import { SpecificationTable } from './components/specification-table.tsx';
import { VariantPicker } from './components/variant-picker.tsx';
import { productStructuredData } from './product-json-ld.ts';
import { canOrder, useVariantChoice } from './variant-choice.ts';

// Lazy: its form validation (zod) is not worth a preload on a page most visitors only read.
const AddToCartForm = lazy(() =>
  import('./components/add-to-cart-form.tsx').then((module) => ({ default: module.AddToCartForm })),
);

function OrderNote() {
  const { PRODUCT_PAGE_TEXT } = useTexts('product-page');
  const { user } = useSession();
  const { isAdmin } = useIsAdmin();
  // NOTE: the visitor's text while the session is read, as in the server's HTML, then the signed-in one's.
  const note =
    user === null
      ? PRODUCT_PAGE_TEXT.orderNote
      : isAdmin
        ? PRODUCT_PAGE_TEXT.orderNoteAdmin
        : PRODUCT_PAGE_TEXT.orderNoteBuyer;
  return <p className="min-h-10 text-sm">{note}</p>;
}

function ProductFound({ product }: { product: ProductDetail }) {
  const { PRODUCT_PAGE_TEXT } = useTexts('product-page');
  const { taka } = useFormat();
  const origin = usePublicOrigin();
  const path = productPublicPath(product);
  // The chosen variant's price, stock, minimum, SKU and picture (one variant: the product's own).
  const { variant, shown, choose } = useVariantChoice(product);
  const { user } = useSession();
  const inStock = canOrder(shown);
  // Named only when there is a choice: a product of one variant keeps one cart line and the spec's Order link.
  const variantId = product.variants.length > 1 ? variant?._id : undefined;
  const variantQuery = variantId ? `?variant=${encodeURIComponent(variantId)}` : '';
  // Fetched with the page on the server, so crawlers read them too.
  const reviews = useInfiniteQuery(productReviewsQueryOptions(product._id));
  usePageHead({
    title: product.name,
    description: PRODUCT_PAGE_TEXT.description({
      name: product.name,
      price: taka(shown.price),
      minQuantity: shown.minQuantity,
    }),
    canonicalPath: path,
    image: shown.img,
    ogType: 'product',
    price: { amount: shown.price.toFixed(2), currency: 'BDT' },
  });
  return (
    <>
      {/* NOTE: for visitors (and crawlers) only: a signed-in buyer's product may carry their group's prices. */}
      {user ? null : <JsonLd data={productStructuredData(product, origin, reviews.data?.pages[0]?.items ?? [])} />}
      <ProductBreadcrumb product={product} />
      <ProductDetails
        product={shown}
        media={<ProductGallery key={shown.img} images={shown.images} name={product.name} />}
      >
        <VariantPicker product={product} variant={variant} onChoose={choose} />
        <PriceTable tiers={variant?.priceTiers} />
        <p className={inStock ? 'font-semibold text-success' : 'font-semibold text-error'}>
          {inStock ? PRODUCT_PAGE_TEXT.inStock : PRODUCT_PAGE_TEXT.outOfStock}
        </p>
        <Suspense fallback={null}>
          <AddToCartForm key={variant?._id} product={shown} variantId={variantId} inStock={inStock} />
        </Suspense>
        <div className="flex flex-col gap-2">
          <Link
            to={`/singleservice/${encodeURIComponent(product._id)}${variantQuery}`}
            className="btn btn-primary btn-lg self-start"
            aria-label={PRODUCT_PAGE_TEXT.orderLabel({ name: product.name })}
          >
            {PRODUCT_PAGE_TEXT.order}
          </Link>
          <OrderNote />
        </div>
      </ProductDetails>
      <SpecificationTable specs={product.specs} sku={shown.sku} />
      <ProductReviews productId={product._id} />
    </>
  );
}

export function ProductPage() {
  const { CATALOG_TEXT } = useTexts('catalog');
  const { id = '', slug } = useParams();
  const { search } = useLocation();
  // NOTE: a product the server found missing stays missing on hydration (no pending flash, no mismatch).
  const product = useQuery({ ...productQueryOptions(id), retryOnMount: false });

  if (product.data && slug !== productSlug(product.data.name)) {
    return <PermanentRedirect to={`${productPublicPath(product.data)}${search}`} />;
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      {product.data ? null : (
        <nav aria-label={CATALOG_TEXT.backToProducts} className="mb-6">
          <Link to="/allproducts" className="link link-primary inline-block">
            <span aria-hidden="true">← </span>
            {CATALOG_TEXT.backToProducts}
          </Link>
        </nav>
      )}
      <ProductState product={product}>{(found) => <ProductFound product={found} />}</ProductState>
    </div>
  );
}
