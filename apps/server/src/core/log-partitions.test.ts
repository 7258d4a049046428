import { NETWORK_LOG_FLOOR_DAYS } from '@xinmiao/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../db/ids.ts';
import { sysLog, sysReadAudit, sysTenant, sysTenantSetting } from '../db/schema.ts';
import { logRetention } from '../modules/log/retention-job.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import {
  createPartitionsAhead,
  MONTHS_AHEAD,
  monthPartitions,
  PARTITIONED_TABLES,
} from './log-partitions.ts';
import { writeReadAudit } from './read-audit.ts';
import { enterTenant } from './tenancy/tenant-session.ts';
import { TenantDb } from './tenant-db.ts';

let db: TestDb;
const now = new Date();
const log = Fastify({ logger: false }).log;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.drop());

async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The first instant of the UTC month `back` months before now's. */
const monthStart = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
/** The middle of that month. */
const midMonth = (back: number) => new Date(monthStart(back).getTime() + 14 * 86_400_000);
const suffix = (at: Date) => `${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, '0')}`;

async function partitionOf(table: string, where: SQL): Promise<string[]> {
  const rows = await rowsOf<{ part: string }>(
    sql`select tableoid::regclass::text as part from ${sql.identifier(table)} where ${where}`,
  );
  return rows.map((r) => r.part);
}

/** The school's 系统日志 → 保留设置. */
async function setRetention(tenantId: number, days: number): Promise<void> {
  const tdb = new TenantDb(db.db, tenantId);
  if (await tdb.first(sysTenantSetting, undefined))
    await tdb.update(sysTenantSetting, { logRetentionDays: days }, eq(sysTenantSetting.tenantId, tenantId));
  else await tdb.insert(sysTenantSetting, { logRetentionDays: days });
}

async function partitionsOf(table: (typeof PARTITIONED_TABLES)[number]): Promise<string[]> {
  return (await monthPartitions(db.db, table)).map((p) => p.name);
}

