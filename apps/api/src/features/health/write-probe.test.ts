// Readiness of the database for writes: a database that answers reads but cannot commit (a full
// disk) makes GET /api/ready answer 503, and 200 again once writes commit; liveness is unchanged.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DB } from '../../db/database.ts';
import { createTestDatabase, type TestDatabase, testConfig, testDbKind } from '../../../test/build-test-app.ts';
import { createWriteProbe, WRITE_PROBE_INTERVAL_MS } from './write-probe.ts';

let app: FastifyInstance | undefined;
let database: TestDatabase | undefined;
afterEach(async () => {
  await app?.close();
  await database?.drop();
  app = undefined;
  database = undefined;
});

/** An app on a fresh database whose readiness clock the test moves. */
async function buildWithClock(): Promise<{ app: FastifyInstance; db: DB; clock: { now: number } }> {
  database = await createTestDatabase();
  const clock = { now: Date.parse('2025-03-01T10:00:00Z') };
  app = await buildApp(testConfig(), {
    store: database.store,
    logger: false,
    serveWebApp: false,
    readinessClock: () => clock.now,
  });
  await app.ready();
  return { app, db: database.store.db, clock };
}

/**
 * The database refuses every write to the probe's table with its disk-full error (SQLite's
 * "database or disk is full", PostgreSQL's 53100). NOTE: SQLite's `max_page_count` cannot stand in
 * for a full disk here: the probe's upsert rewrites a page in place and never grows the file.
 */
async function refuseWrites(db: DB): Promise<void> {
  if (testDbKind() === 'postgres') {
    await sql`create function ready_probe_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`.execute(
      db,
    );
    await sql`create trigger ready_probe_full before insert or update on ready_probe
      for each row execute function ready_probe_full()`.execute(db);
  } else {
    await sql`create trigger ready_probe_full before insert on ready_probe
      begin select raise(abort, 'database or disk is full'); end`.execute(db);
  }
}

async function acceptWrites(db: DB): Promise<void> {
  if (testDbKind() === 'postgres') await sql`drop trigger ready_probe_full on ready_probe`.execute(db);
  else await sql`drop trigger ready_probe_full`.execute(db);
}

describe('GET /api/ready while the database cannot write', () => {
  it('answers 503 naming the database as not writable, then 200 once writes commit again; liveness stays 200', async () => {
    const { app, db, clock } = await buildWithClock();
    const first = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'ready', checks: { database: 'up', databaseWrites: 'up' } });

    await refuseWrites(db);
    clock.now += WRITE_PROBE_INTERVAL_MS;
    const full = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(full.statusCode).toBe(503);
    expect(full.json()).toEqual({ status: 'unavailable', checks: { database: 'up', databaseWrites: 'down' } });
    // Liveness: the process answers and reaches its database, which still reads.
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    // Reads are still served by this instance meanwhile.
    expect((await app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);

    await acceptWrites(db);
    // Within the interval the last result stands: no write is tried yet.
    clock.now += WRITE_PROBE_INTERVAL_MS - 1;
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    clock.now += 1;
    const back = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ status: 'ready', checks: { database: 'up', databaseWrites: 'up' } });
  });

  it('commits one row at most once per interval, and reuses the last result between', async () => {
    const { app, db, clock } = await buildWithClock();
    const start = clock.now;
    const probeRows = () => db.selectFrom('readyProbe').select(['id', 'at']).execute();

    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect(await probeRows()).toEqual([{ id: 1, at: new Date(start).toISOString() }]);

    clock.now += WRITE_PROBE_INTERVAL_MS - 1;
    for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect(await probeRows()).toEqual([{ id: 1, at: new Date(start).toISOString() }]);

    clock.now = start + WRITE_PROBE_INTERVAL_MS;
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect(await probeRows()).toEqual([{ id: 1, at: new Date(clock.now).toISOString() }]);
  });
});

describe('createWriteProbe', () => {
  it('runs one write for calls made while it is in flight, and tries again after the interval once it failed', async () => {
    let now = 0;
    let writes = 0;
    let fail = true;
    let finish: () => void = () => undefined;
    const probe = createWriteProbe(
      () => {
        writes++;
        return new Promise<void>((resolve, reject) => {
          finish = () => (fail ? reject(new Error('SQLITE_FULL')) : resolve());
        });
      },
      { clock: () => now },
    );
    const calls = [probe(), probe(), probe()];
    finish();
    expect(await Promise.all(calls)).toEqual([false, false, false]);
    expect(writes).toBe(1);
    expect(await probe()).toBe(false);
    expect(writes).toBe(1);

    fail = false;
    now += WRITE_PROBE_INTERVAL_MS;
    const again = probe();
    finish();
    expect(await again).toBe(true);
    expect(writes).toBe(2);
  });
});
