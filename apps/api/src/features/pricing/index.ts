// Dealer prices' one pricing rule and the reads it needs (docs/features/dealer-prices.md, decision 235).
export {
  findBreaks,
  findGroupById,
  findGroupOfUser,
  findGroupPrices,
  findVariantsOfProducts,
  replaceBreaks,
} from './price-book.repository.ts';
export {
  loadPriceBook,
  type PriceBook,
  priceBookFor,
  type PricedVariant,
  type PricingGroup,
  pricingGroupOf,
} from './price-book.ts';
export { type Break, groupPriceOf, priceTiers, tierOf, type Tier, unitPriceFor } from './unit-price.ts';
