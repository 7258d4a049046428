// The module boundaries (docs/architecture.md, "Boundaries"), checked by `npm run boundaries`.
// Known violations still being removed are listed in tools/boundaries/known-violations.json; a new
// one fails the check. tools/boundaries/boundaries.test.ts plants one of each and expects a failure.

/** Where the raw database handle may be held, each with its reason in docs/architecture.md. */
export const RAW_DB_ALLOWED = [
  '^apps/server/src/(app|main)\\.ts$',
  '^apps/server/src/start/',
  '^apps/server/src/(core|db|realtime|security|seed|test)/',
  '^apps/server/src/modules/index\\.ts$',
  '^apps/server/src/modules/(session|tenant|permission|fee)/',
  '\\.test\\.ts$',
];

/** Tests and the test-support files modules offer each other's tests. */
const TEST_FILES = ['\\.test\\.ts$', '/test-support\\.ts$'];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'module-reach-in',
      comment: 'A module imports another module only through its public face, modules/<name>/index.ts.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: TEST_FILES },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'module-reach-in-tests',
      comment: "A module's tests may also use another module's test-support.ts, its face for tests.",
      severity: 'error',
      from: {
        path: [
          '^apps/server/src/modules/([^/]+)/.*\\.test\\.ts$',
          '^apps/server/src/modules/([^/]+)/test-support\\.ts$',
        ],
      },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: [
          '^apps/server/src/modules/$1/',
          '^apps/server/src/modules/[^/]+/index\\.ts$',
          '^apps/server/src/modules/[^/]+/test-support\\.ts$',
        ],
      },
    },
    {
      name: 'no-circular-server',
      comment: 'No import cycle in the server (a cycle can meet a binding before it is initialised).',
      severity: 'error',
      from: { path: '^apps/server/src/' },
      to: { circular: true },
    },
    {
      name: 'no-circular-web',
      comment: 'No import cycle in the console.',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { circular: true },
    },
    {
      name: 'raw-database',
      comment: 'The unscoped database (Db, openDb, Services with its db) only where the allow-list says.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: RAW_DB_ALLOWED },
      to: { path: '^apps/server/src/(db/types|db/client|core/services)\\.ts$' },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API for the cruiser, so Babel strips the types (keeping type imports).
    babelConfig: { fileName: 'tools/boundaries/babel.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.tsbuild/', '/dist/'] },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
