import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testsThatOpenADatabase } from './apps/server/src/test/database-tests.ts';

const projects = [
  { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
  { test: { name: 'scales', root: 'packages/scales', include: ['src/**/*.test.ts'] } },
  { test: { name: 'boundaries', root: 'tools/boundaries', include: ['*.test.ts'] } },
  {
    test: {
      name: 'server-pglite',
      root: 'apps/server',
      include: ['src/**/*.test.ts'],
      env: { TEST_DB: 'pglite', XM_CHECK_RESPONSES: '1' },
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  },
  {
    extends: 'apps/web/vite.config.ts',
    test: {
      name: 'web',
      root: 'apps/web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'happy-dom',
      // The first render of an antd dialog warms up CSS-in-JS; on a busy 2-core machine it passed 5 s, and 20 s beside the other suites.
      testTimeout: 60_000,
    },
  },
  {
    test: {
      name: 'e2e',
      root: 'apps/web',
      include: ['e2e/**/*.e2e.ts'],
      // One seeded data directory per run; each server starts from a copy of it.
      globalSetup: ['e2e/support/seeded-data-dir.ts'],
      // A browser waits on a real server; on a busy 2-core CI machine a menu load can take seconds.
      expect: { poll: { timeout: 15_000 } },
      testTimeout: 120_000,
      hookTimeout: 180_000,
      fileParallelism: false,
    },
  },
];

// The PostgreSQL run of the server tests is added whenever a database is named; CI always names one.
// It repeats only the files whose imports reach the database client (docs/server.md, "Tests").
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'server-postgres',
      root: 'apps/server',
      include: testsThatOpenADatabase(fileURLToPath(new URL('apps/server', import.meta.url))),
      env: { TEST_DB: 'postgres', XM_CHECK_RESPONSES: '1' },
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  });
}

export default defineConfig({ test: { projects } });
