// Checkout under load: each connection fills a cart of three parts as a customer of its own and checks
// it out, the same three parts for all (the worst case for row locks) and then three drawn at random;
// after each run the stock and the lines must add up.
import type autocannon from 'autocannon';
import type { ApiSession } from '../scripts/api-session.ts';
import { usesExact } from './lib/bench-promotion.ts';
import { countOrders, loadOrderStore, orderBenchmark, RANDOM_PRODUCTS } from './lib/databases.ts';
import { seededRandom } from './lib/load.ts';
import { ORDER_BODY } from './lib/servers.ts';
import { checkCorrect } from './lib/types.ts';

const START_STOCK = 1_000_000;
const LINES = 3;

export const bench = orderBenchmark({
  name: 'checkout',
  description: `Carts of ${LINES} parts filled and checked out by signed-in customers, on ${LINES} hot products and on ${LINES} of ${RANDOM_PRODUCTS} drawn at random: checkouts/s, then a stock check (SQLite and PostgreSQL)`,
  async runOn(ctx, db) {
    // One cycle per connection: three cart lines, then checkout, all as one customer taken from a pool
    // of free customers and given back after the checkout, so that no two connections share a cart.
    // NOTE: a customer always puts the same three products in (the hot ones, or three drawn for them once),
    // so a cart that a failed or unfinished checkout left behind still has three lines the next time.
    type Ctx = { customer?: ApiSession; products?: string[] };
    const as = (request: autocannon.Request, customer: ApiSession | undefined, body: unknown) => {
      if (!customer) throw new Error('more connections than customers');
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` };
      return { ...request, headers, body: JSON.stringify(body) };
    };
    const runs = await loadOrderStore(ctx, db, {
      products: LINES + RANDOM_PRODUCTS,
      stock: START_STOCK,
      lines: LINES,
      customers: ctx.load.connections * 2,
      requests: (scenario, productIds, customers) => {
        const free = [...customers];
        const hot = productIds.slice(0, LINES);
        const others = productIds.slice(LINES);
        const random = seededRandom(1);
        /** LINES different products of the random range for each customer. */
        const drawn = new Map(
          customers.map((customer) => {
            const picked = new Set<string>();
            while (picked.size < LINES) picked.add(others[Math.floor(random() * others.length)] ?? '');
            return [customer, [...picked]];
          }),
        );
        return [
          ...hot.map((_, i) => ({
            method: 'PUT' as const,
            setupRequest: (request: autocannon.Request, context: Ctx) => {
              if (i === 0) {
                context.customer = free.pop();
                context.products = scenario.products === 'hot' || !context.customer ? hot : drawn.get(context.customer);
              }
              const path = `/api/cart/lines/${context.products?.[i]}`;
              return { ...as(request, context.customer, { quantity: 1 }), path };
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
    return runs.map(({ result: r, before, after, run, ...checked }) => {
      if (after === before)
        throw new Error(
          `${db.name}, ${run.scenario}: no checkout went through (${run.refused} refused, ${run.errors} errors)`,
        );
      const figures = {
        ...run,
        checkoutsPerSecond: Math.round((after - before) / ctx.load.durationSeconds),
        requestsPerSecond: Math.round(r.requests.average),
        stockConsistent: checked.stockConsistent,
        everyOrderHasItsLines: checked.everyOrderHasItsLines,
        /** Null in a run without a promotion. */
        usesExact: checked.promotionUses && usesExact(checked.promotionUses, after - before),
      };
      ctx.log(
        `  ${db.name}, ${run.scenario}: ${figures.checkoutsPerSecond} checkouts/s of ${LINES}-line carts (${figures.requestsPerSecond} requests/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms); ` +
          `${after} orders stored in all${run.refused + run.errors > 0 ? `, ${run.refused} refused, ${run.errors} errors` : ''} — stock ${figures.stockConsistent ? 'exact' : 'INCONSISTENT'}` +
          `, lines ${figures.everyOrderHasItsLines ? 'complete' : 'INCOMPLETE'}`,
      );
      return figures;
    });
  },
  checks: (r) => [
    checkCorrect(`${r.database}, ${r.scenario}: stock = start − pieces on order lines`, r.stockConsistent),
    checkCorrect(`${r.database}, ${r.scenario}: every order has ${LINES} lines`, r.everyOrderHasItsLines),
    ...(r.usesExact === null
      ? []
      : [checkCorrect(`${r.database}, ${r.scenario}: the promotion's uses = its discounted orders`, r.usesExact)]),
  ],
  rate: {
    name: 'checkouts per second',
    unit: 'checkouts/s',
    min: { SQLite: 500, PostgreSQL: 250 },
    of: (r) => r.checkoutsPerSecond,
  },
  notes: [
    `A checkout here is four requests: three PUT /api/cart/lines/{id} and POST /api/checkout. The checkout is one transaction: account lock, unpaid-order count, the three variants read and priced, the order, its three lines, its jobs, mail and SMS and the emptied cart, and last the conditional stock UPDATEs (three variants, then three products) before the commit (decision 238).`,
  ],
  title: (ctx) => `Checkout of ${LINES}-line carts, ${ctx.load.connections} connections, one customer per cart`,
  columns: [
    ['checkouts/s', (r) => r.checkoutsPerSecond],
    ['requests/s', (r) => r.requestsPerSecond],
    ['p50 ms', (r) => r.p50Ms],
    ['p99 ms', (r) => r.p99Ms],
    ['health req/s', (r) => r.healthPerSecond],
    ['stock exact', (r) => (r.stockConsistent ? 'yes' : 'NO')],
    [`${LINES} lines each`, (r) => (r.everyOrderHasItsLines ? 'yes' : 'NO')],
    ['promotion uses exact', (r) => (r.usesExact === null ? '-' : r.usesExact ? 'yes' : 'NO')],
  ],
});
