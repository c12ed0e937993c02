// `npm start`: builds the web app when its sources changed and the API server (api-build.mjs), then
// runs the server in this same process, so that signals and the exit code are the server's own.
import { pathToFileURL } from 'node:url';
import { buildApiServerApart } from './api-build.mjs';
import { ensureWebBuild, REPO_ROOT, runOrExit } from './web-build.mjs';

// NOTE: relative paths in the configuration (DATABASE_URL=file:./data/store.db, DATA_DIR) are
// relative to the repository root, wherever the command was typed.
process.chdir(REPO_ROOT);

const serverModule = runOrExit(() => {
  ensureWebBuild();
  // NOTE: no tsx here: it costs the server about 140 MB of resident memory (api-build.mjs).
  return buildApiServerApart();
});

// The server says where it listens once it does (server.ts): the last line a newcomer reads.
process.once('store:listening', (url) => console.log(`Open ${url}`));
await import(pathToFileURL(serverModule).href);
