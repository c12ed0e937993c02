// Promotions (docs/features/promotions.md, decision 237): the owner's API, the engine, and what the cart and
// placement call.
export {
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
