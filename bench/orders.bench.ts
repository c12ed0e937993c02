// Order placement under load, all orders for one product, on SQLite and PostgreSQL; after each run
// the stock must equal the starting stock minus the ordered pieces.
import { checkOrders, loadOrderStore, orderBenchmark } from './lib/databases.ts';
import { processCpuMs } from './lib/load.ts';
import { ORDER_BODY } from './lib/servers.ts';
import { checkCorrect } from './lib/types.ts';

const START_STOCK = 1_000_000;
const CUSTOMERS = 20;

export const bench = orderBenchmark({
  name: 'orders',
  description: `POST /api/orders from ${CUSTOMERS} signed-in customers: orders/s and p99, then a stock check (SQLite and PostgreSQL)`,
  async runOn(ctx, db) {
    let next = 0;
    const load = await loadOrderStore(ctx, db, {
      products: 1,
      stock: START_STOCK,
      customers: ctx.smoke ? 1 : CUSTOMERS,
      env: { RATE_LIMIT_SCALE: '10000' },
      requests: ([productId], customers) => [
        {
          method: 'POST',
          path: '/api/orders',
          setupRequest: (request) => {
            const customer = customers[next++ % customers.length];
            return {
              ...request,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${customer?.token}` },
              // The spec's whole body; the server takes the name, price and email from its own records.
              body: JSON.stringify({
                productId,
                productname: 'Bench Part 1',
                email: customer?.email,
                orderQuanty: 1,
                price: 450,
                ...ORDER_BODY,
                orderId: String(next),
              }),
            };
          },
        },
      ],
      probe: (server) => processCpuMs(server.pid),
    });
    const { result: r, before: cpuBefore, after: cpuAfter } = load;
    const { refused, errors } = load.run;
    const { orders, stockConsistent } = await checkOrders(db.url, load.productIds, START_STOCK, 1);
    if (orders === 0) throw new Error(`${db.name}: no order was accepted (${refused} refused, ${errors} errors)`);
    // The accepted orders are the rows in the database: a request the load generator gave up on
    // (time-out) may still have been accepted, so the client's 2xx count is reported, not compared.
    const run = {
      ...load.run,
      ordersPerSecond: Math.round(r['2xx'] / ctx.load.durationSeconds),
      /** Server CPU per order in the measured run: independent of how busy the machine is. */
      serverCpuMsPerOrder:
        cpuBefore !== null && cpuAfter !== null && r['2xx'] > 0
          ? Math.round(((cpuAfter - cpuBefore) / r['2xx']) * 1000) / 1000
          : null,
      orders,
      stockConsistent,
    };
    ctx.log(
      `  ${db.name}: ${run.ordersPerSecond} orders/s (server CPU ${run.serverCpuMsPerOrder ?? '?'} ms/order), p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms; ` +
        `${orders} orders stored (${load.seen2xx} 2xx seen)` +
        `${refused + errors > 0 ? `, ${refused} refused, ${errors} errors` : ''} — ${stockConsistent ? 'consistent' : 'INCONSISTENT'}`,
    );
    return run;
  },
  checks: (r) => [checkCorrect(`${r.database}: stock = start − accepted orders`, r.stockConsistent)],
  rate: { name: 'SQLite: orders per second', unit: 'orders/s', min: 1000, of: (r) => r.ordersPerSecond },
  notes: [
    '"health" (in latest.json) is the rate of GET /api/health on the same server just before the orders: how much of the machine the run got. "server CPU per order" is the server process\'s CPU time per accepted order (Linux /proc): 1000 / it is what one core can place, however busy the machine is.',
    'Each order takes its stock with one conditional UPDATE, atomically with the INSERT of the order. Every request also verifies its bearer token and reads the user. All orders are for one product: the worst case for PostgreSQL, whose row lock serialises them.',
  ],
  title: (ctx) => `Order placement, ${ctx.load.connections} connections, ${CUSTOMERS} customers, one product`,
  columns: [
    ['database', (r) => r.database],
    ['orders/s', (r) => r.ordersPerSecond],
    ['p50 ms', (r) => r.p50Ms],
    ['p99 ms', (r) => r.p99Ms],
    ['server CPU per order', (r) => (r.serverCpuMsPerOrder === null ? '-' : `${r.serverCpuMsPerOrder} ms`)],
    ['stock after = start − accepted', (r) => (r.stockConsistent ? 'yes' : 'NO')],
  ],
  data: { customers: CUSTOMERS },
});
