// buildApp(config): the whole HTTP application, without listening. Tests call it with app.inject.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_ERROR } from '@store/shared/messages';
import { createAppState } from './app-state.ts';
import type { Config } from './config.ts';
import { isDatabaseUp, openDatabase, type StoreDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoData } from './db/seed/seed.ts';
import { createJobRunner } from './background/job-runner.ts';
import { accountsRoutes, registerAuth } from './features/accounts/index.ts';
import { addressesRoutes } from './features/addresses/index.ts';
import { cartRoutes, deliveryQuoteRoutes } from './features/cart/index.ts';
import { catalogRoutes, categoriesRoutes, priceBreaksRoutes, productsAdminRoutes } from './features/catalog/index.ts';
import { catalogImportRoutes } from './features/catalog-import/index.ts';
import {
  courierRoutes,
  createCourier,
  parcelOfOrder,
  registerCourierPoll,
  scheduleCourierPoll,
} from './features/courier/index.ts';
import { registerBackups, scheduleBackup } from './features/backup/index.ts';
import { createWriteProbe, healthRoutes, Readiness, recordReadyProbe } from './features/health/index.ts';
import { imagesRoutes } from './features/images/index.ts';
import {
  createSmtpTransport,
  mailRoutes,
  registerLowStockNote,
  registerMailDelivery,
  scheduleLowStockNote,
  storePublicUrl,
} from './features/mail/index.ts';
import {
  detachOrdersFromProduct,
  ordersRoutes,
  registerIdempotencyKeySweep,
  registerOrderExpiry,
  scheduleIdempotencyKeySweep,
} from './features/orders/index.ts';
import { invoicesRoutes } from './features/invoices/index.ts';
import { paymentsRoutes, registerProviderCancel } from './features/payments/index.ts';
import { profilesRoutes } from './features/profiles/index.ts';
import { reviewsRoutes } from './features/reviews/index.ts';
import { productReviewsRoutes } from './features/product-reviews/index.ts';
import { shippingZonesRoutes } from './features/shipping/index.ts';
import { createSmsGateway, registerSmsDelivery, smsRoutes } from './features/sms/index.ts';
import { codTrustRoutes } from './features/cod-trust/index.ts';
import { contactRoutes } from './features/contact/index.ts';
import { customerGroupsRoutes } from './features/customer-groups/index.ts';
import { quotesRoutes } from './features/quotes/index.ts';
import { promotionsRoutes } from './features/promotions/index.ts';
import { storeConfigRoutes } from './features/store/index.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOverloadProtection } from './plugins/overload.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWriteRateLimits } from './plugins/write-rate-limit.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { createPageRenderer, pagesRoutes } from './features/pages/index.ts';
import { setStoreTimeZone } from './lib/store-time.ts';
import { AppError } from './lib/app-error.ts';
import { type LogStream, loggerOptions } from './lib/logging.ts';
import { insightsRoutes } from './features/insights/index.ts';
import { auditRoutes } from './features/audit/index.ts';

export interface BuildOptions {
  // Tests: their own database, log stream and clocks, no logger or web app.
  store?: StoreDatabase;
  logger?: boolean;
  logStream?: LogStream;
  serveWebApp?: boolean;
  background?: { clock?: () => Date; pollMs?: number };
  readinessClock?: () => number;
}

const STOPPING_RETRY_AFTER_SECONDS = 5;
const STOP_PROBES = new Set(['/api/health', '/api/ready']);

