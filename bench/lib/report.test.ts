import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { type BenchReport, markdownTable, renderSection, updateBenchmarksDoc, writeBenchmarksDoc } from './report.ts';
import { checkTarget } from './types.ts';

const report: BenchReport = {
  startedAt: '2026-11-22T09:00:00.000Z',
  finishedAt: '2026-11-22T09:04:00.000Z',
  machine: { cpus: 2, cpuModel: 'Test CPU ', memoryGb: 8, node: 'v20.20.2' },
  load: { connections: 50, durationSeconds: 10, warmupSeconds: 2 },
  targets: [],
  results: {
    orders: {
      tables: [
        {
          title: 'Order placement, 50 connections',
          columns: ['database', 'orders/s', 'p99 ms', 'server CPU ms/order', 'consistent'],
          rows: [
            ['SQLite', 1837, 35, 0.54, 'yes'],
            ['PostgreSQL', 1243, 63, 0.73, 'yes'],
          ],
        },
      ],
      targets: [
        checkTarget('SQLite: orders per second', 1837, 'orders/s', 'min', 1000),
        checkTarget('catalog p99', 27, 'ms', 'max', 25, true),
      ],
      notes: ['All orders are for one product.'],
      data: {},
    },
    lighthouse: { error: 'Chromium did not start' },
  },
};

describe('markdownTable', () => {
  it('renders a title and a table: first column and words left, figures right, numbers grouped, pipes escaped', () => {
    const table = { title: 'T', columns: ['route', 'req/s'], rows: [['GET /a|b', 44158]] };
    expect(markdownTable(table)).toBe('**T**\n\n| route | req/s |\n| --- | ---: |\n| GET /a\\|b | 44,158 |');
    const words = { title: 'T', columns: ['a', 'b', 'c'], rows: [['x', 'yes', '85 %']] };
    expect(markdownTable(words)).toContain('| --- | --- | ---: |');
  });
});

describe('renderSection', () => {
  it('says when and where it ran and how many targets it met, then tables and the missed targets; no notes', () => {
    const orders = report.results.orders;
    if (!orders || 'error' in orders) throw new Error('fixture');
    const section = renderSection(report, orders);
    expect(section.split('\n\n')[0]).toBe(
      'Last run 2026-11-22 on 2 CPUs (Test CPU), Node v20.20.2; HTTP load 50 connections, 10 s after a 2 s warm-up. Targets met: 1 of 2.',
    );
    expect(section).toContain('| SQLite | 1,837 | 35 | 0.54 | yes |');
    expect(section.endsWith('\n\n- **missed**: catalog p99: 27 ms (target < 25 ms)')).toBe(true);
    expect(section).not.toContain('orders per second');
    expect(section).not.toContain('All orders are for one product.');
  });
});

describe('updateBenchmarksDoc', () => {
  const doc = [
    '# Benchmarks',
    '',
    '## Orders',
    '',
    'Method text stays.',
    '',
    '<!-- bench:orders:start -->',
    'old orders figures',
    '<!-- bench:orders:end -->',
    '',
    '## Catalog',
    '',
    '<!-- bench:catalog:start -->',
    'old catalog figures',
    '<!-- bench:catalog:end -->',
    '',
    '## Lighthouse',
    '',
    '<!-- bench:lighthouse:start -->',
    'old lighthouse figures',
    '<!-- bench:lighthouse:end -->',
    '',
  ].join('\n');

  it('replaces the sections of the benchmarks that ran, and only those', () => {
    const updated = updateBenchmarksDoc(doc, report);
    expect(updated).not.toContain('old orders figures');
    expect(updated).toContain('| PostgreSQL | 1,243 | 63 | 0.73 | yes |');
    expect(updated).toContain('Method text stays.');
    expect(updated).toContain('old catalog figures'); // did not run
    expect(updated).toContain('old lighthouse figures'); // failed: keeps its last figures
    expect(updated.match(/<!-- bench:orders:start -->/g)).toHaveLength(1);
    expect(updateBenchmarksDoc(updated, report)).toBe(updated);
  });

  it('adds a section at the end for a benchmark the document does not have yet', () => {
    const updated = updateBenchmarksDoc('# Benchmarks\n', report);
    expect(updated).toMatch(/^# Benchmarks\n\n## orders\n\n<!-- bench:orders:start -->\n\nLast run/);
    expect(updated.trimEnd().endsWith('<!-- bench:orders:end -->')).toBe(true);
  });
});

describe('writeBenchmarksDoc', () => {
  it('writes docs/benchmarks.md formatted as prettier --check expects', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-report-'));
    try {
      fs.mkdirSync(path.join(root, 'docs'));
      const file = path.join(root, 'docs/benchmarks.md');
      fs.writeFileSync(file, '# Benchmarks\n\n<!-- bench:orders:start -->\n<!-- bench:orders:end -->\n');
      await writeBenchmarksDoc(root, report);
      const written = fs.readFileSync(file, 'utf8');
      expect(written).toContain('1,837');
      expect(await prettier.check(written, { filepath: file })).toBe(true);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
