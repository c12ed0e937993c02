// The audit trail (docs/features/audit-trail.md): one row per change a staff member made, written in the
// transaction that makes the change. Rows are only ever inserted; no route updates or deletes one.
import { type Kysely, sql } from 'kysely';

export async function up243(db: Kysely<unknown>): Promise<void> {
  // before/after: JSON text of the fields that changed (null for a creation's before or a deletion's after).
  // The actor's email and role are copied so that an entry still reads right after the person changes or leaves.
  await sql`create table audit_entries (
    id text primary key,
    at text not null,
    actor_id text not null,
    actor_email text not null,
    actor_role text not null,
    kind text not null,
    object_type text not null,
    object_id text not null,
    before text,
    after text
  )`.execute(db);
  // Newest first, alone or within one filter: id breaks ties between entries of the same millisecond.
  await sql`create index audit_entries_at on audit_entries (at, id)`.execute(db);
  await sql`create index audit_entries_actor on audit_entries (actor_id, at)`.execute(db);
  await sql`create index audit_entries_kind on audit_entries (kind, at)`.execute(db);
  await sql`create index audit_entries_object on audit_entries (object_type, object_id, at)`.execute(db);
}
