import type { MonthlyRow } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../core/time.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readWorkbook, schoolSession } from '../school/test-support.ts';
import { monthRange } from './monthly-report.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof schoolSession>>;
const month = (formatDateTime(new Date()) ?? '').slice(0, 7);

beforeAll(async () => {
  t = await createTestApp();
  s = await schoolSession(t, ['xinli', 'fudaoyuan', 'banzhuren']);
});
afterAll(() => t.close());

const report = async (who: string, query = `month=${month}`) =>
  (await s.get(`/crisis/report/monthly?${query}`, who)).body;

describe('月报', () => {
  it('the month runs from the 1st, 00:00 China time', () => {
    expect(monthRange('2026-11').from.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(monthRange('2026-12').to.toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });

  it('counts the demo cases per college and for the school', async () => {
    const rows = (await report('xinli')).result as MonthlyRow[];
    expect(rows.map((r) => r.unit)).toEqual(['计算机学院', '心理学院', '外国语学院', '全校']);
    expect(rows.at(-1)).toMatchObject({
      newCases: 4,
      level2: 2,
      attention: 1,
      dismissed: 1,
      released: 1,
      open: 2,
      overdue: 0,
    });
    expect(rows[0]).toMatchObject({ unit: '计算机学院', newCases: 2, dismissed: 1, open: 1 });
  });

  it('a 辅导员 gets their college only; a class teacher none; a bad month a clear message', async () => {
    const rows = (await report('fudaoyuan')).result as MonthlyRow[];
    expect(rows.map((r) => r.unit)).toEqual(['计算机学院', '全校']);
    expect(rows.at(-1)?.newCases).toBe(2);
    expect((await report('banzhuren')).success).toBe(false);
    expect((await report('xinli', 'month=2026-13')).message).toContain('月份格式应为 2026-11');
  });

  it('exports the same rows as a workbook', async () => {
    const reply = await s.download(`/crisis/report/monthlyXls?month=${month}`, 'xinli');
    expect(reply.statusCode).toBe(200);
    const sheet = await readWorkbook(reply.rawPayload);
    expect(sheet[0]?.slice(0, 3)).toEqual(['院系', '新增预警', '红色预警']);
    expect(sheet.at(-1)?.[0]).toBe('全校');
    expect(sheet.at(-1)?.[1]).toBe('4');
  });
});
