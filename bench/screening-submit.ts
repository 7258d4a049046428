// Screening submit benchmark: N students (BENCH_SUBMITS, default 1000) submit a PHQ-9 + GAD-7 sheet
// over real HTTP to an in-process server; the students' HTTP client runs in a process of its own
// (support/submit-students.ts), so this process's CPU is the server's. Each submit scores both scales
// and, in one transaction, marks the attempt submitted, stores the results and files warning signals.
// First BENCH_STEADY students (default half) submit at a steady BENCH_RATE per second (default 100):
// throughput, p99 beside the 150 ms budget and the server's CPU per submit beside 2 ms, unprofiled.
// Then the rest at the same moment: submissions/s, p50/p99, and where the server's CPU goes (a CPU
// profile of the burst, self time grouped by package; BENCH_PROFILE=<file> keeps it for DevTools).
// Rows are counted afterwards: nothing acknowledged may be lost.
// PGlite always (unless BENCH_ONLY_POSTGRES=1); PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL names a server.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { and, count, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { cacheFor } from '../apps/server/src/core/cache.ts';
import { LISTEN_BACKLOG } from '../apps/server/src/core/listen-backlog.ts';
import { hashPassword } from '../apps/server/src/core/password.ts';
import { joinStudentRole, studentRoleOf } from '../apps/server/src/core/student-role.ts';
import { TenantDb } from '../apps/server/src/core/tenant-db.ts';
import { newId } from '../apps/server/src/db/ids.ts';
import { migrateDb } from '../apps/server/src/db/migrate.ts';
import {
  crisisSignal,
  evalPackage,
  evalPackageItem,
  schoolStudent,
  screeningAttempt,
  screeningResult,
  sysDepart,
  sysUser,
  sysUserTenant,
} from '../apps/server/src/db/schema.ts';
import type { DbHandle } from '../apps/server/src/db/types.ts';
import { seedIfEmpty } from '../apps/server/src/seed/index.ts';
import { benchPostgresUrl, onScratchPglite, onScratchPostgres } from './support/scratch-db.ts';
import { countStatements } from './support/statement-count.ts';
import type { PhaseReport } from './support/submit-students.ts';

const N = Number(process.env.BENCH_SUBMITS ?? 1000);
const TENANT = 1000;
const RATE = Number(process.env.BENCH_RATE ?? 100);
const STEADY = Number(process.env.BENCH_STEADY ?? Math.floor(N / 2));

type ProfileNode = { id: number; callFrame: { url: string; functionName: string }; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Where a profiled function lives: a package, the app's code, Node itself, or the VM. */
function placeOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : 'native';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  const app = /apps\/server\/src\/((?:modules|core)\/[^/]+|[^/]+)/.exec(url)?.[1];
  if (app) return `server ${app}`;
  if (url.startsWith('node:')) return 'node';
  return url.split('/').slice(-2).join('/');
}

/** Self time per place, largest first, as shares of the samples that were not idle. */
function breakdown(profile: Profile): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const place = placeOf(node);
    self.set(place, (self.get(place) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  self.delete('(idle)');
  const busy = [...self.values()].reduce((a, b) => a + b, 0) || 1;
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([place, us]) => `${place} ${((us / busy) * 100).toFixed(0)}%`)
    .join(', ');
}

/** Sends one phase of submits from the students' own process (`support/submit-students.ts`). */
async function studentsSubmit(
  origin: string,
  taskId: string,
  students: [number, string][],
  rate: number,
): Promise<PhaseReport> {
  const script = fileURLToPath(new URL('support/submit-students.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, origin, taskId, String(rate)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (data: Buffer) => {
    out += data.toString();
  });
  child.stdin.end(JSON.stringify(students));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`the students' process exited with ${code}`);
  return JSON.parse(out) as PhaseReport;
}

