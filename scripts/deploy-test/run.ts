// `npm run test:deploy`: two store instances on one PostgreSQL database behind deploy/'s nginx config,
// under a mixed load for DEPLOY_TEST_SECONDS (60) while one is killed and the other stopped, both
// restarted; then the checks (docs/features/operations.md). Exits non-zero when a check fails.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../server-node-flags.ts';
import { serverProcess } from '../server-process.ts';
import { buyerLoop, createClient, type LoadState, type Product, shopperLoop, signInLoop, signUpBuyer } from './load.ts';
import { ensureNginx, startNginx, statusForHost } from './nginx.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.DEPLOY_TEST_SECONDS ?? 60);
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BASE_PORT = Number(process.env.DEPLOY_TEST_PORT ?? 3410);
const log = (s: string) => console.log(`[deploy-test ${new Date().toISOString().slice(11, 19)}] ${s}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const cleanups: (() => Promise<unknown>)[] = [];
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  log(`${ok ? 'PASS' : 'FAIL'}  ${what}`);
  if (!ok) failures.push(what);
};

/** A new database on TEST_DATABASE_URL's server, dropped at the end; its URL. */
async function withDatabase(): Promise<string> {
  const name = `deploy_test_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: PG_URL.replace(/\/[^/?]+(\?.*)?$/, '/postgres$1') });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
  return PG_URL.replace(/\/[^/?]+(\?.*)?$/, `/${name}$1`);
}

async function throughput(url: string): Promise<number> {
  const started = performance.now();
  const result = await autocannon({ url, connections: 20, duration: 8, timeout: 10 });
  log(
    `  autocannon: ${result.requests.total} requests in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
      `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
  );
  return Math.round(result.requests.average);
}

