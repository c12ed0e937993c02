// A promotion as GET /api/admin/promotions answers it, with overrides.
import type { Promotion } from '@store/shared/schemas';

export const aPromotion = (over: Partial<Promotion> = {}): Promotion => ({
  _id: 'pr-1',
  name: 'Eid sale',
  kind: 'order_percent',
  status: 'active',
  // 10:00 in Dhaka on 1 March 2026, to 23:59 on 10 March.
  startsAt: '2026-03-01T04:00:00.000Z',
  endsAt: '2026-03-10T17:59:00.000Z',
  percent: 10,
  amount: null,
  targets: { productIds: [], variantIds: [], categoryIds: [] },
  buyQuantity: null,
  getQuantity: null,
  zoneIds: [],
  code: 'EID10',
  minSubtotal: 2000,
  firstOrderOnly: false,
  customerGroupId: null,
  paymentMethod: 'any',
  maxUses: 100,
  maxUsesPerCustomer: 1,
  combinable: true,
  state: 'running',
  uses: 12,
  discountGiven: 3450.5,
  createdAt: '2026-02-20T04:00:00.000Z',
  updatedAt: '2026-02-20T04:00:00.000Z',
  ...over,
});