describe('month partitions of the logs and the read audit (issue 24)', () => {
  it('are created ahead, and rows land in their month', async () => {
    await createPartitionsAhead(db.db, now);
    for (const table of PARTITIONED_TABLES) {
      const names = await partitionsOf(table);
      for (let ahead = 0; ahead <= MONTHS_AHEAD; ahead += 1) {
        expect(names).toContain(`${table}_p${suffix(monthStart(-ahead))}`);
      }
    }
    // Run again: nothing new.
    expect(await createPartitionsAhead(db.db, now)).toBe(0);

    const school = new TenantDb(db.db, 1000);
    const [logId = ''] = await school.insert(sysLog, { logType: 2, logContent: '分区测试' });
    expect(await partitionOf('sys_log', sql`id = ${logId}`)).toEqual([`sys_log_p${suffix(now)}`]);
    await writeReadAudit(school, { userId: 'u', username: 'xinli', ip: '127.0.0.1' }, '/part', ['R1', 'R2']);
    expect(await partitionOf('sys_read_audit', sql`resource = '/part'`)).toEqual([
      `sys_read_audit_p${suffix(now)}`,
    ]);
    expect(await partitionOf('sys_read_audit_record', sql`record_id in ('R1', 'R2')`)).toEqual([
      `sys_read_audit_record_p${suffix(now)}`,
      `sys_read_audit_record_p${suffix(now)}`,
    ]);
    // A month with no partition (long ago) is held by the default partition, never refused.
    const [oldId = ''] = await school.insert(sysLog, {
      logType: 2,
      logContent: '很久以前',
      createTime: new Date(Date.UTC(2001, 0, 15)),
    });
    expect(await partitionOf('sys_log', sql`id = ${oldId}`)).toEqual(['sys_log_default']);
  });

  it('row-level security holds on the partitioned tables and on each partition', async () => {
    const other = new TenantDb(db.db, 1001);
    await other.insert(sysLog, { logType: 2, logContent: '别校日志' });
    const seen = await db.db.transaction(async (tx) => {
      await enterTenant(tx, 1000);
      const parent = (await tx.execute(
        sql`select count(*)::int as n from sys_log where tenant_id = 1001`,
      )) as unknown as { rows: { n: number }[] };
      const partition = (await tx.execute(
        sql.raw(`select count(*)::int as n from sys_log_p${suffix(now)} where tenant_id = 1001`),
      )) as unknown as { rows: { n: number }[] };
      return [parent.rows[0]?.n, partition.rows[0]?.n];
    });
    expect(seen).toEqual([0, 0]);
    const unguarded = await rowsOf<{ name: string }>(
      sql`select c.relname as name from pg_class c
          join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
          where c.relname ~ '^(sys_log|sys_read_audit|sys_read_audit_record)(_p[0-9]{6}|_default)?$'
            and c.relkind in ('r', 'p')
            and not (c.relrowsecurity and exists (
              select 1 from pg_policies p where p.tablename = c.relname and p.policyname = 'tenant_isolation'))`,
    );
    expect(unguarded).toEqual([]);
  });

  it('retention drops whole months older than the longest any school keeps, never the legal floor', async () => {
    // School 1001 keeps 300 days; school 1000 keeps the default 180 (its logs: the six-month floor).
    await setRetention(1001, 300);
    const months = [13, 8, 5];
    for (const back of months) {
      for (const table of PARTITIONED_TABLES) {
        await db.db.execute(
          sql`select xinmiao_month_partition(${table}::regclass, ${midMonth(back).toISOString()}::timestamptz)`,
        );
      }
      for (const tenant of [1000, 1001]) {
        const tdb = new TenantDb(db.db, tenant);
        await tdb.insert(sysLog, {
          id: newId(),
          logType: 1,
          logContent: `留存-${tenant}-${back}`,
          createTime: midMonth(back),
        });
        await tdb.insert(sysReadAudit, {
          id: `ra-${tenant}-${back}`,
          userId: 'u',
          username: 'xinli',
          resource: `/retention/${back}`,
          createTime: midMonth(back),
        });
        await db.db.execute(
          sql`insert into sys_read_audit_record (tenant_id, audit_id, record_id, create_time)
              values (${tenant}, ${`ra-${tenant}-${back}`}, 'S1', ${midMonth(back).toISOString()}::timestamptz)`,
        );
      }
    }

    await logRetention.run({
      db: new TenantDb(db.db, 1000, 'scheduler'),
      platformDb: db.db,
      parameter: null,
      fireTime: now,
      log,
    });

    // 13 months back is past 300 days for every school: its partitions are gone, records first.
    for (const table of PARTITIONED_TABLES) {
      const names = await partitionsOf(table);
      expect(names).not.toContain(`${table}_p${suffix(monthStart(13))}`);
      expect(names).toContain(`${table}_p${suffix(monthStart(8))}`);
      expect(names).toContain(`${table}_p${suffix(monthStart(5))}`);
    }
    // 8 months back is kept for school 1001 (300 days); school 1000's rows in it were deleted by
    // its own run (past its 180 days and past the six-month floor). 5 months back is within the
    // floor: school 1000's logs stay, its read audits (180 days) too.
    const logs = await rowsOf<{ content: string }>(
      sql`select log_content as content from sys_log where log_content like '留存-%' order by 1`,
    );
    expect(logs.map((l) => l.content)).toEqual(['留存-1000-5', '留存-1001-5', '留存-1001-8']);
    const audits = await rowsOf<{ id: string }>(
      sql`select id from sys_read_audit where id like 'ra-%' order by 1`,
    );
    expect(audits.map((a) => a.id)).toEqual(['ra-1000-5', 'ra-1001-5', 'ra-1001-8']);
    const records = await rowsOf<{ id: string }>(
      sql`select audit_id as id from sys_read_audit_record where audit_id like 'ra-%' order by 1`,
    );
    expect(records.map((r) => r.id)).toEqual(['ra-1000-5', 'ra-1001-5', 'ra-1001-8']);
  });

  it('never drops a month of logs inside the six-month floor, even when every school keeps less', async () => {
    for (const { id } of await db.db.select({ id: sysTenant.id }).from(sysTenant)) await setRetention(id, 7);
    await logRetention.run({
      db: new TenantDb(db.db, 1001, 'scheduler'),
      platformDb: db.db,
      parameter: null,
      fireTime: now,
      log,
    });
    // Month 5 back ends well within 184 days: its log partition stays; month 8 back ends before
    // the floor and goes. Read audits follow the schools' 7 days: both of those months go.
    const logs = await partitionsOf('sys_log');
    expect(logs).toContain(`sys_log_p${suffix(monthStart(5))}`);
    expect(logs).not.toContain(`sys_log_p${suffix(monthStart(8))}`);
    const audits = await partitionsOf('sys_read_audit');
    expect(audits).not.toContain(`sys_read_audit_p${suffix(monthStart(5))}`);
    expect(audits).toContain(`sys_read_audit_p${suffix(now)}`);
    expect(NETWORK_LOG_FLOOR_DAYS).toBeGreaterThanOrEqual(184);
  });
});
