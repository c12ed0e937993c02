// Checkout under load: each connection fills a cart of the same three parts as a customer of its
// own and checks it out (the worst case for row locks); then the stock and the lines must add up.
import type autocannon from 'autocannon';
import type { ApiSession } from '../scripts/api-session.ts';
import { checkOrders, countOrders, loadOrderStore, orderBenchmark } from './lib/databases.ts';
import { ORDER_BODY } from './lib/servers.ts';
import { checkCorrect } from './lib/types.ts';

const START_STOCK = 1_000_000;
const LINES = 3;

export const bench = orderBenchmark({
  name: 'checkout',
  description: `Carts of ${LINES} parts filled and checked out by signed-in customers: checkouts/s, then a stock check (SQLite and PostgreSQL)`,
  async runOn(ctx, db) {
    // One cycle per connection: three cart lines, then checkout, all as one customer taken from a pool
    // of free customers and given back after the checkout, so that no two connections share a cart.
    type Ctx = { customer?: ApiSession };
    const as = (request: autocannon.Request, customer: ApiSession | undefined, body: unknown) => {
      if (!customer) throw new Error('more connections than customers');
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` };
      return { ...request, headers, body: JSON.stringify(body) };
    };
    const load = await loadOrderStore(ctx, db, {
      products: LINES,
      stock: START_STOCK,
      customers: ctx.load.connections * 2,
      requests: (productIds, customers) => {
        const free = [...customers];
        return [
          ...productIds.map((id, i) => ({
            method: 'PUT' as const,
            path: `/api/cart/lines/${id}`,
            setupRequest: (request: autocannon.Request, context: Ctx) => {
              if (i === 0) context.customer = free.pop();
              return as(request, context.customer, { quantity: 1 });
            },
          })),
          {
            method: 'POST',
            path: '/api/checkout',
            setupRequest: (request: autocannon.Request, context: Ctx) => as(request, context.customer, ORDER_BODY),
            onResponse: (_status: number, _body: string, context: Ctx) => {
              if (context.customer) free.push(context.customer);
              context.customer = undefined;
            },
          },
        ];
      },
      probe: () => countOrders(db.url),
    });
    const { result: r, before, after } = load;
    const { refused, errors } = load.run;
    if (after === before)
      throw new Error(`${db.name}: no checkout went through (${refused} refused, ${errors} errors)`);
    const run = {
      ...load.run,
      checkoutsPerSecond: Math.round((after - before) / ctx.load.durationSeconds),
      requestsPerSecond: Math.round(r.requests.average),
      ...(await checkOrders(db.url, load.productIds, START_STOCK, LINES)),
    };
    ctx.log(
      `  ${db.name}: ${run.checkoutsPerSecond} checkouts/s of ${LINES}-line carts (${run.requestsPerSecond} requests/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms); ` +
        `${after} orders stored${refused + errors > 0 ? `, ${refused} refused, ${errors} errors` : ''} — stock ${run.stockConsistent ? 'exact' : 'INCONSISTENT'}` +
        `, lines ${run.everyOrderHasItsLines ? 'complete' : 'INCOMPLETE'}`,
    );
    return run;
  },
  checks: (r) => [
    checkCorrect(`${r.database}: stock = start − pieces on order lines`, r.stockConsistent),
    checkCorrect(`${r.database}: every order has ${LINES} lines`, r.everyOrderHasItsLines),
  ],
  rate: { name: 'SQLite: checkouts per second', unit: 'checkouts/s', min: 500, of: (r) => r.checkoutsPerSecond },
  notes: [
    `A checkout here is four requests: three PUT /api/cart/lines/{id} and POST /api/checkout. The checkout is one transaction: account lock, unpaid-order count, three conditional stock UPDATEs, the order, its three lines, its expiry job and the emptied cart.`,
  ],
  title: (ctx) => `Checkout of ${LINES}-line carts, ${ctx.load.connections} connections, one customer per cart`,
  columns: [
    ['database', (r) => r.database],
    ['checkouts/s', (r) => r.checkoutsPerSecond],
    ['requests/s', (r) => r.requestsPerSecond],
    ['p50 ms', (r) => r.p50Ms],
    ['p99 ms', (r) => r.p99Ms],
    ['health req/s', (r) => r.healthPerSecond],
    ['stock exact', (r) => (r.stockConsistent ? 'yes' : 'NO')],
    [`${LINES} lines each`, (r) => (r.everyOrderHasItsLines ? 'yes' : 'NO')],
  ],
});
