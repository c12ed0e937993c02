// Staff roles (docs/decisions/240-staff-roles.md): users.role takes 'user' or a staff role of
// @store/shared/staff-roles, and every admin becomes an owner (an admin could do everything).
// NOTE: SQLite cannot change a CHECK in place, so the users table is rebuilt the way SQLite documents
// ("Making Other Kinds Of Table Schema Changes"): its own CREATE text with the new check, rows copied,
// indexes made again; foreign keys are off meanwhile so that dropping the old table cascades nothing.
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

const OLD_CHECK = "role in ('user', 'admin')";
/** The roles as this migration left them; a later change of staff-roles.ts needs its own migration. */
const NEW_CHECK = "role in ('user', 'owner', 'manager', 'packer', 'accountant')";

export function up242(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    if (dialect === 'postgres') {
      const { rows } = await sql<{ name: string }>`
        select conname as name from pg_constraint
        where conrelid = 'users'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%role%'`.execute(db);
      for (const { name } of rows) await sql`alter table users drop constraint ${sql.id(name)}`.execute(db);
      await sql`update users set role = 'owner' where role = 'admin'`.execute(db);
      await sql.raw(`alter table users add constraint users_role_check check (${NEW_CHECK})`).execute(db);
      return;
    }
    await rebuildSqliteUsers(db);
  };
}

async function rebuildSqliteUsers(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ type: string; name: string; sql: string }>`
    select type, name, sql from sqlite_master where tbl_name = 'users' and sql is not null`.execute(db);
  const table = rows.find((r) => r.type === 'table');
  if (!table?.sql.includes(OLD_CHECK))
    throw new Error('242-staff-roles: the users table has not the role check of 002');
  const others = rows.filter((r) => r.type !== 'table');
  const createNew = table.sql
    .replace(OLD_CHECK, NEW_CHECK)
    .replace(/^create table\s+("users"|users)/i, 'create table "users_staff_roles"');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      await sql.raw(createNew).execute(db);
      const columns = await sql<{ name: string }>`select name from pragma_table_info('users')`.execute(db);
      const list = columns.rows.map((c) => `"${c.name}"`).join(', ');
      await sql
        .raw(
          `insert into "users_staff_roles" (${list}) select ${list.replace('"role"', `case "role" when 'admin' then 'owner' else "role" end`)} from "users"`,
        )
        .execute(db);
      await sql`drop table "users"`.execute(db);
      await sql`alter table "users_staff_roles" rename to "users"`.execute(db);
      for (const other of others) await sql.raw(other.sql).execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error('242-staff-roles: a foreign key lost its user');
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
