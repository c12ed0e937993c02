// A paid order of a product, written straight to the database: for tests that need "this account
// bought it" (product reviews are for buyers) without walking the whole checkout.
import type { DB } from '../src/db/database.ts';
import { newId, nowIso } from '../src/lib/ids.ts';

export async function makeBuyer(db: DB, user: { id: string; email: string }, productId: string): Promise<string> {
  const id = newId();
  const at = nowIso();
  await db
    .insertInto('orders')
    .values({
      id,
      userId: user.id,
      email: user.email,
      productId,
      productName: 'Bought part',
      unitPrice: 50_000,
      quantity: 1,
      total: 50_000,
      subtotal: 50_000,
      address: 'House 1, Road 2, Dhaka',
      phone: '01711000000',
      orderRef: '',
      status: 'paid',
      transactionId: `test_${id}`,
      paidAt: at,
      cancelledAt: null,
      createdAt: at,
      paymentMethod: 'sandbox',
    })
    .execute();
  await db
    .insertInto('orderLines')
    .values({
      orderId: id,
      lineNo: 1,
      productId,
      productName: 'Bought part',
      unitPrice: 50_000,
      quantity: 1,
      lineTotal: 50_000,
    })
    .execute();
  return id;
}
