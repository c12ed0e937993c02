import type { Selectable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { CategoryTable } from '../../db/schema.ts';

export type CategoryRow = Selectable<CategoryTable>;

export async function listCategoriesWithCounts(db: DB): Promise<(CategoryRow & { productCount: number })[]> {
  const rows = await db
    .selectFrom('categories')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('products')
          .select((e) => ['products.categoryId', e.fn.countAll<number | string>().as('productCount')])
          .where('products.categoryId', 'is not', null)
          .groupBy('products.categoryId')
          .as('counts'),
      (join) => join.onRef('counts.categoryId', '=', 'categories.id'),
    )
    .selectAll('categories')
    .select('counts.productCount')
    .orderBy('categories.position')
    .orderBy('categories.id')
    .execute();
  return rows.map((r) => ({ ...r, productCount: Number(r.productCount ?? 0) }));
}

export async function listCategories(db: DB): Promise<CategoryRow[]> {
  return db.selectFrom('categories').selectAll().orderBy('position').orderBy('id').execute();
}

export async function findCategoryById(db: DB, id: string): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findCategoryByName(db: DB, name: string): Promise<CategoryRow | undefined> {
  return db
    .selectFrom('categories')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
}

/** Adds a category after the last one (two added at once may share a position: the id breaks the tie). */
export async function insertCategory(db: DB, row: Omit<CategoryRow, 'position'>): Promise<void> {
  const last = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  await db
    .insertInto('categories')
    .values({ ...row, position: Number(last?.position ?? 0) + 1 })
    .execute();
}

export async function renameCategoryRow(db: DB, id: string, name: string, at: string): Promise<number> {
  const result = await db
    .updateTable('categories')
    .set({ name, updatedAt: at })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function setCategoryPosition(db: DB, id: string, position: number, at: string): Promise<void> {
  await db.updateTable('categories').set({ position, updatedAt: at }).where('id', '=', id).execute();
}

/** Deletes a category only if no product belongs to it, in one statement; returns how many rows went. */
export async function deleteUnusedCategory(db: DB, id: string): Promise<number> {
  const result = await db
    .deleteFrom('categories')
    .where('id', '=', id)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('products').select('products.id').where('products.categoryId', '=', id))),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
