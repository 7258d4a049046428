import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysAnnouncement, sysDict, sysDictItem } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { schoolLevels } from '../dict/index.ts';
import { readWorkbook, schoolSession } from '../school/test-support.ts';
import { memberIds, studentOfClass } from './test-support.ts';

let t: TestApp;
let db: TenantDb;
let s: Awaited<ReturnType<typeof schoolSession>>;

beforeAll(async () => {
  t = await createTestApp();
  db = new TenantDb(t.db, 1000);
  s = await schoolSession(t, ['admin', 'xinli', 'banzhuren']);
});
afterAll(() => t.close());

async function levelItem(tdb: TenantDb, value: string) {
  const dict = await tdb.first(sysDict, eq(sysDict.dictCode, 'crisis_level'));
  const item = await tdb.first(
    sysDictItem,
    and(eq(sysDictItem.dictId, dict?.id ?? ''), eq(sysDictItem.itemValue, value)),
  );
  if (!item) throw new Error(`no crisis_level item ${value}`);
  return item;
}

describe('a school names its own crisis levels', () => {
  it('every school starts with 红色/橙色/黄色预警 and 未达预警 in their colours', async () => {
    expect(await schoolLevels(db)).toEqual({
      3: { label: '红色预警', color: '#cf1322' },
      2: { label: '橙色预警', color: '#fa8c16' },
      1: { label: '黄色预警', color: '#fadb14' },
      0: { label: '未达预警', color: '#52c41a' },
    });
  });

  it('a rename in 数据字典 reaches the notice, the action card and the 月报; another school keeps 红色预警', async () => {
    const item = await levelItem(db, '3');
    const edited = await s.send('PUT', '/sys/dictItem/edit', 'admin', {
      id: item.id,
      dictId: item.dictId,
      itemText: '一级（最高）',
      itemValue: '3',
      itemColor: '#a8071a',
      sortOrder: item.sortOrder,
      status: 1,
    });
    expect(edited.body.success).toBe(true);

    const users = await memberIds(t, 1000);
    const student = await studentOfClass(t, 1000, '计算机学院', '2023级1班');
    await s.send('POST', '/crisis/case/report', 'banzhuren', {
      studentId: student,
      reporterRole: 'class_teacher',
      level: 3,
      summary: '该生近日在宿舍说不想活了',
    });
    const queue = await s.get('/crisis/case/list?caseStatus=pending_assessment', 'xinli');
    const records = (queue.body.result as { records: { id: string; studentId: string }[] }).records;
    const caseId = records.find((r) => r.studentId === student)?.id ?? '';
    await s.send('POST', '/crisis/case/transition', 'xinli', { id: caseId, action: 'confirm', level: 3 });
    const assigned = await s.send('POST', '/crisis/case/transition', 'xinli', {
      id: caseId,
      action: 'assign',
      counsellorId: users.get('fudaoyuan'),
      therapistId: users.get('liangxiao'),
    });
    expect(assigned.body.success).toBe(true);
    expect(
      await db.count(sysAnnouncement, eq(sysAnnouncement.titile, '预警个案已分派（一级（最高））')),
    ).toBe(1);

    const cards = (await s.get('/crisis/case/cards', 'banzhuren')).body.result as {
      id: string;
      levelLabel: string;
      color: string;
    }[];
    expect(cards.find((c) => c.id === caseId)).toMatchObject({
      levelLabel: '一级（最高）',
      color: '#a8071a',
    });

    const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
    const reply = await s.download(`/crisis/report/monthlyXls?month=${month}`, 'xinli');
    expect((await readWorkbook(reply.rawPayload))[0]?.slice(2, 6)).toEqual([
      '一级（最高）',
      '橙色预警',
      '黄色预警',
      '未达预警',
    ]);

    const other = new TenantDb(t.db, 1001);
    expect((await schoolLevels(other))[3]).toEqual({ label: '红色预警', color: '#cf1322' });
    expect(await other.count(sysAnnouncement, like(sysAnnouncement.titile, '%一级（最高）%'))).toBe(0);
  });

  it('a deleted item falls back to its default; a blank colour keeps the default colour', async () => {
    const item = await levelItem(db, '1');
    await db.update(sysDictItem, { status: 0 }, eq(sysDictItem.id, item.id));
    const attention = await levelItem(db, '0');
    await db.update(sysDictItem, { itemText: '日常关注', itemColor: '' }, eq(sysDictItem.id, attention.id));
    const levels = await schoolLevels(db);
    expect(levels[1]).toEqual({ label: '黄色预警', color: '#fadb14' });
    expect(levels[0]).toEqual({ label: '日常关注', color: '#52c41a' });
  });
});
