// Process entry: read config, build the app, listen, and stop gracefully on SIGTERM/SIGINT.
import type { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { ConfigError, loadConfig } from './config.ts';
import { storePublicUrl } from './features/mail/index.ts';
import { claimStoreLock } from './lib/store-lock.ts';

/** How long a graceful stop may wait for requests in flight once the server stops listening. */
const STOP_DEADLINE_MS = 18_000;
/** Emitted on `process` once the server listens, with the address to open (scripts/start.mjs). */
const STORE_LISTENING_EVENT = 'store:listening';
/**
 * A graceful stop first drains for at least DRAIN_MS: the server still listens and serves writes,
 * every answer closes its connection, and reads are refused with 503 (app.ts), which a proxy resends
 * to another instance and, in nginx, takes as a failure that keeps this instance out of rotation for
 * its fail_timeout. DRAIN_MS is longer than the proxy's own idle timeout for kept-alive connections
 * (`keepalive_timeout 4s` in deploy/nginx): by then the proxy has closed every idle connection
 * itself, so it never sends a request on a connection this side is closing (a 502 for a POST it may
 * not resend).
 */
const DRAIN_MS = 5_000;
/**
 * Closing the listener resets the connections the kernel completed but the server has not accepted
 * yet, and a proxy may already have sent a POST on one. So the listener closes only once no new
 * connection has come for QUIET_MS (the proxy has stopped choosing this instance), or at DRAIN_MAX_MS.
 */
const QUIET_MS = 300;
const DRAIN_MAX_MS = 10_000;
/** After the server stops listening: how long a connection without a request is left open. */
const CLOSE_IDLE_AFTER_MS = 1_000;

/** Resolves once `minMs` have passed and no connection has arrived for `quietMs`, or at `maxMs`. */
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
  // A SQLite file is served by one process (lib/store-lock.ts).
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
    // After the drain: app.close() stops listening, waits for requests in flight, then runs the
    // onClose hooks (database). NOTE: Node's server.close() also closes every idle connection at
    // once, and a connection nginx opened a moment before is idle until its request arrives: closing
    // it then is the 502 the drain exists to avoid. So that close is skipped; idle connections are
    // closed from CLOSE_IDLE_AFTER_MS on (every answer now closes its connection, so what is still
    // idle then is abandoned), and after STOP_DEADLINE_MS every connection is closed, within
    // systemd's TimeoutStopSec.
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
  // NOTE: for the launcher: `npm start` (scripts/start.mjs) ends its output with the address to open.
  const launcher: EventEmitter = process;
  launcher.emit(STORE_LISTENING_EVENT, storePublicUrl(config));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
