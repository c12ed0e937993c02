// Order placement under load, all orders for one hot product and then for products drawn at random,
// on SQLite and PostgreSQL; after each run the stock must equal the starting stock minus the ordered pieces.
import type autocannon from 'autocannon';
import type { ApiSession } from '../scripts/api-session.ts';
import { usesExact } from './lib/bench-promotion.ts';
import { loadOrderStore, orderBenchmark, RANDOM_PRODUCTS } from './lib/databases.ts';
import { processCpuMs, seededRandom } from './lib/load.ts';
import { ORDER_BODY } from './lib/servers.ts';
import { checkCorrect } from './lib/types.ts';

const START_STOCK = 1_000_000;

export const bench = orderBenchmark({
  name: 'orders',
  description: `POST /api/orders, one buyer per connection, on one hot product and on ${RANDOM_PRODUCTS} random ones: orders/s and p99, then a stock check (SQLite and PostgreSQL)`,
  async runOn(ctx, db) {
    const runs = await loadOrderStore(ctx, db, {
      products: 1 + RANDOM_PRODUCTS,
      stock: START_STOCK,
      lines: 1,
      // A buyer per connection: the account's own lock (its orders run one by one) never queues them.
      customers: ctx.load.connections,
      env: { RATE_LIMIT_SCALE: '10000' },
      requests: (scenario, [hot = '', ...others], customers) => {
        const random = seededRandom(1);
        let assigned = 0;
        let next = 0;
        return [
          {
            method: 'POST',
            path: '/api/orders',
            setupRequest: (request: autocannon.Request, context: { customer?: ApiSession }) => {
              // Each autocannon run opens its connections afresh: the first request of each takes the next buyer.
              context.customer ??= customers[assigned++ % customers.length];
              const productId = scenario.products === 'hot' ? hot : others[Math.floor(random() * others.length)];
              return {
                ...request,
                headers: { 'content-type': 'application/json', authorization: `Bearer ${context.customer?.token}` },
                // The spec's whole body; the server takes the name, price and email from its own records.
                body: JSON.stringify({
                  productId,
                  productname: 'Bench Part',
                  email: context.customer?.email,
                  orderQuanty: 1,
                  price: 450,
                  ...ORDER_BODY,
                  orderId: String(next++),
                }),
              };
            },
          },
        ];
      },
      probe: (server) => processCpuMs(server.pid),
    });
    return runs.map(
      ({ result: r, before: cpuBefore, after: cpuAfter, seen2xx, orders, stockConsistent, promotionUses, run }) => {
        if (orders === 0)
          throw new Error(`${db.name}: no order was accepted (${run.refused} refused, ${run.errors} errors)`);
        // The accepted orders are the rows in the database: a request the load generator gave up on
        // (time-out) may still have been accepted, so the client's 2xx count is reported, not compared.
        const figures = {
          ...run,
          ordersPerSecond: Math.round(r['2xx'] / ctx.load.durationSeconds),
          /** Server CPU per order in the measured run: independent of how busy the machine is. */
          serverCpuMsPerOrder:
            cpuBefore !== null && cpuAfter !== null && r['2xx'] > 0
              ? Math.round(((cpuAfter - cpuBefore) / r['2xx']) * 1000) / 1000
              : null,
          orders,
          stockConsistent,
          /** Null in a run without a promotion. */
          usesExact: promotionUses && usesExact(promotionUses, r['2xx']),
        };
        ctx.log(
          `  ${db.name}, ${run.scenario}: ${figures.ordersPerSecond} orders/s (server CPU ${figures.serverCpuMsPerOrder ?? '?'} ms/order), p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms; ` +
            `${orders} orders stored in all (${seen2xx} 2xx seen)` +
            `${run.refused + run.errors > 0 ? `, ${run.refused} refused, ${run.errors} errors` : ''} — ${stockConsistent ? 'consistent' : 'INCONSISTENT'}`,
        );
        return figures;
      },
    );
  },
  checks: (r) => [
    checkCorrect(`${r.database}, ${r.scenario}: stock = start − accepted orders`, r.stockConsistent),
    ...(r.usesExact === null
      ? []
      : [checkCorrect(`${r.database}, ${r.scenario}: the promotion's uses = its discounted orders`, r.usesExact)]),
  ],
  rate: {
    name: 'orders per second',
    unit: 'orders/s',
    min: { SQLite: 1000, PostgreSQL: 500 },
    of: (r) => r.ordersPerSecond,
  },
  notes: [
    '"health" (in latest.json) is the rate of GET /api/health on the same server just before the orders: how much of the machine the run got. "server CPU per order" is the server process\'s CPU time per accepted order (Linux /proc): 1000 / it is what one core can place, however busy the machine is.',
    'Each order is one transaction: the variant is read and priced without a lock, the order and what goes with it are written, and the conditional stock UPDATEs (variant, then product) come last, just before the commit (decision 238). All orders on one product is the worst case for PostgreSQL, whose row lock serialises them for those UPDATEs and the commit.',
  ],
  title: (ctx) => `Order placement, ${ctx.load.connections} connections, a buyer each`,
  columns: [
    ['orders/s', (r) => r.ordersPerSecond],
    ['p50 ms', (r) => r.p50Ms],
    ['p99 ms', (r) => r.p99Ms],
    ['server CPU per order', (r) => (r.serverCpuMsPerOrder === null ? '-' : `${r.serverCpuMsPerOrder} ms`)],
    ['health req/s', (r) => r.healthPerSecond],
    ['stock after = start − accepted', (r) => (r.stockConsistent ? 'yes' : 'NO')],
    ['promotion uses exact', (r) => (r.usesExact === null ? '-' : r.usesExact ? 'yes' : 'NO')],
  ],
  data: { randomProducts: RANDOM_PRODUCTS },
});
