import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysLog } from '../../db/schema.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { TenantDb } from '../tenant-db.ts';
import { enterTenant } from './tenant-session.ts';

// 3,000 rows of school 1000 and 1,000 of school 1001, an hour apart over five months of partitions.
const ROWS = 4000;

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
  await db.db.execute(sql`
    insert into sys_log (id, tenant_id, log_type, log_content, create_time)
    select 'policy-' || g, case when g % 4 = 0 then 1001 else 1000 end, 2, '分区', now() - g * interval '1 hour'
    from generate_series(1, ${ROWS}) g`);
  await db.db.execute(sql`analyze sys_log`);
});
afterAll(() => db.drop());

const planLines = (result: unknown): string[] =>
  result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)
    ? result.rows.map((row: Record<string, unknown>) => String(Object.values(row)[0]))
    : [];

describe('the log tables’ tenant policy (migrations 0083, 0085)', () => {
  it('gives a deep page of sys_log no per-partition one-time filter under the application role', async () => {
    const plan = await db.db.transaction(async (tx) => {
      await enterTenant(tx, 1000);
      return planLines(
        await tx.execute(sql`explain select * from sys_log where tenant_id = 1000
          order by create_time desc nulls first limit 10 offset 2000`),
      );
    });
    expect(plan.join('\n')).toContain('Append');
    expect(plan.filter((line) => line.includes('One-Time Filter'))).toEqual([]);
  });

  it('reads the school’s setting once per statement, not again for every row a scan filters', async () => {
    const plan = await db.db.transaction(async (tx) => {
      await enterTenant(tx, 1000);
      // A scan that filters rows, as a list total's bounded count of a partition does.
      await tx.execute(sql`select set_config('enable_indexscan', 'off', true),
        set_config('enable_indexonlyscan', 'off', true), set_config('enable_bitmapscan', 'off', true)`);
      return planLines(
        await tx.execute(
          sql`explain select count(*) from (select 1 from sys_log where tenant_id = 1000 limit 3001) b`,
        ),
      );
    });
    const filters = plan.filter((line) => line.includes('Filter:'));
    expect(filters.length).toBeGreaterThan(0);
    expect(filters.filter((line) => line.includes('current_setting'))).toEqual([]);
    expect(plan.join('\n')).toContain('InitPlan');
  });

  it('still shows each school only its own rows', async () => {
    const seen = await db.db.transaction(async (tx) => {
      await enterTenant(tx, 1001);
      return planLines(await tx.execute(sql`select count(*) from sys_log where log_content = '分区'`));
    });
    expect(seen).toEqual([String(ROWS / 4)]);
  });

  it('keeps the list total’s estimate at the school’s own rows, not divided by the policy', async () => {
    const tdb = new TenantDb(db.db, 1000);
    for (const estimate of [await tdb.estimate(sysLog), await tdb.estimate(sysLog, eq(sysLog.logType, 2))]) {
      expect(estimate).toBeGreaterThan(ROWS * 0.75 * 0.8);
      expect(estimate).toBeLessThan(ROWS * 0.75 * 1.2 + 200);
    }
  });
});
