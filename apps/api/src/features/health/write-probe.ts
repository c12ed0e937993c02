// Readiness of the database for writes: a database that answers reads but cannot commit (a full
// disk, a read-only replica or role) serves every write a 500, so the balancer should move traffic.
import type { FastifyBaseLogger } from 'fastify';
import type { ReadinessCheck } from './readiness.ts';

/** At most one probe write per instance in this many ms: a balancer polling each second adds no load. */
export const WRITE_PROBE_INTERVAL_MS = 5_000;

/** A readiness check that commits one tiny row; calls meanwhile get its last result or the one in flight. */
export function createWriteProbe(
  write: () => Promise<void>,
  options: { clock?: () => number; log?: FastifyBaseLogger } = {},
): ReadinessCheck {
  const clock = options.clock ?? Date.now;
  let last: { at: number; up: boolean } | null = null;
  let inFlight: Promise<boolean> | null = null;
  return () => {
    if (inFlight) return inFlight;
    const now = clock();
    if (last && now - last.at < WRITE_PROBE_INTERVAL_MS) return Promise.resolve(last.up);
    const wasUp = last?.up ?? true;
    inFlight = write()
      .then(
        () => {
          if (!wasUp) options.log?.info('database: writes commit again');
          return true;
        },
        (error: unknown) => {
          if (wasUp) options.log?.error({ err: error }, 'database: a write cannot commit, readiness answers 503');
          return false;
        },
      )
      .then((up) => {
        last = { at: now, up };
        inFlight = null;
        return up;
      });
    return inFlight;
  };
}
