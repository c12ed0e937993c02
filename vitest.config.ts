// Unit and API tests. The API suite runs once on SQLite and, when TEST_DATABASE_URL is set, once
// more on PostgreSQL (each test app in its own schema, dropped afterwards).
import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
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
          name: 'api-sqlite',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB_KIND: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
                environment: 'node',
                env: { TEST_DB_KIND: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 30_000,
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
        },
      },
    ],
  },
});
