// Two layering rules that the lint's import rules cannot see: no import cycle in the API, counting
// type-only imports too (a type shared both ways means the type belongs in a third file), and the
// orders table written only by the orders feature (its repository is the only place orders SQL is built).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiSrc = path.join(repoRoot, 'apps/api/src');

/** The API's source files (tests and test fixtures left out), as paths relative to apps/api/src. */
function sourceFiles(dir = apiSrc): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path.relative(apiSrc, full)] : [];
  });
}

/** Every relative import of a file (`import …`, `import type …`, `export … from`, `import('…')`). */
function relativeImports(file: string): string[] {
  const text = fs.readFileSync(path.join(apiSrc, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] ?? '');
  return specifiers.map((s) => path.relative(apiSrc, path.resolve(path.dirname(path.join(apiSrc, file)), s)));
}

/** The import cycles among `files`, each written `a -> b -> a`. */
function importCycles(files: string[], importsOf: (file: string) => string[]): string[] {
  const known = new Set(files);
  const done = new Set<string>();
  const onPath: string[] = [];
  const cycles: string[] = [];
  const visit = (file: string) => {
    onPath.push(file);
    for (const next of importsOf(file).filter((f) => known.has(f))) {
      const at = onPath.indexOf(next);
      if (at >= 0) cycles.push([...onPath.slice(at), next].join(' -> '));
      else if (!done.has(next)) visit(next);
    }
    onPath.pop();
    done.add(file);
  };
  for (const file of files) if (!done.has(file)) visit(file);
  return cycles;
}

describe('API layering', () => {
  it('finds a cycle when there is one (the check itself)', () => {
    const graph: Record<string, string[]> = { a: ['b'], b: ['c'], c: ['a'], d: ['a'] };
    expect(importCycles(Object.keys(graph), (f) => graph[f] ?? [])).toEqual(['a -> b -> c -> a']);
  });

  it('has no import cycle, type-only imports included', () => {
    expect(importCycles(sourceFiles(), relativeImports)).toEqual([]);
  });

  it('writes the orders table only from the orders feature', () => {
    const writers = sourceFiles()
      .filter((f) => f.startsWith('features/') && !f.startsWith('features/orders/'))
      .filter((f) =>
        /(updateTable|insertInto|deleteFrom)\(\s*'orders'\s*\)/.test(fs.readFileSync(path.join(apiSrc, f), 'utf8')),
      );
    expect(writers).toEqual([]);
  });
});
