// `npm run bench [-- NAME ...] [--duration=S] [--connections=N] [--smoke]`: runs bench/*.bench.ts
// against the built store, writes bench/results/latest.json and the figures in docs/benchmarks.md.
// The exit code is 1 only when a module could not run (or, with --smoke, missed a correctness check).
// `npm run bench:report` (--report) only rewrites docs/benchmarks.md from bench/results/latest.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BenchReport, describeTarget, markdownTable, writeBenchmarksDoc } from './lib/report.ts';
import type { BenchContext, BenchResult, Benchmark } from './lib/types.ts';

const BENCH_DIR = import.meta.dirname;
const REPO_ROOT = path.resolve(BENCH_DIR, '..');
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 3300);
const OUT_FILE = path.join(BENCH_DIR, 'results/latest.json');

const names: string[] = [];
const options = { durationSeconds: 10, warmupSeconds: 2, connections: 50, smoke: false };
for (const arg of process.argv.slice(2)) {
  const [flag, value] = arg.split('=');
  if (flag === '--smoke')
    Object.assign(options, { smoke: true, durationSeconds: 0.2, warmupSeconds: 0, connections: 2 });
  else if (flag === '--duration') options.durationSeconds = Number(value);
  else if (flag === '--connections') options.connections = Number(value);
  else if (flag === '--report') {
    if (!fs.existsSync(OUT_FILE)) {
      console.error('bench/results/latest.json does not exist: run `npm run bench` first.');
      process.exit(1);
    }
    const report = JSON.parse(fs.readFileSync(OUT_FILE, 'utf8')) as BenchReport;
    await writeBenchmarksDoc(REPO_ROOT, report);
    console.log(`docs/benchmarks.md updated from bench/results/latest.json (${report.startedAt}).`);
    process.exit(0);
  } else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
  else names.push(arg);
}

const files = fs.readdirSync(BENCH_DIR).filter((f) => f.endsWith('.bench.ts'));
const all: Benchmark[] = [];
for (const file of files.sort()) {
  const module = (await import(pathToFileURL(path.join(BENCH_DIR, file)).href)) as { bench?: Benchmark };
  if (!module.bench) throw new Error(`${file} does not export \`bench\``);
  all.push(module.bench);
}
const unknown = names.filter((n) => !all.some((b) => b.name === n));
if (unknown.length > 0) {
  throw new Error(`unknown benchmark(s) ${unknown.join(', ')}; there are: ${all.map((b) => b.name).join(', ')}`);
}
const benchmarks = names.length > 0 ? all.filter((b) => names.includes(b.name)) : all;

// The benchmarks measure the app as a visitor gets it: the built web app.
const build = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/web-build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) throw new Error('the web build failed');
const { smoke, ...load } = options;
const loadLine = `HTTP load: ${load.connections} connections, ${load.durationSeconds} s after a ${load.warmupSeconds} s warm-up`;
console.log(loadLine);

const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
const cleanups: (() => unknown)[] = [];
let port = FIRST_PORT;
const ctx: BenchContext = {
  repoRoot: REPO_ROOT,
  smoke,
  tmpDir,
  load,
  nextPort: () => {
    if (port > FIRST_PORT + 9) throw new Error(`the bench ports ${FIRST_PORT}-${FIRST_PORT + 9} are used up`);
    return port++;
  },
  log: (line) => console.log(line),
  defer: (cleanup) => cleanups.push(cleanup),
};
const runCleanups = async () => {
  for (const cleanup of cleanups.splice(0).reverse())
    await Promise.resolve(cleanup()).catch((e: unknown) => console.error('clean-up failed:', e));
};
const onSignal = () =>
  void runCleanups().finally(() => {
    fs.rmSync(tmpDir, { recursive: true, force: true });
    process.exit(130);
  });
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);

const startedAt = new Date().toISOString();
const results: Record<string, BenchResult | { error: string }> = {};
for (const benchmark of benchmarks) {
  console.log(`\n### ${benchmark.name}: ${benchmark.description}`);
  const started = Date.now();
  port = FIRST_PORT;
  try {
    results[benchmark.name] = await benchmark.run(ctx);
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`${benchmark.name} failed: ${message}`);
    results[benchmark.name] = { error: message };
  } finally {
    await runCleanups();
  }
  console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
fs.rmSync(tmpDir, { recursive: true, force: true });

console.log(`\n=== Results (${os.cpus().length} CPUs, Node ${process.version}; ${loadLine}) ===`);
const done = Object.entries(results).flatMap(([name, r]) => ('error' in r ? [] : [{ name, ...r }]));
const failed = Object.keys(results).filter((n) => !done.some((d) => d.name === n));
for (const name of failed) console.log(`\n${name}: could not run (see above)`);
for (const table of done.flatMap((r) => r.tables)) console.log(`\n${markdownTable(table)}`);
const targets = done.flatMap((r) => r.targets);
const notes = done.flatMap((r) => r.notes.map((n) => `${r.name}: ${n}`));
if (targets.length > 0) {
  console.log(`\nTargets\n${targets.map((t) => `${t.met ? 'ok    ' : 'MISSED'}  ${describeTarget(t)}`).join('\n')}`);
}
if (notes.length > 0) console.log(`\nNotes\n${notes.map((n) => `- ${n}`).join('\n')}`);
if (smoke) {
  const wrong = targets.filter((t) => t.correctness && !t.met);
  console.log(
    `\nSmoke run: ${failed.length} benchmark(s) failed, ${wrong.length} correctness check(s) missed; nothing written.`,
  );
  process.exit(failed.length + wrong.length > 0 ? 1 : 0);
}

const cpus = os.cpus();
const report: BenchReport = {
  startedAt,
  finishedAt: new Date().toISOString(),
  machine: {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? '',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  load,
  targets,
  results,
};
fs.mkdirSync(path.dirname(OUT_FILE), { recursive: true });
fs.writeFileSync(OUT_FILE, `${JSON.stringify(report, null, 2)}\n`);
const doc = await writeBenchmarksDoc(REPO_ROOT, report);
const missed = targets.filter((t) => !t.met).length;
console.log(
  `\n${targets.length - missed} of ${targets.length} targets met; written to ${path.relative(REPO_ROOT, OUT_FILE)} and ${path.relative(REPO_ROOT, doc)}`,
);
process.exit(failed.length > 0 ? 1 : 0);