function redisScope(config: Config): string {
  if (config.database.kind === 'sqlite') return `sqlite:${config.database.file}`;
  const url = new URL(config.database.url);
  return `postgres:${url.host}${url.pathname}`;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger === false ? { logger: false } : loggerOptions(config, options.logStream)),
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    // A graceful stop (server.ts) still serves what arrives on an open connection: a 503 would lose a
    // POST the proxy may not resend.
    return503OnClosing: false,
    forceCloseConnections: false,
  }).withTypeProvider<ZodTypeProvider>();
  let closing = false;
  app.decorate('startDraining', () => {
    closing = true;
    app.readiness.stopping = true;
  });
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
  // While stopping, a read is refused with 503 (a proxy resends it elsewhere and, in nginx, keeps this
  // instance out for its fail_timeout) but for the health probes; writes are still served.
  app.addHook('onRequest', (request, reply, done) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (!closing || !read || STOP_PROBES.has(request.url.split('?')[0] ?? '')) return done();
    void reply.header('retry-after', String(STOPPING_RETRY_AFTER_SECONDS));
    done(new AppError('SERVICE_UNAVAILABLE', 503, API_ERROR.stopping));
  });

  setStoreTimeZone(config.STORE_TIMEZONE);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app, config);

  const store = options.store ?? openDatabase(config.database);
  await migrateToLatest(store);
  if (config.SEED_DEMO) await seedDemoData(store);

  app.decorate('config', config);
  app.decorate('store', store);
  app.decorate('db', store.db);
  const readiness = new Readiness();
  const readinessClock = options.readinessClock ?? Date.now;
  readiness.add('database', () => isDatabaseUp(store.db));
  // A database that reads but cannot commit (a full disk) is not ready either.
  readiness.add(
    'databaseWrites',
    createWriteProbe(() => recordReadyProbe(store.db, new Date(readinessClock()).toISOString()), {
      clock: readinessClock,
      log: app.log,
    }),
  );
  app.decorate('readiness', readiness);
  app.decorateRequest('user', null);
  const redis = config.REDIS_URL
    ? (await import('./lib/redis-link.ts')).createRedisLink(
        config.REDIS_URL,
        redisScope(config),
        config.REDIS_TIMEOUT_MS,
      )
    : null;
  if (redis) readiness.add('redis', () => redis.ping());
  const state = createAppState(config, store, app.log, redis);
  app.decorate('state', state);
  app.addHook('onReady', async () => state.start());
  app.addHook('onClose', async () => {
    // Background work first: it may still be using the database.
    await state.stop();
    await redis?.close();
    if (!options.store) await store.close();
  });

  const background = createJobRunner({ db: store.db, log: app.log, ...options.background });
  registerOrderExpiry(background);
  registerProviderCancel(background, state.payments.provider);
  app.decorate('background', background);
  registerIdempotencyKeySweep(background);
  const backups = registerBackups(background, store, config, app.log);
  const mailTransport = createSmtpTransport(config.SMTP_URL, config.SMTP_TIMEOUT_MS);
  if (mailTransport) readiness.add('smtp', () => mailTransport.verify());
  registerMailDelivery(background, {
    transport: mailTransport,
    from: config.MAIL_FROM,
    publicUrl: storePublicUrl(config),
  });
  registerLowStockNote(background, () => config.LOW_STOCK_AT);
  const courier = createCourier(config);
  const courierPollMs = config.COURIER_POLL_MINUTES * 60_000;
  registerCourierPoll(background, courier, courierPollMs);
  const smsGateway = createSmsGateway(config);
  // A laptop's zero-key start shows the held texts in its log; a real deployment keeps buyers' phones out of it.
  registerSmsDelivery(background, { gateway: smsGateway, heldLog: config.realDeployment ? null : app.log });
  app.addHook('onReady', async () => {
    const now = options.background?.clock?.() ?? new Date();
    // The recurring jobs: the next run is in the table from the first start on.
    await scheduleIdempotencyKeySweep(store.db, now);
    if (backups) await scheduleBackup(store.db, now, backups.everyMs);
    await scheduleLowStockNote(store.db, now);
    await scheduleCourierPoll(store.db, now, courierPollMs);
    background.start();
  });
  app.addHook('preClose', async () => {
    await background.stop();
    mailTransport?.close();
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Bicycle parts store API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Before the routes: overload answers 503 ahead of any work; metrics time every answer.
  await registerOverloadProtection(app, config.MAX_EVENT_LOOP_DELAY_MS);
  await registerMetrics(app, store, config);

  // Before the routes (it limits them as they are added) and before registerAuth (password changes).
  await registerWriteRateLimits(app);
  await registerAuth(app);

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes);
      await api.register(catalogRoutes);
      await api.register(productsAdminRoutes, { detachOrders: detachOrdersFromProduct });
      await api.register(categoriesRoutes);
      await api.register(imagesRoutes);
      await api.register(reviewsRoutes);
      await api.register(productReviewsRoutes);
      await api.register(accountsRoutes);
      await api.register(profilesRoutes);
      await api.register(ordersRoutes, { parcelOf: parcelOfOrder });
      await api.register(invoicesRoutes);
      await api.register(paymentsRoutes);
      await api.register(cartRoutes);
      await api.register(addressesRoutes);
      await api.register(deliveryQuoteRoutes);
      await api.register(storeConfigRoutes);
      await api.register(mailRoutes);
      await api.register(smsRoutes, { delivering: smsGateway !== null });
      await api.register(insightsRoutes);
      await api.register(shippingZonesRoutes);
      await api.register(contactRoutes);
      await api.register(quotesRoutes);
      await api.register(courierRoutes, { provider: courier });
      await api.register(codTrustRoutes);
      await api.register(priceBreaksRoutes);
      await api.register(customerGroupsRoutes);
      await api.register(promotionsRoutes);
      await api.register(catalogImportRoutes);
      await api.register(auditRoutes);
    },
    { prefix: '/api' },
  );

  const serveWebApp = options.serveWebApp !== false;
  const renderer =
    serveWebApp && config.SERVER_RENDERING
      ? await createPageRenderer(app, {
          webDist: config.WEB_DIST,
          serverDist: config.WEB_SERVER_DIST,
          publicUrl: storePublicUrl(config),
          cache: app.state.pages,
        })
      : null;
  await app.register(pagesRoutes, { publicUrl: storePublicUrl(config), webDist: serveWebApp ? config.WEB_DIST : null });
  await registerWebApp(app, serveWebApp ? config.WEB_DIST : null, renderer);
  return app;
}
