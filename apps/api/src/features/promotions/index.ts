// Promotions (docs/features/promotions.md, decision 237): the owner's API, the engine, and what the cart and
// placement call.
export {
  automaticPromotions,
  cartCouponOf,
  cartPromotions,
  discountLinesOf,
  keepCartCoupon,
  paymentMethodBound,
  type PlacementPromotions,
  priceOrderWithPromotions,
  removeCartCoupon,
  takePromotionUses,
} from './promotion-pricing.ts';
export { releasePromotionUses, assertPaymentMethodAllowed } from './promotion-uses.ts';
export { promotionsRoutes } from './promotions.routes.ts';
// The catalogue's sales (features/catalog/sale-book.ts): which promotions are sales and what one takes off a piece.
export { isSale, itemDiscount } from './item-discount.ts';
export { findSales, type SaleRow } from './sales.repository.ts';
