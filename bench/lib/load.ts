// HTTP load with autocannon and what it costs: CPU and memory from /proc, medians, a seeded spread.
import fs from 'node:fs';
import autocannon from 'autocannon';
import type { RunningServer } from './servers.ts';
import type { BenchContext } from './types.ts';

/** Linux's clock ticks per second for /proc's CPU times (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** A file of /proc, or '' where there is none (not Linux, or the process has exited). */
function readProc(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** A process's user + system CPU time in ms, from /proc (null where there is none). */
export function processCpuMs(pid: number): number | null {
  const stat = readProc(`/proc/${pid}/stat`);
  // NOTE: the fields after the command name (which may hold spaces) start with the state, field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return stat ? ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND : null;
}

/** A process's resident memory (VmRSS) or its peak (VmHWM) in MB, from /proc (0 where there is none). */
export function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readProc(`/proc/${pid}/status`))?.[1];
  return Math.round(Number(kb ?? 0) / 1024);
}

/** The machine's busy CPU time in ms over all cores (all but idle and I/O wait), from /proc/stat. */
function machineBusyMs(): number | null {
  const [, ...ticks] = (readProc('/proc/stat').split('\n')[0] ?? '').trim().split(/\s+/).map(Number);
  const total = ticks.slice(0, 8).reduce((sum, t) => sum + t, 0);
  return ticks.length > 0 ? ((total - (ticks[3] ?? 0) - (ticks[4] ?? 0)) * 1000) / TICKS_PER_SECOND : null;
}

const ownCpuMs = () => (process.cpuUsage().user + process.cpuUsage().system) / 1000;

/**
 * GET load on `server` at the run's connections: a warm-up, then the measured run, with the CPU that
 * server and the rest of the machine spent meanwhile. `path` is fixed or drawn per request.
 */
export async function measure(ctx: BenchContext, name: string, server: RunningServer, path: string | (() => string)) {
  const fire = (duration: number) =>
    autocannon({
      url: server.origin,
      connections: ctx.load.connections,
      duration,
      requests: [
        typeof path === 'string'
          ? { method: 'GET', path }
          : { method: 'GET', setupRequest: (r) => ({ ...r, path: path() }) },
      ],
    });
  if (ctx.load.warmupSeconds > 0) await fire(ctx.load.warmupSeconds);
  const costs = () => ({
    server: processCpuMs(server.pid),
    machine: machineBusyMs(),
    own: ownCpuMs(),
    at: performance.now(),
  });
  const before = costs();
  const r = await fire(ctx.load.durationSeconds);
  const after = costs();
  const serverMs = after.server !== null && before.server !== null ? after.server - before.server : null;
  const others =
    after.machine !== null && before.machine !== null && serverMs !== null
      ? (after.machine - before.machine - serverMs - (after.own - before.own)) / (after.at - before.at)
      : null;
  const result = {
    name,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    bytesPerRequest: r.requests.total > 0 ? Math.round(r.throughput.total / r.requests.total) : 0,
    /** CPU time of the answering process per request (µs; Linux). */
    serverCpuUsPerRequest:
      serverMs !== null && r.requests.total > 0 ? Math.round((serverMs * 1000) / r.requests.total) : null,
    /** Cores busy with anything but that process and the load generator meanwhile (Linux). */
    otherCores: others === null ? null : Math.max(0, Math.round(others * 100) / 100),
  };
  ctx.log(
    `  ${name}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms` +
      (result.serverCpuUsPerRequest !== null
        ? `, server ${result.serverCpuUsPerRequest} µs/req, others ${result.otherCores} cores`
        : '') +
      (result.non2xx + result.errors > 0 ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''),
  );
  return result;
}
export type LoadResult = Awaited<ReturnType<typeof measure>>;

/** A small deterministic random generator (mulberry32), so that every run asks for the same spread. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** GET `url` (as the bearer of `token`), one request alone: the ms to the last byte, and the body. */
export async function timeGet(url: string, token?: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body}`);
  return { ms, body };
}

/**
 * GET `url` as the bearer of `token` once to warm up, then `runs` times, one request at a time: what
 * `read` takes from the first answer, and the median, lowest and highest ms to the last byte.
 */
export async function timeRuns<T>(runs: number, url: string, token: string, read: (body: string) => T) {
  await timeGet(url, token);
  const results: Awaited<ReturnType<typeof timeGet>>[] = [];
  for (let i = 0; i < runs; i++) results.push(await timeGet(url, token));
  const ms = results.map((r) => r.ms);
  return {
    ...read(results[0]?.body ?? ''),
    medianMs: Math.round(median(ms)),
    minMs: Math.round(Math.min(...ms)),
    maxMs: Math.round(Math.max(...ms)),
  };
}
