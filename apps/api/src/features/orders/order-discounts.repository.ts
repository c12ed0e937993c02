// The promotions' discounts each order received (order_discounts, migration 241), as the books read them:
// the invoice, the mails, the order desk and its CSV.
import type { Selectable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { OrderDiscountTable } from '../../db/schema-promotions.ts';

export type OrderDiscountRow = Selectable<OrderDiscountTable>;

/** Each order's discounts, largest first (then by name), by order id; orders without one are absent. */
export async function listDiscountsOfOrders(db: DB, orderIds: string[]): Promise<Map<string, OrderDiscountRow[]>> {
  const byOrder = new Map<string, OrderDiscountRow[]>();
  for (let i = 0; i < orderIds.length; i += 500) {
    const rows = await db
      .selectFrom('orderDiscounts')
      .selectAll()
      .where('orderId', 'in', orderIds.slice(i, i + 500))
      .orderBy('orderId')
      .orderBy('amount', 'desc')
      .orderBy('name')
      .execute();
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  }
  return byOrder;
}
