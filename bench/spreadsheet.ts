// Spreadsheet parsing vs other schools: the median latency of another school's cheap call
// (getUserInfo of school 1001) idle, then during four parallel parses of a 1 MB student workbook in
// the spreadsheet pool, during the same parses on the event loop (what the pool prevents), and during
// four whole 1 MB previews of school 1000 (parse and row validation together in the pool), and four
// 1 MB user lists checked by 导入用户 (dry run: parse, rows and their own checks in the pool, the checks
// against stored data on the event loop). PGlite, in-process (app.inject). Printed, never asserted.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { buildApp } from '../apps/server/src/app.ts';
import { parseWorkbook } from '../apps/server/src/core/spreadsheet/pool.ts';
import { readWorkbook } from '../apps/server/src/core/spreadsheet/read-workbook.ts';
import { STUDENT_SHEET } from '../apps/server/src/modules/school/import/read-sheet.ts';
import { sampleStudentWorkbook } from '../apps/server/src/modules/school/import/sample-workbook.ts';
import { multipart } from '../apps/server/src/test/multipart.ts';
import { createTestDb, TEST_PASSWORD } from '../apps/server/src/test/test-db.ts';

const BUDGET = 2;
const IMPORTS = 4;
const ROUNDS = Number(process.env.BENCH_SHEET_ROUNDS ?? 3);

const db = await createTestDb({ pgliteThread: true });
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

/** Well above one call's own time, so the calls alone never queue. */
const INTERVAL_MS = 250;

/**
 * A cheap call due every `INTERVAL_MS` while `load` runs, each timed from when it was due: a call
 * that falls due while the event loop is blocked waits for it, as a real request would.
 */
async function samplesDuring(load: Promise<unknown>): Promise<number[]> {
  let finishedAt = Number.POSITIVE_INFINITY;
  void load.finally(() => {
    finishedAt = performance.now();
  });
  const calls: Promise<number>[] = [];
  const due = performance.now();
  for (let n = 0; ; n++) {
    const at = due + n * INTERVAL_MS;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
    if (at > finishedAt) break;
    calls.push(cheap().then(() => performance.now() - at));
  }
  await load;
  return Promise.all(calls);
}

const f = (ms: number) => `${ms.toFixed(1)} ms`;
const line = (label: string, samples: number[], ratioTo?: number) => {
  const m = median(samples);
  const ratio = ratioTo ? `${(m / ratioTo).toFixed(2)}× idle (budget ${BUDGET}×)` : '';
  console.log(`${label} (${samples.length} calls)`.padEnd(72), f(m).padEnd(10), ratio);
};
console.log(`workbook: ${rows.length} students, ${(file.length / 1024).toFixed(0)} kB; ${ROUNDS} rounds`);

const idle = await samplesDuring(new Promise((resolve) => setTimeout(resolve, 30_000)));
const idleMedian = median(idle);
line("other school's getUserInfo median, idle", idle);

// Four parallel parses of the 1 MB workbook in the pool (the first round also starts its threads).
const parseAll = () => Promise.all(Array.from({ length: IMPORTS }, () => parseWorkbook(file, STUDENT_SHEET)));
await parseAll();
const pooled: number[] = [];
for (let round = 0; round < ROUNDS; round++) pooled.push(...(await samplesDuring(parseAll())));
line(`  during ${IMPORTS} parallel 1 MB parses in the pool`, pooled, idleMedian);

// The same four parses on the event loop, one per turn: how every school waited before the pool.
const onLoop: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const parses = Array.from(
    { length: IMPORTS },
    () => new Promise((resolve) => setImmediate(() => resolve(readWorkbook(file, STUDENT_SHEET)))),
  );
  onLoop.push(...(await samplesDuring(Promise.all(parses))));
}
line(`  during the same ${IMPORTS} parses on the event loop`, onLoop, idleMedian);

// Whole previews: the parse and the rows' validation (学号, classes, reach) in one pool job each.
const start = performance.now();
const burst = Promise.all(Array.from({ length: IMPORTS }, preview)).then((replies) => {
  for (const r of replies) {
    const body = r.json() as { success: boolean; result?: { total?: number } };
    if (!body.success || body.result?.total !== rows.length)
      throw new Error(`preview: ${r.body.slice(0, 200)}`);
  }
});
line(
  `  during ${IMPORTS} parallel 1 MB previews (parse + validation)`,
  await samplesDuring(burst),
  idleMedian,
);
console.log(`  ${IMPORTS} previews answered in ${f(performance.now() - start)}`);

// 导入用户: 500 users (the most one file may add), each with a 2.7 kB 职务 text, about 1 MB.
const userBook = new ExcelJS.Workbook();
const userSheet = userBook.addWorksheet('用户');
userSheet.addRow(['登录账号', '真实姓名', '职务', '初始密码']);
for (let n = 0; n < 500; n++)
  userSheet.addRow([`benchuser${n}`, `用户${n}`, randomBytes(2000).toString('base64'), 'Teach2024a']);
const userFile = new Uint8Array(await userBook.xlsx.writeBuffer());
const userUpload = multipart([{ name: 'file', filename: 'users.xlsx', data: userFile }]);
const userCheck = () =>
  app.inject({
    method: 'POST',
    url: '/jeecg-boot/sys/user/importExcel?dryRun=true',
    headers: { 'x-access-token': importer, 'content-type': userUpload.contentType },
    payload: userUpload.payload,
  });
const userStart = performance.now();
const users = Promise.all(Array.from({ length: IMPORTS }, userCheck)).then((replies) => {
  for (const r of replies) {
    const body = r.json() as { success: boolean; result?: { totalCount?: number } };
    if (!body.success || body.result?.totalCount !== 500)
      throw new Error(`user import: ${r.body.slice(0, 200)}`);
  }
});
line(
  `  during ${IMPORTS} parallel ${(userFile.length / 1024).toFixed(0)} kB user lists (导入用户, dry run)`,
  await samplesDuring(users),
  idleMedian,
);
console.log(`  ${IMPORTS} user lists answered in ${f(performance.now() - userStart)}`);
await app.close();
await db.close();
