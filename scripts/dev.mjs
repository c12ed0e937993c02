// `npm run dev`: the API on :3000 (restarted on change) and Vite's dev server on :5173 (which
// proxies /api to :3000), side by side. Ctrl-C stops both; if one stops, the other is stopped too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './web-build.mjs';

const start = (name, args, cwd, env = {}) => ({
  name,
  process: spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' }),
});
const children = [
  start(
    'api',
    ['--watch-path=apps/api/src', '--watch-path=packages/shared/src', '--import', 'tsx', 'apps/api/src/server.ts'],
    REPO_ROOT,
    { NODE_ENV: 'development' },
  ),
  start('web', [path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js')], path.join(REPO_ROOT, 'apps/web')),
];

let exiting = false;
function stopAll(code) {
  if (exiting) return;
  exiting = true;
  process.exitCode = code;
  for (const c of children) if (c.process.exitCode === null) c.process.kill('SIGTERM');
}

for (const c of children) {
  c.process.on('exit', (code, signal) => {
    if (!exiting) console.error(`[dev] ${c.name} stopped (${signal ?? code}); stopping the rest`);
    stopAll(code ?? 1);
  });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
