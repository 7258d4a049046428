import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { chinaDateTime, parseChinaTime } from '../../core/time.ts';
import { counsellingBooking, schoolStudent, sysUser } from '../../db/schema.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

type Page = {
  records: { id: string; slotStart: string; studentNo: string; status: string }[];
  total: number;
};

let t: TestApp;
let admin: string;
let xinliId: string;
let adminId: string;

async function userId(username: string) {
  const [row] = await t.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username));
  return row?.id ?? '';
}

/** Bookings planted straight into a tenant: one per hour from 08:00 of `day`, a student each in turn. */
async function plant(
  tenantId: number,
  day: string,
  rows: { counsellorId: string; status: string }[],
  nos: string[],
) {
  const tdb = new TenantDb(t.db, tenantId);
  const students = await tdb.list(schoolStudent, { where: inArray(schoolStudent.studentNo, nos) });
  await tdb.insert(
    counsellingBooking,
    rows.map((row, i) => {
      const start = parseChinaTime(`${day} ${String(8 + i).padStart(2, '0')}:00`);
      return {
        studentId: students[i % students.length]?.id ?? '',
        counsellorId: row.counsellorId,
        slotStart: start,
        slotEnd: new Date(start.getTime() + 50 * 60_000),
        mode: 'offline',
        status: row.status,
        topic: '学业压力',
        consentTime: new Date(),
      };
    }),
  );
}

const list = async (token: string, query: Record<string, string> = {}) => {
  const { body } = await t.call({
    method: 'GET',
    url: `/jeecg-boot/counselling/booking/list?${new URLSearchParams(query)}`,
    headers: auth(token),
  });
  return body as { success: boolean; message: string; code: number; result: Page };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  [xinliId, adminId] = await Promise.all([userId('xinli'), userId('admin')]);
  // Day one: 8 bookings of xinli, 4 of them confirmed; day two: 4 of admin's, all requested.
  await plant(
    1000,
    '2031-03-03',
    Array.from({ length: 8 }, (_, i) => ({
      counsellorId: xinliId,
      status: i < 4 ? 'confirmed' : 'requested',
    })),
    ['20230101', '20230102', '20230201'],
  );
  await plant(
    1000,
    '2031-03-04',
    Array.from({ length: 4 }, () => ({ counsellorId: adminId, status: 'requested' })),
    ['20230103'],
  );
  // Another school's booking, on the same days and with the same counsellor id.
  await plant(1001, '2031-03-03', [{ counsellorId: xinliId, status: 'confirmed' }], ['20250101']);
});
afterAll(() => t.close());

describe('GET /counselling/booking/list', () => {
  it('pages in SQL, latest slot first, with the total of every page', async () => {
    const first = await list(admin, { pageNo: '1', pageSize: '5' });
    expect(first.success).toBe(true);
    expect(first.result.total).toBe(12);
    expect(first.result.records.map((r) => r.slotStart.slice(0, 16))).toEqual([
      '2031-03-04 11:00',
      '2031-03-04 10:00',
      '2031-03-04 09:00',
      '2031-03-04 08:00',
      '2031-03-03 15:00',
    ]);
    const last = await list(admin, { pageNo: '3', pageSize: '5' });
    expect(last.result.records).toHaveLength(2);
    expect(last.result.records.at(-1)?.slotStart.slice(0, 16)).toBe('2031-03-03 08:00');
    const ids = new Set(
      [first, await list(admin, { pageNo: '2', pageSize: '5' }), last].flatMap((p) =>
        p.result.records.map((r) => r.id),
      ),
    );
    expect(ids.size).toBe(12);
    const oldest = await list(admin, { pageSize: '1', column: 'slotStart', order: 'asc' });
    expect(oldest.result.records[0]?.slotStart.slice(0, 16)).toBe('2031-03-03 08:00');
  });

  it('filters by day range, counsellor, status and student in SQL', async () => {
    const total = async (query: Record<string, string>) => {
      const reply = await list(admin, query);
      expect(reply.success, `${JSON.stringify(query)}: ${reply.message}`).toBe(true);
      return reply.result.total;
    };
    expect(await total({ slotStart_begin: '2031-03-04', slotStart_end: '2031-03-04' })).toBe(4);
    expect(await total({ slotStart_begin: '2031-03-03', slotStart_end: '2031-03-03' })).toBe(8);
    expect(await total({ counsellorId: xinliId })).toBe(8);
    expect(await total({ status: 'confirmed' })).toBe(4);
    expect(await total({ status: 'requested', counsellorId: xinliId })).toBe(4);
    expect(await total({ keyWord: '20230103' })).toBe(4);
    expect(await total({ keyWord: '202302' })).toBe(2);
    const byName = await t.db
      .select({ name: schoolStudent.name })
      .from(schoolStudent)
      .where(and(eq(schoolStudent.tenantId, 1000), eq(schoolStudent.studentNo, '20230103')));
    expect(await total({ keyWord: byName[0]?.name ?? '?' })).toBe(4);
  });

  it('never shows another school’s bookings, whatever the filter', async () => {
    expect((await list(admin, { keyWord: '20250101' })).result.total).toBe(0);
    expect(
      (await list(admin, { slotStart_begin: '2031-03-03', slotStart_end: '2031-03-03' })).result.total,
    ).toBe(8);
    const other = await new TenantDb(t.db, 1001).count(counsellingBooking);
    expect(other).toBe(1);
  });

  it('keeps to the caller’s reach and permission, and explains a bad status', async () => {
    // 辅导员 reaches the students of 计算机学院 only: both demo classes are there.
    expect((await list(await t.login('fudaoyuan'))).result.total).toBe(12);
    expect((await list(await t.login('banzhuren'))).code).toBe(510);
    expect((await list(admin, { status: 'lost' })).message).toBe('预约状态不正确');
  });
});

describe('GET /counselling/booking/today', () => {
  it("counts today's bookings in reach by status, and nothing of another day or school", async () => {
    const today = chinaDateTime(new Date()).slice(0, 10);
    await plant(
      1000,
      today,
      [
        { counsellorId: xinliId, status: 'confirmed' },
        { counsellorId: xinliId, status: 'confirmed' },
        { counsellorId: adminId, status: 'requested' },
      ],
      ['20230101', '20230102'],
    );
    await plant(1001, today, [{ counsellorId: xinliId, status: 'confirmed' }], ['20250101']);
    const { body } = await t.call({
      method: 'GET',
      url: '/jeecg-boot/counselling/booking/today',
      headers: auth(admin),
    });
    const result = body.result as { total: number; statuses: { status: string; count: number }[] };
    expect(result.total).toBe(3);
    expect([...result.statuses].sort((a, b) => a.status.localeCompare(b.status))).toEqual([
      { status: 'confirmed', count: 2 },
      { status: 'requested', count: 1 },
    ]);
    const refused = await t.call({
      method: 'GET',
      url: '/jeecg-boot/counselling/booking/today',
      headers: auth(await t.login('banzhuren')),
    });
    expect(refused.body.code).toBe(510);
  });
});
