// The owner's cash-on-delivery rules' table type (migration 228).
import type { ColumnType } from 'kysely';

/** 0 or 1, default 0. */
type Flag = ColumnType<number, number | undefined, number>;

/** One row (id 1); a null column is a rule that is off. */
export interface CodRulesTable {
  id: number;
  /** JSON array of shipping zone ids. */
  onlyZoneIds: string | null;
  /** Poisha. */
  newNumberMaxTotal: number | null;
  refuseAfter: number | null;
  /** Rule (b), 1 when ticked (migration 230). */
  advanceOutsideDhaka: Flag;
  advanceFirstTime: Flag;
  advancePastRefusal: Flag;
  updatedBy: string | null;
  updatedAt: string;
}
