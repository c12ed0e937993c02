// Dealer prices' table types (migration 240). Prices in poisha.

export interface PriceBreakTable {
  variantId: string;
  /** From this many pieces (inclusive). */
  minQuantity: number;
  price: number;
}

export interface CustomerGroupTable {
  id: string;
  name: string;
  /** Whole percent off the catalogue price. */
  discountPercent: number;
  createdAt: string;
  updatedAt: string;
}

export interface CustomerGroupPriceTable {
  groupId: string;
  variantId: string;
  price: number;
}

/** A buyer's group; a buyer without a row is retail. */
export interface CustomerGroupMemberTable {
  userId: string;
  groupId: string;
  assignedAt: string;
}

export interface CustomerGroupApplicationTable {
  id: string;
  userId: string;
  groupId: string;
  note: string;
  status: 'pending' | 'approved' | 'refused';
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
}
