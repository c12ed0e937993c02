// schema.org data of a product's page: a Product with its Offer, or, for a product with several variants, a
// ProductGroup whose hasVariant lists each variant as a Product with its SKU and Offer. Reviews go on the top.
import { STORE_TIME_ZONE } from '@store/shared/constants';
import { productPublicPath } from '@store/shared/product-slug';
import { productReviewsJsonLd } from '@store/shared/review-json-ld';
import type { ProductDetail, ProductReview } from '@store/shared/schemas';
import { canOrder } from './variant-choice.ts';

/** Option names that are schema.org properties (English and Bangla); the others are additionalProperty. */
const PROPERTIES: Record<string, string> = {
  size: 'size',
  সাইজ: 'size',
  colour: 'color',
  color: 'color',
  রং: 'color',
  material: 'material',
  pattern: 'pattern',
};
const propertyOf = (name: string): string | undefined => PROPERTIES[name.trim().toLowerCase()];

type Sold = Pick<ProductDetail, 'price' | 'minQuantity' | 'maxQuantity' | 'compareAtPrice' | 'saleEndsAt'>;

/** The store's day (Dhaka) of an instant, as schema.org dates are written: 2026-04-10. */
const DHAKA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE });

function offerOf(sold: Sold, url: string, origin: string) {
  return {
    '@type': 'Offer',
    url,
    // On sale: the price after the sale, valid until the day it ends.
    price: sold.price.toFixed(2),
    ...(sold.compareAtPrice !== undefined && sold.saleEndsAt
      ? { priceValidUntil: DHAKA_DAY.format(new Date(sold.saleEndsAt)) }
      : {}),
    priceCurrency: 'BDT',
    availability: canOrder(sold) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    eligibleQuantity: { '@type': 'QuantitativeValue', minValue: sold.minQuantity },
    seller: { '@type': 'Organization', name: 'Bicycle Manufacturer', url: `${origin}/` },
  };
}

export function productStructuredData(
  product: ProductDetail,
  origin: string,
  reviews: readonly ProductReview[] = [],
): Record<string, unknown> {
  const url = `${origin}${productPublicPath(product)}`;
  const image = (img: string) => new URL(img, `${origin}/`).href;
  const common = {
    '@context': 'https://schema.org',
    '@id': url,
    name: product.name,
    description: product.des,
    image: image(product.img),
    ...(product.rating ? productReviewsJsonLd(product.rating, reviews) : {}),
  };
  const options = product.options ?? [];
  if (product.variants.length <= 1) {
    return { ...common, '@type': 'Product', sku: product.sku ?? product._id, offers: offerOf(product, url, origin) };
  }
  return {
    ...common,
    '@type': 'ProductGroup',
    url,
    productGroupID: product._id,
    variesBy: options.map((o) => {
      const property = propertyOf(o.name);
      return property ? `https://schema.org/${property}` : o.name;
    }),
    hasVariant: product.variants.map((v) => {
      const variantUrl = `${url}?variant=${encodeURIComponent(v._id)}`;
      // A value of a schema.org property (size, color…) is that property; any other is an additionalProperty.
      const properties: Record<string, string> = {};
      const others: { '@type': 'PropertyValue'; name: string; value: string }[] = [];
      options.forEach((o, i) => {
        const property = propertyOf(o.name);
        const value = v.options[i] ?? '';
        if (property) properties[property] = value;
        else others.push({ '@type': 'PropertyValue', name: o.name, value });
      });
      return {
        '@type': 'Product',
        '@id': variantUrl,
        name: `${product.name} (${v.title})`,
        sku: v.sku ?? v._id,
        image: image(v.img ?? product.img),
        ...properties,
        ...(others.length > 0 ? { additionalProperty: others } : {}),
        offers: offerOf(v, variantUrl, origin),
      };
    }),
  };
}
