// Intents of closed orders are cancelled at Stripe as soon as the close has committed, and retried
// every CANCEL_SWEEP_MS for those an outage left behind. One job per app (app-state.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../db/database.ts';
import type { PaymentProvider } from '../../lib/payment-provider.ts';
import { cancelPendingAtProvider } from './payment-settlement.service.ts';

const CANCEL_SWEEP_MS = 60_000;

export type ProviderCancelJob = ReturnType<typeof createProviderCancelJob>;

export function createProviderCancelJob(
  db: DB,
  provider: PaymentProvider,
  log: Pick<FastifyBaseLogger, 'warn'>,
  intervalMs: number = CANCEL_SWEEP_MS,
) {
  let started = false;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  // Only Stripe keeps intents outside our database; the sandbox's are closed by the cancel itself.
  const hasWork = provider.name === 'stripe';

  const round = (): void => {
    if (!hasWork || !started || stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = cancelPendingAtProvider(db, provider)
      .then(() => undefined)
      .catch((error: unknown) => log.warn({ err: error }, 'cancelling payment intents at the provider failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          round();
        }
      });
  };

  return {
    /** Runs a round now (an order cancel committed); a round already running is followed by another. */
    wake: round,
    start() {
      if (started || stopped) return;
      started = true;
      if (hasWork) {
        timer = setInterval(round, intervalMs);
        timer.unref();
      }
      round();
    },
    async stop() {
      stopped = true;
      again = false;
      if (timer) clearInterval(timer);
      await running;
    },
    get stopped() {
      return stopped;
    },
  };
}
