// The server Playwright tests run against: the built web app (built first when stale) and the API
// on a fresh SQLite database in a temporary folder with demo data, removed again when it stops.
// Playwright's webServer starts it (playwright.config.ts); PORT and HOST come from there.
// NOTE: it serves a copy of apps/web/dist, so that a rebuild during the run (another terminal,
// `npm start`) cannot remove the hashed chunks the open pages still ask for.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureWebBuild, REPO_ROOT, runOrExit, WEB_DIST, WEB_SERVER_DIST } from './web-build.mjs';

process.chdir(REPO_ROOT);

runOrExit(() => ensureWebBuild());

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'));
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

const webDist = path.join(dataDir, 'web');
fs.cpSync(WEB_DIST, webDist, { recursive: true });
// The server renderer's build must match the copied chunks: copied too.
const webServerDist = path.join(dataDir, 'web-server');
fs.cpSync(WEB_SERVER_DIST, webServerDist, { recursive: true });

Object.assign(process.env, {
  WEB_DIST: webDist,
  WEB_SERVER_DIST: webServerDist,
  NODE_ENV: 'production',
  DATABASE_URL: `file:${path.join(dataDir, 'store.db')}`,
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  // The sandbox unless the Playwright configuration lists the methods (it adds SSLCommerz's double and COD).
  PAYMENT_PROVIDERS: process.env.PAYMENT_PROVIDERS ?? 'sandbox',
  // NODE_ENV=production makes this a real deployment, which refuses the sandbox unless asked.
  ALLOW_SANDBOX_PAYMENTS: 'true',
  // No load shedding: on a shared CI machine the browser and the server lag together, and a 503 from
  // the overload guard would fail a journey that tests something else (the guard has its own test).
  MAX_EVENT_LOOP_DELAY_MS: '0',
});

const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(REPO_ROOT, 'apps/api/src/server.ts')).href);
