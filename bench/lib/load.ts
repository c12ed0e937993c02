// HTTP load with autocannon: a short warm-up (not recorded), then the measured run.
import fs from 'node:fs';
import autocannon from 'autocannon';
import type { BenchContext } from './types.ts';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
  /** CPU time the server process spent per request answered (µs), when its pid was given (Linux). */
  serverCpuUsPerRequest: number | null;
  /**
   * Cores busy with anything else than the server and this bench process (the load generator)
   * during the run, on average: a database, other work on the machine (Linux).
   */
  otherCores: number | null;
}

export interface LoadTarget {
  name: string;
  origin: string;
  /** A fixed path, or a function giving each request's path (spread over pages, ids, words). */
  path: string | (() => string);
  /** The server's process id: its CPU time is read before and after the run. */
  serverPid?: number;
}

/** Linux's clock ticks per second for /proc's CPU times (USER_HZ, 100 on every Linux we run on). */
const TICKS_PER_SECOND = 100;

/** A process's user + system CPU time in ms, from /proc (null where there is none). */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // NOTE: the fields after the command name (which may hold spaces) start with the state, field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** A process's resident memory (VmRSS) or its peak (VmHWM) in MB, from /proc (0 where there is none). */
export function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** The machine's busy CPU time in ms over all cores (everything but idle and I/O wait), from /proc/stat. */
function machineBusyMs(): number | null {
  try {
    const [, ...ticks] = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).map(Number);
    const total = ticks.slice(0, 8).reduce((sum, t) => sum + t, 0);
    return ((total - (ticks[3] ?? 0) - (ticks[4] ?? 0)) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

function ownCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

async function fire(ctx: BenchContext, target: LoadTarget, durationSeconds: number): Promise<autocannon.Result> {
  const { path } = target;
  const requests: autocannon.Request[] =
    typeof path === 'string'
      ? [{ method: 'GET', path }]
      : [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) }];
  return autocannon({
    url: target.origin,
    connections: ctx.load.connections,
    duration: durationSeconds,
    requests,
  });
}

export async function measure(ctx: BenchContext, target: LoadTarget): Promise<LoadResult> {
  if (ctx.load.warmupSeconds > 0) await fire(ctx, target, ctx.load.warmupSeconds);
  const before = {
    server: target.serverPid ? processCpuMs(target.serverPid) : null,
    machine: machineBusyMs(),
    own: ownCpuMs(),
    at: performance.now(),
  };
  const r = await fire(ctx, target, ctx.load.durationSeconds);
  const server = target.serverPid ? processCpuMs(target.serverPid) : null;
  const machine = machineBusyMs();
  const wallMs = performance.now() - before.at;
  const serverMs = server !== null && before.server !== null ? server - before.server : null;
  const serverCpuUsPerRequest =
    serverMs !== null && r.requests.total > 0 ? Math.round((serverMs * 1000) / r.requests.total) : null;
  const otherCores =
    machine !== null && before.machine !== null && serverMs !== null
      ? Math.max(
          0,
          Math.round(((machine - before.machine - serverMs - (ownCpuMs() - before.own)) / wallMs) * 100) / 100,
        )
      : null;
  const result: LoadResult = {
    name: target.name,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    bytesPerRequest: r.requests.total > 0 ? Math.round(r.throughput.total / r.requests.total) : 0,
    serverCpuUsPerRequest,
    otherCores,
  };
  ctx.log(
    `  ${target.name}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms` +
      (result.serverCpuUsPerRequest !== null
        ? `, server ${result.serverCpuUsPerRequest} µs/req, others ${result.otherCores} cores`
        : '') +
      (result.non2xx + result.errors > 0 ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''),
  );
  return result;
}

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
