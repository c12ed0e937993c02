import type { Selectable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { CartLineTable } from '../../db/schema.ts';

type CartLineRow = Selectable<CartLineTable>;

/** A cart line with its product as it is now (nulls when the product was deleted). */
export interface CartLineWithProduct extends CartLineRow {
  currentPrice: number | null;
  minQuantity: number | null;
  stock: number | null;
  currentName: string | null;
  currentImg: string | null;
}

/** Oldest first. */
export async function listCartLines(db: DB, userId: string): Promise<CartLineWithProduct[]> {
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

/** The lines checkout needs: product, quantity and the price the buyer agreed to. */
export async function listCartLinesForCheckout(
  db: DB,
  userId: string,
): Promise<Pick<CartLineRow, 'productId' | 'quantity' | 'unitPrice' | 'productName'>[]> {
  return db
    .selectFrom('cartLines')
    .select(['productId', 'quantity', 'unitPrice', 'productName'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('productId')
    .execute();
}

export async function countCartLines(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('cartLines')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function hasCartLine(db: DB, userId: string, productId: string): Promise<boolean> {
  const row = await db
    .selectFrom('cartLines')
    .select('productId')
    .where('userId', '=', userId)
    .where('productId', '=', productId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Sets the line's quantity and the product's price, name and picture as the buyer sees them now. */
export async function upsertCartLine(db: DB, row: CartLineRow): Promise<void> {
  await db
    .insertInto('cartLines')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['userId', 'productId']).doUpdateSet({
        quantity: row.quantity,
        unitPrice: row.unitPrice,
        productName: row.productName,
        img: row.img,
        updatedAt: row.updatedAt,
      }),
    )
    .execute();
}

export async function deleteCartLine(db: DB, userId: string, productId: string): Promise<void> {
  await db.deleteFrom('cartLines').where('userId', '=', userId).where('productId', '=', productId).execute();
}

export async function deleteCart(db: DB, userId: string): Promise<void> {
  await db.deleteFrom('cartLines').where('userId', '=', userId).execute();
}
