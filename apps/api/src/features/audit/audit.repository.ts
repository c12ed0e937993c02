// The audit trail's queries: insert and list, newest first. There is no update and no delete.
import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { AuditEntryTable } from '../../db/schema.ts';

export type AuditEntryRow = Selectable<AuditEntryTable>;

export async function insertAuditEntry(db: DB, entry: Insertable<AuditEntryTable>): Promise<void> {
  await db.insertInto('auditEntries').values(entry).execute();
}

/** Many entries (a catalogue import), 500 a statement: well under either database's limit of parameters. */
export async function insertAuditEntries(db: DB, entries: readonly Insertable<AuditEntryTable>[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 500) {
    await db
      .insertInto('auditEntries')
      .values(entries.slice(i, i + 500))
      .execute();
  }
}

export interface AuditFilter {
  /** The actor's id or email (exact, case-insensitive email). */
  person?: string | undefined;
  /** A kind ('order.refund'), or its part before the dot ('category') for every action on it. */
  kind?: string | undefined;
  /** ISO instants: from inclusive, to exclusive. */
  from?: string | undefined;
  to?: string | undefined;
  objectType?: string | undefined;
  objectId?: string | undefined;
}

function filtered(db: DB, filter: AuditFilter) {
  let query = db.selectFrom('auditEntries');
  if (filter.person) {
    const person = filter.person;
    query = query.where((eb) =>
      eb.or([eb('actorId', '=', person), eb(eb.fn('lower', ['actorEmail']), '=', person.toLowerCase())]),
    );
  }
  if (filter.kind) {
    query = filter.kind.includes('.')
      ? query.where('kind', '=', filter.kind)
      : query.where('kind', 'like', `${filter.kind}.%`);
  }
  if (filter.from) query = query.where('at', '>=', filter.from);
  if (filter.to) query = query.where('at', '<', filter.to);
  if (filter.objectType) query = query.where('objectType', '=', filter.objectType);
  if (filter.objectId) query = query.where('objectId', '=', filter.objectId);
  return query;
}

/** One page of entries, newest first (id breaks ties within a millisecond), and how many match in all. */
export async function listAuditEntries(
  db: DB,
  filter: AuditFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: AuditEntryRow[]; total: number }> {
  const rows = await filtered(db, filter)
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return { rows, total: Number(count?.n ?? 0) };
}

/** Every matching entry, newest first, in batches (the CSV export): keyset on (at, id) so each batch is an index seek. */
export async function* eachAuditEntry(db: DB, filter: AuditFilter, batch = 1000): AsyncGenerator<AuditEntryRow> {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    let query = filtered(db, filter).selectAll();
    if (after) {
      const { at, id } = after;
      query = query.where((eb) => eb.or([eb('at', '<', at), eb.and([eb('at', '=', at), eb('id', '<', id)])]));
    }
    const rows = await query.orderBy('at', 'desc').orderBy('id', 'desc').limit(batch).execute();
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = { at: last.at, id: last.id };
  }
}
