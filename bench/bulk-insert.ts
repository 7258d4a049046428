// Bulk-insert benchmark: an import-sized batch of sys_log rows through TenantDb.insert (chunked unnest
// statements: one text array per column, row-level security on), beside drizzle's plain multi-row VALUES inserts of
// 1,000 rows. PGlite always; PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL names a server
// (a scratch database is created next to it and dropped afterwards).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { TenantDb } from '../apps/server/src/core/tenant-db.ts';
import { newId } from '../apps/server/src/db/ids.ts';
import { migrateDb } from '../apps/server/src/db/migrate.ts';
import { sysLog } from '../apps/server/src/db/schema.ts';
import type { DbHandle } from '../apps/server/src/db/types.ts';
import { seedIfEmpty } from '../apps/server/src/seed/index.ts';
import { benchPostgresUrl, onScratchPglite, onScratchPostgres } from './support/scratch-db.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const VALUES_BATCH = 1000;

function logRows(count: number, offset: number) {
  return Array.from({ length: count }, (_, i) => {
    const n = offset + i;
    return {
      logType: n % 5 === 0 ? 1 : 2,
      logContent: `导入记录 ${n} ${randomBytes(4).toString('hex')}`,
      operateType: (n % 6) + 1,
      userid: 'admin',
      username: '管理员',
      ip: `10.0.${n % 256}.${(n >> 8) % 256}`,
      costTime: n % 500,
      requestParam: JSON.stringify({ row: n }),
    };
  });
}

const rate = (rows: number, ms: number) =>
  `${Math.round(rows / (ms / 1000))
    .toLocaleString()
    .padStart(9)} rows/s`;

async function run(label: string, handle: DbHandle): Promise<void> {
  await migrateDb(handle);
  await seedIfEmpty(handle.db, { adminPassword: 'Bench@123456', demo: true });
  const tdb = new TenantDb(handle.db, 1000, 'bench');

  const rows = logRows(ROWS, 0);
  let start = performance.now();
  await tdb.insert(sysLog, rows);
  const bulkMs = performance.now() - start;

  const plain = logRows(ROWS, ROWS).map((r) => ({ ...r, id: newId(), tenantId: 1000 }));
  start = performance.now();
  for (let i = 0; i < plain.length; i += VALUES_BATCH) {
    await handle.db.insert(sysLog).values(plain.slice(i, i + VALUES_BATCH));
  }
  const valuesMs = performance.now() - start;

  process.stdout.write(
    [
      `== ${label}: ${ROWS.toLocaleString()} sys_log rows ==`,
      `TenantDb.insert (unnest chunks of 10,000, RLS) ${(bulkMs / 1000).toFixed(2)} s  ${rate(ROWS, bulkMs)}`,
      `drizzle VALUES, batches of ${VALUES_BATCH} (reference)   ${(valuesMs / 1000).toFixed(2)} s  ${rate(ROWS, valuesMs)}`,
      '',
    ].join('\n'),
  );
}

await onScratchPglite(run);
const pgUrl = benchPostgresUrl();
if (pgUrl) await onScratchPostgres(pgUrl, run);
else process.stdout.write('PostgreSQL: skipped (set BENCH_DATABASE_URL)\n');
