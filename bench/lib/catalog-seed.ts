// A large, believable catalog for the benchmark: N generated bicycle parts in 20 categories, written
// through the repository's own insertProducts (the triggers fill the search index), in batches inside
// one transaction. The seeded catalog is kept and never served: each run works on a copy of it
// (SQLite: a copy of the file; PostgreSQL: a database made from the seeded one as a template), so
// that orders, accounts and stock changes of one run are gone before the next.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { type DB, openDatabase, type StoreDatabase } from '../../apps/api/src/db/database.ts';
import { migrateToLatest } from '../../apps/api/src/db/migrate.ts';
import { DEMO_PRODUCTS } from '../../apps/api/src/db/seed/demo-data.ts';
import { insertProducts, type NewProductRow } from '../../apps/api/src/features/catalog/catalog.repository.ts';
import { newId } from '../../apps/api/src/lib/ids.ts';
import { BENCH_POSTGRES_URL } from './databases.ts';
import { seededRandom } from './load.ts';
import type { BenchContext } from './types.ts';

const PARTS = [
  'Chainring',
  'Cassette',
  'Derailleur',
  'Brake Caliper',
  'Brake Lever',
  'Disc Rotor',
  'Front Hub',
  'Rear Hub',
  'Rim',
  'Spoke Set',
  'Tyre',
  'Inner Tube',
  'Saddle',
  'Seatpost',
  'Handlebar',
  'Stem',
  'Grip Set',
  'Pedal Set',
  'Crankset',
  'Bottom Bracket',
  'Headset',
  'Chain',
  'Fork',
  'Frame',
  'Mudguard',
  'Kickstand',
  'Bell',
  'Light Set',
  'Cable Set',
  'Bar Tape',
  'Freewheel',
  'Shifter',
];
const MATERIALS = ['Alloy', 'Steel', 'Chromoly', 'Carbon', 'Forged', 'Sealed', 'Stainless', 'Titanium'];
const KINDS = ['Road', 'Mountain', 'City', 'Touring', 'Cargo', 'Kids', 'Gravel', 'Folding'];
const PHRASES = [
  'built for daily riding on rough city roads',
  'machined and checked by hand in our Dhaka workshop',
  'a dependable replacement for worn original parts',
  'light enough for racing and strong enough for touring',
  'finished with a corrosion resistant coating for the monsoon',
  'fits most standard frames without adapters',
  'tested for ten thousand kilometres on our fleet',
  'sold in bulk to shops and workshops across Bangladesh',
  'easy to fit with ordinary workshop tools',
  'comes with mounting bolts and a printed fitting guide',
  'sealed bearings keep out dust and water',
  'quiet and smooth under heavy loads',
];

/** The catalog's 20 categories (each product is in one, spread evenly). */
export const BENCH_CATEGORIES = [
  'Drivetrain',
  'Brakes',
  'Wheels',
  'Frames',
  'Tools',
  'Tyres and Tubes',
  'Saddles',
  'Handlebars and Stems',
  'Pedals',
  'Cranksets',
  'Chains',
  'Cassettes',
  'Hubs',
  'Forks',
  'Lights',
  'Mudguards',
  'Bells and Stands',
  'Cables',
  'Shifters',
  'Bearings',
];

