// The catalogue spreadsheet with 10,000 products: the export, the preview of a file that reprices every row,
// and its apply in one transaction, each timed by the client to the last byte (docs/features/catalog-import.md).
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { insertProducts } from '../apps/api/src/features/catalog/catalog.repository.ts';
import { newId } from '../apps/api/src/lib/ids.ts';
import { type BenchDatabase, onEachDatabase, withStore } from './lib/databases.ts';
import { startStoreWithAdmin } from './lib/servers.ts';
import { type Benchmark, checkCorrect, checkTarget, type TargetCheck } from './lib/types.ts';

const FULL = 10_000;
const SMOKE = 200;
/** "10,000 rows must import in seconds": preview and apply together, each database. */
const MAX_SECONDS = 10;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  const value = await work();
  return { value, seconds: Number(((performance.now() - started) / 1000).toFixed(2)) };
}

async function call(origin: string, token: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'text/csv' } : {}) },
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${body.slice(0, 300)}`);
  return body;
}

/** Every row's price one taka up: a file that changes every variant. */
function repriced(csv: string): string {
  const rows = parse<Record<string, string>>(csv, { bom: true, columns: true });
  for (const row of rows) row['Price (BDT)'] = ((Math.round(Number(row['Price (BDT)']) * 100) + 100) / 100).toFixed(2);
  return stringify(rows, { header: true, record_delimiter: 'windows' });
}

async function runOn(ctx: Parameters<Benchmark['run']>[0], db: BenchDatabase, products: number) {
  const { server, admin } = await startStoreWithAdmin(ctx, { databaseUrl: db.url });
  const seeded = await timed(() =>
    withStore(db.url, (store) =>
      store.db.transaction().execute((trx) => {
        const at = new Date().toISOString();
        return insertProducts(
          trx,
          Array.from({ length: products }, (_, i) => ({
            id: newId(),
            name: `Bench Part ${i}`,
            img: '/images/products/chain.svg',
            description: `A part for the import bench, number ${i}.`,
            minQuantity: 1,
            stock: 100 + (i % 50),
            price: 10_000 + i,
            sku: `BP-${i}`,
            weightGrams: 100,
            createdAt: at,
            updatedAt: at,
          })),
        );
      }),
    ),
  );
  ctx.log(`  ${db.name}: seeded ${products} products in ${seeded.seconds} s`);
  const exported = await timed(() => call(server.origin, admin.token, '/admin/catalog/export.csv'));
  const same = JSON.parse(
    await call(server.origin, admin.token, '/admin/catalog/import/preview', { method: 'POST', body: exported.value }),
  ) as { counts: { changed: number; unchanged: number } };
  const file = repriced(exported.value);
  const preview = await timed(
    async () =>
      JSON.parse(
        await call(server.origin, admin.token, '/admin/catalog/import/preview', { method: 'POST', body: file }),
      ) as { token: string; counts: { changed: number; errors: number } },
  );
  const path = `/admin/catalog/import/apply?token=${encodeURIComponent(preview.value.token)}`;
  const applied = await timed(
    async () =>
      JSON.parse(await call(server.origin, admin.token, path, { method: 'POST', body: file })) as {
        counts: { changed: number };
      },
  );
  const after = await call(server.origin, admin.token, '/admin/catalog/export.csv');
  const repricedRight = parse<Record<string, string>>(after, { bom: true, columns: true }).every(
    (r) => Math.round(Number(r['Price (BDT)']) * 100) === 10_100 + Number(r.Name?.replace('Bench Part ', '')),
  );
  await server.stop();
  const row = {
    database: db.name,
    rows: products,
    bytes: Buffer.byteLength(file),
    exportSeconds: exported.seconds,
    previewSeconds: preview.seconds,
    applySeconds: applied.seconds,
    changed: applied.value.counts.changed,
  };
  ctx.log(`  ${db.name}: export ${row.exportSeconds} s, preview ${row.previewSeconds} s, apply ${row.applySeconds} s`);
  const correct =
    same.counts.changed === 0 &&
    same.counts.unchanged === products &&
    preview.value.counts.changed === products &&
    applied.value.counts.changed === products &&
    repricedRight;
  return { row, correct };
}

export const bench: Benchmark = {
  name: 'catalog-import',
  description: `The catalogue CSV with ${FULL.toLocaleString('en-US')} products: export, preview and apply of a file repricing every row`,
  async run(ctx) {
    const products = ctx.smoke ? SMOKE : FULL;
    const { runs, notes } = await onEachDatabase(ctx, 'catalog_import', (db) => runOn(ctx, db, products));
    const targets: TargetCheck[] = runs.flatMap(({ row, correct }) => [
      checkTarget(
        `${row.database}: preview and apply of ${products.toLocaleString('en-US')} rows`,
        Number((row.previewSeconds + row.applySeconds).toFixed(2)),
        's',
        'max',
        MAX_SECONDS,
      ),
      checkCorrect(`${row.database}: the round trip changes nothing; every row repriced once`, correct),
    ]);
    return {
      tables: [
        {
          title: `Catalogue CSV, ${products.toLocaleString('en-US')} products of one variant each`,
          columns: ['database', 'CSV bytes', 'export s', 'preview s', 'apply s', 'rows changed'],
          rows: runs.map(({ row }) => [
            row.database,
            row.bytes,
            row.exportSeconds,
            row.previewSeconds,
            row.applySeconds,
            row.changed,
          ]),
        },
      ],
      targets,
      notes: [
        ...notes,
        'Timed by the client, one request at a time, on the same machine as the server. The preview reads the catalogue in three queries; the apply reads it again in its transaction and writes 1,000 rows per statement (UPDATE … FROM VALUES).',
      ],
      data: { products, runs: runs.map((r) => r.row) },
    };
  },
};
