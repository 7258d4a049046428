import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testsThatOpenADatabase } from './apps/server/src/test/database-tests.ts';
import { ProjectTimesReporter } from './apps/server/src/test/project-times-reporter.ts';

// Every server test file builds its own app on its own database, so a worker can keep the app's
// modules loaded from one file to the next: importing them anew cost each file seconds of CPU.
const serverTestRun = { isolate: false, testTimeout: 60_000, hookTimeout: 120_000 };

const webTestRun = {
  environment: 'happy-dom',
  setupFiles: ['src/testing/setup.ts'],
  // The first render of an antd dialog warms up CSS-in-JS; on a busy 2-core machine it passed 5 s, and 20 s beside the other suites.
  testTimeout: 60_000,
};

const projects = [
  { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
  {
    test: {
      name: 'scales',
      root: 'packages/scales',
      include: ['src/**/*.test.ts'],
      // The CLI tests start a node process each; beside the other suites on 2 cores one took 9 s.
      testTimeout: 60_000,
    },
  },
  { test: { name: 'boundaries', root: 'tools/boundaries', include: ['*.test.ts'] } },
  {
    test: {
      name: 'server-pglite',
      root: 'apps/server',
      include: ['src/**/*.test.ts'],
      env: { TEST_DB: 'pglite', XM_CHECK_RESPONSES: '1' },
      ...serverTestRun,
    },
  },
  {
    extends: 'apps/web/vite.config.ts',
    test: {
      name: 'web',
      root: 'apps/web',
      include: ['src/**/*.test.{ts,tsx}'],
      // A worker keeps antd and the app loaded from one file to the next: a fresh worker per file
      // cost seconds of imports each, two thirds of the project's time. Files that replace a module
      // with `vi.mock` need a module graph of their own: they are named `*.isolated.test.*`.
      exclude: ['src/**/*.isolated.test.{ts,tsx}'],
      isolate: false,
      ...webTestRun,
    },
  },
  {
    extends: 'apps/web/vite.config.ts',
    test: {
      name: 'web-isolated',
      root: 'apps/web',
      include: ['src/**/*.isolated.test.{ts,tsx}'],
      ...webTestRun,
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
      // After every other project, two browser files at a time: a file waits on its browser and
      // server most of the time, so two share the two cores without starving each other.
      sequence: { groupOrder: 1 },
      maxWorkers: 2,
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
      ...serverTestRun,
    },
  });
}

// Three workers on two cores (vitest's default is one fewer than the cores: a single worker here,
// so the projects ran one after another): a server worker waiting on PostgreSQL or on its own
// sockets leaves its core to the others. The per-project times print after the default summary,
// so the CI log ends with them.
export default defineConfig({
  test: { projects, maxWorkers: 3, reporters: ['default', new ProjectTimesReporter()] },
});
