// Promotions' table types (migration 241). Amounts in poisha; booleans as 0/1.
import type { PromotionKind, PromotionPaymentMethod } from '@store/shared/schemas';

export interface PromotionTable {
  id: string;
  name: string;
  kind: PromotionKind;
  status: 'active' | 'paused';
  startsAt: string;
  /** null: until paused. */
  endsAt: string | null;
  percent: number | null;
  /** Off the order, or off each piece. */
  amount: number | null;
  buyQuantity: number | null;
  getQuantity: number | null;
  /** Upper case; null: automatic. */
  code: string | null;
  minSubtotal: number | null;
  firstOrderOnly: number;
  customerGroupId: string | null;
  paymentMethod: PromotionPaymentMethod;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  combinable: number;
  /** Orders holding a use now (a cancelled or expired one gives it back); changed by conditional updates only. */
  uses: number;
  /** Discount given by orders holding a use. */
  discountGiven: number;
  createdAt: string;
  updatedAt: string;
}

export interface PromotionTargetTable {
  promotionId: string;
  targetType: 'product' | 'variant' | 'category' | 'zone';
  targetId: string;
}

export interface OrderDiscountTable {
  orderId: string;
  promotionId: string;
  name: string;
  code: string | null;
  kind: PromotionKind;
  amount: number;
}

export interface PromotionUseTable {
  promotionId: string;
  orderId: string;
  userId: string;
  /** The order's phone, digits as stored on the order ('' without one). */
  phone: string;
  createdAt: string;
  releasedAt: string | null;
}

export interface CartCouponTable {
  userId: string;
  code: string;
  setAt: string;
}
