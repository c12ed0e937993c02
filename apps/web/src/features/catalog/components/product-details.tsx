// The product itself (spec §2 Product detail): image, name, description, minimum quantity,
// available stock and price. The order form goes in `children`, below the facts.
import type { ReactNode } from 'react';
import type { Product } from '@store/shared/schemas';
import { SaleEnds, WasPrice } from '../../../components/ui/sale-price.tsx';
import { Loading } from '../../../components/ui/spinner.tsx';
import { useFormat, useTexts } from '../../../lib/i18n.tsx';

/** `media` replaces the one picture (the product page's gallery goes there). */
export function ProductDetails({
  product,
  media,
  children,
}: {
  product: Product;
  media?: ReactNode;
  children?: ReactNode;
}) {
  const { PUBLIC_TEXT, SPEC_TEXT } = useTexts('common');
  const { taka, number } = useFormat();
  return (
    <article className="grid gap-8 md:grid-cols-2 md:items-start">
      {media ?? (
        <figure className="rounded-box border border-base-300 bg-base-200">
          <img
            src={product.img}
            alt={product.name}
            width={400}
            height={300}
            fetchPriority="high"
            className="aspect-[4/3] h-auto w-full object-contain"
          />
        </figure>
      )}
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold text-balance" translate="no">
          {product.name}
        </h1>
        <p className="text-2xl">
          {PUBLIC_TEXT.price}: <span className="font-bold text-primary">{taka(product.price)}</span>
          {product.compareAtPrice === undefined ? null : (
            <>
              {' '}
              <WasPrice price={product.compareAtPrice} />
            </>
          )}
        </p>
        {product.compareAtPrice === undefined ? null : <SaleEnds endsAt={product.saleEndsAt} />}
        <p className="max-w-prose whitespace-pre-line" translate="no">
          {product.des}
        </p>
        <div className="flex flex-wrap gap-3">
          <p className="rounded-field bg-base-200 px-4 py-2">
            {SPEC_TEXT.minimumOrder}: <span className="font-semibold">{number(product.minQuantity)}</span>
          </p>
          <p className="rounded-field bg-base-200 px-4 py-2">
            {SPEC_TEXT.available}: <span className="font-semibold">{number(product.maxQuantity)}</span>
          </p>
        </div>
        {children}
      </div>
    </article>
  );
}

export function ProductDetailsSkeleton() {
  return (
    <Loading className="grid gap-8 md:grid-cols-2">
      <div className="skeleton aspect-[4/3] w-full" />
      <div className="flex flex-col gap-4">
        <div className="skeleton h-9 w-3/4" />
        <div className="skeleton h-8 w-1/3" />
        <div className="skeleton h-4 w-full" />
        <div className="skeleton h-4 w-full" />
        <div className="skeleton h-4 w-2/3" />
        <div className="flex gap-3">
          <div className="skeleton h-10 w-40" />
          <div className="skeleton h-10 w-32" />
        </div>
      </div>
    </Loading>
  );
}
