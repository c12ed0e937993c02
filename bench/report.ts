// `npm run bench:report`: rewrites the figures in docs/benchmarks.md from bench/results/latest.json
// (what `npm run bench` also does at the end of every run).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BenchReport, writeBenchmarksDoc } from './lib/report.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const latest = path.join(repoRoot, 'bench/results/latest.json');
if (!fs.existsSync(latest)) {
  console.error('bench/results/latest.json does not exist: run `npm run bench` first.');
  process.exit(1);
}
const report = JSON.parse(fs.readFileSync(latest, 'utf8')) as BenchReport;
const file = await writeBenchmarksDoc(repoRoot, report);
console.log(`${path.relative(repoRoot, file)} updated from ${path.relative(repoRoot, latest)} (${report.startedAt}).`);
