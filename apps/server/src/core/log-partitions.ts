import { NETWORK_LOG_FLOOR_DAYS } from '@xinmiao/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/types.ts';

/**
 * The tables partitioned by month on `create_time` (migration 0073), children before their parent:
 * a read's records go before the read, so dropping the read's month finds nothing pointing at it.
 */
export const PARTITIONED_TABLES = ['sys_read_audit_record', 'sys_read_audit', 'sys_log'] as const;
export type PartitionedTable = (typeof PARTITIONED_TABLES)[number];

export function isPartitioned(table: string): table is PartitionedTable {
  return (PARTITIONED_TABLES as readonly string[]).includes(table);
}

/** Months created ahead of the current one, so rows never wait for the job to find their month. */
export const MONTHS_AHEAD = 3;
const DAY_MS = 86_400_000;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The month partitions of `table` with the first instant after each (UTC month ends). */
export async function monthPartitions(
  db: Db,
  table: PartitionedTable,
): Promise<{ name: string; end: Date }[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_inherits i
        join pg_class c on c.oid = i.inhrelid
        join pg_class p on p.oid = i.inhparent
        where p.relname = ${table} and c.relname ~ '_p[0-9]{6}$'
        order by 1`,
  );
  return rows.map(({ name }) => {
    const month = name.slice(-6);
    return {
      name,
      end: new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(4, 6)), 1)),
    };
  });
}

/** Creates the month partitions from `now`'s month to {@link MONTHS_AHEAD} later; how many were new. */
export async function createPartitionsAhead(db: Db, now: Date): Promise<number> {
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + MONTHS_AHEAD, 1));
  let created = 0;
  for (const table of PARTITIONED_TABLES) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select xinmiao_month_partitions(${table}::regclass, ${now.toISOString()}::timestamptz, ${last.toISOString()}::timestamptz) as n`,
    );
    created += Number(row?.n ?? 0);
  }
  return created;
}

/**
 * Days each kind is kept, across all schools: a month partition holds every school's rows, so it is
 * dropped only when the school that keeps longest no longer needs it. A school's days are its
 * setting (系统日志 → 保留设置), else its log-retention job's parameter, else `defaultDays`; the
 * network logs never go below {@link NETWORK_LOG_FLOOR_DAYS}. Schools that keep less have their
 * rows deleted inside the kept partitions by their own retention run.
 */
export async function longestRetention(
  db: Db,
  jobClassName: string,
  defaultDays: number,
  daysOf: (parameter: string | null) => number,
): Promise<{ logs: number; audits: number }> {
  const rows = await rowsOf<{ setting: number | null; parameter: string | null }>(
    db,
    sql`select s.log_retention_days as setting, j.parameter
        from sys_tenant t
        left join sys_tenant_setting s on s.tenant_id = t.id
        left join sys_quartz_job j on j.tenant_id = t.id and j.job_class_name = ${jobClassName} and j.del_flag = 0`,
  );
  const days = rows.map((r) => r.setting ?? (r.parameter === null ? defaultDays : daysOf(r.parameter)));
  const audits = days.length > 0 ? Math.max(...days) : defaultDays;
  return { logs: Math.max(NETWORK_LOG_FLOOR_DAYS, audits), audits };
}

/**
 * Drops the month partitions whose every row is older than the days kept for their table: the read
 * audit's records first, then the reads (detached first: the records' foreign key refers to them),
 * then the logs. Returns the partitions dropped.
 */
export async function dropExpiredPartitions(
  db: Db,
  now: Date,
  keep: { logs: number; audits: number },
): Promise<string[]> {
  const dropped: string[] = [];
  for (const table of PARTITIONED_TABLES) {
    const days = table === 'sys_log' ? Math.max(keep.logs, NETWORK_LOG_FLOOR_DAYS) : keep.audits;
    const before = now.getTime() - days * DAY_MS;
    for (const partition of await monthPartitions(db, table)) {
      if (partition.end.getTime() > before) continue;
      if (table === 'sys_read_audit') {
        await db.execute(sql.raw(`ALTER TABLE "${table}" DETACH PARTITION "${partition.name}"`));
      }
      await db.execute(sql.raw(`DROP TABLE "${partition.name}"`));
      dropped.push(partition.name);
    }
  }
  return dropped;
}

// One maintenance at a time across instances and schools' runs (they all fire at 02:30).
const MAINTENANCE_LOCK = 7_240_024;

/**
 * The platform's part of log retention, run by every school's retention job (any run does it for
 * all; a run that finds another one at work, or a second run the same day, has nothing to do):
 * months created ahead, whole months older than the longest retention dropped. One transaction
 * under a transaction-level advisory lock, so a pool never leaves the lock on another connection.
 */
export function maintainLogPartitions(
  db: Db,
  now: Date,
  keep: { logs: number; audits: number },
): Promise<{ created: number; dropped: string[] }> {
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ ok: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${MAINTENANCE_LOCK}) as ok`,
    );
    if (!lock?.ok) return { created: 0, dropped: [] };
    const created = await createPartitionsAhead(tx, now);
    const dropped = await dropExpiredPartitions(tx, now, keep);
    return { created, dropped };
  });
}