async function main(): Promise<void> {
  const nginxBinary = ensureNginx(log);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-deploy-test-'));
  fs.chmodSync(dir, 0o755);
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  const databaseUrl = await withDatabase();
  const [proxyPort, portA, portB] = [BASE_PORT, BASE_PORT + 1, BASE_PORT + 2];
  const env = {
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    TRUST_PROXY: 'true',
    JWT_SECRET: randomBytes(36).toString('base64'),
    BETTER_AUTH_SECRET: randomBytes(36).toString('base64'),
    ADMIN_EMAIL: 'owner@example.com',
    ADMIN_PASSWORD: 'deploy-owner-password',
    SEED_DEMO: 'false',
    // A load test: the limits for one customer would stop the buyers (refused in a real deployment).
    RATE_LIMITS: 'off',
    MAX_OPEN_UNPAID_ORDERS: '100000',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(dir, 'data'),
  };
  // Each instance as the systemd unit starts it (node scripts/start.mjs).
  const instance = (port: number) => {
    const origin = `http://127.0.0.1:${port}`;
    const args = [...SERVER_NODE_FLAGS, 'scripts/start.mjs'];
    const server = serverProcess({
      args,
      cwd: repoRoot,
      env: { ...env, PORT: String(port) },
      readyUrl: `${origin}/api/ready`,
      readyWithinMs: 120_000,
    });
    return { origin, ...server };
  };
  const [a, b] = [instance(portA), instance(portB)];
  cleanups.push(async () => {
    for (const i of [a, b]) await i.stop('SIGTERM');
  });
  // The first start migrates the database (and builds the web app if needed); the second joins it.
  log('starting instance A (migrates the new database)');
  await a.start();
  log('starting instance B');
  await b.start();
  const serverName = new URL(env.PUBLIC_URL).hostname;
  const nginx = await startNginx(nginxBinary, repoRoot, path.join(dir, 'nginx'), proxyPort, [portA, portB], serverName);
  cleanups.push(() => nginx.stop());
  const origin = `http://127.0.0.1:${proxyPort}`;
  log(`nginx on ${origin} (server_name ${serverName}) in front of ${a.origin} and ${b.origin}`);
  check(
    (await statusForHost(proxyPort, 'evil.example')) === null,
    'nginx closes a request for another Host without an answer',
  );
  check((await statusForHost(proxyPort, serverName)) === 200, `nginx passes a request for ${serverName} on`);

  // Setup through the proxy, as the owner and the customers would.
  const setup: LoadState = { requests: [], orders: [], unresolved: [] };
  const client = createClient(origin, setup);
  const { token: owner } = await client.signIn({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  const products: Product[] = [];
  for (let i = 0; i < 6; i += 1) {
    const minQuantity = 1 + (i % 3);
    const product = {
      name: `Deploy Test Chainring ${i + 1}`,
      des: 'A chainring for the deployment test.',
      img: '/images/products/chainring.svg',
      price: 450 + i * 10,
      minQuantity,
      maxQuantity: 50_000,
    };
    const created = await client.retrying('/api/products', {
      method: 'POST',
      json: product,
      headers: { authorization: `Bearer ${owner}` },
    });
    if (created?.status !== 200 && created?.status !== 201) throw new Error(`product not created: ${created?.status}`);
    products.push({ _id: ((await created.json()) as { insertedId: string }).insertedId, minQuantity });
  }
  const buyers = [];
  for (let i = 0; i < 8; i += 1) buyers.push(await signUpBuyer(client, i));
  const home = await fetch(origin + '/').then((r) => r.text());
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ?? null;

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  cleanups.push(() => db.end());
  const rows = async <T extends pg.QueryResultRow>(query: string) => (await db.query<T>(query)).rows;
  const stockById = async () =>
    new Map(
      (await rows<{ id: string; stock: number }>('select id, stock from products')).map((r) => [r.id, Number(r.stock)]),
    );
  const stockAtStart = await stockById();

  // The load, and the failures on a timeline.
  const state: LoadState = { requests: [], orders: [], unresolved: [] };
  const load = createClient(origin, state);
  const t0 = performance.now();
  const until = () => performance.now() - t0 > SECONDS * 1000;
  const workers = [
    ...buyers.slice(0, 6).map((buyer) => buyerLoop(load, buyer, products, state, until)),
    ...Array.from({ length: 4 }, () => shopperLoop(load, products, asset, until)),
    ...buyers.slice(6).map((buyer) => signInLoop(load, buyer, until)),
  ];
  const timeline: { event: string; at: number }[] = [];
  const mark = (event: string) => {
    timeline.push({ event, at: performance.now() });
    log(event);
  };
  const chaos = (async () => {
    await sleep(SECONDS * 250);
    mark('SIGKILL A');
    await a.stop('SIGKILL');
    mark('A gone');
    await sleep(SECONDS * 80);
    await a.start();
    mark('A ready');
    await sleep(SECONDS * 250);
    mark('SIGTERM B');
    const stopped = await b.stop('SIGTERM');
    mark('B stopped');
    check(stopped.code === 0, `instance B stopped gracefully on SIGTERM (exit code ${stopped.code})`);
    await sleep(SECONDS * 50);
    await b.start();
    mark('B ready');
  })();
  await Promise.all([...workers, chaos]);
  const elapsed = (performance.now() - t0) / 1000;

  // The checks.
  // In flight on the killed instance: sent before its process was gone, answered (by nginx) soon after.
  const goneAt = timeline.find((e) => e.event === 'A gone')!.at;
  const fiveXX = state.requests.filter((r) => r.status >= 500 || r.status === 0);
  const inFlightOnKill = (r: { start: number; end: number }) => r.start <= goneAt && r.end <= goneAt + 3_000;
  const unexplained = fiveXX.filter((r) => !inFlightOnKill(r));
  const relative = (at: number) => `${((at - t0) / 1000).toFixed(1)} s`;
  log(`timeline: ${timeline.map((e) => `${e.event} at ${relative(e.at)}`).join(', ')}`);
  for (const r of unexplained.slice(0, 10)) {
    log(`  unexplained: ${r.label} ${r.status} from ${relative(r.start)} to ${relative(r.end)}`);
  }
  if (unexplained.length > 0) log(`nginx's failed answers:\n${nginx.failures()}`);
  const byStatus = new Map<number, number>();
  for (const r of state.requests) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
  log(
    `${state.requests.length} requests in ${elapsed.toFixed(0)} s; by status: ${JSON.stringify(Object.fromEntries(byStatus))}`,
  );
  log(`${state.orders.length} orders acknowledged, ${state.orders.filter((o) => o.paid).length} paid`);
  check(state.orders.length > 0, 'orders were placed during the run');
  check(
    unexplained.length === 0,
    `no 5xx or unanswered request but those in flight on the killed instance (${fiveXX.length - unexplained.length} in flight, ${unexplained.length} other${unexplained.length ? `: ${JSON.stringify(unexplained.slice(0, 5))}` : ''})`,
  );
  check(state.unresolved.length === 0, `every order was answered in the end (${state.unresolved.length} unresolved)`);

  const stored = await rows<{ id: string; status: string; transaction_id: string | null }>(
    'select id, status, transaction_id from orders',
  );
  const storedIds = new Set(stored.map((o) => o.id));
  const lost = state.orders.filter((o) => !storedIds.has(o.id));
  check(lost.length === 0, `no acknowledged order lost (${lost.length} missing of ${state.orders.length})`);
  const acked = new Set(state.orders.map((o) => o.id));
  const extra = stored.filter((o) => !acked.has(o.id));
  check(extra.length === 0, `no order stored that was not acknowledged (${extra.length})`);
  const stockNow = await stockById();
  const stockWrong = products.filter((p) => {
    const taken = state.orders.filter((o) => o.productId === p._id).reduce((n, o) => n + o.quantity, 0);
    return stockNow.get(p._id) !== (stockAtStart.get(p._id) ?? 0) - taken;
  });
  check(stockWrong.length === 0, `stock equals the start minus the acknowledged orders, for every product`);
  const payments = await rows(
    "select order_id, count(*) as n from payment_intents where status = 'succeeded' group by order_id having count(*) > 1",
  );
  const transactionIds = stored.map((o) => o.transaction_id).filter((t): t is string => t !== null);
  check(
    payments.length === 0 && new Set(transactionIds).size === transactionIds.length,
    `no payment recorded twice (${payments.length} orders with two payments; ${transactionIds.length} transaction ids)`,
  );
  const paidAcked = state.orders.filter((o) => o.paid);
  const paidStored = new Set(stored.filter((o) => o.status === 'paid').map((o) => o.id));
  check(
    paidAcked.every((o) => paidStored.has(o.id)),
    `every payment acknowledged is recorded (${paidAcked.length} paid, ${paidStored.size} stored as paid)`,
  );

  // Sessions and tokens made before the failures hold on both instances.
  let sessionsOk = true;
  for (const buyer of buyers) {
    for (const instance of [a, b]) {
      const orders = await fetch(`${instance.origin}/api/myorders?email=${encodeURIComponent(buyer.email)}`, {
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      const session = await fetch(`${instance.origin}/api/auth/get-session`, { headers: { cookie: buyer.cookie } });
      const sessionUser = session.ok
        ? ((await session.json()) as { user?: { email: string } } | null)?.user
        : undefined;
      // NOTE: the body is read even when only the status matters: an unread answer leaves its
      // connection busy, and the instance's graceful stop would wait for it until its deadline.
      await orders.arrayBuffer();
      if (orders.status !== 200 || sessionUser?.email !== buyer.email) sessionsOk = false;
    }
  }
  check(sessionsOk, 'every session and bearer token is valid on both instances after the restarts');

  // What the bundle loads on first use, not at start (scripts/api-build.mjs): the invoice's PDF
  // writer and the email templates, on each instance.
  const paidOrder = state.orders.find((o) => o.paid);
  const asOwner = (url: string) => fetch(url, { headers: { authorization: `Bearer ${owner}` } });
  const outbox = await asOwner(`${a.origin}/api/admin/outbox`);
  const firstMessage = outbox.ok ? ((await outbox.json()) as { items?: { id: string }[] }).items?.[0] : undefined;
  if (!outbox.ok) await outbox.arrayBuffer();
  let lazyPartsOk = paidOrder !== undefined && firstMessage !== undefined;
  for (const instance of [a, b]) {
    if (!paidOrder || !firstMessage) break;
    const pdf = await asOwner(`${instance.origin}/api/orders/${paidOrder.id}/invoice.pdf`);
    const pdfBytes = Buffer.from(await pdf.arrayBuffer());
    const message = await asOwner(`${instance.origin}/api/admin/outbox/${firstMessage.id}`);
    const rendered = message.ok ? ((await message.json()) as { html?: string }) : {};
    if (!message.ok) await message.arrayBuffer();
    if (pdf.status !== 200 || pdfBytes.subarray(0, 5).toString() !== '%PDF-') lazyPartsOk = false;
    if (!rendered.html?.includes('<html')) lazyPartsOk = false;
  }
  check(lazyPartsOk, "a paid order's invoice PDF and an email of the outbox render on both instances");

  // Throughput: the catalog list through nginx with two instances, then with one.
  const listUrl = `${origin}/api/products?page=1&limit=12`;
  log('measuring throughput with two instances');
  const two = await throughput(listUrl);
  const stopped = await b.stop('SIGTERM');
  log(`instance B stopped (${stopped.code}); measuring throughput with one instance`);
  const one = await throughput(listUrl);
  log(`throughput of GET /api/products through nginx: two instances ${two} req/s, one instance ${one} req/s`);
  const summary = {
    seconds: Math.round(elapsed),
    requests: state.requests.length,
    byStatus: Object.fromEntries(byStatus),
    ordersAcknowledged: state.orders.length,
    ordersPaid: paidAcked.length,
    inFlightOnKill: fiveXX.length - unexplained.length,
    reqPerSecTwoInstances: two,
    reqPerSecOneInstance: one,
    failures,
  };
  fs.mkdirSync(path.join(repoRoot, 'test-results'), { recursive: true });
  fs.writeFileSync(path.join(repoRoot, 'test-results/deploy-test.json'), JSON.stringify(summary, null, 2));
  log(`summary: ${JSON.stringify(summary)}`);
}

let exitCode = 0;
try {
  await main();
  exitCode = failures.length > 0 ? 1 : 0;
  log(failures.length > 0 ? `${failures.length} check(s) failed` : 'every check passed');
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((e: unknown) => console.error('cleanup:', e));
}
process.exit(exitCode);
