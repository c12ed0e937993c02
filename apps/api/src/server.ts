// Process entry: read config, build the app, listen, and stop gracefully on SIGTERM/SIGINT.
import type { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { ConfigError, loadConfig } from './config.ts';
import { storePublicUrl } from './features/mail/index.ts';
import { claimStoreLock } from './lib/store-lock.ts';

/** How long a graceful stop may wait for requests in flight once the server stops listening. */
const STOP_DEADLINE_MS = 18_000;
/**
 * A SIGTERM first drains (still listening, every answer closing its connection, reads refused in
 * app.ts) for longer than the proxy's keepalive_timeout (4s in deploy/nginx), so the proxy has closed
 * its idle connections itself and never sends a POST on one this side is closing.
 */
const DRAIN_MS = 5_000;
/**
 * Closing the listener resets connections the kernel accepted and the server has not, on which a
 * proxy may have sent a POST: it closes once none came for QUIET_MS, or at DRAIN_MAX_MS.
 */
const QUIET_MS = 300;
const DRAIN_MAX_MS = 10_000;
const CLOSE_IDLE_AFTER_MS = 1_000;

function drained(server: Server, minMs: number, quietMs: number, maxMs: number): Promise<void> {
  const started = Date.now();
  let lastConnection = started;
  const onConnection = () => {
    lastConnection = Date.now();
  };
  server.on('connection', onConnection);
  return new Promise((resolve) => {
    const check = () => {
      const now = Date.now();
      if ((now - started >= minMs && now - lastConnection >= quietMs) || now - started >= maxMs) {
        server.off('connection', onConnection);
        resolve();
      } else setTimeout(check, 25);
    };
    setTimeout(check, minMs);
  });
}

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
  // A SQLite file is served by one process.
  let releaseLock: () => void = () => undefined;
  if (config.database.kind === 'sqlite' && config.database.file !== ':memory:') {
    try {
      releaseLock = claimStoreLock(config.database.file);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
  // NOTE: the app's modules load only once the lock is held: a refused second store says so at once.
  const { buildApp } = await import('./app.ts');
  const app = await buildApp(config);
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing: finishing requests in flight');
    app.startDraining();
    // Ctrl-C at a terminal stops at once; SIGTERM (systemd, a proxy's rotation) drains first.
    const drain = signal === 'SIGTERM' ? drained(app.server, DRAIN_MS, QUIET_MS, DRAIN_MAX_MS) : Promise.resolve();
    // NOTE: Node's server.close() closes idle connections at once, and one nginx opened a moment
    // before is idle until its request arrives (a 502). So idle connections are closed only from
    // CLOSE_IDLE_AFTER_MS on, and every connection at STOP_DEADLINE_MS (within systemd's TimeoutStopSec).
    const close = () => {
      const closeIdle = app.server.closeIdleConnections.bind(app.server);
      app.server.closeIdleConnections = () => undefined;
      const reaper = setTimeout(() => {
        closeIdle();
        setInterval(closeIdle, 250).unref();
      }, CLOSE_IDLE_AFTER_MS);
      const deadline = setTimeout(() => {
        app.log.warn('closing: deadline reached, closing every connection');
        app.server.closeAllConnections();
      }, STOP_DEADLINE_MS);
      reaper.unref();
      deadline.unref();
      return app.close();
    };
    drain.then(close).then(
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
  if (!config.PUBLIC_URL)
    app.log.info(
      `PUBLIC_URL is not set: links in emails and redirects point at ${storePublicUrl(config)} (set PUBLIC_URL to the address customers use)`,
    );
  // NOTE: `npm start` (scripts/start.mjs) ends its output with the address to open.
  const launcher: EventEmitter = process;
  launcher.emit('store:listening', storePublicUrl(config));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
