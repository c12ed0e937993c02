// Builds the API server into apps/api/dist/server.mjs with chunks beside it, run by plain Node
// (start.mjs, the benchmarks); why not tsx in production is decision 180.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const API_DIR = path.join(REPO_ROOT, 'apps/api');
// NOTE: the bundle must stay two folders below apps/ (apps/api/dist/): config.ts finds the
// repository root three levels above its own file, as it does from apps/api/src/.
const API_SERVER_BUNDLE = path.join(API_DIR, 'dist/server.mjs');

/** Every package but @store/shared (TypeScript, bundled) stays an import of node_modules. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@store/') || path.isAbsolute(args.path) ? null : { path: args.path, external: true },
    );
  },
};

/** A day: an instance still running an older build may load its chunks that late (an email). */
const OLD_CHUNK_MS = 24 * 3_600_000;

/** Whether the file exists with these bytes already (a chunk of the same content from an earlier build). */
function holds(file, contents) {
  try {
    return Buffer.from(contents).equals(fs.readFileSync(file));
  } catch {
    return false;
  }
}

/** Written beside, then renamed: a server loading the file at that moment reads all of it or none. */
function writeWhole(file) {
  const partial = `${file.path}.${process.pid}.tmp`;
  fs.writeFileSync(partial, file.contents);
  fs.renameSync(partial, file.path);
}

async function buildApiServer() {
  const started = Date.now();
  // esbuild as tsx (a dependency of the API) resolves it: no dependency of its own.
  const fromApi = createRequire(path.join(API_DIR, 'package.json'));
  const esbuild = createRequire(fromApi.resolve('tsx/package.json'))('esbuild');
  const outdir = path.dirname(API_SERVER_BUNDLE);
  const result = await esbuild
    .build({
      entryPoints: { server: path.join(API_DIR, 'src/server.ts') },
      bundle: true,
      // What the code imports with import() (the email templates, the invoice's PDF writer) is a
      // chunk of its own, with its packages: loaded on first use, not at start (decision 180).
      splitting: true,
      outdir,
      entryNames: '[name]',
      // NOTE: chunks beside the entry, not in a folder: config.ts finds the repository root from
      // its own file's address, whichever file it ends up in.
      chunkNames: '[name]-[hash]',
      outExtension: { '.js': '.mjs' },
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // Function and class names stay as written: they are in the logs' stack traces.
      keepNames: true,
      plugins: [externalPackages],
      write: false,
      logLevel: 'warning',
    })
    // esbuild's service is a child process: stopped, so that a server does not keep it alive.
    .finally(() => esbuild.stop());
  fs.mkdirSync(outdir, { recursive: true });
  // Chunks first (named by content, so one already there is left alone), the entry last: a server
  // starting meanwhile imports the old entry or the new one, and finds its chunks.
  const entry = result.outputFiles.find((f) => f.path === API_SERVER_BUNDLE);
  if (!entry) throw new Error(`esbuild wrote no ${API_SERVER_BUNDLE}`);
  for (const file of result.outputFiles) if (file !== entry && !holds(file.path, file.contents)) writeWhole(file);
  writeWhole(entry);
  // Chunks of earlier builds go once a day old.
  const current = new Set(result.outputFiles.map((f) => f.path));
  for (const file of fs.readdirSync(outdir).map((name) => path.join(outdir, name))) {
    if (!file.endsWith('.mjs') || current.has(file)) continue;
    if (Date.now() - fs.statSync(file).mtimeMs >= OLD_CHUNK_MS) fs.rmSync(file, { force: true });
  }
  console.log(
    `[api] built ${path.relative(REPO_ROOT, API_SERVER_BUNDLE)} and ${result.outputFiles.length - 1} chunks in ${Date.now() - started} ms`,
  );
}

/** Builds the bundle in a child process (the server's own never loads esbuild); its path. */
export function buildApiServerApart() {
  const result = spawnSync(process.execPath, [import.meta.filename], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`The API build failed (exited with ${result.status ?? result.signal}).`);
  }
  return API_SERVER_BUNDLE;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  await buildApiServer();
}
