// `npm run dev`: the API on :3000 (restarted on change) and Vite's dev server on :5173 (which
// proxies /api to :3000), side by side. Ctrl-C stops both; if one stops, the other is stopped too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './web-build.mjs';

const children = [
  {
    name: 'api',
    command: process.execPath,
    args: [
      '--watch-path=apps/api/src',
      '--watch-path=packages/shared/src',
      '--import',
      'tsx',
      'apps/api/src/server.ts',
    ],
    cwd: REPO_ROOT,
    env: { NODE_ENV: 'development' },
  },
  {
    name: 'web',
    command: process.execPath,
    args: [path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js')],
    cwd: path.join(REPO_ROOT, 'apps/web'),
    env: {},
  },
].map((c) => ({
  ...c,
  process: spawn(c.command, c.args, { cwd: c.cwd, env: { ...process.env, ...c.env }, stdio: 'inherit' }),
}));

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
