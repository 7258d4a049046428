import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { counsellingCase, schoolStudent, sysUser } from '../../db/schema.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

type Page = { records: { id: string; studentName: string; status: string }[]; total: number };

let t: TestApp;
let xinli: string;
let xinliId: string;

async function userId(username: string) {
  const [row] = await t.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username));
  return row?.id ?? '';
}

/** Cases planted straight into a tenant, one per student, all with the same counsellor. */
async function plant(tenantId: number, counsellorId: string, rows: { studentNo: string; status: string }[]) {
  const tdb = new TenantDb(t.db, tenantId);
  const students = await tdb.list(schoolStudent, {
    where: inArray(
      schoolStudent.studentNo,
      rows.map((r) => r.studentNo),
    ),
  });
  const idOf = new Map(students.map((s) => [s.studentNo, s.id]));
  await tdb.insert(
    counsellingCase,
    rows.map((r) => ({ studentId: idOf.get(r.studentNo) ?? '', counsellorId, status: r.status })),
  );
}

const list = async (token: string, query: Record<string, string> = {}) => {
  const { body } = await t.call({
    method: 'GET',
    url: `/jeecg-boot/counselling/case/list?${new URLSearchParams(query)}`,
    headers: auth(token),
  });
  return body as { success: boolean; message: string; code: number; result: Page };
};

beforeAll(async () => {
  t = await createTestApp();
  xinli = await t.login('xinli');
  xinliId = await userId('xinli');
  await plant(1000, xinliId, [
    { studentNo: '20230101', status: 'open' },
    { studentNo: '20230102', status: 'active' },
    { studentNo: '20230103', status: 'active' },
    { studentNo: '20230201', status: 'closed' },
    { studentNo: '20230202', status: 'active' },
  ]);
  // admin's own case: xinli is no centre director and must not see it.
  await plant(1000, await userId('admin'), [{ studentNo: '20230203', status: 'active' }]);
  // Another school's case with the same counsellor id.
  await plant(1001, xinliId, [{ studentNo: '20250101', status: 'active' }]);
});
afterAll(() => t.close());

describe('GET /counselling/case/list', () => {
  it('pages the counsellor’s own cases in SQL with the total', async () => {
    const first = await list(xinli, { pageSize: '2' });
    expect(first.success, first.message).toBe(true);
    expect(first.result.total).toBe(5);
    expect(first.result.records).toHaveLength(2);
    const last = await list(xinli, { pageSize: '2', pageNo: '3' });
    expect(last.result.records).toHaveLength(1);
    const ids = new Set(
      [first, await list(xinli, { pageSize: '2', pageNo: '2' }), last].flatMap((p) =>
        p.result.records.map((r) => r.id),
      ),
    );
    expect(ids.size).toBe(5);
  });

  it('filters by status and student, and never reaches another counsellor’s or school’s cases', async () => {
    const total = async (query: Record<string, string>) => {
      const reply = await list(xinli, query);
      expect(reply.success, `${JSON.stringify(query)}: ${reply.message}`).toBe(true);
      return reply.result.total;
    };
    expect(await total({ status: 'active' })).toBe(3);
    expect(await total({ status: 'active', keyWord: '202302' })).toBe(1);
    expect(await total({ keyWord: '20230203' })).toBe(0);
    expect(await total({ keyWord: '20250101' })).toBe(0);
    expect(await total({ createTime_begin: '2999-01-01' })).toBe(0);
    expect((await list(xinli, { status: 'lost' })).message).toBe('个案状态不正确');
    expect(await new TenantDb(t.db, 1001).count(counsellingCase)).toBe(1);
  });
});
