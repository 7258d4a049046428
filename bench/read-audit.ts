// Read-audit benchmark: "who read record X" (GET /sys/audit/readList?recordId=X) and the audit
// list's first page over a read audit of BENCH_READS reads (default 200,000: 2M record rows) of 10
// records each, among 50,000 students, in tenant 1000, plus the same again in tenant 1001.
// PostgreSQL only (BENCH_DATABASE_URL or DATABASE_URL; a scratch database is created and dropped).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { openDb } from '../apps/server/src/db/client.ts';
import { migrateDb } from '../apps/server/src/db/migrate.ts';
import type { DbHandle } from '../apps/server/src/db/types.ts';
import { seedIfEmpty } from '../apps/server/src/seed/index.ts';

const READS = Number(process.env.BENCH_READS ?? 200_000);
const PER_READ = 10;
const STUDENTS = 50_000;
const PASSWORD = 'Bench@123456';
const RUNS = 30;

/** Reads spread over the last year; read n returns students n*7 … n*7+9 (mod STUDENTS). */
async function fill(handle: DbHandle, tenantId: number): Promise<void> {
  await handle.db.execute(sql`
    insert into sys_read_audit (tenant_id, id, user_id, username, resource, record_count, ip, create_time)
    select ${tenantId}, 'r' || n, 'u' || (n % 40), 'reader' || (n % 40), '/screening/result/list', ${PER_READ},
           '10.0.0.1', now() - (n || ' seconds')::interval * (31536000.0 / ${READS})
    from generate_series(1, ${READS}) n`);
  await handle.db.execute(sql`
    insert into sys_read_audit_record (tenant_id, audit_id, record_id, create_time)
    select a.tenant_id, a.id, 'S' || ((substr(a.id, 2)::int * 7 + k) % ${STUDENTS}), a.create_time
    from sys_read_audit a, generate_series(0, ${PER_READ - 1}) k where a.tenant_id = ${tenantId}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main(): Promise<void> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!base) {
    process.stdout.write('PostgreSQL: skipped (set BENCH_DATABASE_URL)\n');
    return;
  }
  const name = `xm_bench_audit_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString() });
  try {
    await migrateDb(handle);
    await seedIfEmpty(handle.db, { adminPassword: PASSWORD, demo: true });
    let start = performance.now();
    for (const tenant of [1000, 1001]) await fill(handle, tenant);
    await handle.db.execute(sql`analyze sys_read_audit; analyze sys_read_audit_record`);
    const fillS = (performance.now() - start) / 1000;
    const { app } = await buildApp({ db: handle.db, loginCaptcha: false });
    const login = await app.inject({
      method: 'POST',
      url: '/jeecg-boot/sys/login',
      payload: { username: 'admin', password: PASSWORD },
    });
    const token = (login.json() as { result: { token: string } }).result.token;
    const time = async (query: string) => {
      const ms: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS; i++) {
        const q = query.replace('$i', String((i * 977) % STUDENTS));
        start = performance.now();
        const reply = await app.inject({
          method: 'GET',
          url: `/jeecg-boot/sys/audit/readList?${q}`,
          headers: { 'X-Access-Token': token },
        });
        ms.push(performance.now() - start);
        total = (reply.json() as { result: { total: number } }).result.total;
      }
      return `${median(ms).toFixed(1)} ms median (total ${total})`;
    };
    const lines = [
      `== PostgreSQL: ${READS.toLocaleString()} reads × ${PER_READ} records per tenant, 2 tenants (filled in ${fillS.toFixed(0)} s) ==`,
      `who read student X   readList?recordId=S…      ${await time('recordId=S$i')}`,
      `audit list page 1    readList                  ${await time('pageNo=1&pageSize=10')}`,
    ];
    await app.close();
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
