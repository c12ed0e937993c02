// How soon a second instance shows a stock change: written through the API, and written directly
// in the database (announced as the store's services announce theirs).
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { seededRandom } from './load.ts';
import { placeOrder, type RunningServer, signUpCustomer } from './servers.ts';

/** Direct writes land at a random point of this period. */
const CHECK_PERIOD_MS = 1000;

function timeSummary(times: number[]) {
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
  return { medianMs: at(0.5), p90Ms: at(0.9), maxMs: Math.round((times[times.length - 1] ?? 0) * 10) / 10 };
}

type Shown = { maxQuantity: number; minQuantity: number; variants?: { _id: string; maxQuantity: number }[] };
const read = async (url: string) => (await (await fetch(url)).json()) as Shown;

/** Polls `url` on the reader until its stock is `stock`; the time since `since`. */
async function waitForStock(url: string, stock: number, since: number): Promise<number> {
  while ((await read(url)).maxQuantity !== stock) {
    if (performance.now() - since > 5000) throw new Error('a change did not show within 5 s');
  }
  return performance.now() - since;
}

/**
 * How soon a stock change shows on a second instance (PostgreSQL), two ways: an order placed
 * through the first instance's API (its NOTIFY after the commit: what a shop sees), and a write
 * by another connection straight to the table (no NOTIFY: the periodic check's safety net).
 * NOTE: the direct write waits a random part of the check's period first. Started right after the
 * previous sample showed, it would start just after a check every time and measure the whole
 * period less the loop's own time.
 */
export async function measurePropagation(
  databaseUrl: string,
  writer: RunningServer,
  reader: RunningServer,
  ids: string[],
  samples: number,
) {
  const customer = await signUpCustomer(writer.origin, 'propagation');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // A direct write announces itself as the store's services do (catalog-freshness.ts's message).
  const announce = () => client.query(`select pg_notify('catalog_changes', current_schema() || '/bench all')`);
  const viaApi: number[] = [];
  const direct: number[] = [];
  const random = seededRandom(7);
  try {
    for (let i = 0; i < samples; i++) {
      const id = ids[(i * 37) % ids.length] ?? '';
      const url = `${reader.origin}/api/products/${id}`;
      let before = await read(url);
      // The order takes from the first variant (the product's id): it must have the pieces.
      const first = before.variants?.find((v) => v._id === id)?.maxQuantity ?? before.maxQuantity;
      if (first < before.minQuantity * 2) {
        // The first variant (the product's id) and the product's sum, as an order's update does.
        await client.query('update product_variants set stock = stock + $1 where id = $2', [
          before.minQuantity * 4,
          id,
        ]);
        await client.query('update products set stock = stock + $1 where id = $2', [before.minQuantity * 4, id]);
        await announce();
        await waitForStock(url, before.maxQuantity + before.minQuantity * 4, performance.now());
        before = await read(url);
      }
      await fetch(url).then((r) => r.arrayBuffer()); // cached now
      const placed = await placeOrder(writer.origin, customer, id, before.minQuantity);
      if (placed.status !== 201) throw new Error(`an order for the propagation sample answered ${placed.status}`);
      viaApi.push(await waitForStock(url, before.maxQuantity - before.minQuantity, placed.answeredAt));
      await sleep(50 + random() * CHECK_PERIOD_MS);
      const stock = before.maxQuantity - before.minQuantity + 1;
      await client.query(
        'update product_variants set stock = stock + $1 - (select stock from products where id = $2) where id = $2',
        [stock, id],
      );
      await client.query('update products set stock = $1 where id = $2', [stock, id]);
      await announce();
      direct.push(await waitForStock(url, stock, performance.now()));
      await sleep(50);
    }
  } finally {
    await client.end();
  }
  return { ...timeSummary(viaApi), direct: timeSummary(direct) };
}
