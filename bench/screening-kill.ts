// A submit burst cut by SIGKILL on the embedded database: every attempt must be fully submitted
// (attempt, results, and the signals its follow-up files) or untouched, everything acknowledged
// must be stored, and the restarted server must come back on the same directory. `npm run bench -- screening-kill`.
// Prints what it finds and the restart time; exits 1 on a half-written attempt or a lost reply.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { AccountSlipFiles } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { TenantDb } from '../apps/server/src/core/tenant-db.ts';
import { openDb } from '../apps/server/src/db/client.ts';
import { crisisSignal, screeningAttempt, screeningResult } from '../apps/server/src/db/schema.ts';
import { slipPasswords } from '../apps/server/src/modules/school/test-support.ts';
import { CHOSEN_PASSWORD } from '../apps/server/src/test/first-sign-in.ts';

// Runs the real server (`main.ts`) on a PGlite directory in a child process, kills it with SIGKILL
// in the middle of a burst of submits, restarts it on the same directory, then reads the directory:
// every attempt must be either submitted with all its results and signals, or untouched.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'Kill-Test-2026';
const dataDir = mkdtempSync(join(tmpdir(), 'xinmiao-kill-'));

type Envelope = { success: boolean; message: string; result: unknown };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A child killed by a signal keeps `exitCode` null (it has `signalCode`); waiting for an 'exit' that
 * already fired left nothing in the event loop, and the bench ended silently with status 0.
 */
