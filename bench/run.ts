// Runs every benchmark in turn, each in its own process so one's heap does not colour the next.
// `npm run bench` (or `npm run bench -- scales server` for a subset). Figures are printed, never asserted.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const benches = {
  'bundle-size': 'console JS+CSS transferred to show /user/login (needs `npm run build`)',
  scales: 'SCL-90 scoring throughput, 100,000 answer sheets',
  server: 'login, permission load and an authenticated list at 100k rows, PGlite and PostgreSQL',
  list: 'list engine vs the SQL of the same page at BENCH_LIST_ROWS (default 1M) rows, page 1 and deep',
  'bulk-insert': 'import-sized inserts through TenantDb (unnest chunks, RLS) vs plain VALUES batches',
  content:
    'untrusted content: HTML sanitizer worst cases, .xlsx zip guard (time, peak RSS), custom scale caps and cache',
  'read-audit': '"who read record X" and the audit list over a year of per-record read audit (PostgreSQL)',
  'http-edge':
    'a real login during a 300-login spray with and without rate limits; oversized anonymous bodies',
  'login-spray':
    "a legitimate login's p50, idle and under a 20-address and a 2,000-fresh-address login spray (budget 2×)",
  'editable-grid':
    'the editable grid with 10,000 rows in Chromium: initial render and a full scroll (needs the gallery page)',
  'login-long-tasks':
    'main-thread long tasks in Chromium from 登录 to a settled home (needs `npm run build`)',
  'booking-burst':
    '500 students booking 50 counselling slots at the same moment: each slot once, losers told at once',
  spreadsheet:
    "another school's median call, idle vs during four parallel 1 MB workbook parses in the pool, on the event loop, four whole previews (parse + validation in the pool) and four 1 MB user lists (导入用户)",
  'check-rule':
    "another school's median call, idle vs during 200 check-rule calls with a pattern that backtracks for seconds in V8",
  'scale-library':
    "another school's median call, idle vs during 量表库 lists of a school with the most custom scales at the size caps",
  'socket-fanout':
    "another school's median call, idle vs while one admin opens 100 grid sockets and floods rows (caps, rates, budget)",
  'student-import':
    '50,000 students with 2% bad rows through the background import job, beside the plain parse',
  'screening-kill':
    'a submit burst cut by SIGKILL on PGlite: every attempt whole or untouched, nothing acknowledged lost, restart time',
  'screening-submit':
    'BENCH_SUBMITS (default 1,000) students submit PHQ-9 + GAD-7 at once over HTTP: submissions/s, p50/p99, lost',
  statistics:
    'cockpit and statistics calls over per-school rollups at 1M screening results in 100 schools, beside the direct count',
  'ai-flood':
    "another school's median call, idle vs while 50 students of one school flood the AI chat (risk check, offline answers), default and lifted limits",
  'course-upload':
    "a 2 GB lesson video in 16 MB chunks over HTTP: throughput, the join, and another school's list calls during it (ratio)",
  restart: '`npm start` on a fresh database, then a restart on unchanged sources (budget 10 s)',
  'backup-restore':
    'encrypted backup and restore of BENCH_BACKUP_RESULTS (default 100,000) screening results and 50 uploads, extrapolated to 1M beside the restore budget',
  'load-mix':
    'a busy minute through nginx, one instance then two: teacher lists, 1,000 students submitting, counsellors, cockpits (p99 per kind, errors, double submits)',
  'growth-timeline':
    "a student's growth file with 1,000 events: first, deep and filtered page (budget 50 ms)",
  'request-cost':
    'CPU and wall time of a small signed-in read (session, permissions, envelope): the fixed part of every call',
  'online-form':
    'a 表单开发 form of 50 fields and BENCH_FORM_ROWS (default 100,000) rows: its list and a report over it, beside the hand SQL in the tenant transaction (budget 1.3×)',
} as const;

type BenchName = keyof typeof benches;
const isBench = (name: string): name is BenchName => name in benches;

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !isBench(name));
if (unknown.length > 0) {
  process.stderr.write(
    `unknown bench: ${unknown.join(', ')}; choose from ${Object.keys(benches).join(', ')}\n`,
  );
  process.exit(2);
}
const selected = requested.length > 0 ? requested.filter(isBench) : (Object.keys(benches) as BenchName[]);

const root = fileURLToPath(new URL('..', import.meta.url));
if (selected.includes('bundle-size') && !existsSync(`${root}apps/web/dist/index.html`)) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

let failed = false;
for (const name of selected) {
  process.stdout.write(`\n=== ${name}: ${benches[name]}\n`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', `bench/${name}.ts`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