/** The ids the bench gives its categories (stable, so that paths can name them before the server starts). */
export const benchCategoryId = (index: number): string =>
  `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;

/** Writes the categories (call before the products). */
async function insertBenchCategories(db: Parameters<typeof insertProducts>[0]): Promise<void> {
  const at = new Date().toISOString();
  await db
    .insertInto('categories')
    .values(
      BENCH_CATEGORIES.map((name, i) => ({
        id: benchCategoryId(i),
        name,
        position: i + 1,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .execute();
}

/** Words a search can use (each matches a share of the generated catalog). */
export const SEARCH_WORDS = ['chainring', 'brake', 'alloy', 'saddle', 'sealed', 'touring', 'hub', 'carbon'];

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

export function generateProducts(count: number, seed = 42): NewProductRow[] {
  const random = seededRandom(seed);
  const images = DEMO_PRODUCTS.map((p) => `/images/products/${p.slug}.svg`);
  const base = Date.now();
  const rows: NewProductRow[] = [];
  for (let i = 0; i < count; i++) {
    const part = pick(random, PARTS);
    const name = `${pick(random, MATERIALS)} ${pick(random, KINDS)} ${part} ${String.fromCharCode(65 + (i % 26))}${100 + (i % 900)}`;
    const des = `A ${part.toLowerCase()} ${pick(random, PHRASES)}, ${pick(random, PHRASES)}. ${pick(random, PHRASES)}.`;
    const minQuantity = 1 + Math.floor(random() * 20);
    const createdAt = new Date(base - i * 1000).toISOString();
    rows.push({
      id: newId(),
      name,
      img: images[i % images.length] ?? '/images/products/chainring.svg',
      description: des.charAt(0).toUpperCase() + des.slice(1),
      minQuantity,
      // About one product in eight cannot be ordered now (less stock than its minimum order).
      stock: random() < 0.125 ? Math.floor(random() * minQuantity) : minQuantity + Math.floor(random() * 2000),
      price: (50 + Math.floor(random() * 50_000)) * 100,
      createdAt,
      updatedAt: createdAt,
      categoryId: benchCategoryId(i % BENCH_CATEGORIES.length),
    });
  }
  return rows;
}

/** What a run's copy must hold before it starts: the seeded products, their stock, nobody's orders. */
export interface CatalogState {
  products: number;
  stock: number;
  orders: number;
  users: number;
}

export interface SeededCatalog {
  file: string;
  /** A spread of the products' ids (about 2,000). */
  ids: string[];
  /** How long seeding took (when this run seeded). */
  seedSeconds: number;
  reused: boolean;
  /** The catalog as seeded. */
  state: CatalogState;
}

/** What is kept beside a seeded catalog (bench/results/cache/<key>.ids.json). */
interface SeedRecord {
  ids: string[];
  seedSeconds: number;
  state: CatalogState;
}

/** The record kept beside a seeded catalog, or null when there is none or it predates `state`. */
function readSeedRecord(file: string): SeedRecord | null {
  if (!fs.existsSync(file)) return null;
  const record = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SeedRecord>;
  if (!record.ids || record.seedSeconds === undefined || !record.state) return null;
  return { ids: record.ids, seedSeconds: record.seedSeconds, state: record.state };
}

function seededState(rows: NewProductRow[]): CatalogState {
  return { products: rows.length, stock: rows.reduce((sum, r) => sum + r.stock, 0), orders: 0, users: 0 };
}

async function readCatalogState(db: DB): Promise<CatalogState> {
  const { rows } = await sql<{ products: number; stock: number | string | null; orders: number; users: number }>`
    select (select count(*) from products) as products, (select sum(stock) from products) as stock,
           (select count(*) from orders) as orders, (select count(*) from users) as users
  `.execute(db);
  const row = rows[0];
  return {
    products: Number(row?.products ?? 0),
    stock: Number(row?.stock ?? 0),
    orders: Number(row?.orders ?? 0),
    users: Number(row?.users ?? 0),
  };
}

/**
 * Throws unless the database at `databaseUrl` (a run's copy) holds the catalog as seeded: the same
 * number of products and total stock, no orders and no accounts. A run that started from a catalog
 * an earlier run had ordered from would measure more products out of stock and more cache drops.
 */
export async function checkAsSeeded(databaseUrl: string, seeded: CatalogState): Promise<void> {
  const store = openDatabase(
    databaseUrl.startsWith('file:')
      ? { kind: 'sqlite', file: databaseUrl.slice('file:'.length) }
      : { kind: 'postgres', url: databaseUrl },
  );
  try {
    const state = await readCatalogState(store.db);
    if (JSON.stringify(state) !== JSON.stringify(seeded)) {
      throw new Error(`the run's catalog is ${JSON.stringify(state)}, not as seeded ${JSON.stringify(seeded)}`);
    }
  } finally {
    await store.close();
  }
}

/** Migrates the database and writes `count` generated products; a spread of their ids and the state. */
async function writeCatalog(store: StoreDatabase, count: number): Promise<{ ids: string[]; state: CatalogState }> {
  await migrateToLatest(store);
  if (store.dialect === 'sqlite') {
    // A throw-away database: a large page cache and no fsync make the 2.5 million index rows cheap.
    await sql`pragma cache_size = -1000000`.execute(store.db);
    await sql`pragma synchronous = OFF`.execute(store.db);
  }
  const rows = generateProducts(count);
  await store.db.transaction().execute(async (trx) => {
    if (store.dialect === 'postgres') await sql`set local synchronous_commit = off`.execute(trx);
    await insertBenchCategories(trx);
    // 500 rows x 10 columns stays under SQLite's 32766 bound parameters per statement.
    for (let i = 0; i < rows.length; i += 500) await insertProducts(trx, rows.slice(i, i + 500));
  });
  if (store.dialect === 'sqlite') await sql`pragma wal_checkpoint(TRUNCATE)`.execute(store.db);
  else await sql`vacuum analyze`.execute(store.db);
  const step = Math.max(1, Math.floor(rows.length / 2000));
  return { ids: rows.filter((_, i) => i % step === 0).map((r) => r.id), state: seededState(rows) };
}

const seedCacheDir = (ctx: BenchContext) =>
  ctx.smoke ? path.join(ctx.tmpDir, 'cache') : path.join(ctx.repoRoot, 'bench/results/cache');

