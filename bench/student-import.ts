// Student import benchmark: a 50,000-row workbook with 2% bad rows (wrong ID check digit) through the
// background import job (parse, row validation, upsert by 学号 in batches of 2,000 with the
// reach check), beside the plain parse of the same file. Prints time and peak memory of
// each; PGlite always, PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL names a server.
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { loadActorScope } from '../apps/server/src/core/policy/actor-scope.ts';
import { TenantDb } from '../apps/server/src/core/tenant-db.ts';
import { migrateDb } from '../apps/server/src/db/migrate.ts';
import { schoolImportJob, sysUser } from '../apps/server/src/db/schema.ts';
import type { DbHandle } from '../apps/server/src/db/types.ts';
import { readWorkbookRows } from '../apps/server/src/modules/school/import/check-upload.ts';
import { startImport } from '../apps/server/src/modules/school/import/import-runner.ts';
import {
  type SampleRow,
  sampleStudentWorkbook,
} from '../apps/server/src/modules/school/import/sample-workbook.ts';
import { demoIdCard } from '../apps/server/src/modules/school/seed.ts';
import { seedIfEmpty } from '../apps/server/src/seed/index.ts';
import { benchPostgresUrl, onScratchPglite, onScratchPostgres } from './support/scratch-db.ts';

const ROWS = Number(process.env.BENCH_STUDENTS ?? 50_000);
const CLASSES = [
  '计算机学院 / 2023级 / 2023级1班',
  '心理学院 / 2024级 / 2024级2班',
  '外国语学院 / 2024级 / 2024级1班',
];

function* rows(): Generator<SampleRow> {
  for (let n = 0; n < ROWS; n++) {
    const birthday = `2006-0${(n % 9) + 1}-1${n % 10}`;
    const idCard = demoIdCard(birthday, n);
    // Every 50th row is bad: its check digit is wrong.
    const bad = n % 50 === 49;
    yield {
      studentNo: `B${String(n).padStart(7, '0')}`,
      name: `学生${n}`,
      sex: n % 2 ? '女' : '男',
      birthday,
      idCard: bad ? `${idCard.slice(0, 17)}${idCard.endsWith('0') ? '1' : '0'}` : idCard,
      phone: `139${String(n).padStart(8, '0')}`,
      classPath: CLASSES[n % CLASSES.length] ?? '',
      enrolYear: 2024,
      studentType: '本科生',
      studentStatus: '在读',
    };
  }
}

/**
 * Runs `work` and reports its wall time, the peak of heap + external memory above the level before it
 * (sampled every 10 ms) and the process's resident-set peak while it ran.
 */
async function measured<T>(
  work: () => Promise<T>,
): Promise<{ value: T; ms: number; peakMb: number; rssMb: number }> {
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.external;
  };
  global.gc?.();
  const base = used();
  let peak = base;
  let rss = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, used());
    rss = Math.max(rss, process.memoryUsage.rss());
  }, 10);
  const start = performance.now();
  const value = await work();
  const ms = performance.now() - start;
  clearInterval(timer);
  peak = Math.max(peak, used());
  return { value, ms, peakMb: (peak - base) / 1024 / 1024, rssMb: rss / 1024 / 1024 };
}

async function run(label: string, handle: DbHandle, file: Buffer): Promise<void> {
  await migrateDb(handle);
  await seedIfEmpty(handle.db, { adminPassword: 'Bench@123456', demo: true });
  const [admin] = await handle.db.select().from(sysUser).where(eq(sysUser.username, 'admin'));
  const db = new TenantDb(handle.db, 1000, 'admin');
  const actor = {
    userId: admin?.id ?? '',
    username: 'admin',
    tenantId: 1000,
    orgCode: null,
    permissions: new Set<string>(),
    db,
    actorScope: () => loadActorScope(db, admin?.id ?? ''),
  };

  const parse = await measured(async () => readWorkbookRows(file));
  const parsedRows = 'rows' in parse.value ? parse.value.rows.length : 0;

  const [jobId = ''] = await db.insert(schoolImportJob, {
    kind: 'student',
    fileName: 'bench.xlsx',
    file: file.toString('base64'),
    allOrNothing: 0,
  });
  const job = await measured(() => startImport(actor, jobId));
  const done = await db.byId(schoolImportJob, jobId);

  process.stdout.write(
    [
      `== ${label}: ${ROWS.toLocaleString()} students, ${(file.length / 1024 / 1024).toFixed(1)} MB .xlsx ==`,
      `plain parse (zip check + sheet XML)  ${(parse.ms / 1000).toFixed(2)} s  peak +${parse.peakMb.toFixed(0)} MB, RSS ${parse.rssMb.toFixed(0)} MB  (${parsedRows} rows)`,
      `import job (parse, validate, write)  ${(job.ms / 1000).toFixed(2)} s  peak +${job.peakMb.toFixed(0)} MB, RSS ${job.rssMb.toFixed(0)} MB  ` +
        `(${done?.jobStatus}: ${done?.okCount} in, ${done?.errorCount} bad rows reported)`,
      '',
    ].join('\n'),
  );
}

const file = await sampleStudentWorkbook(rows());
await onScratchPglite((label, handle) => run(label, handle, file));
const pgUrl = benchPostgresUrl();
if (pgUrl) await onScratchPostgres(pgUrl, (label, handle) => run(label, handle, file));
else process.stdout.write('PostgreSQL: skipped (set BENCH_DATABASE_URL)\n');
