// A throw-away PostgreSQL database for one benchmark run, dropped when the bench ends.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { BenchContext } from './types.ts';

export const BENCH_POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

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
