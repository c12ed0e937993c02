// A product in a grid (home page Tools and /allproducts): image, name, Minimum Order, Available,
// price and the Details link (spec §2 Home), and the product reviews' average and count when it has any; on sale,
// the price before struck through and the sale's end.
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { Product } from '@store/shared/schemas';
import { productPublicPath } from '@store/shared/product-slug';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { SaleEnds, WasPrice } from './sale-price.tsx';
import { Loading } from './spinner.tsx';
import { RatingLine, useOneDecimal } from './star-rating.tsx';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * A product with options costs from its cheapest variant.
 * NOTE: its own component, so that only such a card loads the catalog's texts.
 */
function FromPrice({ price }: { price: string }) {
  const { CATALOG_TEXT } = useTexts('catalog');
  return <>{CATALOG_TEXT.priceFrom({ price })}</>;
}

interface ProductCardProps {
  product: Product;
  /** More actions under Details (the catalog adds "Add to cart"); given the title's id to describe them. */
  renderActions?: (titleId: string) => ReactNode;
  /** The card title's heading level, so that headings stay in order on each page. */
  headingLevel?: 2 | 3;
  /** Lazily below the fold; 'eager' in the first row of a page whose largest paint it is; 'high' for the first. */
  picture?: 'lazy' | 'eager' | 'high';
}

export function ProductCard({ product, headingLevel = 3, renderActions, picture = 'lazy' }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();
  const { PUBLIC_TEXT, SPEC_TEXT, UI_TEXT } = useTexts('common');
  const { LINK_CONTEXT } = useTexts('seo');
  const { taka, number } = useFormat();
  const oneDecimal = useOneDecimal();
  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <figure className="bg-base-200">
        <img
          src={product.img}
          alt={product.name}
          translate="no"
          width={400}
          height={300}
          loading={picture === 'lazy' ? 'lazy' : 'eager'}
          {...(picture === 'high' ? { fetchPriority: 'high' as const } : { decoding: 'async' as const })}
          className="aspect-[4/3] w-full object-contain"
        />
      </figure>
      <div className="card-body gap-2">
        <Heading id={titleId} className="card-title text-lg leading-snug" translate="no">
          {product.name}
        </Heading>
        {product.rating && product.rating.count > 0 ? (
          <RatingLine
            {...product.rating}
            label={UI_TEXT.cardRating({ average: oneDecimal(product.rating.average), count: product.rating.count })}
          />
        ) : null}
        <p>
          {SPEC_TEXT.minimumOrder}: <span className="font-semibold">{number(product.minQuantity)}</span>
        </p>
        <p>
          {SPEC_TEXT.available}: <span className="font-semibold">{number(product.maxQuantity)}</span>
        </p>
        <p className="text-lg">
          {PUBLIC_TEXT.price}:{' '}
          <span className="font-bold text-primary">
            {product.options?.length ? <FromPrice price={taka(product.price)} /> : taka(product.price)}
          </span>
          {product.compareAtPrice === undefined ? null : (
            <>
              {' '}
              <WasPrice price={product.compareAtPrice} />
            </>
          )}
        </p>
        {product.compareAtPrice === undefined ? null : <SaleEnds endsAt={product.saleEndsAt} />}
        <div className="card-actions mt-auto pt-2">
          {/* The spec's "Details" on screen; its text says which product to a screen reader and a crawler. */}
          <Link to={productPublicPath(product)} className="btn btn-primary btn-block">
            {SPEC_TEXT.details}{' '}
            <span className="sr-only" translate="no">
              {LINK_CONTEXT.detailsOf({ name: product.name })}
            </span>
          </Link>
          {renderActions?.(titleId)}
        </div>
      </div>
    </article>
  );
}

/** Placeholder cards in the same grid while products load, so nothing jumps when they arrive. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <Loading className={GRID}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="card h-full border border-base-300 bg-base-100">
          <div className="skeleton aspect-[4/3] w-full rounded-b-none" />
          <div className="card-body gap-3">
            <div className="skeleton h-6 w-3/4" />
            <div className="skeleton h-4 w-1/2" />
            <div className="skeleton h-4 w-1/2" />
            <div className="skeleton h-6 w-1/3" />
            <div className="skeleton mt-2 h-10 w-full" />
          </div>
        </div>
      ))}
    </Loading>
  );
}

export function ProductGrid({
  products,
  headingLevel,
  renderActions,
  eagerPictures = 0,
}: {
  products: Product[];
  headingLevel?: 2 | 3;
  renderActions?: (product: Product, titleId: string) => ReactNode;
  /** How many cards, from the first, load their picture at once (the page's first row). */
  eagerPictures?: number;
}) {
  return (
    <ul className={GRID}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            picture={index === 0 && eagerPictures > 0 ? 'high' : index < eagerPictures ? 'eager' : 'lazy'}
            {...(headingLevel ? { headingLevel } : {})}
            {...(renderActions ? { renderActions: (titleId: string) => renderActions(product, titleId) } : {})}
          />
        </li>
      ))}
    </ul>
  );
}
