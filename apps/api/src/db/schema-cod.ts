// The owner's cash-on-delivery rules' table type (migration 228).

/** One row (id 1); a null column is a rule that is off. */
export interface CodRulesTable {
  id: number;
  /** JSON array of shipping zone ids. */
  onlyZoneIds: string | null;
  /** Poisha. */
  newNumberMaxTotal: number | null;
  refuseAfter: number | null;
  updatedBy: string | null;
  updatedAt: string;
}
