import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { counsellingRota, sysUser } from '../../db/schema.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

type Page = { records: { id: string; weekday: number; startTime: string }[]; total: number };

let t: TestApp;
let admin: string;
let xinliId: string;

const list = async (query: Record<string, string> = {}) => {
  const { body } = await t.call({
    method: 'GET',
    url: `/jeecg-boot/counselling/rota/list?${new URLSearchParams(query)}`,
    headers: auth(admin),
  });
  expect(body.success, body.message).toBe(true);
  return body.result as Page;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const [xinli] = await t.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'xinli'));
  xinliId = xinli?.id ?? '';
  // Another school's line, for the same counsellor id.
  await new TenantDb(t.db, 1001).insert(counsellingRota, {
    counsellorId: xinliId,
    weekday: 1,
    startTime: '06:00',
    endTime: '07:00',
    slotMinutes: 30,
    mode: 'online',
  });
});
afterAll(() => t.close());

describe('GET /counselling/rota/list', () => {
  it('pages the school’s lines in SQL, by weekday and start time', async () => {
    const own = await new TenantDb(t.db, 1000).count(counsellingRota);
    expect(own).toBeGreaterThan(2);
    const first = await list({ pageSize: '2' });
    expect(first.total).toBe(own);
    expect(first.records).toHaveLength(2);
    const all = await list({ pageSize: '1000' });
    const order = all.records.map((r) => `${r.weekday} ${r.startTime}`);
    expect(order).toEqual([...order].sort());
    expect(new Set(all.records.map((r) => r.id)).size).toBe(own);
  });

  it('filters by counsellor and weekday, and never shows another school’s lines', async () => {
    const ofXinli = await new TenantDb(t.db, 1000).count(
      counsellingRota,
      eq(counsellingRota.counsellorId, xinliId),
    );
    expect((await list({ counsellorId: xinliId })).total).toBe(ofXinli);
    const mondays = await list({ weekday: '1', pageSize: '1000' });
    expect(mondays.records.every((r) => r.weekday === 1)).toBe(true);
    expect(mondays.records.some((r) => r.startTime === '06:00')).toBe(false);
  });
});
