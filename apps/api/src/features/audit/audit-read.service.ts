// Reading the audit trail (the owner): a page of entries and the CSV of every matching entry. Days are the
// store's days (store-time.ts), as on the order desk.
import { stringify } from 'csv-stringify/sync';
import type { DB } from '../../db/database.ts';
import { storeDateTime, storeDayStart } from '../../lib/store-time.ts';
import { type AuditEntryRow, type AuditFilter, eachAuditEntry, listAuditEntries } from './audit.repository.ts';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditPage, type AuditQuery } from './audit.schemas.ts';

function filterOf(query: AuditQuery): AuditFilter {
  return {
    person: query.person || undefined,
    kind: query.kind || undefined,
    from: query.from ? storeDayStart(query.from) : undefined,
    to: query.to ? storeDayStart(query.to, 1) : undefined,
    objectType: query.objectType || undefined,
    objectId: query.objectId || undefined,
  };
}

const parsed = (text: string | null): Record<string, unknown> | null =>
  text === null ? null : (JSON.parse(text) as Record<string, unknown>);

const toEntry = (row: AuditEntryRow): AuditEntry => ({ ...row, before: parsed(row.before), after: parsed(row.after) });

export async function getAuditPage(db: DB, query: AuditQuery): Promise<AuditPage> {
  const page = query.page ?? 1;
  const { rows, total } = await listAuditEntries(db, filterOf(query), {
    offset: (page - 1) * AUDIT_PAGE_SIZE,
    limit: AUDIT_PAGE_SIZE,
  });
  return { items: rows.map(toEntry), page, pageSize: AUDIT_PAGE_SIZE, total };
}

const CSV_COLUMNS = ['at', 'actor_email', 'actor_role', 'kind', 'object_type', 'object_id', 'before', 'after', 'id'];

/** The CSV (UTF-8 with a BOM, as the other exports): the store's time, before/after as their JSON text. */
export async function exportAuditCsv(db: DB, query: AuditQuery): Promise<string> {
  const records: string[][] = [];
  for await (const row of eachAuditEntry(db, filterOf(query))) {
    records.push([
      storeDateTime(row.at),
      row.actorEmail,
      row.actorRole,
      row.kind,
      row.objectType,
      row.objectId,
      row.before ?? '',
      row.after ?? '',
      row.id,
    ]);
  }
  return stringify(records, { header: true, columns: CSV_COLUMNS, bom: true, record_delimiter: 'windows' });
}
