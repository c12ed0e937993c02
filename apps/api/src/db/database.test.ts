// The PostgreSQL pool outlives a connection the server closes under it (a restart, an administrator's
// pg_terminate_backend): the store keeps answering. On SQLite there is no server to lose.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createTestDatabase, testDbKind } from '../../test/build-test-app.ts';

it('keeps answering after the database server closes an idle pooled connection', async () => {
  const database = await createTestDatabase();
  const other = testDbKind() === 'postgres' ? database.openAnother() : null;
  try {
    const { db, poolStats } = database.store;
    const pidOf = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid;
    if (!other || !poolStats) {
      expect(database.store.dialect).toBe('sqlite');
      expect(await sql<{ one: number }>`select 1 as one`.execute(db)).toMatchObject({ rows: [{ one: 1 }] });
      return;
    }
    const pid = await pidOf();
    expect(poolStats().idle).toBe(1);
    await sql`select pg_terminate_backend(${pid})`.execute(other.db);
    // The pool drops the dead connection when it hears of it; without a listener for that 'error', the
    // process would have ended here.
    await expect.poll(() => poolStats().total).toBe(0);
    expect(await pidOf()).not.toBe(pid);
  } finally {
    await database.drop();
  }
});
