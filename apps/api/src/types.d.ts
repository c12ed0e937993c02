// Fastify decorations shared by every feature.
import type { AppState } from './app-state.ts';
import type { Config } from './config.ts';
import type { DB, StoreDatabase } from './db/database.ts';
import type { AuthUser } from './lib/auth-user.ts';
import type { Readiness } from './features/health/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    store: StoreDatabase;
    db: DB;
    /** What this app owns besides the database (app-state.ts): created by buildApp, stopped by close(). */
    state: AppState;
    /** GET /api/ready's checks: the database, and each outside service a feature configured. */
    readiness: Readiness;
    /** From now on every answer closes its connection (a graceful stop's first step, server.ts). */
    startDraining(): void;
  }
  interface FastifyRequest {
    /** Set by the requireUser / requireAdmin guards; loaded from the database on every call. */
    user: AuthUser | null;
  }
}
