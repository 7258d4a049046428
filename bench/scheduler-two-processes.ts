// Two server processes on one PostgreSQL database, each with its scheduler running: a job firing
// every second is added through the API; halfway the first process stops; then the job is paused.
// Prints the fires and the fires per process from sys_quartz_fire: "duplicates" must be 0 and the
// seconds spanned equal the distinct seconds (no gap when the first process went away).
// Usage: BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test node --import tsx bench/scheduler-two-processes.ts
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const base = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!base) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server');
const PASSWORD = 'Bench@123456';
const RUN_SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(sql);
  await client.end();
}

function startServer(url: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      LOGIN_CAPTCHA: 'off',
      SEED_ADMIN_PASSWORD: PASSWORD,
      SEED_DEMO: 'on',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(root, 'no-web-dist'),
    },
  });
}

async function api(port: number, method: string, url: string, token?: string, body?: unknown) {
  const reply = await fetch(`http://127.0.0.1:${port}/jeecg-boot${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await reply.json()) as { success: boolean; message: string; result: unknown };
}

async function listening(port: number): Promise<void> {
  for (;;) {
    try {
      await api(port, 'GET', '/sys/randomImage/0');
      return;
    } catch {
      await sleep(300);
    }
  }
}

async function main(): Promise<void> {
  const name = `xm_bench_jobs_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(base ?? '');
  url.pathname = `/${name}`;
  const servers: ChildProcess[] = [];
  try {
    servers.push(startServer(url.toString(), 3301));
    await listening(3301);
    servers.push(startServer(url.toString(), 3302));
    await listening(3302);

    const login = await api(3301, 'POST', '/sys/login', undefined, { username: 'admin', password: PASSWORD });
    const token = (login.result as { token: string }).token;
    const added = await api(3301, 'POST', '/sys/quartzJob/add', token, {
      jobClassName: 'xinmiao.job.LoginAttemptPurgeJob',
      cronExpression: '0/1 * * * * ?',
      status: 0,
    });
    console.log('add:', added.message);
    await sleep((RUN_SECONDS / 2) * 1000);
    // The first process stops halfway: the second keeps the schedule without a gap or a repeat.
    servers[0]?.kill('SIGTERM');
    console.log('first process stopped');
    await sleep((RUN_SECONDS / 2) * 1000);
    const page = (await api(3302, 'GET', '/sys/quartzJob/list', token)).result as {
      records: { id: string }[];
    };
    console.log(
      'pause:',
      (await api(3302, 'GET', `/sys/quartzJob/pause?id=${page.records[0]?.id}`, token)).message,
    );
    await sleep(1500);

    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const { rows } = await db.query<{
      fires: string;
      seconds: string;
      processes: string;
      first: Date;
      last: Date;
    }>(
      `select count(*) fires, count(distinct fire_time) seconds, count(distinct instance) processes,
              min(fire_time) first, max(fire_time) last from sys_quartz_fire`,
    );
    const perProcess = await db.query<{ instance: string; n: string }>(
      'select instance, count(*) n from sys_quartz_fire group by instance order by instance',
    );
    await db.end();
    const r = rows[0];
    if (r) {
      const span = (r.last.getTime() - r.first.getTime()) / 1000 + 1;
      console.log(
        `fires ${r.fires}, distinct seconds ${r.seconds}, seconds spanned ${span}, duplicates ${Number(r.fires) - Number(r.seconds)}`,
      );
    }
    for (const p of perProcess.rows) console.log(`  process ${p.instance.slice(0, 8)}: ${p.n} fires`);
  } finally {
    for (const server of servers) server.kill('SIGTERM');
    await sleep(1500);
    await admin(`drop database if exists ${name} with (force)`);
  }
}

await main();
