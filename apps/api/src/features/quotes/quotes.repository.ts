// Request For Quote's queries: the only place its SQL is built; it writes the quote tables only (an acceptance's
// order is written by the orders feature).
import type { DB } from '../../db/database.ts';
import type {
  QuoteRequestLineTable,
  QuoteRequestTable,
  QuoteVersionLineTable,
  QuoteVersionTable,
  StoredQuoteStatus,
} from '../../db/schema.ts';

export type QuoteRequestRow = QuoteRequestTable;
export type QuoteRequestLineRow = QuoteRequestLineTable;

export async function insertQuoteRequest(db: DB, row: QuoteRequestTable, lines: QuoteRequestLineTable[]) {
  await db.insertInto('quoteRequests').values(row).execute();
  await db.insertInto('quoteRequestLines').values(lines).execute();
}

export async function findQuoteRequest(db: DB, id: string): Promise<QuoteRequestRow | undefined> {
  return db.selectFrom('quoteRequests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest first; `expired` is the stored `quoted` whose validity passed, `quoted` the one still open. */
export async function listQuoteRequests(
  db: DB,
  filter: { userId?: string; status?: StoredQuoteStatus | 'expired'; now: string },
): Promise<QuoteRequestRow[]> {
  let query = db.selectFrom('quoteRequests').selectAll();
  if (filter.userId !== undefined) query = query.where('userId', '=', filter.userId);
  if (filter.status === 'expired') query = query.where('status', '=', 'quoted').where('validUntil', '<', filter.now);
  else if (filter.status === 'quoted')
    query = query.where('status', '=', 'quoted').where('validUntil', '>=', filter.now);
  else if (filter.status) query = query.where('status', '=', filter.status);
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(200).execute();
}

export async function listRequestLines(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('quoteRequestLines')
    .leftJoin('productVariants', 'productVariants.id', 'quoteRequestLines.variantId')
    .leftJoin('products', 'products.id', 'quoteRequestLines.productId')
    .select([
      'quoteRequestLines.requestId',
      'quoteRequestLines.lineNo',
      'quoteRequestLines.productId',
      'quoteRequestLines.variantId',
      'quoteRequestLines.name',
      'quoteRequestLines.quantity',
      'productVariants.price',
      'productVariants.minQuantity',
      'productVariants.stock',
      'products.vatRate',
    ])
    .where('quoteRequestLines.requestId', 'in', ids)
    .orderBy('quoteRequestLines.requestId')
    .orderBy('quoteRequestLines.lineNo')
    .execute();
}

export async function listVersions(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return { versions: [], lines: [] };
  const versions = await db
    .selectFrom('quoteVersions')
    .selectAll()
    .where('requestId', 'in', ids)
    .orderBy('requestId')
    .orderBy('version')
    .execute();
  const lines = await db
    .selectFrom('quoteVersionLines')
    .selectAll()
    .where('requestId', 'in', ids)
    .orderBy('requestId')
    .orderBy('version')
    .orderBy('lineNo')
    .execute();
  return { versions, lines };
}

export async function findVersionLines(db: DB, requestId: string, version: number) {
  const head = await db
    .selectFrom('quoteVersions')
    .selectAll()
    .where('requestId', '=', requestId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!head) return undefined;
  const lines = await db
    .selectFrom('quoteVersionLines')
    .selectAll()
    .where('requestId', '=', requestId)
    .where('version', '=', version)
    .orderBy('lineNo')
    .execute();
  return { ...head, lines };
}

/**
 * The next version, written only if the request is still at `fromVersion` and in one of `fromStatuses`: two
 * revisions at once leave one (the loser's insert of the same version number is never reached).
 */
export async function insertVersion(
  db: DB,
  expect: { fromVersion: number; fromStatuses: readonly StoredQuoteStatus[] },
  version: QuoteVersionTable,
  lines: QuoteVersionLineTable[],
): Promise<boolean> {
  const result = await db
    .updateTable('quoteRequests')
    .set({
      status: 'quoted',
      latestVersion: version.version,
      validUntil: version.validUntil,
      orderId: null,
      updatedAt: version.createdAt,
    })
    .where('id', '=', version.requestId)
    .where('latestVersion', '=', expect.fromVersion)
    .where('status', 'in', expect.fromStatuses)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db.insertInto('quoteVersions').values(version).execute();
  await db.insertInto('quoteVersionLines').values(lines).execute();
  return true;
}

/** A conditional change of state: 0 rows when the request is no longer as the caller read it. */
export async function updateQuoteStatus(
  db: DB,
  where: {
    id: string;
    from: readonly StoredQuoteStatus[];
    latestVersion?: number;
    /** Only while the request is a guest's or this account's. */
    userIdNullOr?: string;
    /** Only while its validity has not passed at this instant. */
    validFrom?: string;
  },
  set: { status: StoredQuoteStatus; updatedAt: string; orderId?: string; userId?: string },
): Promise<boolean> {
  let query = db.updateTable('quoteRequests').set(set).where('id', '=', where.id).where('status', 'in', where.from);
  if (where.latestVersion !== undefined) query = query.where('latestVersion', '=', where.latestVersion);
  if (where.validFrom !== undefined) query = query.where('validUntil', '>=', where.validFrom);
  if (where.userIdNullOr !== undefined) {
    const owner = where.userIdNullOr;
    query = query.where((eb) => eb.or([eb('userId', 'is', null), eb('userId', '=', owner)]));
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
