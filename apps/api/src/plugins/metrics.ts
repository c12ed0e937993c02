// Prometheus metrics, served at GET /metrics only with METRICS_TOKEN, or on METRICS_PORT of its own.
// Each app has its own registry (tests build several apps).
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { API_ERROR } from '@store/shared/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { countJobsByState } from '../background/background.repository.ts';
import type { Config } from '../config.ts';
import type { StoreDatabase } from '../db/database.ts';
import { countOrdersByStatus } from '../features/orders/index.ts';
import { notFound, unauthenticated } from '../lib/app-error.ts';
import { ANSWERS_UNDER_PRESSURE } from './overload.ts';

/** Store-wide figures read from the database at most this often, however often Prometheus scrapes. */
const DATABASE_FIGURES_TTL_MS = 5_000;

const digest = (s: string) => createHash('sha256').update(s).digest();

const ORDER_PLACING_ROUTES = new Set(['POST /api/orders', 'POST /api/checkout']);

export function createMetrics(store: StoreDatabase) {
  const registry = new Registry();
  // NOTE: not prom-client's default set, which watches every garbage collection (several per cent of
  // a catalog request): the process figures are read when Prometheus scrapes.
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  const processGauges: [name: string, help: string, read: () => number][] = [
    [
      'nodejs_eventloop_lag_seconds',
      'Mean event-loop delay since the last scrape',
      () => (Number.isFinite(loopDelay.mean) ? loopDelay.mean / 1e9 : 0),
    ],
    [
      'nodejs_eventloop_lag_p99_seconds',
      '99th percentile of the event-loop delay since the last scrape',
      () => {
        const p99 = loopDelay.percentile(99) / 1e9;
        loopDelay.reset();
        return p99;
      },
    ],
    ['nodejs_heap_size_used_bytes', 'V8 heap in use', () => process.memoryUsage().heapUsed],
    ['nodejs_heap_size_total_bytes', 'V8 heap reserved', () => process.memoryUsage().heapTotal],
    ['process_resident_memory_bytes', 'Resident memory of the process', () => process.memoryUsage.rss()],
    [
      'process_start_time_seconds',
      'When the process started, in seconds since the Unix epoch',
      () => Math.round(Date.now() / 1000 - process.uptime()),
    ],
  ];
  for (const [name, help, read] of processGauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  }
  new Counter({
    name: 'process_cpu_seconds_total',
    help: 'CPU time used by the process (user and system)',
    registers: [registry],
    collect() {
      const { user, system } = process.cpuUsage();
      this.reset();
      this.inc((user + system) / 1e6);
    },
  });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route (its pattern) and status code',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, by method, route and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'store_orders_placed_total',
    help: 'Orders placed through this instance (single-product orders and cart checkouts)',
    registers: [registry],
  });
  const paymentsFailed = new Counter({
    name: 'store_payments_failed_total',
    help: 'Payment attempts refused through this instance: declined cards (402) and payments not verified (400)',
    labelNames: ['reason'],
    registers: [registry],
  });

  let figures: { at: number; orders: Map<string, number>; jobs: Awaited<ReturnType<typeof countJobsByState>> } | null =
    null;
  const readFigures = async () => {
    if (!figures || Date.now() - figures.at > DATABASE_FIGURES_TTL_MS) {
      const [orders, jobs] = await Promise.all([
        countOrdersByStatus(store.db),
        countJobsByState(store.db, new Date().toISOString()),
      ]);
      figures = { at: Date.now(), orders, jobs };
    }
    return figures;
  };
  /** A gauge with one label, set at each scrape from the (label value, figure) pairs `read` gives. */
  const labelledGauge = (name: string, help: string, label: string, read: () => Promise<[string, number][]>) =>
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers: [registry],
      async collect() {
        const pairs = await read();
        this.reset();
        for (const [value, figure] of pairs) this.set({ [label]: value }, figure);
      },
    });
  labelledGauge(
    'store_orders',
    'Orders in the store by state (all instances; read from the database)',
    'status',
    async () => [...(await readFigures()).orders],
  );
  labelledGauge(
    'store_background_jobs',
    'Background jobs by state: due (the queue), scheduled (later), running, failed (gave up)',
    'state',
    async () => Object.entries((await readFigures()).jobs),
  );
  const poolStats = store.poolStats;
  if (poolStats) {
    const help = 'PostgreSQL pool connections: total open, idle, and requests waiting for one';
    labelledGauge('store_db_pool_connections', help, 'state', async () => Object.entries(poolStats()));
  }

  // NOTE: label children are cached by key: looking labels up costs more than the increment itself.
  const children = new Map<string, { count: ReturnType<Counter['labels']>; time: ReturnType<Histogram['labels']> }>();
  const observe = (method: string, route: string, status: number, seconds: number) => {
    const key = `${method} ${route} ${status}`;
    let child = children.get(key);
    if (!child) {
      const labels = { method, route, status_code: String(status) };
      child = { count: requests.labels(labels), time: duration.labels(labels) };
      children.set(key, child);
    }
    child.count.inc();
    child.time.observe(seconds);
    if (status === 201 && ORDER_PLACING_ROUTES.has(`${method} ${route}`)) ordersPlaced.inc();
    else if (status === 402) paymentsFailed.inc({ reason: 'declined' });
    else if (status === 400 && method === 'PATCH' && route === '/api/orders/:id') {
      paymentsFailed.inc({ reason: 'not_verified' });
    }
  };

  return { registry, observe, stop: () => loopDelay.disable() };
}

