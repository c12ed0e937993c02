// Renders bench/results/latest.json into docs/benchmarks.md: a run replaces the sections (between
// `<!-- bench:NAME:start -->` and `<!-- bench:NAME:end -->`) of the benchmarks it ran, and only those.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import type { BenchResult, BenchTable, TargetCheck } from './types.ts';

/** The shape of bench/results/latest.json, as bench/run.ts writes it. */
export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string };
  load: { connections: number; durationSeconds: number; warmupSeconds: number };
  targets: TargetCheck[];
  results: Record<string, BenchResult | { error: string }>;
}

const cell = (value: string | number): string =>
  (typeof value === 'number' ? value.toLocaleString('en-US') : value).replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A bold title and the table: the first column and columns of words left, figures right. */
export function markdownTable(table: BenchTable): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    `**${table.title}**`,
    '',
    line(table.columns.map(cell)),
    line(
      table.columns.map((_, i) => (i === 0 || table.rows.every((r) => /^[^-\d]/.test(String(r[i]))) ? '---' : '---:')),
    ),
    ...table.rows.map((row) => line(table.columns.map((_, i) => cell(row[i] ?? '')))),
  ].join('\n');
}

/** `name: value unit (target op target unit)`. */
export function describeTarget(t: TargetCheck, format: (n: number) => string = String): string {
  const op = t.kind === 'min' ? '>=' : t.strict ? '<' : '<=';
  const unit = t.unit ? ` ${t.unit}` : '';
  return `${t.name}: ${format(t.value)}${unit} (target ${op} ${format(t.target)}${unit})`;
}

/**
 * One benchmark's section (what goes between its markers): when and where it ran and how many targets
 * it met, its tables, then the missed targets.
 */
export function renderSection(report: BenchReport, result: BenchResult): string {
  const { machine, load, startedAt } = report;
  const { targets } = result;
  const missed = targets.filter((t) => !t.met);
  const summary = targets.length > 0 ? ` Targets met: ${targets.length - missed.length} of ${targets.length}.` : '';
  return [
    `Last run ${startedAt.slice(0, 10)} on ${machine.cpus} CPUs (${machine.cpuModel.trim() || 'unknown model'}), Node ${machine.node}; ` +
      `HTTP load ${load.connections} connections, ${load.durationSeconds} s after a ${load.warmupSeconds} s warm-up.${summary}`,
    ...result.tables.map(markdownTable),
    ...(missed.length > 0 ? [missed.map((t) => `- **missed**: ${describeTarget(t, cell)}`).join('\n')] : []),
  ].join('\n\n');
}

const markers = (name: string) => ({ start: `<!-- bench:${name}:start -->`, end: `<!-- bench:${name}:end -->` });

/**
 * The document with the sections of every benchmark that ran replaced; a benchmark without
 * markers yet gets a new heading at the end. Benchmarks that failed keep their last figures.
 */
export function updateBenchmarksDoc(doc: string, report: BenchReport): string {
  let out = doc;
  for (const [name, result] of Object.entries(report.results)) {
    if ('error' in result) continue;
    const { start, end } = markers(name);
    const body = `${start}\n\n${renderSection(report, result)}\n\n${end}`;
    const from = out.indexOf(start);
    const to = out.indexOf(end);
    if (from !== -1 && to > from) out = out.slice(0, from) + body + out.slice(to + end.length);
    else out = `${out.trimEnd()}\n\n## ${name}\n\n${body}\n`;
  }
  return out;
}

/** Rewrites docs/benchmarks.md from a report, formatted as `prettier --check` expects. */
export async function writeBenchmarksDoc(repoRoot: string, report: BenchReport): Promise<string> {
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  const updated = updateBenchmarksDoc(fs.readFileSync(file, 'utf8'), report);
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(updated, { ...options, filepath: file }));
  return file;
}
