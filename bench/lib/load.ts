// HTTP load with autocannon: a short warm-up (not recorded), then the measured run.
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
}

export interface LoadTarget {
  name: string;
  /** Origin, e.g. http://127.0.0.1:3300 */
  origin: string;
  /** A fixed path, or a function giving each request's path (spread over pages, ids, words). */
  path: string | (() => string);
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
  const r = await fire(ctx, target, ctx.load.durationSeconds);
  const result: LoadResult = {
    name: target.name,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    bytesPerRequest: r.requests.total > 0 ? Math.round(r.throughput.total / r.requests.total) : 0,
  };
  ctx.log(
    `  ${target.name}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms` +
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
