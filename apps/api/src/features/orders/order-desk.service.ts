// The order desk's reads beside the order list (admin): products running low.
import type { LowStock } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { findLowStockProducts } from './order-desk.repository.ts';

/** GET /admin/low-stock: products whose stock (maxQuantity) is under `threshold`, fewest first. */
export async function getLowStock(db: DB, threshold: number): Promise<LowStock> {
  const rows = await findLowStockProducts(db, threshold);
  return {
    threshold,
    products: rows.map((r) => ({ _id: r.id, name: r.name, maxQuantity: r.stock, minQuantity: r.minQuantity })),
  };
}
