// Category rules: names unique whatever their case, an order the admin sets, and no deleting a
// category that products still belong to.
import { messageRef } from '@store/shared/i18n/catalogue';
import { API_ERROR } from '@store/shared/messages';
import type { Category, CategoryInput, CategoryOrder, DeleteResult, InsertResult } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { conflict, notFound, validationFailed } from '../../lib/app-error.ts';
import { isId, newId, nowIso } from '../../lib/ids.ts';
import { LIMITS } from '@store/shared/constants';
import {
  deleteUnusedCategory,
  findCategoryById,
  findCategoryByName,
  insertCategory,
  listCategories,
  listCategoriesWithCounts,
  renameCategoryRow,
  setCategoryPosition,
} from './categories.repository.ts';
import { catalogChanged } from './catalog-freshness.ts';
import { type AuditActor, recordChange, recordEdit } from '../audit/index.ts';

/** A unique index (the name) or a foreign key (a product still in the category) refused the write. */
export function constraintOf(error: unknown): 'unique' | 'foreign-key' | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') return 'unique';
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return 'foreign-key';
  return null;
}

export async function getCategories(db: DB): Promise<Category[]> {
  const rows = await listCategoriesWithCounts(db);
  return rows.map((r) => ({ _id: r.id, name: r.name, productCount: r.productCount }));
}

/** A write of a category's name, in one transaction. */
async function writeName(db: DB, write: (trx: DB) => Promise<void>): Promise<void> {
  try {
    await db.transaction().execute(write);
  } catch (error) {
    // Two admins saving the same name at once: the unique index decides.
    if (constraintOf(error) === 'unique') throw conflict(API_ERROR.categoryNameTaken);
    throw error;
  }
  await catalogChanged(db);
}

export async function createCategory(db: DB, input: CategoryInput, actor: AuditActor): Promise<InsertResult> {
  const id = newId();
  const at = nowIso();
  await writeName(db, async (trx) => {
    if (await findCategoryByName(trx, input.name)) throw conflict(API_ERROR.categoryNameTaken);
    if ((await listCategories(trx)).length >= LIMITS.maxCategories)
      throw validationFailed({ name: `At most ${LIMITS.maxCategories} categories` });
    await insertCategory(trx, { id, name: input.name, createdAt: at, updatedAt: at });
    await recordChange(trx, actor, { kind: 'category.created', ...category(id), after: { name: input.name } });
  });
  return { acknowledged: true, insertedId: id };
}

const category = (id: string) => ({ objectType: 'category', objectId: id });

export async function renameCategory(db: DB, id: string, input: CategoryInput, actor: AuditActor): Promise<Category> {
  if (!isId(id)) throw notFound(API_ERROR.categoryNotFound);
  await writeName(db, async (trx) => {
    const same = await findCategoryByName(trx, input.name);
    if (same && same.id !== id) throw conflict(API_ERROR.categoryNameTaken);
    const was = await findCategoryById(trx, id);
    if ((await renameCategoryRow(trx, id, input.name, nowIso())) === 0) throw notFound(API_ERROR.categoryNotFound);
    if (was) await recordEdit(trx, actor, { kind: 'category.updated', ...category(id) }, was, { name: input.name });
  });
  const found = (await getCategories(db)).find((c) => c._id === id);
  if (!found) throw notFound(API_ERROR.categoryNotFound);
  return found;
}

export async function reorderCategories(db: DB, input: CategoryOrder, actor: AuditActor): Promise<Category[]> {
  await db.transaction().execute(async (trx) => {
    const current = await listCategories(trx);
    const wanted = new Set(input.ids);
    if (wanted.size !== input.ids.length || wanted.size !== current.length || current.some((c) => !wanted.has(c.id))) {
      throw validationFailed({ ids: API_ERROR.categoryOrderMismatch });
    }
    const at = nowIso();
    for (const [index, id] of input.ids.entries()) {
      if (current.find((c) => c.id === id)?.position !== index + 1) await setCategoryPosition(trx, id, index + 1, at);
    }
    const order = { ids: current.map((c) => c.id) };
    await recordEdit(trx, actor, { kind: 'category.updated', ...category('order') }, order, { ids: input.ids });
  });
  await catalogChanged(db);
  return getCategories(db);
}

/** The 409 of a category still in use: it says how many products, in the page's language on the web. */
async function categoryInUse(db: DB, id: string) {
  const count = (await getCategories(db)).find((c) => c._id === id)?.productCount ?? 0;
  return conflict(messageRef('categories', 'CATEGORY_TEXT', 'inUse', { count }));
}

export async function deleteCategory(db: DB, id: string, actor: AuditActor): Promise<DeleteResult> {
  if (!isId(id)) throw notFound(API_ERROR.categoryNotFound);
  let deletedCount: number;
  try {
    deletedCount = await db.transaction().execute(async (trx) => {
      const was = await findCategoryById(trx, id);
      const count = await deleteUnusedCategory(trx, id);
      if (count > 0 && was) {
        await recordChange(trx, actor, { kind: 'category.deleted', ...category(id), before: { name: was.name } });
      }
      return count;
    });
  } catch (error) {
    // A product moved into it by a transaction our statement could not see yet.
    if (constraintOf(error) === 'foreign-key') throw await categoryInUse(db, id);
    throw error;
  }
  if (deletedCount > 0) {
    await catalogChanged(db);
    return { deletedCount };
  }
  if (await findCategoryById(db, id)) throw await categoryInUse(db, id);
  throw notFound(API_ERROR.categoryNotFound);
}

export async function assertCategoryExists(db: DB, id: string): Promise<void> {
  if (!isId(id) || !(await findCategoryById(db, id)))
    throw validationFailed({ categoryId: messageRef('categories', 'CATEGORY_TEXT', 'unknownCategory') });
}
