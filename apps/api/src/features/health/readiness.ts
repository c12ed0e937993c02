// Readiness: the database and each configured outside service, each with a time limit, so that a
// hung dependency counts as down and a load balancer stops sending traffic here.
import { setTimeout } from 'node:timers/promises';

export type ReadinessCheck = () => Promise<boolean>;

const CHECK_TIMEOUT_MS = 2_000;

export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();
  /** A graceful stop has begun (server.ts): the balancer should send no new requests here. */
  stopping = false;

  add(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  async run(): Promise<{ ready: boolean; checks: Record<string, 'up' | 'down'> }> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        const timeout = setTimeout(CHECK_TIMEOUT_MS, false, { ref: false });
        const up = await Promise.race([check().catch(() => false), timeout]);
        return [name, up ? 'up' : 'down'] as const;
      }),
    );
    const checks = Object.fromEntries(entries);
    return { ready: !this.stopping && entries.every(([, state]) => state === 'up'), checks };
  }
}
