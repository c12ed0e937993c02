// What an app owns besides its database, created per app by buildApp (app.state), started when the
// app is ready and stopped on app.close(): two apps in one process share nothing.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { StoreDatabase } from './db/database.ts';
import { createAuthAttemptLimiter } from './features/accounts/index.ts';
import { AnswerCache, CatalogFreshness, catalogChanged, CatalogReadModel, SaleBook } from './features/catalog/index.ts';
import { PageCache } from './features/pages/index.ts';
import { createPaymentProviders } from './features/payments/index.ts';
import type { RedisLink } from './lib/redis-link.ts';

/** `redis`: when REDIS_URL is set, instances hear of catalogue changes through it instead of NOTIFY. */
export function createAppState(
  config: Config,
  store: StoreDatabase,
  log: FastifyBaseLogger,
  redis: RedisLink | null = null,
) {
  const { db } = store;
  const providers = createPaymentProviders(config, db);
  const provider = providers.card;
  const catalog = new CatalogReadModel(db, store.dialect);
  const answers = new AnswerCache(config.CATALOG_CACHE_MB * 1024 * 1024);
  const pages = new PageCache(config.PAGE_CACHE_MB * 1024 * 1024);
  // At each start or end of a sale, every cache here (and on the other instances) drops what it kept.
  const sales = new SaleBook(db, () => void catalogChanged(db));
  const freshness = new CatalogFreshness(store, catalog, [answers, pages, sales], log, redis ?? store.channel);
  return {
    catalog,
    answers,
    freshness,
    pages,
    sales,
    authAttempts: createAuthAttemptLimiter(db),
    // `provider`: the card provider (providers.card); `providers`: every enabled one.
    payments: { provider, providers },
    start: async () => {
      await freshness.start();
      // In the background: the filters' facts, so that the first filtered list is not the slow one.
      void catalog.preload();
    },
    stop: () => {
      sales.stop();
      return freshness.stop();
    },
  };
}

export type AppState = ReturnType<typeof createAppState>;
