// A school's busy minute over HTTP through nginx, one instance and then two (issue 24): teachers
// browsing lists, BENCH_MIX_STUDENTS (default 1,000) students submitting PHQ-9 + GAD-7 spread over
// BENCH_MIX_SECONDS (default 60), counsellors working crisis cases, cockpits refreshing. Prints
// throughput and p99 per kind beside the budgets of docs/deploy.md, the errors, and the double
// submits counted in the database afterwards. `npm run bench -- load-mix`; needs nginx, PostgreSQL
// (BENCH_DATABASE_URL or DATABASE_URL) and Redis (REDIS_URL, default the local one).
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { joinStudentRole, studentRoleOf } from '../apps/server/src/core/student-role.ts';
import { TenantDb } from '../apps/server/src/core/tenant-db.ts';
import { openDb } from '../apps/server/src/db/client.ts';
import { migrateDb } from '../apps/server/src/db/migrate.ts';
import {
  evalPackage,
  evalPackageItem,
  screeningAttempt,
  screeningResult,
  sysDepart,
  sysUser,
} from '../apps/server/src/db/schema.ts';
import { scratchDatabase, startStack } from '../apps/server/src/ops/local-stack.ts';
import { seedIfEmpty } from '../apps/server/src/seed/index.ts';
import { studentsWithSessions } from '../apps/server/src/test/counselling-fixtures.ts';
import { benchPostgresUrl } from './support/scratch-db.ts';

const STUDENTS = Number(process.env.BENCH_MIX_STUDENTS ?? 1000);
const SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 60);
const TEACHERS = 10;
const COUNSELLORS = 4;
const COCKPITS = 4;
const TENANT = 1000;
const INSTANCES = (process.env.BENCH_MIX_INSTANCES ?? '1,2').split(',').map(Number);

/** p99 budgets per kind (docs/deploy.md, Load mix), in ms. */
const BUDGETS = {
  'teacher list': 500,
  'student submit': 1000,
  'counsellor case': 500,
  'cockpit refresh': 1000,
};
type Kind = keyof typeof BUDGETS;
type Envelope = { success: boolean; message: string; result: unknown };

