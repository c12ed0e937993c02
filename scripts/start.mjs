// `npm start`: builds the web app when its sources changed, then runs the API server (which
// migrates, seeds an empty database and serves the store) in this same process, so that signals
// (SIGTERM, Ctrl-C) and the exit code are the server's own.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureWebBuild, REPO_ROOT } from './web-build.mjs';

// NOTE: relative paths in the configuration (DATABASE_URL=file:./data/store.db, DATA_DIR) are
// relative to the repository root, wherever the command was typed.
process.chdir(REPO_ROOT);

try {
  ensureWebBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(REPO_ROOT, 'apps/api/src/server.ts')).href);
