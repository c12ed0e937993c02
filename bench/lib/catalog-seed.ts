// A generated catalog of bicycle parts, seeded once per dialect and kept between runs (SQLite in
// bench/results/cache, PostgreSQL as a database that refuses connections). It is never served: each
// run works on a copy, so that the orders and stock changes of one run are gone before the next.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { StoreDatabase } from '../../apps/api/src/db/database.ts';
import { migrateToLatest } from '../../apps/api/src/db/migrate.ts';
import { DEMO_PRODUCTS } from '../../apps/api/src/db/seed/demo-data.ts';
import { insertProducts, type NewProductRow } from '../../apps/api/src/features/catalog/catalog.repository.ts';
import { insertVariants, type NewVariantRow } from '../../apps/api/src/features/catalog/variants.repository.ts';
import { newId } from '../../apps/api/src/lib/ids.ts';
import { type DatabaseName, dropAtEnd, postgresUrl, withPostgres, withStore } from './databases.ts';
import { seededRandom } from './load.ts';
import type { BenchContext } from './types.ts';

const PARTS = (
  'Chainring,Cassette,Derailleur,Brake Caliper,Brake Lever,Disc Rotor,Front Hub,Rear Hub,Rim,Spoke Set,Tyre,' +
  'Inner Tube,Saddle,Seatpost,Handlebar,Stem,Grip Set,Pedal Set,Crankset,Bottom Bracket,Headset,Chain,Fork,Frame,' +
  'Mudguard,Kickstand,Bell,Light Set,Cable Set,Bar Tape,Freewheel,Shifter'
).split(',');
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
export const BENCH_CATEGORIES = (
  'Drivetrain,Brakes,Wheels,Frames,Tools,Tyres and Tubes,Saddles,Handlebars and Stems,Pedals,Cranksets,Chains,' +
  'Cassettes,Hubs,Forks,Lights,Mudguards,Bells and Stands,Cables,Shifters,Bearings'
).split(',');