function sheetOf(i: number) {
  const phq = Array.from({ length: 9 }, (_, k) => ((i + k) % 3) + 1);
  phq[8] = i % 10 === 0 ? 2 : 1;
  const gad = Array.from({ length: 7 }, (_, k) => ((i * 7 + k) % 4) + 1);
  return { PHQ9: phq, GAD7: gad };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function run(baseUrl: string, instances: number): Promise<void> {
  const scratch = await scratchDatabase(baseUrl);
  const handle = await openDb({ databaseUrl: scratch.url });
  try {
    await migrateDb(handle);
    await seedIfEmpty(handle.db, {
      adminPassword: `Xm${randomBytes(6).toString('hex')}9z`,
      demo: true,
      screenings: false,
      passwordCost: 2 ** 10,
    });
    const { app, services } = await buildApp({ db: handle.db, cache: null, loginCaptcha: false });
    const tdb = new TenantDb(handle.db, TENANT, 'admin');
    const studentTokens = await studentsWithSessions(handle.db, services.sessions, STUDENTS, 'M');
    await joinStudentRole(tdb, await studentRoleOf(handle.db, TENANT, 'admin'));
    const tokenOf = async (username: string) => {
      const [user] = await handle.db.select().from(sysUser).where(eq(sysUser.username, username));
      if (!user) throw new Error(`no demo account ${username}`);
      return services.sessions.create({ userId: user.id, tenantId: TENANT, orgCode: null, ip: '127.0.0.1' });
    };
    const staff = {
      teacher: await tokenOf('banzhuren'),
      counsellor: await tokenOf('xinli'),
      admin: await tokenOf('admin'),
    };
    const [packageId = ''] = await tdb.insert(evalPackage, { name: '混合负载' });
    await tdb.insert(evalPackageItem, [
      { packageId, scaleCode: 'PHQ9', sortNo: 1 },
      { packageId, scaleCode: 'GAD7', sortNo: 2 },
    ]);
    const klass = await tdb.first(sysDepart, eq(sysDepart.departName, '2023级1班'));
    const inject = async (url: string, token: string, payload: object) => {
      const body = (
        await app.inject({
          method: 'POST',
          url: `/jeecg-boot${url}`,
          headers: { 'x-access-token': token },
          payload,
        })
      ).json() as Envelope;
      if (!body.success) throw new Error(`${url}: ${body.message}`);
      return body.result as { id: string };
    };
    const { id: taskId } = await inject('/screening/task/add', staff.admin, {
      name: '混合负载普查',
      packageId,
      endAt: '2099-12-31',
      targets: { departIds: [klass?.id] },
    });
    await inject('/screening/task/publish', staff.admin, {
      id: taskId,
      confirmBuiltinWording: ['PHQ9', 'GAD7'],
    });
    for (let i = 0; i < studentTokens.length; i += 50) {
      await Promise.all(
        studentTokens
          .slice(i, i + 50)
          .map((token) => inject('/screening/my/consent', token, { taskId, agree: true })),
      );
    }
    await app.close();

    const stack = await startStack({
      databaseUrl: scratch.url,
      redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      instances,
      env: { SEED_ADMIN_PASSWORD: `Xm${randomBytes(6).toString('hex')}9z`, LOGIN_CAPTCHA: 'off' },
    });
    const latencies: Record<Kind, number[]> = {
      'teacher list': [],
      'student submit': [],
      'counsellor case': [],
      'cockpit refresh': [],
    };
    const errors = new Map<string, number>();
    const acknowledged = new Set<number>();
    const call = async (kind: Kind, token: string, path: string, body?: object): Promise<Envelope | null> => {
      const started = performance.now();
      try {
        const response = await fetch(`${stack.url}/jeecg-boot${path}`, {
          method: body ? 'POST' : 'GET',
          headers: { 'x-access-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        if (!response.headers.get('content-type')?.includes('json')) {
          // nginx's own page: a 502 or 504 when the instance did not answer in time.
          await response.body?.cancel();
          latencies[kind].push(performance.now() - started);
          const key = `${kind}: HTTP ${response.status} from nginx`;
          errors.set(key, (errors.get(key) ?? 0) + 1);
          return null;
        }
        const envelope = (await response.json()) as Envelope;
        latencies[kind].push(performance.now() - started);
        if (response.status !== 200 || !envelope.success) {
          const key = `${kind}: ${response.status} ${envelope.message}`;
          errors.set(key, (errors.get(key) ?? 0) + 1);
          return null;
        }
        return envelope;
      } catch (err) {
        const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
        const key = `${kind}: ${err instanceof Error ? err.message : String(err)}${cause}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
        return null;
      }
    };
    const started = performance.now();
    const end = started + SECONDS * 1000;
    const loop = async (think: number, step: (round: number) => Promise<void>) => {
      await sleep(Math.random() * think);
      for (let round = 0; performance.now() < end; round += 1) {
        await step(round);
        await sleep(think);
      }
    };
    const teachers = Array.from({ length: TEACHERS }, () =>
      loop(1000, async (round) => {
        await call(
          'teacher list',
          staff.teacher,
          `/school/student/list?pageNo=${(round % 5) + 1}&pageSize=20`,
        );
        await call('teacher list', staff.teacher, '/screening/task/list?pageNo=1&pageSize=10');
      }),
    );
    const counsellors = Array.from({ length: COUNSELLORS }, () =>
      loop(1500, async () => {
        const list = await call(
          'counsellor case',
          staff.counsellor,
          '/crisis/case/list?pageNo=1&pageSize=10',
        );
        const records = (list?.result as { records?: { id: string }[] } | null)?.records ?? [];
        const first = records[Math.floor(Math.random() * records.length)];
        if (first) await call('counsellor case', staff.counsellor, `/crisis/case/queryById?id=${first.id}`);
      }),
    );
    const cockpits = Array.from({ length: COCKPITS }, () =>
      loop(5000, async () => {
        await call(
          'cockpit refresh',
          staff.admin,
          `/saas/statistics/getCockpitData?curYear=${new Date().getFullYear()}`,
        );
      }),
    );
    const submits = studentTokens.map(async (token, i) => {
      await sleep((i * SECONDS * 1000) / STUDENTS);
      const reply = await call('student submit', token, '/screening/my/submit', {
        taskId,
        answers: sheetOf(i),
      });
      if (reply) acknowledged.add(i);
    });
    await Promise.all([...teachers, ...counsellors, ...cockpits, ...submits]);
    const wall = (performance.now() - started) / 1000;
    await stack.stop();

    const check = new TenantDb(handle.db, TENANT);
    const [submitted] = await check
      .select({ n: count() })
      .from(screeningAttempt)
      .where(and(eq(screeningAttempt.taskId, taskId), eq(screeningAttempt.attemptStatus, 'submitted')));
    const [results] = await check
      .select({ n: count() })
      .from(screeningResult)
      .where(eq(screeningResult.taskId, taskId));
    const doubled = Number(results?.n ?? 0) - 2 * Number(submitted?.n ?? 0);
    const lines = [
      `== ${instances} instance${instances > 1 ? 's' : ''} behind nginx, ${SECONDS} s; load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} ==`,
    ];
    for (const kind of Object.keys(BUDGETS) as Kind[]) {
      const sorted = [...latencies[kind]].sort((a, b) => a - b);
      const p99 = percentile(sorted, 99);
      lines.push(
        `${kind.padEnd(16)} ${String(sorted.length).padStart(5)} requests  ${(sorted.length / wall).toFixed(1).padStart(6)}/s  p50 ${percentile(sorted, 50).toFixed(0).padStart(5)} ms  p99 ${p99.toFixed(0).padStart(5)} ms (budget ${BUDGETS[kind]} ms) ${p99 <= BUDGETS[kind] ? 'within' : 'OVER'}`,
      );
    }
    lines.push(
      `errors: ${[...errors].map(([m, n]) => `${n}× ${m}`).join('; ') || 'none'}`,
      // Stored beyond acknowledged: the answer was lost (a timeout), the write committed; pressing
      // 提交 again answers the stored results.
      `submits: ${acknowledged.size}/${STUDENTS} acknowledged, ${submitted?.n} stored, double submits ${doubled}`,
      '',
    );
    process.stdout.write(lines.join('\n'));
  } finally {
    await handle.close();
    await scratch.drop();
  }
}

const base = benchPostgresUrl();
if (!base) {
  process.stdout.write('load-mix: set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server\n');
  process.exit(1);
}
for (const instances of INSTANCES) await run(base, instances);
