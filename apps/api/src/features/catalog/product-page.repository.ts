import type { DB } from '../../db/database.ts';

export async function findGallery(db: DB, productId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('productImages')
    .select('url')
    .where('productId', '=', productId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.url);
}

export async function findSpecs(db: DB, productId: string): Promise<{ key: string; value: string }[]> {
  const rows = await db
    .selectFrom('productSpecs')
    .select(['name', 'value'])
    .where('productId', '=', productId)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ key: r.name, value: r.value }));
}

/** Replaces the gallery and makes its first picture the card picture (call in a transaction). */
export async function replaceGallery(db: DB, productId: string, urls: readonly string[], at: string): Promise<boolean> {
  const updated = await db
    .updateTable('products')
    .set({ img: urls[0] ?? '', updatedAt: at })
    .where('id', '=', productId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  await db.deleteFrom('productImages').where('productId', '=', productId).execute();
  await db
    .insertInto('productImages')
    .values(urls.map((url, position) => ({ productId, position, url })))
    .execute();
  return true;
}

/** Replaces the SKU and every specification row (call in a transaction). */
export async function replaceSpecification(
  db: DB,
  productId: string,
  sku: string | null,
  specs: readonly { key: string; value: string }[],
  at: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('products')
    .set({ sku, updatedAt: at })
    .where('id', '=', productId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  await db.deleteFrom('productSpecs').where('productId', '=', productId).execute();
  if (specs.length > 0) {
    await db
      .insertInto('productSpecs')
      .values(specs.map((s, position) => ({ productId, position, name: s.key, value: s.value })))
      .execute();
  }
  return true;
}
