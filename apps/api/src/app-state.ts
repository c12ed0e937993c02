// What an app owns besides its database: the catalog read model, its answer cache and what keeps
// them fresh, the sign-in attempt limiter, the
// payment provider and its background job. buildApp(config) creates one per app (app.state), starts
// it when the app is ready and stops it on app.close(); two apps in one process share nothing.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { StoreDatabase } from './db/database.ts';
import { type AuthAttemptLimiter, createAuthAttemptLimiter } from './features/accounts/rate-limit.ts';
import { AnswerCache } from './features/catalog/answer-cache.ts';
import { CatalogFreshness } from './features/catalog/catalog-freshness.ts';
import { CatalogReadModel } from './features/catalog/catalog-read-model.ts';
import { PageCache } from './features/pages/page-cache.ts';
import type { PaymentProvider } from './lib/payment-provider.ts';
import { createProviderCancelJob, type ProviderCancelJob } from './features/payments/provider-cancel-job.ts';
import { createPaymentProviders, type PaymentProviders } from './features/payments/select-provider.ts';
import type { RedisLink } from './lib/redis-link.ts';

export interface AppState {
  catalog: CatalogReadModel;
  /** Public catalog and review answers, as bytes (features/catalog/answer-cache.ts). */
  answers: AnswerCache;
  /** What keeps them fresh (catalog-freshness.ts). */
  freshness: CatalogFreshness;
  /** Server-rendered public pages, dropped with every catalog change (features/pages/page-cache.ts). */
  pages: PageCache;
  authAttempts: AuthAttemptLimiter;
  /** `provider`: the card provider (providers.card); `providers`: every enabled one. */
  payments: { provider: PaymentProvider; providers: PaymentProviders; cancelJob: ProviderCancelJob };
  /** Starts the background work (on the app's onReady). */
  start(): Promise<void>;
  /** Stops the background work and waits for it (on the app's onClose). */
  stop(): Promise<void>;
}

/** `redis`: when REDIS_URL is set, instances hear of catalogue changes through it instead of NOTIFY. */
export function createAppState(
  config: Config,
  store: StoreDatabase,
  log: FastifyBaseLogger,
  redis: RedisLink | null = null,
): AppState {
  const { db } = store;
  const providers = createPaymentProviders(config, db);
  const provider = providers.card;
  const cancelJob = createProviderCancelJob(db, provider, log);
  const catalog = new CatalogReadModel(db, store.dialect);
  const answers = new AnswerCache(config.CATALOG_CACHE_MB * 1024 * 1024);
  const pages = new PageCache(config.PAGE_CACHE_MB * 1024 * 1024);
  const freshness = new CatalogFreshness(store, [answers, catalog, pages], log, redis ?? store.channel);
  return {
    catalog,
    answers,
    freshness,
    pages,
    authAttempts: createAuthAttemptLimiter(db),
    payments: { provider, providers, cancelJob },
    start: async () => {
      await freshness.start();
      cancelJob.start();
      // In the background: the filters' facts, so that the first filtered list is not the slow one.
      void catalog.preload();
    },
    stop: async () => {
      await freshness.stop();
      await cancelJob.stop();
    },
  };
}
