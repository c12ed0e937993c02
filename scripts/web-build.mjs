// Builds the web app only when its inputs changed since the last build (a content hash kept in
// apps/web/dist/.build-stamp.json), so that a second `npm start` with nothing changed starts at once.
// Used by start.mjs, test.mjs and e2e-server.mjs; also runnable alone: `node scripts/web-build.mjs [--force]`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIR = path.join(REPO_ROOT, 'apps/web');
export const WEB_DIST = path.join(WEB_DIR, 'dist');
/** The server renderer's build (apps/web/src/entry-server.tsx), which the API process loads. */
export const WEB_SERVER_DIST = path.join(WEB_DIR, 'dist-server');
const STAMP_FILE = path.join(WEB_DIST, '.build-stamp.json');
const VITE = path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js');

/** Everything the web build reads (besides node_modules, which package-lock.json stands for). */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
];

// NOTE: test files are left out: they never reach the bundle, so editing one must not force a build.
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/** A build input's files (a file, or every file under a folder), relative to the repository root. */
function listFiles(relative) {
  const stat = fs.statSync(path.join(REPO_ROOT, relative), { throwIfNoEntry: false });
  if (!stat?.isDirectory()) return stat ? [relative] : [];
  return fs
    .readdirSync(path.join(REPO_ROOT, relative), { recursive: true, encoding: 'utf8' })
    .map((name) => path.posix.join(relative, name))
    .filter((file) => !isTestFile(file) && fs.statSync(path.join(REPO_ROOT, file)).isFile());
}

/** A hash of the names and contents of every build input (contents, not times: a fresh clone has new times). */
function hashWebInputs() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(listFiles).sort()) {
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(REPO_ROOT, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

function readStamp() {
  try {
    return JSON.parse(fs.readFileSync(STAMP_FILE, 'utf8'));
  } catch {
    return null;
  }
}

/** Why the web app must be built, or null when apps/web/dist is up to date. */
function webBuildReason(inputHash) {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) return 'apps/web/dist is missing';
  if (!fs.existsSync(path.join(WEB_SERVER_DIST, 'entry-server.mjs'))) return 'apps/web/dist-server is missing';
  const stamp = readStamp();
  if (!stamp) return 'no build stamp in apps/web/dist';
  if (stamp.inputHash !== inputHash) return 'web sources changed since the last build';
  return null;
}

/** Builds apps/web when needed (or when forced). Returns true when it built. Throws when the build fails. */
export function ensureWebBuild({ force = false } = {}) {
  const inputHash = hashWebInputs();
  if (!force && webBuildReason(inputHash) === null) {
    console.log('[web] build is up to date (apps/web/dist)');
    return false;
  }
  return withBuildLock(() => build(inputHash, force ? 'forced' : webBuildReason(inputHash)));
}

/**
 * One build at a time (two test workers may ask at once): the others wait for it, then find the
 * build up to date. A lock older than any build was left by a killed one.
 */
function withBuildLock(work) {
  const lock = path.join(REPO_ROOT, 'node_modules/.web-build-lock');
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 10 * 60_000) fs.rmSync(lock, { recursive: true, force: true });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function build(inputHash, reason) {
  if (reason === null) {
    console.log('[web] build is up to date (apps/web/dist): built meanwhile');
    return false;
  }
  console.log(`[web] building the web app: ${reason}`);
  const started = Date.now();
  // NOTE: a production build whatever the caller's NODE_ENV (a test runner sets `test`, which would
  // make Vite compile JSX for React's development runtime, absent from React's production build).
  const env = { ...process.env, NODE_ENV: 'production' };
  // The same pages for the server too (vite.config.ts: the SSR build writes dist-server/).
  for (const args of [['build'], ['build', '--ssr']]) {
    const result = spawnSync(process.execPath, [VITE, ...args], { cwd: WEB_DIR, stdio: 'inherit', env });
    if (result.status !== 0) {
      throw new Error(`The web build failed (vite ${args.join(' ')} exited with ${result.status ?? result.signal}).`);
    }
  }
  fs.writeFileSync(STAMP_FILE, `${JSON.stringify({ inputHash, builtAt: new Date().toISOString() }, null, 2)}\n`);
  console.log(`[web] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/** A command's build step: when it fails, the command prints why and exits with 1. */
export function runOrExit(step) {
  try {
    return step();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runOrExit(() => ensureWebBuild({ force: process.argv.includes('--force') }));
}
