// Spreadsheet parsing vs other schools: the median latency of another school's cheap call
// (getUserInfo of school 1001) idle, then while school 1000 sends four parallel 1 MB student
// previews (parse in the spreadsheet pool + row validation), then with the same four parses run on
// the event loop instead (what the pool prevents). PGlite, in-process (app.inject). Printed, never asserted.
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { readWorkbook } from '../apps/server/src/core/spreadsheet/read-workbook.ts';
import { STUDENT_SHEET } from '../apps/server/src/modules/school/import/read-sheet.ts';
import { sampleStudentWorkbook } from '../apps/server/src/modules/school/import/sample-workbook.ts';
import { multipart } from '../apps/server/src/test/multipart.ts';
import { createTestDb, TEST_PASSWORD } from '../apps/server/src/test/test-db.ts';

const BUDGET = 2;
const IMPORTS = 4;
const ROUNDS = Number(process.env.BENCH_SHEET_ROUNDS ?? 3);

const db = await createTestDb();
const { app } = await buildApp({ db: db.db, loginCaptcha: false });
await app.ready();

async function token(username: string): Promise<string> {
  const reply = await app.inject({
    method: 'POST',
    url: '/jeecg-boot/sys/login',
    payload: { username, password: TEST_PASSWORD },
  });
  const body = reply.json() as { result?: { token?: string } };
  if (!body.result?.token) throw new Error(`login ${username} failed: ${reply.body}`);
  return body.result.token;
}
const importer = await token('admin');
const other = await token('zhongxue');

/** About 1 MB: 20,000 students in the template's layout. */
const rows = Array.from({ length: 20_000 }, (_, n) => ({
  studentNo: `S${String(n).padStart(7, '0')}`,
  name: `学生${n}`,
  sex: n % 2 ? '女' : '男',
  birthday: `2007-0${(n % 9) + 1}-1${n % 10}`,
  phone: `139${String(n).padStart(8, '0')}`,
  classPath: '计算机学院 / 2023级 / 2023级1班',
  enrolYear: 2023,
  studentType: '本科生',
  studentStatus: '在读',
}));
const file = await sampleStudentWorkbook(rows);
const upload = multipart([{ name: 'file', filename: 'students.xlsx', data: file }]);

const preview = () =>
  app.inject({
    method: 'POST',
    url: '/jeecg-boot/school/student/importPreview',
    headers: { 'x-access-token': importer, 'content-type': upload.contentType },
    payload: upload.payload,
  });

async function cheap(): Promise<number> {
  const start = performance.now();
  const reply = await app.inject({
    method: 'GET',
    url: '/jeecg-boot/sys/user/getUserInfo',
    headers: { 'x-access-token': other },
  });
  if (reply.statusCode !== 200) throw new Error(`getUserInfo: HTTP ${reply.statusCode}`);
  return performance.now() - start;
}

const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Cheap calls one after another until `load` settles. */
async function samplesDuring(load: Promise<unknown>): Promise<number[]> {
  let done = false;
  void load.finally(() => {
    done = true;
  });
  const samples: number[] = [];
  while (!done) samples.push(await cheap());
  await load;
  return samples;
}

const f = (ms: number) => `${ms.toFixed(1)} ms`;
const line = (label: string, samples: number[], ratioTo?: number) => {
  const m = median(samples);
  const ratio = ratioTo ? `${(m / ratioTo).toFixed(2)}× idle (budget ${BUDGET}×)` : '';
  console.log(`${label} (${samples.length} calls)`.padEnd(72), f(m).padEnd(10), ratio);
};
console.log(`workbook: ${rows.length} students, ${(file.length / 1024).toFixed(0)} kB; ${ROUNDS} rounds`);

const idle: number[] = [];
for (let i = 0; i < 200; i++) idle.push(await cheap());
const idleMedian = median(idle);
line("other school's getUserInfo median, idle", idle);

// The first burst also starts the pool's threads.
await Promise.all(Array.from({ length: IMPORTS }, preview));
const pooled: number[] = [];
let burstMs = 0;
for (let round = 0; round < ROUNDS; round++) {
  const start = performance.now();
  const burst = Promise.all(Array.from({ length: IMPORTS }, preview)).then((replies) => {
    for (const r of replies) {
      const body = r.json() as { success: boolean; result?: { total?: number }; message?: string };
      if (!body.success || body.result?.total !== rows.length)
        throw new Error(`preview: ${r.body.slice(0, 200)}`);
    }
  });
  pooled.push(...(await samplesDuring(burst)));
  burstMs += performance.now() - start;
}
line(`  during ${IMPORTS} parallel 1 MB previews, parsed in the pool`, pooled, idleMedian);
console.log(`  ${IMPORTS} previews answered in ${f(burstMs / ROUNDS)} per round`);

// The same four parses on the event loop, one per turn: how every school waited before the pool.
const onLoop: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const parses = Array.from(
    { length: IMPORTS },
    () => new Promise((resolve) => setImmediate(() => resolve(readWorkbook(file, STUDENT_SHEET)))),
  );
  onLoop.push(...(await samplesDuring(Promise.all(parses))));
}
line(`  the same ${IMPORTS} parses on the event loop`, onLoop, idleMedian);
await app.close();
await db.close();