export async function registerMetrics(
  app: FastifyInstance,
  store: StoreDatabase,
  config: Pick<Config, 'METRICS_TOKEN' | 'METRICS_PORT' | 'HOST'>,
): Promise<void> {
  const { METRICS_TOKEN: token, METRICS_PORT: port } = config;
  // On the public port only with a token; on METRICS_PORT, the port keeps it private. Neither: no
  // metrics are kept, and /metrics is a 404 (not the web app's page).
  const onPublicPort = token !== undefined && port === undefined;
  const metrics = onPublicPort || port !== undefined ? createMetrics(store) : null;
  const expected = token ? digest(token) : null;
  const authorized = (header: string | undefined): boolean => {
    if (!expected) return true;
    const match = /^Bearer (.+)$/.exec(header ?? '');
    return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
  };

  app.get(
    '/metrics',
    { schema: { hide: true }, config: ANSWERS_UNDER_PRESSURE },
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!metrics || !onPublicPort) throw notFound(API_ERROR.routeNotFound);
      if (!authorized(request.headers.authorization)) {
        void reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
        throw unauthenticated();
      }
      return reply.header('Content-Type', metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );
  if (!metrics) return;
  app.addHook('onClose', async () => metrics.stop());
  // NOTE: a callback hook, not an async one: no promise per request on the hot path.
  app.addHook('onResponse', (request, reply, done) => {
    // Unmatched paths share one label, so a scan of random URLs cannot grow the series without bound.
    const route = request.routeOptions.url ?? '(unmatched)';
    metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  if (port !== undefined) {
    const server = http.createServer((req, res) => {
      const send = (status: number, type: string, body: string) => {
        res.writeHead(status, { 'Content-Type': type }).end(body);
      };
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') return send(404, 'text/plain', 'Not found\n');
      if (!authorized(req.headers.authorization)) return send(401, 'text/plain', 'Unauthorized\n');
      metrics.registry.metrics().then(
        (text) => send(200, metrics.registry.contentType, text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics failed');
          send(500, 'text/plain', 'Metrics failed\n');
        },
      );
    });
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, config.HOST, () => resolve());
      });
      app.log.info({ port }, 'metrics listening');
    });
    app.addHook('onClose', async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  }
}
