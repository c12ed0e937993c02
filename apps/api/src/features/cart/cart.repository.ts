import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { CartLineTable } from '../../db/schema.ts';

/** The cart's lines, oldest first, each with its product as it is now (nulls when the product was deleted). */
export async function listCartLines(db: DB, userId: string) {
  return db
    .selectFrom('cartLines')
    .leftJoin('products', 'products.id', 'cartLines.productId')
    .selectAll('cartLines')
    .select([
      'products.price as currentPrice',
      'products.minQuantity as minQuantity',
      'products.stock',
      'products.name as currentName',
      'products.img as currentImg',
    ])
    .where('cartLines.userId', '=', userId)
    .orderBy('cartLines.createdAt')
    .orderBy('cartLines.productId')
    .execute();
}

export type CartLineWithProduct = Awaited<ReturnType<typeof listCartLines>>[number];

/** Sets the line's quantity and the product's price, name and picture as the buyer sees them now. */
export async function upsertCartLine(db: DB, row: Insertable<CartLineTable>): Promise<void> {
  const { quantity, unitPrice, productName, img, updatedAt } = row;
  await db
    .insertInto('cartLines')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['userId', 'productId']).doUpdateSet({ quantity, unitPrice, productName, img, updatedAt }),
    )
    .execute();
}

/** Deletes one line, or with no `productId` the whole cart. */
export async function deleteCartLines(db: DB, userId: string, productId?: string): Promise<void> {
  let query = db.deleteFrom('cartLines').where('userId', '=', userId);
  if (productId !== undefined) query = query.where('productId', '=', productId);
  await query.execute();
}
