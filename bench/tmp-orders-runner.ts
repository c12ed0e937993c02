import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bench } from './orders.bench.ts';
import type { BenchContext } from './lib/types.ts';
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orders-bench-'));
let port = 3130;
const cleanups: (() => Promise<void> | void)[] = [];
const ctx: BenchContext = {
  repoRoot: path.resolve(import.meta.dirname, '..'),
  tmpDir,
  load: { connections: 50, durationSeconds: Number(process.env.D ?? 10), warmupSeconds: 2 },
  nextPort: () => port++,
  log: (l) => console.log(l),
  defer: (c) => cleanups.push(c),
};
try {
  const r = await bench.run(ctx);
  console.log(JSON.stringify({ tables: r.tables, targets: r.targets, notes: r.notes }, null, 1));
} finally {
  for (const c of cleanups.reverse()) await c();
  fs.rmSync(tmpDir, { recursive: true, force: true });
}