function running(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOGIN_CAPTCHA: 'off',
      SEED_ADMIN_PASSWORD: PASSWORD,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (!running(child)) throw new Error('server exited early');
    const up = await fetch(`${url}/jeecg-boot/sys/randomImage/kill-probe`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

function client(url: string) {
  const send = async (path: string, token: string, body?: unknown): Promise<Envelope> => {
    const reply = await fetch(`${url}/jeecg-boot${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await reply.json()) as Envelope;
  };
  // Sign-in is rate-limited per address (decisions §16): wait and try again when told to.
  const login = async (username: string, password: string) => {
    for (let attempt = 0; attempt < 120; attempt++) {
      const reply = await send('/sys/login', '', { username, password });
      if (reply.success) return (reply.result as { token: string }).token;
      if (!reply.message.includes('频繁')) throw new Error(`${username}: ${reply.message}`);
      await new Promise((r) => setTimeout(r, 1000));
    }
    throw new Error(`${username}: still rate-limited`);
  };
  return { send, login };
}

const SHEET = { PHQ9: [2, 2, 2, 2, 2, 2, 2, 2, 3], GAD7: [3, 3, 3, 3, 3, 3, 3] };

const problems: string[] = [];
function check(ok: boolean, problem: string): void {
  if (!ok) problems.push(problem);
}

async function main(): Promise<void> {
  {
    const first = await startServer();
    const api = client(first.url);
    const admin = await api.login('admin', PASSWORD);
    await api.send('/saas/devEvalPackageinfo/add', admin, {
      name: '断电测试',
      items: [{ scaleCode: 'PHQ9' }, { scaleCode: 'GAD7' }],
    });
    const packages = await api.send(
      `/saas/devEvalPackageinfo/list?name=${encodeURIComponent('断电测试')}`,
      admin,
    );
    const packageId = (packages.result as { records: { id: string }[] }).records[0]?.id;
    const listed = (await api.send('/school/student/list?pageSize=100', admin)).result as {
      records: { id: string; studentNo: string; idCard: string | null }[];
    };
    // Twenty students: enough for a burst, and their sign-ins stay under the per-address login limit.
    const students = { records: listed.records.slice(0, 20) };
    const created = await api.send('/school/student/createAccounts', admin, {
      ids: students.records.map((s) => s.id),
    });
    // Each account's random first password is on the slip the school prints.
    const initial = await slipPasswords((created.result as { slip: AccountSlipFiles | null }).slip);
    const added = await api.send('/screening/task/add', admin, {
      name: '断电普查',
      packageId,
      endAt: '2099-12-31',
    });
    const taskId = (added.result as { id: string }).id;
    check((await api.send('/screening/task/publish', admin, { id: taskId })).success, 'publish failed');

    const tokens: string[] = [];
    for (const s of students.records) {
      const first = initial.get(s.studentNo) ?? '';
      const token = await api.login(s.studentNo, first);
      // The first sign-in changes the printed password before anything else.
      await api.send('/sys/user/updatePassword', token, {
        username: s.studentNo,
        oldpassword: first,
        password: CHOSEN_PASSWORD,
        confirmpassword: CHOSEN_PASSWORD,
      });
      await api.send('/screening/my/consent', token, { taskId, agree: true });
      tokens.push(token);
    }

    // Every student submits at once; the server dies as soon as the first reply is back.
    const acknowledged: boolean[] = tokens.map(() => false);
    const burst = tokens.map((token, i) =>
      api.send('/screening/my/submit', token, { taskId, answers: SHEET }).then(
        (reply) => {
          acknowledged[i] = reply.success;
          if (reply.success && running(first.child)) first.child.kill('SIGKILL');
        },
        () => undefined,
      ),
    );
    await Promise.all(burst);
    await new Promise((resolve) =>
      running(first.child) ? first.child.once('exit', resolve) : resolve(null),
    );

    // The restarted server recovers the directory and still serves the task.
    const restartStarted = performance.now();
    const second = await startServer();
    process.stdout.write(
      `restart on the killed directory: ${((performance.now() - restartStarted) / 1000).toFixed(1)} s\n`,
    );
    const again = client(second.url);
    const adminAgain = await again.login('admin', PASSWORD);
    const after = await again.send(`/screening/task/queryById?id=${taskId}`, adminAgain);
    check(after.success, 'the restarted server does not serve the task');
    // The killed server's stored sheets whose warnings it had no time to file: the school's
    // follow-up job files them (every five minutes; run now, as 立即执行 does).
    const jobs = await again.send(
      '/sys/quartzJob/list?jobClassName=xinmiao.job.SheetFollowUpJob',
      adminAgain,
    );
    const [job] = (jobs.result as { records: { id: string }[] }).records;
    check(
      (await again.send(`/sys/quartzJob/execute?id=${job?.id}`, adminAgain)).success,
      'follow-up job failed',
    );
    const exited = new Promise((resolve) => second.child.once('exit', resolve));
    second.child.kill('SIGTERM');
    await exited;

    const handle = await openDb({ dataDir });
    try {
      const db = new TenantDb(handle.db, 1000);
      const attempts = await db.list(screeningAttempt, { where: eq(screeningAttempt.taskId, taskId) });
      const results = await db.list(screeningResult, { where: eq(screeningResult.taskId, taskId) });
      const signals = await db.list(crisisSignal);
      const submitted = attempts.filter((a) => a.attemptStatus === 'submitted');
      for (const attempt of attempts) {
        const own = results.filter((r) => r.attemptId === attempt.id);
        const ownSignals = signals.filter((s) => own.some((r) => r.id === s.sourceRef));
        if (attempt.attemptStatus === 'submitted') {
          check(
            own
              .map((r) => r.scaleCode)
              .sort()
              .join() === 'GAD7,PHQ9',
            `attempt ${attempt.id}: results missing`,
          );
          check(
            ownSignals.length === own.filter((r) => r.level > 0).length,
            `attempt ${attempt.id}: signals`,
          );
        } else {
          check(own.length === 0 && attempt.submittedAt === null, `attempt ${attempt.id}: half written`);
        }
      }
      // Everything the server acknowledged is stored; the cut left some sheets unsubmitted.
      const stored = new Set(submitted.map((a) => a.studentId));
      students.records.forEach((s, i) => {
        if (acknowledged[i]) check(stored.has(s.id), `student ${s.studentNo}: acknowledged but not stored`);
      });
      const cut = students.records.filter((st) => !stored.has(st.id)).length;
      process.stdout.write(
        `attempts of the burst: ${students.records.length}, submitted: ${students.records.length - cut}, cut off: ${cut}\n`,
      );
    } finally {
      await handle.close();
    }
  }
}

main()
  .then(() => {
    for (const p of problems) process.stdout.write(`VIOLATION ${p}\n`);
    process.stdout.write(problems.length === 0 ? 'kill test: consistent\n' : 'kill test: FAILED\n');
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(problems.length === 0 ? 0 : 1);
  })
  .catch((error: unknown) => {
    process.stdout.write(`kill test: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