/** Files whose change makes a seeded catalog stale: the schema, the insert code, this generator. */
function seedInputsHash(repoRoot: string, count: number): string {
  const hash = createHash('sha256').update(`${count}\0`);
  const files = [
    ...fs.readdirSync(path.join(repoRoot, 'apps/api/src/db/migrations')).map((f) => `apps/api/src/db/migrations/${f}`),
    'apps/api/src/db/migrate.ts',
    'apps/api/src/db/database.ts',
    'apps/api/src/features/catalog/catalog.repository.ts',
    'bench/lib/catalog-seed.ts',
  ].sort();
  for (const f of files)
    hash
      .update(f)
      .update('\0')
      .update(fs.readFileSync(path.join(repoRoot, f)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A SQLite database with `count` products. Seeding takes about half a minute for 100,000, so the
 * result is kept in bench/results/cache and reused while the schema and the insert code are
 * unchanged (BENCH_FRESH_SEED=1 forces a new one). The benchmarks only copy it: a server runs on
 * a copy in the run's folder. A smoke run keeps its tiny catalog in the run's folder, so that the
 * cached one stays.
 */
export async function seededCatalog(ctx: BenchContext, count: number): Promise<SeededCatalog> {
  const cacheDir = seedCacheDir(ctx);
  const key = `catalog-${count}-${seedInputsHash(ctx.repoRoot, count)}`;
  const file = path.join(cacheDir, `${key}.db`);
  const idsFile = path.join(cacheDir, `${key}.ids.json`);
  const cached = readSeedRecord(idsFile);
  if (process.env.BENCH_FRESH_SEED !== '1' && fs.existsSync(file) && cached) return { file, ...cached, reused: true };
  fs.rmSync(cacheDir, { recursive: true, force: true });
  fs.mkdirSync(cacheDir, { recursive: true });
  const started = Date.now();
  const partial = path.join(cacheDir, `${key}.partial.db`);
  const store = openDatabase({ kind: 'sqlite', file: partial });
  const { ids, state } = await writeCatalog(store, count).finally(() => store.close());
  const seedSeconds = (Date.now() - started) / 1000;
  fs.renameSync(partial, file);
  const record: SeedRecord = { ids, seedSeconds, state };
  fs.writeFileSync(idsFile, JSON.stringify(record));
  return { file, ...record, reused: false };
}

/**
 * A PostgreSQL database with `count` products on BENCH_POSTGRES_URL's server: named by the same
 * hash as the SQLite file and kept for the next run (older `bench_catalog_*` databases are dropped
 * when a new one is seeded). Null when no server answers.
 * NOTE: once seeded, the database refuses connections (`allow_connections false`, as template0):
 * nothing can write to it, and only a database with that mark counts as seeded (not one left half
 * written, nor one an older bench served). A run serves a copy: copyPostgresCatalog.
 */
export async function seededPostgresCatalog(
  ctx: BenchContext,
  count: number,
): Promise<(SeededCatalog & { url: string }) | null> {
  const prefix = ctx.smoke ? 'bench_smoke_catalog' : 'bench_catalog';
  const name = `${prefix}_${seedInputsHash(ctx.repoRoot, count)}`;
  const idsFile = path.join(seedCacheDir(ctx), `${name}.ids.json`);
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  try {
    const existing = await admin.query<{ datname: string; datallowconn: boolean }>(
      'select datname, datallowconn from pg_database where datname like $1',
      [`${prefix}\\_%`],
    );
    const cached = readSeedRecord(idsFile);
    if (existing.rows.some((r) => r.datname === name && !r.datallowconn) && cached) {
      return { file: name, url: url.toString(), ...cached, reused: true };
    }
    for (const r of existing.rows) await admin.query(`drop database if exists ${r.datname} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const started = Date.now();
  const store = openDatabase({ kind: 'postgres', url: url.toString() });
  const { ids, state } = await writeCatalog(store, count).finally(() => store.close());
  await withAdmin((admin) => admin.query(`alter database ${name} with allow_connections false`));
  const seedSeconds = (Date.now() - started) / 1000;
  const record: SeedRecord = { ids, seedSeconds, state };
  fs.mkdirSync(path.dirname(idsFile), { recursive: true });
  fs.writeFileSync(idsFile, JSON.stringify(record));
  return { file: name, url: url.toString(), ...record, reused: false };
}

async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A copy of the seeded PostgreSQL catalog for this run (`<name>_run_<random>`, made with the seeded
 * database as its template, planner statistics included), dropped when the bench ends. Its URL.
 */
export async function copyPostgresCatalog(ctx: BenchContext, seeded: SeededCatalog & { url: string }): Promise<string> {
  const name = `${seeded.file}_run_${randomBytes(4).toString('hex')}`;
  await withAdmin(async (admin) => {
    // Copies left by a run killed before its clean-up. Two runs never overlap (they share ports 3300-3309).
    const left = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${seeded.file}\\_run\\_%`,
    ]);
    for (const r of left.rows) await admin.query(`drop database if exists ${r.datname} with (force)`);
    await admin.query(`create database ${name} template ${seeded.file}`);
  });
  ctx.defer(async () => {
    await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
  });
  const url = new URL(seeded.url);
  url.pathname = `/${name}`;
  return url.toString();
}