/** The ids the bench gives its categories (stable, so that paths can name them before the server starts). */
export const benchCategoryId = (index: number): string =>
  `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;

/** Words a search can use (each matches a share of the generated catalog). */
export const SEARCH_WORDS = ['chainring', 'brake', 'alloy', 'saddle', 'sealed', 'touring', 'hub', 'carbon'];

/** The options one product in five comes in (2 to 4 variants each, from the first values). */
const OPTION_SETS = [
  { name: 'Wheel size', values: ['26"', '27.5"', '29"', '700C'] },
  { name: 'Speed', values: ['8-speed', '9-speed', '10-speed', '11-speed'] },
  { name: 'Teeth', values: ['32T', '34T', '36T', '38T'] },
  { name: 'Colour', values: ['Black', 'Silver', 'Red', 'Blue'] },
];

/** A product's row and, for one in five, its variants (the product row then holds their summary). */
interface GeneratedProduct {
  row: NewProductRow;
  variants: NewVariantRow[] | null;
}

/** 2 to 4 variants of the product's row, the first sold out as often as products are, priced around it. */
function variantsFor(row: NewProductRow, i: number, random: () => number): GeneratedProduct {
  const set = OPTION_SETS[i % OPTION_SETS.length] ?? OPTION_SETS[0];
  if (!set) return { row, variants: null };
  const values = set.values.slice(0, 2 + (i % 3));
  const variants = values.map((value, position) => ({
    id: position === 0 ? row.id : newId(),
    productId: row.id,
    position,
    option1: value,
    sku: `B${i}-${position}`,
    price: row.price + position * 500,
    stock: position === 0 ? row.stock : row.minQuantity + Math.floor(random() * 500),
    minQuantity: row.minQuantity,
    weightGrams: (row.weightGrams ?? 0) + position * 40,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }));
  const options = JSON.stringify([{ name: set.name, values }]);
  const stock = variants.reduce((sum, v) => sum + v.stock, 0);
  const terms = variants.flatMap((v) => [v.option1, v.sku]).join(' ');
  return { row: { ...row, options, stock, sku: null, variantTerms: terms }, variants };
}

function generateProducts(count: number): GeneratedProduct[] {
  const random = seededRandom(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const images = DEMO_PRODUCTS.map((p) => `/images/products/${p.slug}.svg`);
  const base = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const part = pick(PARTS);
    const name = `${pick(MATERIALS)} ${pick(KINDS)} ${part} ${String.fromCharCode(65 + (i % 26))}${100 + (i % 900)}`;
    const des = `A ${part.toLowerCase()} ${pick(PHRASES)}, ${pick(PHRASES)}. ${pick(PHRASES)}.`;
    const minQuantity = 1 + Math.floor(random() * 20);
    const createdAt = new Date(base - i * 1000).toISOString();
    const row = {
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
      weightGrams: 40 + ((i * 37) % 2400),
    };
    return i % 5 === 0 ? variantsFor(row, i, random) : { row, variants: null };
  });
}

/** What a run's copy must hold before it starts: the seeded products, their stock, nobody's orders. */
type CatalogState = Record<'products' | 'stock' | 'orders' | 'users', number>;

/** A seeded catalog (kept beside it in `<name>.ids.json`, but for `url` and `reused`). */
export interface SeededCatalog {
  database: DatabaseName;
  /** The SQLite file or the PostgreSQL database's name. */
  name: string;
  url: string;
  /** A spread of the products' ids (about 2,000). */
  ids: string[];
  seedSeconds: number;
  reused: boolean;
  state: CatalogState;
}

async function readCatalogState(store: StoreDatabase): Promise<CatalogState> {
  const { rows } = await sql<Record<keyof CatalogState, number | string | null>>`
    select (select count(*) from products) as products, (select sum(stock) from products) as stock,
           (select count(*) from orders) as orders, (select count(*) from users) as users
  `.execute(store.db);
  const row = rows[0];
  const count = (key: keyof CatalogState) => Number(row?.[key] ?? 0);
  return { products: count('products'), stock: count('stock'), orders: count('orders'), users: count('users') };
}

/** Migrates the database and writes `count` generated products; a spread of their ids and the state. */
async function writeCatalog(store: StoreDatabase, count: number): Promise<{ ids: string[]; state: CatalogState }> {
  await migrateToLatest(store);
  // A throw-away database: a large page cache and no fsync make the 2.5 million index rows cheap.
  if (store.dialect === 'sqlite') {
    await sql`pragma cache_size = -1000000`.execute(store.db);
    await sql`pragma synchronous = OFF`.execute(store.db);
  }
  const generated = generateProducts(count);
  const rows = generated.map((g) => g.row);
  const at = new Date().toISOString();
  await store.db.transaction().execute(async (trx) => {
    if (store.dialect === 'postgres') await sql`set local synchronous_commit = off`.execute(trx);
    const categories = BENCH_CATEGORIES.map((name, i) => ({ id: benchCategoryId(i), name, position: i + 1 }));
    await trx
      .insertInto('categories')
      .values(categories.map((c) => ({ ...c, createdAt: at, updatedAt: at })))
      .execute();
    await insertProducts(trx, rows);
    // The products with options: their one variant gives way to theirs.
    const withVariants = generated.flatMap((g) => (g.variants ? [g.variants] : []));
    for (let i = 0; i < withVariants.length; i += 5000) {
      const ids = withVariants.slice(i, i + 5000).map((v) => v[0]?.productId ?? '');
      await trx.deleteFrom('productVariants').where('productId', 'in', ids).execute();
    }
    await insertVariants(trx, withVariants.flat());
  });
  if (store.dialect === 'sqlite') await sql`pragma wal_checkpoint(TRUNCATE)`.execute(store.db);
  else await sql`vacuum analyze`.execute(store.db);
  const step = Math.max(1, Math.floor(rows.length / 2000));
  const stock = rows.reduce((sum, r) => sum + r.stock, 0);
  return {
    ids: rows.filter((_, i) => i % step === 0).map((r) => r.id),
    state: { products: count, stock, orders: 0, users: 0 },
  };
}

/** Files whose change makes a seeded catalog stale: the schema, the insert code, this generator. */
function seedInputsHash(repoRoot: string, count: number): string {
  const hash = createHash('sha256').update(`${count}\0`);
  const files = [
    ...fs.readdirSync(path.join(repoRoot, 'apps/api/src/db/migrations')).map((f) => `apps/api/src/db/migrations/${f}`),
    'apps/api/src/db/migrate.ts',
    'apps/api/src/db/database.ts',
    'apps/api/src/features/catalog/catalog.repository.ts',
    'apps/api/src/features/catalog/variants.repository.ts',
    'bench/lib/catalog-seed.ts',
  ].sort();
  for (const f of files) hash.update(`${f}\0`).update(fs.readFileSync(path.join(repoRoot, f)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A catalog of `count` products on SQLite or on BENCH_POSTGRES_URL's server (null when none answers),
 * reused while the seed's inputs are unchanged (BENCH_FRESH_SEED=1 forces a new one): seeding takes
 * about half a minute for 100,000. A smoke run's tiny catalogs stay apart from the kept ones.
 * NOTE: a seeded PostgreSQL catalog refuses connections (`allow_connections false`, as template0):
 * nothing writes to it, and only a database with that mark counts as seeded, not one left half written.
 */
export async function seededCatalog(
  ctx: BenchContext,
  count: number,
  database: DatabaseName,
): Promise<SeededCatalog | null> {
  const cacheDir = ctx.smoke ? path.join(ctx.tmpDir, 'cache') : path.join(ctx.repoRoot, 'bench/results/cache');
  const hash = seedInputsHash(ctx.repoRoot, count);
  const prefix = ctx.smoke ? 'bench_smoke_catalog' : 'bench_catalog';
  const name = database === 'SQLite' ? path.join(cacheDir, `catalog-${count}-${hash}.db`) : `${prefix}_${hash}`;
  const url = database === 'SQLite' ? `file:${name}` : postgresUrl(name);
  const recordFile = path.join(cacheDir, `${path.basename(name, '.db')}.ids.json`);
  const record =
    process.env.BENCH_FRESH_SEED !== '1' && fs.existsSync(recordFile)
      ? (JSON.parse(fs.readFileSync(recordFile, 'utf8')) as Omit<SeededCatalog, 'reused' | 'url'>)
      : null;
  let writeTo = url;
  if (database === 'SQLite') {
    if (record && fs.existsSync(name)) return { ...record, url, reused: true };
    fs.rmSync(cacheDir, { recursive: true, force: true });
    writeTo = `file:${name}.partial`;
  } else {
    const seeded = await withPostgres(async (admin) => {
      const existing = await admin.query<{ datname: string; datallowconn: boolean }>(
        'select datname, datallowconn from pg_database where datname like $1',
        [`${prefix}\\_%`],
      );
      if (record && existing.rows.some((r) => r.datname === name && !r.datallowconn)) return true;
      for (const r of existing.rows) await admin.query(`drop database if exists ${r.datname} with (force)`);
      await admin.query(`create database ${name}`);
      return false;
    });
    if (seeded === null) return null;
    if (seeded && record) return { ...record, url, reused: true };
  }
  fs.mkdirSync(cacheDir, { recursive: true });
  const started = Date.now();
  const { ids, state } = await withStore(writeTo, (store) => writeCatalog(store, count));
  if (database === 'SQLite') fs.renameSync(writeTo.slice('file:'.length), name);
  else await withPostgres((admin) => admin.query(`alter database ${name} with allow_connections false`));
  const catalog = { database, name, ids, state, seedSeconds: (Date.now() - started) / 1000 };
  fs.writeFileSync(recordFile, JSON.stringify(catalog));
  return { ...catalog, url, reused: false };
}

/**
 * A copy of the seeded catalog for this run (SQLite: a file in the run's folder; PostgreSQL: a
 * database made with the seeded one as its template, dropped when the bench ends), checked to hold
 * the catalog as seeded: a run that started from one an earlier run had ordered from would measure
 * more products out of stock and more cache drops. Its URL.
 */
export async function copyCatalog(ctx: BenchContext, seeded: SeededCatalog, copyName: string): Promise<string> {
  let url: string;
  if (seeded.database === 'SQLite') {
    const file = path.join(ctx.tmpDir, `${copyName}.db`);
    fs.copyFileSync(seeded.name, file);
    url = `file:${file}`;
  } else {
    const name = `${seeded.name}_run_${randomBytes(4).toString('hex')}`;
    await withPostgres(async (admin) => {
      // Copies left by a run killed before its clean-up (two runs never overlap: they share ports).
      const left = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
        `${seeded.name}\\_run\\_%`,
      ]);
      for (const r of left.rows) await admin.query(`drop database if exists ${r.datname} with (force)`);
      await admin.query(`create database ${name} template ${seeded.name}`);
    });
    dropAtEnd(ctx, name);
    url = postgresUrl(name);
  }
  const state = await withStore(url, readCatalogState);
  if (JSON.stringify(state) !== JSON.stringify(seeded.state)) {
    throw new Error(`the run's catalog is ${JSON.stringify(state)}, not as seeded ${JSON.stringify(seeded.state)}`);
  }
  return url;
}
