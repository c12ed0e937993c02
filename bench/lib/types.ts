// The contract between bench/run.ts and the benchmark modules (bench/*.bench.ts, each exporting `bench`).

export interface BenchContext {
  repoRoot: string;
  /** `--smoke`: every benchmark once at a tiny size, to prove it still runs; its figures mean nothing. */
  smoke: boolean;
  /** A fresh folder for this run's databases and files, removed at the end. */
  tmpDir: string;
  /** Load settings shared by every HTTP measurement (see lib/load.ts). */
  load: { connections: number; durationSeconds: number; warmupSeconds: number };
  /** The next free port of the benchmark's range (BENCH_PORT, default 3300, and the 9 after it). */
  nextPort(): number;
  log(line: string): void;
  /** Registers a clean-up that runs when the bench ends, even after a failure (stop servers, ...). */
  defer(cleanup: () => unknown): void;
}

/** One figure compared with its target. */
export interface TargetCheck {
  name: string;
  value: number;
  unit: string;
  /** `min`: value must be >= target; `max`: value must be <= target (or < when `strict`). */
  kind: 'min' | 'max';
  target: number;
  strict?: boolean;
  met: boolean;
  /** A correctness check (stock adds up, ...), not a speed: a smoke run fails when it is missed. */
  correctness?: boolean;
}

export interface BenchTable {
  title: string;
  columns: string[];
  rows: (string | number)[][];
}

/** A table of `items`, each column a heading and the cell it shows for an item. */
export function table<T>(title: string, items: T[], columns: [string, (item: T) => string | number][]): BenchTable {
  return {
    title,
    columns: columns.map(([heading]) => heading),
    rows: items.map((i) => columns.map(([, cell]) => cell(i))),
  };
}

export interface BenchResult {
  tables: BenchTable[];
  targets: TargetCheck[];
  /** Anything worth reading next to the figures (what dominates, caveats). */
  notes: string[];
  /** Raw figures for latest.json. */
  data: Record<string, unknown>;
}

export interface Benchmark {
  /** Short name, used on the command line: `npm run bench -- catalog`. */
  name: string;
  description: string;
  run(ctx: BenchContext): Promise<BenchResult>;
}

export function checkTarget(
  name: string,
  value: number,
  unit: string,
  kind: 'min' | 'max',
  target: number,
  strict = false,
): TargetCheck {
  const met = kind === 'min' ? value >= target : strict ? value < target : value <= target;
  return { name, value, unit, kind, target, strict, met };
}

export const checkCorrect = (name: string, ok: boolean): TargetCheck => ({
  ...checkTarget(name, ok ? 1 : 0, '', 'min', 1),
  correctness: true,
});
