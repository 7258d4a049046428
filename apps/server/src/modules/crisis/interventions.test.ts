import type { InterventionRecord } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditedReads } from '../../test/read-audits.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { departId, schoolSession } from '../school/test-support.ts';
import { memberIds, studentOfClass } from './test-support.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof schoolSession>>;
let users: Map<string, string>;
let computingCase: string;
let psychologyCase: string;

const uid = (name: string) => users.get(name) ?? '';

/** A reported, confirmed and assigned case for the student; its id. */
async function openCase(student: string, counsellor: string): Promise<string> {
  await s.send('POST', '/crisis/case/report', 'xinli', {
    studentId: student,
    reporterRole: 'counsellor',
    level: 2,
    summary: '该生近期情绪低落，多次缺课',
  });
  const queue = await s.get('/crisis/case/list?caseStatus=pending_assessment&pageSize=100', 'xinli');
  const records = (queue.body.result as { records: { id: string; studentId: string }[] }).records;
  const id = records.find((r) => r.studentId === student)?.id ?? '';
  await s.send('POST', '/crisis/case/transition', 'xinli', { id, action: 'confirm', level: 2 });
  const assigned = await s.send('POST', '/crisis/case/transition', 'xinli', {
    id,
    action: 'assign',
    counsellorId: uid(counsellor),
    therapistId: uid('liangxiao'),
  });
  expect(assigned.body.success).toBe(true);
  return id;
}

async function addRecord(who: string, id: string, kind: string, content: string) {
  const reply = await s.send('POST', '/crisis/case/addRecord', who, { id, kind, content });
  expect(reply.body.success).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp();
  s = await schoolSession(t, ['xinli', 'liangxiao', 'fudaoyuan', 'banzhuren']);
  users = await memberIds(t, 1000);
  computingCase = await openCase(await studentOfClass(t, 1000, '计算机学院', '2023级1班'), 'fudaoyuan');
  psychologyCase = await openCase(await studentOfClass(t, 1000, '心理学院', '2023级1班'), 'xinli');
  await addRecord('xinli', computingCase, 'safety_plan', '移除危险物品，约定每晚报平安');
  await addRecord('xinli', computingCase, 'home_school', '已电话联系母亲，家长同意来校');
  await addRecord('liangxiao', computingCase, 'counselling_note', '第一次咨询：睡眠差');
  await addRecord('xinli', psychologyCase, 'referral', '经绿色通道转介市精神卫生中心');
});
afterAll(() => t.close());

async function records(who: string, query = '') {
  const reply = await s.get(`/crisis/intervention/list?pageSize=100${query}`, who);
  return { reply, rows: (reply.body.result as { records: InterventionRecord[] } | null)?.records ?? [] };
}
const kindsOf = (rows: InterventionRecord[], caseId: string) =>
  rows
    .filter((r) => r.caseId === caseId)
    .map((r) => r.kind)
    .sort();

describe('干预记录: who sees what', () => {
  it('the centre sees every record of every case, with student and author', async () => {
    const { rows } = await records('xinli');
    expect(kindsOf(rows, computingCase)).toEqual(['counselling_note', 'home_school', 'safety_plan']);
    expect(kindsOf(rows, psychologyCase)).toEqual(['referral']);
    expect(rows.find((r) => r.kind === 'counselling_note')).toMatchObject({
      content: '第一次咨询：睡眠差',
      actorName: '周两校',
    });
    expect(rows.find((r) => r.caseId === psychologyCase)?.className).toContain('心理学院');
  });

  it('a 辅导员 sees their college’s cases without the counselling notes', async () => {
    const { rows } = await records('fudaoyuan');
    expect(kindsOf(rows, computingCase)).toEqual(['home_school', 'safety_plan']);
    expect(rows.some((r) => r.kind === 'counselling_note')).toBe(false);
    expect(rows.some((r) => r.caseId === psychologyCase)).toBe(false);
  });

  it('a 班主任 sees nothing here', async () => {
    const { reply } = await records('banzhuren');
    expect(reply.body.success).toBe(false);
    expect((await s.get('/crisis/intervention/colleges', 'banzhuren')).body.success).toBe(false);
  });

  it('filters by type, college and date; a bad type gets a clear message', async () => {
    const homeSchool = (await records('xinli', '&kind=home_school')).rows;
    expect(homeSchool.length).toBeGreaterThan(0);
    expect(homeSchool.every((r) => r.kind === 'home_school')).toBe(true);

    const colleges = (await s.get('/crisis/intervention/colleges', 'xinli')).body.result as {
      name: string;
    }[];
    expect(colleges.map((c) => c.name)).toEqual(expect.arrayContaining(['计算机学院', '心理学院']));
    const psychology = await departId(t, 1000, '心理学院');
    const inPsychology = (await records('xinli', `&collegeId=${psychology}`)).rows;
    expect(kindsOf(inPsychology, psychologyCase)).toEqual(['referral']);
    expect(inPsychology.some((r) => r.caseId === computingCase)).toBe(false);

    expect((await records('xinli', '&createTime_begin=2099-01-01')).rows).toEqual([]);
    expect((await records('xinli', '&kind=gossip')).reply.body.message).toContain('记录类型不正确');
  });

  it('each read is audited with the records it showed', async () => {
    const { rows } = await records('fudaoyuan', '&kind=safety_plan');
    const shown = rows.find((r) => r.caseId === computingCase)?.id ?? '';
    const reads = await auditedReads(t.db, { userId: uid('fudaoyuan'), recordId: shown });
    expect(reads.map((r) => r.resource)).toContain('/crisis/intervention/list');
  });
});
