// Which variant a product's page shows: the one in the address (?variant=<id>, so that a link opens it),
// else the cheapest that can be ordered. The option buttons move between variants (decision 220).
import { useSearchParams } from 'react-router';
import type { ProductDetail, ProductVariant } from '@store/shared/schemas';

type Stock = Pick<ProductVariant, 'minQuantity' | 'maxQuantity'>;
export const canOrder = (v: Stock): boolean => v.maxQuantity > 0 && v.maxQuantity >= v.minQuantity;

const cheapest = (variants: readonly ProductVariant[]): ProductVariant | undefined =>
  variants.reduce<ProductVariant | undefined>((best, v) => (best && best.price <= v.price ? best : v), undefined);

export function chosenVariant(variants: readonly ProductVariant[], id: string | null): ProductVariant | undefined {
  return variants.find((v) => v._id === id) ?? cheapest(variants.filter(canOrder)) ?? cheapest(variants);
}

/** The product as the chosen variant sells it: its price, stock, minimum, SKU and picture first. */
export function withVariant(product: ProductDetail, variant: ProductVariant | undefined): ProductDetail {
  if (!variant || product.variants.length <= 1) return product;
  const { price, minQuantity, maxQuantity, sku, img, compareAtPrice, saleEndsAt } = variant;
  // A sale's price before and end are the variant's own: a variant off sale shows none.
  const { compareAtPrice: _productWas, saleEndsAt: _productEnds, ...rest } = product;
  return {
    ...rest,
    price,
    ...(compareAtPrice === undefined ? {} : { compareAtPrice, saleEndsAt: saleEndsAt ?? null }),
    minQuantity,
    maxQuantity,
    sku,
    img: img ?? product.img,
    images: img ? [img, ...product.images.filter((i) => i !== img)] : product.images,
  };
}

const startsWith = (v: ProductVariant, values: readonly string[]) => values.every((value, j) => v.options[j] === value);

/**
 * Each value of option `i` after the values chosen before it: sold (some variant has it; else its button
 * is disabled) and orderable (one of those can be ordered now; else it is marked out of stock).
 */
export function valueStates(
  variants: readonly ProductVariant[],
  values: readonly string[],
  chosen: readonly string[],
  i: number,
) {
  return values.map((value) => {
    const matching = variants.filter((v) => startsWith(v, [...chosen.slice(0, i), value]));
    return { value, sold: matching.length > 0, orderable: matching.some(canOrder) };
  });
}

/** Value `value` for option `i`: the variant keeping the other choices, else the first of it that can be ordered. */
export function pickVariant(
  variants: readonly ProductVariant[],
  chosen: readonly string[],
  i: number,
  value: string,
): ProductVariant | undefined {
  const wanted = chosen.map((c, j) => (j === i ? value : c));
  const matching = variants.filter((v) => startsWith(v, wanted.slice(0, i + 1)));
  return matching.find((v) => startsWith(v, wanted)) ?? matching.find(canOrder) ?? matching[0];
}

export function useVariantChoice(product: ProductDetail) {
  const [params, setParams] = useSearchParams();
  const variant = chosenVariant(product.variants, params.get('variant'));
  const choose = (next: ProductVariant) =>
    setParams(
      (current) => {
        current.set('variant', next._id);
        return current;
      },
      // A choice is not a page of the history: Back leaves the product.
      { replace: true, preventScrollReset: true },
    );
  return { variant, shown: withVariant(product, variant), choose };
}
