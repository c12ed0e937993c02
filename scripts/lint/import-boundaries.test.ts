// Proves that each import-boundary rule of eslint.config.js fires: lints the fixture tree in
// lint-fixtures/import-boundaries (laid out like this repository, with deliberately bad imports)
// with the same rules, and checks which rule each file breaks. `npm run lint` ignores that folder.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { importBoundaries } from '../../eslint.config.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtureRoot = path.join(repoRoot, 'lint-fixtures/import-boundaries');
const api = 'apps/api/src/features';
const web = 'apps/web/src';

/** Every fixture file and the rules it must break (an empty list: it must pass). */
const expected: Record<string, string[]> = {
  [`${api}/gadgets/bad-imports-service.repository.ts`]: ['import-x/no-restricted-paths'],
  [`${api}/gadgets/bad-imports-routes.repository.ts`]: ['import-x/no-restricted-paths'],
  [`${api}/gadgets/bad-imports-routes.service.ts`]: ['import-x/no-restricted-paths'],
  [`${api}/gadgets/bad-imports-plugin.service.ts`]: ['import-x/no-restricted-paths'],
  [`${api}/gadgets/bad-imports-repository.routes.ts`]: ['import-x/no-restricted-paths'],
  [`${api}/gadgets/bad-imports-other-feature-internals.ts`]: ['import-x/no-restricted-paths'],
  [`${api}/gadgets/bad-cycle-a.ts`]: ['import-x/no-cycle'],
  [`${api}/gadgets/bad-cycle-b.ts`]: ['import-x/no-cycle'],
  [`${api}/gadgets/gadgets.repository.ts`]: [],
  [`${api}/gadgets/type-only-back-reference.ts`]: [],
  [`${api}/gadgets/gadgets.service.ts`]: [],
  [`${api}/gadgets/gadgets.test.ts`]: [],
  [`${api}/widgets/index.ts`]: [],
  [`${api}/widgets/widgets.repository.ts`]: [],
  [`${api}/widgets/widgets.service.ts`]: [],
  [`${api}/widgets/widgets.routes.ts`]: [],
  ['apps/api/src/plugins/guard.ts']: [],
  ['apps/api/src/plugins/bad-imports-feature-internals.ts']: ['import-x/no-restricted-paths'],
  ['apps/api/src/lib/bad-imports-feature.ts']: ['import-x/no-restricted-paths'],
  ['apps/api/src/app.ts']: [],
  [`${web}/lib/bad-imports-feature.ts`]: ['import-x/no-restricted-paths'],
  [`${web}/lib/format.ts`]: [],
  [`${web}/components/bad-imports-app.ts`]: ['import-x/no-restricted-paths'],
  [`${web}/app/router.ts`]: [],
  [`${web}/features/checkout/bad-imports-other-feature-internals.ts`]: ['import-x/no-restricted-paths'],
  [`${web}/features/checkout/checkout-page.ts`]: [],
  [`${web}/features/shop/index.ts`]: [],
  [`${web}/features/shop/components/cart.ts`]: [],
};

function fixtureFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return fixtureFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(fixtureRoot, full)] : [];
  });
}

const results = new Map<string, Linter.LintMessage[]>();

beforeAll(async () => {
  const eslint = new ESLint({
    cwd: fixtureRoot,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      ...importBoundaries(fixtureRoot),
    ],
  });
  for (const result of await eslint.lintFiles(['apps'])) {
    results.set(path.relative(fixtureRoot, result.filePath), result.messages);
  }
}, 60_000);

describe('import boundaries (eslint.config.js)', () => {
  it('has an expectation for every fixture file, and lints them all', () => {
    expect(fixtureFiles(fixtureRoot).sort()).toEqual(Object.keys(expected).sort());
    expect([...results.keys()].sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s breaks exactly %j', (file, rules) => {
    const messages = results.get(file) ?? [];
    expect(messages.filter((m) => m.ruleId === null)).toEqual([]); // no parse or config error
    expect([...new Set(messages.map((m) => m.ruleId))].sort()).toEqual(rules);
  });

  it('names the broken boundary in the message', () => {
    const message = (file: string) => (results.get(file) ?? []).map((m) => m.message).join('\n');
    expect(message(`${api}/gadgets/bad-imports-service.repository.ts`)).toContain('imports no service and no routes');
    expect(message(`${api}/gadgets/bad-imports-routes.service.ts`)).toContain('A service imports no routes');
    expect(message(`${api}/gadgets/bad-imports-plugin.service.ts`)).toContain('nothing from plugins/');
    expect(message(`${api}/gadgets/bad-imports-repository.routes.ts`)).toContain('A route imports no repository');
    expect(message(`${api}/gadgets/bad-imports-other-feature-internals.ts`)).toContain('only through its index.ts');
    expect(message('apps/api/src/plugins/bad-imports-feature-internals.ts')).toContain('only through its index.ts');
    expect(message('apps/api/src/lib/bad-imports-feature.ts')).toContain('it imports no feature');
    expect(message(`${web}/lib/bad-imports-feature.ts`)).toContain('import no feature and nothing from app/');
    expect(message(`${web}/features/checkout/bad-imports-other-feature-internals.ts`)).toContain(
      'only through its index.ts',
    );
  });
});
