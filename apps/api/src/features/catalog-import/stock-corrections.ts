// The one step that sets stock from a spreadsheet, as the product form's stock edit does: the variant's count
// and its product's sum in the same transaction. A later audit trail wraps this call (who, when, before → after).
import type { DB } from '../../db/database.ts';
import { addToSummaryStock, updateFromValues } from './catalog-import.repository.ts';

export interface StockCorrection {
  variantId: string;
  productId: string;
  /** The count the preview showed: a sale since then makes the correction fail instead of undoing it. */
  before: number;
  after: number;
}

/**
 * Sets each variant's stock where it still holds `before` (a conditional update, never read-then-write) and
 * moves its product's sum by the difference. Answers how many variants matched: fewer than sent, the caller
 * rolls back (the catalogue changed since it was read).
 */
export async function applyStockCorrections(trx: DB, corrections: readonly StockCorrection[], at: string) {
  // In variant id order, as checkouts take their rows, so that no two wait on each other in a cycle.
  const sorted = [...corrections].sort((a, b) => (a.variantId < b.variantId ? -1 : 1));
  const matched = await updateFromValues(
    trx,
    'product_variants',
    ['text', 'integer', 'integer', 'text'],
    sorted.map((c) => [c.variantId, c.before, c.after, at]),
    'stock = d.column3, updated_at = d.column4',
    't.stock = d.column2',
  );
  const deltas = new Map<string, number>();
  for (const c of sorted) deltas.set(c.productId, (deltas.get(c.productId) ?? 0) + c.after - c.before);
  await addToSummaryStock(trx, deltas);
  return matched;
}