/** Waits until no submitted sheet waits for its follow-up; returns how long that took from `since`. */
async function followUpsDone(tdb: TenantDb, since: number): Promise<number> {
  const pending = () => tdb.count(screeningAttempt, eq(screeningAttempt.followUpPending, true));
  while ((await pending()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  return performance.now() - since;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function students(handle: DbHandle, tdb: TenantDb): Promise<{ ids: string[]; userIds: string[] }> {
  const klass = await tdb.first(sysDepart, eq(sysDepart.departName, '2024级2班'));
  if (!klass) throw new Error('no class 2024级2班');
  // One hash for every bench account: the bench measures submits, not scrypt.
  const hash = await hashPassword('Bench@123456');
  const userIds = Array.from({ length: N }, () => newId());
  for (let start = 0; start < N; start += 500) {
    const slice = userIds.slice(start, start + 500);
    await handle.db.insert(sysUser).values(
      slice.map((id, k) => ({
        id,
        tenantId: TENANT,
        username: `S${String(start + k).padStart(6, '0')}`,
        realname: `学生${start + k}`,
        password: hash,
        userIdentity: 1,
        loginTenantId: TENANT,
      })),
    );
  }
  await tdb.insert(
    sysUserTenant,
    userIds.map((userId) => ({ userId, status: 1 })),
  );
  const ids = await tdb.insert(
    schoolStudent,
    userIds.map((userId, i) => ({
      studentNo: `S${String(i).padStart(6, '0')}`,
      name: `学生${i}`,
      classId: klass.id,
      orgCode: klass.orgCode,
      enrolYear: 2024,
      studentType: '1',
      userId,
    })),
  );
  // Students answer through the school's 学生 role (screening:answer), as real accounts do.
  await joinStudentRole(tdb, await studentRoleOf(handle.db, TENANT, 'admin'));
  return { ids, userIds };
}

async function run(label: string, handle: DbHandle): Promise<void> {
  await migrateDb(handle);
  await seedIfEmpty(handle.db, { adminPassword: 'Bench@123456', demo: true });
  const tdb = new TenantDb(handle.db, TENANT, 'admin');
  const { ids, userIds } = await students(handle, tdb);
  // The cache `npm start` would use: Redis when REDIS_URL is set, else memory on PGlite only.
  const cache = cacheFor(process.env.REDIS_URL, handle.driver);
  const { app, services } = await buildApp({
    db: handle.db,
    cache,
    loginCaptcha: false,
    rateLimit: { limits: {}, inFlight: 0 },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
  const call = async (url: string, token: string, body?: unknown) => {
    const res = await fetch(`${address}/jeecg-boot${url}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-access-token': token, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await res.json()) as { success: boolean; message: string; result: unknown };
  };
  try {
    const [admin] = await handle.db.select().from(sysUser).where(eq(sysUser.username, 'admin'));
    const adminToken = await services.sessions.create({
      userId: admin?.id ?? '',
      tenantId: TENANT,
      orgCode: null,
      ip: '127.0.0.1',
    });
    const [packageId = ''] = await tdb.insert(evalPackage, { name: '压测套餐' });
    await tdb.insert(evalPackageItem, [
      { packageId, scaleCode: 'PHQ9', sortNo: 1 },
      { packageId, scaleCode: 'GAD7', sortNo: 2 },
    ]);
    const klass = await tdb.first(sysDepart, eq(sysDepart.departName, '2024级2班'));
    const added = await call('/screening/task/add', adminToken, {
      name: '压测普查',
      packageId,
      endAt: '2099-12-31',
      targets: { departIds: [klass?.id], enrolYears: [2024] },
    });
    const taskId = (added.result as { id: string }).id;
    const published = await call('/screening/task/publish', adminToken, {
      id: taskId,
      confirmBuiltinWording: ['PHQ9', 'GAD7'],
    });
    if (!published.success) throw new Error(published.message);

    const tokens: string[] = [];
    for (const userId of userIds) {
      tokens.push(
        await services.sessions.create({ userId, tenantId: TENANT, orgCode: null, ip: '127.0.0.1' }),
      );
    }
    for (let i = 0; i < N; i += 100) {
      await Promise.all(
        tokens
          .slice(i, i + 100)
          .map((token) => call('/screening/my/consent', token, { taskId, agree: true })),
      );
    }
    // As if each had spent ten minutes on the sheet, so the too-fast rule does not void them.
    await tdb.update(
      screeningAttempt,
      { startedAt: new Date(Date.now() - 600_000) },
      and(eq(screeningAttempt.taskId, taskId), inArray(screeningAttempt.studentId, ids)) ??
        eq(screeningAttempt.taskId, taskId),
    );

    const acknowledged = new Set<number>();
    const failures = new Map<string, number>();
    const origin = address;
    /** One phase sent by the students' process; this process's CPU over it is the server's alone. */
    const phase = async (indices: readonly number[], rate: number) => {
      const statements = countStatements(handle);
      const cpu = process.cpuUsage();
      const start = performance.now();
      const report = await studentsSubmit(
        origin,
        taskId,
        indices.map((i) => [i, tokens[i] ?? '']),
        rate,
      );
      const wallMs = performance.now() - start;
      // The sheets' follow-up (warning signals, growth events) runs just after the replies: its
      // CPU is the submits' too, and a warning counts as filed when the triage queue shows it.
      const filedAfterMs = await followUpsDone(tdb, performance.now());
      const used = process.cpuUsage(cpu);
      const sent = statements.stop();
      for (const i of report.acknowledged) acknowledged.add(i);
      for (const [message, n] of Object.entries(report.failures))
        failures.set(message, (failures.get(message) ?? 0) + n);
      const latencies = [...report.latencies].sort((a, b) => a - b);
      return {
        wallMs,
        filedAfterMs,
        latencies,
        serverCpuMs: (used.user + used.system) / 1000 / indices.length,
        serverKernelMs: used.system / 1000 / indices.length,
        clientCpuMs: report.cpuMs / indices.length,
        statementsEach: sent / indices.length,
      };
    };
    const all = Array.from({ length: N }, (_, i) => i);
    // Not profiled: the profiler's own sampling would count in the CPU and the latencies.
    const steady = await phase(all.slice(0, STEADY), RATE);
    const steadyP99 = percentile(steady.latencies, 99);
    const steadyCpuMs = steady.serverCpuMs;
    const steadyLines = [
      `steady ${RATE}/s, ${STEADY} submits: ${(STEADY / (steady.wallMs / 1000)).toFixed(0)} submissions/s; latency p50 ${percentile(steady.latencies, 50).toFixed(0)} ms, p99 ${steadyP99.toFixed(0)} ms (budget 150 ms) ${steadyP99 <= 150 ? 'within' : 'OVER'}`,
      `  server CPU per submit${label.startsWith('PGlite') ? ' (with the database)' : ''} ${steadyCpuMs.toFixed(1)} ms (budget 2 ms) ${steadyCpuMs <= 2 ? 'within' : 'OVER'}, of which the kernel ${steady.serverKernelMs.toFixed(1)} ms; the students' HTTP client, in its own process: ${steady.clientCpuMs.toFixed(1)} ms`,
      `  every warning signal and growth event filed ${steady.filedAfterMs.toFixed(0)} ms after the last reply`,
      `  ${label.startsWith('PGlite') ? 'messages to the database thread' : 'round trips to the database'} per submit, the follow-up's share included: ${steady.statementsEach.toFixed(2)}`,
    ];

    const inspector = new Session();
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
    const burst = await phase(all.slice(STEADY), 0);
    const { profile } = (await inspector.post('Profiler.stop')) as { profile: Profile };
    inspector.disconnect();
    if (process.env.BENCH_PROFILE) writeFileSync(process.env.BENCH_PROFILE, JSON.stringify(profile));
    const burstCount = N - STEADY;
    const firstRound = acknowledged.size;
    // What a student does when 提交 shows an error: press it again (the page keeps the sheet).
    const unacknowledged = all.filter((i) => !acknowledged.has(i));
    if (unacknowledged.length > 0) await phase(unacknowledged, -1);

    const [submitted] = await tdb
      .select({ n: count() })
      .from(screeningAttempt)
      .where(and(eq(screeningAttempt.taskId, taskId), eq(screeningAttempt.attemptStatus, 'submitted')));
    const [results] = await tdb
      .select({ n: count() })
      .from(screeningResult)
      .where(eq(screeningResult.taskId, taskId));
    const [signals] = await tdb.select({ n: count() }).from(crisisSignal);
    // Lost = a submission the server acknowledged that is not stored in full.
    const stored = new Set(
      (
        await tdb
          .select({ studentId: screeningAttempt.studentId })
          .from(screeningAttempt)
          .where(and(eq(screeningAttempt.taskId, taskId), eq(screeningAttempt.attemptStatus, 'submitted')))
      ).map((r) => r.studentId),
    );
    const lost = [...acknowledged].filter((i) => !stored.has(ids[i] ?? '')).length;
    const partial = Number(submitted?.n ?? 0) * 2 - Number(results?.n ?? 0);
    process.stdout.write(
      [
        `== ${label}: ${N} students submit PHQ-9 + GAD-7 over HTTP; load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')} ==`,
        ...steadyLines,
        `burst of ${burstCount} at once: wall ${(burst.wallMs / 1000).toFixed(2)} s  ${(burstCount / (burst.wallMs / 1000)).toFixed(0)} submissions/s`,
        `  server CPU per submit${label.startsWith('PGlite') ? ' (with the database)' : ''} ${burst.serverCpuMs.toFixed(1)} ms (profiled); the students' client ${burst.clientCpuMs.toFixed(1)} ms`,
        `  every warning signal and growth event filed ${burst.filedAfterMs.toFixed(0)} ms after the last reply`,
        `  the server's CPU by place (a profile of the burst): ${breakdown(profile)}`,
        `latency p50 ${percentile(burst.latencies, 50).toFixed(0)} ms  p99 ${percentile(burst.latencies, 99).toFixed(0)} ms  max ${percentile(burst.latencies, 100).toFixed(0)} ms`,
        `steady + burst: ${firstRound}/${N} acknowledged; failed replies: ${[...failures].map(([m, n]) => `${n}× ${m}`).join('; ') || 'none'} (all resent once)`,
        `rows: ${submitted?.n} attempts submitted, ${results?.n} results (${partial} missing), ${signals?.n} warning signals; acknowledged but lost: ${lost}`,
        '',
      ].join('\n'),
    );
  } finally {
    await app.close();
    await cache?.close();
  }
}

if (!process.env.BENCH_ONLY_POSTGRES) await onScratchPglite(run);
const pgUrl = benchPostgresUrl();
if (pgUrl) await onScratchPostgres(pgUrl, run);
else process.stdout.write('PostgreSQL: skipped (set BENCH_DATABASE_URL)\n');
