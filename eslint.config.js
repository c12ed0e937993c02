// Lint: typescript-eslint (type-checked) for all packages, react-hooks for the web app, and the
// import boundaries of the layered design (see importBoundaries below and decision 004).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import rules that hold the layering, for a tree laid out like this repository under `root`
 * (the repository itself, or a lint fixture that mirrors its folders):
 * - no import cycle (type-only imports are erased by TypeScript and do not count);
 * - apps/api: a repository imports no service and no routes; a service imports no routes and
 *   nothing from plugins/; a route imports no repository; lib/ imports no feature; code outside a
 *   feature imports it only through its index.ts (tests may reach inside);
 * - apps/web: lib/ and components/ import nothing from features/ or app/; a feature imports
 *   another feature only through that feature's index.ts.
 */
export function importBoundaries(root) {
  const api = 'apps/api/src';
  const web = 'apps/web/src';
  const foldersIn = (dir) =>
    fs.existsSync(path.join(root, dir))
      ? fs
          .readdirSync(path.join(root, dir), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
      : [];
  const features = foldersIn(`${web}/features`);
  const apiFeatures = foldersIn(`${api}/features`);
  const nonTest = '!(*.test).{ts,tsx}';
  const abs = (p) => path.join(root, p);
  return [
    {
      files: ['**/*.ts', '**/*.tsx'],
      plugins: { 'import-x': importX },
      settings: {
        // import-x reads the imported files itself, to follow their imports: it must parse TypeScript.
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            project: ['tsconfig.json', 'apps/*/tsconfig.json', 'packages/*/tsconfig.json'].map(abs),
            alwaysTryTypes: true,
            noWarnOnMultipleProjects: true,
          }),
        ],
      },
      rules: {
        // maxDepth bounds the search on each import; the longest cycle this layering can form
        // (route → service → repository → …) is far shorter.
        'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: 12 }],
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: root,
            zones: [
              {
                target: `${api}/**/*.repository.ts`,
                from: `${api}/**/*.{service,routes}.ts`,
                message: 'A repository builds SQL only: it imports no service and no routes.',
              },
              {
                target: `${api}/**/*.service.ts`,
                from: `${api}/**/*.routes.ts`,
                message: 'A service imports no routes: HTTP stays in *.routes.ts.',
              },
              {
                target: `${api}/**/*.service.ts`,
                from: `${api}/plugins/**`,
                message: 'A service imports nothing from plugins/: it takes plain values, not Fastify.',
              },
              {
                target: `${api}/**/*.routes.ts`,
                from: `${api}/**/*.repository.ts`,
                message: 'A route imports no repository: it calls a service.',
              },
              {
                target: `${api}/lib/**`,
                from: `${api}/features/**`,
                message: 'lib/ is shared building blocks: it imports no feature.',
              },
              ...apiFeatures.map((feature) => ({
                target: `${api}/features/${feature}/**/${nonTest}`,
                from: `${api}/features/**`,
                except: [abs(`${api}/features/${feature}/**`), abs(`${api}/features/*/index.ts`)],
                message: 'Another feature is imported only through its index.ts (features/<name>/index.ts).',
              })),
              {
                target: [`${api}/!(features)/**/${nonTest}`, `${api}/${nonTest}`],
                from: `${api}/features/**`,
                except: [abs(`${api}/features/*/index.ts`)],
                message: 'A feature is imported only through its index.ts (features/<name>/index.ts).',
              },
              {
                target: [`${web}/lib/**`, `${web}/components/**`],
                from: [`${web}/features/**`, `${web}/app/**`],
                message:
                  'lib/ and components/ are shared building blocks: they import no feature and nothing from app/.',
              },
              ...features.map((feature) => ({
                target: `${web}/features/${feature}/**`,
                from: `${web}/features/**`,
                except: [abs(`${web}/features/${feature}/**`), abs(`${web}/features/*/index.ts`)],
                message: `Another feature is imported only through its index.ts (features/<name>/index.ts).`,
              })),
            ],
          },
        ],
      },
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      // Deliberately bad imports, linted only by scripts/lint/import-boundaries.test.ts.
      'lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', '.ci/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      // Fastify plugins and hooks are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  ...importBoundaries(import.meta.dirname),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'apps/api/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
