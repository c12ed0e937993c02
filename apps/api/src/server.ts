// Process entry: read config, build the app, listen, and stop gracefully on SIGTERM/SIGINT.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { claimStoreLock } from './lib/store-lock.ts';

/** How long a graceful stop may wait for requests in flight. */
const STOP_DEADLINE_MS = 20_000;
/**
 * A graceful stop first drains for DRAIN_MS: the server still listens and serves, but every answer
 * closes its connection. Only then does it stop listening, which closes the keep-alive connections
 * left idle. DRAIN_MS is longer than the proxy's own idle timeout for them (`keepalive_timeout 4s` in
 * deploy/nginx): by then the proxy has closed every idle connection itself, so it never sends a
 * request on a connection this side is closing (a 502 for a POST it may not resend).
 */
const DRAIN_MS = 5_000;
/** After the server stops listening: how long a connection without a request is left open. */
const CLOSE_IDLE_AFTER_MS = 1_000;

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
    app.startDraining();
    // Ctrl-C at a terminal stops at once; SIGTERM (systemd, a proxy's rotation) drains first.
    const drainMs = signal === 'SIGTERM' ? DRAIN_MS : 0;
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
    new Promise((resolve) => setTimeout(resolve, drainMs)).then(close).then(
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
