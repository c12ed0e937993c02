// Where a product sits in the store: Home › All Products › its category › the product, shown above
// the product and given to crawlers as a BreadcrumbList (in the page's language and addresses).
import { Link } from 'react-router';
import { productPublicPath } from '@store/shared/product-slug';
import type { ProductDetail } from '@store/shared/schemas';
import { breadcrumbList, JsonLd } from '../../../components/seo/json-ld.tsx';
import { useLocalizedPath, useTexts } from '../../../lib/i18n.tsx';
import { usePublicOrigin } from '../../../lib/page-title.ts';

export function ProductBreadcrumb({ product }: { product: ProductDetail }) {
  const { PRODUCT_PAGE_TEXT } = useTexts('product-page');
  const localized = useLocalizedPath();
  const origin = usePublicOrigin();
  const steps = [
    { name: PRODUCT_PAGE_TEXT.breadcrumbHome, path: '/' },
    { name: PRODUCT_PAGE_TEXT.breadcrumbProducts, path: '/allproducts' },
    ...(product.category
      ? [{ name: product.category.name, path: `/allproducts?category=${encodeURIComponent(product.category._id)}` }]
      : []),
    { name: product.name, path: productPublicPath(product) },
  ];
  const last = steps.length - 1;
  return (
    <>
      <JsonLd data={breadcrumbList(steps.map((s) => ({ name: s.name, url: `${origin}${localized(s.path)}` })))} />
      <nav aria-label={PRODUCT_PAGE_TEXT.breadcrumb} className="breadcrumbs mb-6 text-sm">
        <ul className="flex-wrap">
          {steps.map((step, index) => (
            <li key={step.path} className="max-w-full">
              {index === last ? (
                <span aria-current="page" className="truncate" translate="no">
                  {step.name}
                </span>
              ) : (
                // After Home and All Products, the steps are names from the store's data.
                <Link to={step.path} className="link link-primary" translate={index > 1 ? 'no' : undefined}>
                  {step.name}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
