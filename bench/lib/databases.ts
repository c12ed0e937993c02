// The databases a benchmark runs on: a fresh SQLite file, and a throw-away PostgreSQL database
// dropped when the bench ends (skipped when no PostgreSQL answers).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { takaToPoisha } from '@store/shared/money';
import { type DatabaseTarget, openDatabase } from '../../apps/api/src/db/database.ts';
import { migrateToLatest } from '../../apps/api/src/db/migrate.ts';
import { insertProducts } from '../../apps/api/src/features/catalog/catalog.repository.ts';
import { newId, nowIso } from '../../apps/api/src/lib/ids.ts';
import type { BenchContext } from './types.ts';

export const BENCH_POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const POSTGRES_SKIPPED = `PostgreSQL skipped: nothing answers at ${BENCH_POSTGRES_URL} (set BENCH_POSTGRES_URL)`;

export type DatabaseName = 'SQLite' | 'PostgreSQL';

/** A new database named `<prefix>_<random>` on BENCH_POSTGRES_URL's server, or null when none answers. */
export async function createPostgresDatabase(ctx: BenchContext, prefix: string): Promise<string | null> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  ctx.defer(async () => {
    const c = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `run` on a fresh SQLite file, then on a fresh PostgreSQL database; `notes` says when PostgreSQL was skipped. */
export async function onEachDatabase<T>(
  ctx: BenchContext,
  name: string,
  run: (database: DatabaseName, databaseUrl: string, target: DatabaseTarget) => Promise<T>,
): Promise<{ runs: T[]; notes: string[] }> {
  const file = path.join(ctx.tmpDir, `${name}.db`);
  const runs = [await run('SQLite', `file:${file}`, { kind: 'sqlite', file })];
  const url = await createPostgresDatabase(ctx, `bench_${name.replace(/\W/g, '_')}`);
  if (!url) return { runs, notes: [POSTGRES_SKIPPED] };
  runs.push(await run('PostgreSQL', url, { kind: 'postgres', url }));
  return { runs, notes: [] };
}

/** Makes the (signed-up) account an admin; its id and email. */
export async function makeAdmin(target: DatabaseTarget, email: string): Promise<{ id: string; email: string }> {
  const store = openDatabase(target);
  try {
    return await store.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('email', '=', email)
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
  } finally {
    await store.close();
  }
}

/** Migrates the database and adds `count` products with `stock` pieces each; their ids. */
export async function migrateWithProducts(target: DatabaseTarget, count: number, stock: number): Promise<string[]> {
  const store = openDatabase(target);
  try {
    await migrateToLatest(store);
    const at = nowIso();
    const rows = Array.from({ length: count }, (_, i) => ({
      id: newId(),
      name: `Bench Part ${i + 1}`,
      img: '/images/products/chainring.svg',
      description: 'A part for the benchmarks.',
      minQuantity: 1,
      stock,
      price: takaToPoisha(450 + i * 100),
      createdAt: at,
      updatedAt: at,
    }));
    await store.db.transaction().execute((trx) => insertProducts(trx, rows));
    return rows.map((r) => r.id);
  } finally {
    await store.close();
  }
}
