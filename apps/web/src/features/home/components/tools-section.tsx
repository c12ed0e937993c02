import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { HOME_TOOLS_COUNT } from '@store/shared/constants';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { ProductGrid, ProductGridSkeleton } from '../../../components/ui/product-card.tsx';
import { featuredProductsQueryOptions } from '../api/get-featured-products.ts';

export function ToolsSection() {
  const { SPEC_TEXT } = useTexts('common');
  const { HOME_TEXT } = useTexts('home');
  const { LINK_CONTEXT } = useTexts('seo');
  const products = useQuery(featuredProductsQueryOptions());
  return (
    <section id="tools" aria-labelledby="tools-heading" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="tools-heading" className="text-3xl font-bold">
        {HOME_TEXT.toolsHeading}
      </h2>
      <p className="mt-2 mb-8 max-w-prose">{HOME_TEXT.toolsIntro}</p>
      {products.isPending ? (
        <ProductGridSkeleton count={HOME_TOOLS_COUNT} />
      ) : products.isError ? (
        <LoadError onRetry={() => void products.refetch()} />
      ) : products.data.length === 0 ? (
        <p>{HOME_TEXT.noProducts}</p>
      ) : (
        <ProductGrid products={products.data} />
      )}
      <div className="mt-10 text-center">
        <Link to="/allproducts" className="btn btn-wide border-primary bg-base-100 text-primary">
          {SPEC_TEXT.seeMore} <span className="sr-only">{LINK_CONTEXT.seeMoreProducts}</span>
        </Link>
      </div>
    </section>
  );
}
