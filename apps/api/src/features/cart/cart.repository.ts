import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { CartLineTable } from '../../db/schema.ts';

/** The cart's lines, oldest first, each with its variant and product as they are now (nulls when either is gone). */
export async function listCartLines(db: DB, userId: string) {
  return db
    .selectFrom('cartLines')
    .leftJoin('productVariants', 'productVariants.id', 'cartLines.variantId')
    .leftJoin('products', 'products.id', 'productVariants.productId')
    .selectAll('cartLines')
    .select([
      'productVariants.price as currentPrice',
      'productVariants.minQuantity as minQuantity',
      'productVariants.stock',
      'productVariants.sku',
      'productVariants.option1',
      'productVariants.option2',
      'productVariants.option3',
      'productVariants.img as variantImg',
      'productVariants.weightGrams',
      'products.name as currentName',
      'products.img as currentImg',
      'products.published',
    ])
    .where('cartLines.userId', '=', userId)
    .orderBy('cartLines.createdAt')
    .orderBy('cartLines.variantId')
    .execute();
}

export type CartLineWithProduct = Awaited<ReturnType<typeof listCartLines>>[number];

/** Sets the line's quantity and the variant's price, name and picture as the buyer sees them now. */
export async function upsertCartLine(db: DB, row: Insertable<CartLineTable>): Promise<void> {
  const { quantity, unitPrice, productName, variantTitle, img, updatedAt } = row;
  await db
    .insertInto('cartLines')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['userId', 'variantId'])
        .doUpdateSet({ quantity, unitPrice, productName, variantTitle, img, updatedAt }),
    )
    .execute();
}

/** Deletes one variant's line, every line of a product, or with neither the whole cart. */
export async function deleteCartLines(db: DB, userId: string, productId?: string, variantId?: string): Promise<void> {
  let query = db.deleteFrom('cartLines').where('userId', '=', userId);
  if (productId !== undefined) query = query.where('productId', '=', productId);
  if (variantId !== undefined) query = query.where('variantId', '=', variantId);
  await query.execute();
}
