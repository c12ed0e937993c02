// Process entry: read config, build the app, listen, and stop gracefully on SIGTERM/SIGINT.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { claimStoreLock } from './lib/store-lock.ts';

/** How long a graceful stop may wait for requests in flight. */
const STOP_DEADLINE_MS = 20_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // A SQLite file is served by one process: mark it, so that a second server or a restore refuses.
  let releaseLock: () => void = () => undefined;
  if (config.database.kind === 'sqlite' && config.database.file !== ':memory:') {
    try {
      releaseLock = claimStoreLock(config.database.file);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
  const app = await buildApp(config);
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing: finishing requests in flight');
    // Keep-alive connections that fall idle while closing (a proxy's pool) are closed as they do;
    // after STOP_DEADLINE_MS every connection is closed, within systemd's TimeoutStopSec.
    const reap = setInterval(() => app.server.closeIdleConnections(), 250);
    const deadline = setTimeout(() => {
      app.log.warn('closing: deadline reached, closing every connection');
      app.server.closeAllConnections();
    }, STOP_DEADLINE_MS);
    reap.unref();
    deadline.unref();
    // app.close() stops accepting connections, waits for in-flight requests, then runs onClose hooks (database).
    app.close().then(
      () => {
        releaseLock();
        process.exit(0);
      },
      (error: unknown) => {
        releaseLock();
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
