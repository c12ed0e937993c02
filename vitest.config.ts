// Unit and API tests. The API suite runs once on SQLite and, when TEST_DATABASE_URL is set, once
// more on PostgreSQL (each test app in its own schema, dropped afterwards). The tests that need a
// Redis server (*.redis.test.ts) run when TEST_REDIS_URL names one, on PostgreSQL when it is set.
import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './apps/web/vite.config.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const apiTests = ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'];
const redisTests = ['apps/api/src/**/*.redis.test.ts'];
// These start a process on a SQLite file of their own whichever database the project tests: the
// SQLite project runs them, the PostgreSQL one would only repeat them.
const ownSqliteFileTests = [
  'apps/api/src/cli/admin.test.ts',
  'apps/api/src/server.crash.test.ts',
  'apps/api/src/server.open-line.test.ts',
  'apps/api/src/lib/store-lock.test.ts',
];
// What the API projects share (docs/decisions/219-how-the-tests-run.md): passwords hash at a tiny
// scrypt cost, and the test files of a worker share their modules (each still builds its own apps).
const api = {
  environment: 'node',
  setupFiles: ['apps/api/test/cheap-password-hashing.ts'],
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 30_000,
};

export default defineConfig({
  test: {
    // Both cores: the API tests wait on PostgreSQL and on the processes they start much of the time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...api,
          name: 'api-sqlite',
          include: apiTests,
          exclude: redisTests,
          // The migrations run once per run; each test app's database is a copy.
          globalSetup: ['apps/api/test/sqlite-template.ts'],
          env: { TEST_DB_KIND: 'sqlite' },
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                ...api,
                name: 'api-postgres',
                include: apiTests,
                exclude: [...redisTests, ...ownSqliteFileTests],
                // The migrations run once per run; each test app's schema is a copy.
                globalSetup: ['apps/api/test/postgres-schema-copy.ts'],
                env: { TEST_DB_KIND: 'postgres' },
              },
            },
          ]
        : []),
      ...(redisUrl
        ? [
            {
              test: {
                ...api,
                name: 'api-redis',
                include: redisTests,
                globalSetup: postgresUrl ? ['apps/api/test/postgres-schema-copy.ts'] : [],
                env: { TEST_DB_KIND: postgresUrl ? 'postgres' : 'sqlite' },
              },
            },
          ]
        : []),
      {
        test: {
          // The repository's own tooling: lint rules, the link check, the benchmark report.
          name: 'tooling',
          include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx', 'apps/web/src/**/*.test.ts'],
          environment: 'jsdom',
          // A page that renders in 1 s on an idle machine takes five beside the API suites and a
          // browser on two cores (npm test): every web test gets the time the slowest one needs.
          testTimeout: 20_000,
          // Components read their texts from the page's language: tests render in English unless
          // they give a language (testing/render.tsx).
          setupFiles: ['apps/web/src/testing/i18n-setup.ts'],
          // The libraries that import React get Preact too, as in the build.
          server: { deps: { inline: [/react/, /@tanstack/, /@stripe/, /@hookform/, /@testing-library/] } },
        },
        resolve: {
          // The ES module builds of Testing Library and React Router, which the aliases reach (their
          // CommonJS builds require React themselves).
          alias: {
            ...PREACT_ALIASES,
            '@testing-library/react': '@testing-library/react/dist/@testing-library/react.esm.js',
          },
          conditions: ['module', 'browser', 'development|production'],
        },
      },
    ],
  },
});
