import type { AccountSlipFiles, GrowthTimeline } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendGrowthEvents, type GrowthAppend } from '../../core/growth-events.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { firstSignIn } from '../../test/first-sign-in.ts';
import { pdfPagesText } from '../../test/pdf-text.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';
import { schoolSession, slipPasswords, studentId } from './test-support.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof schoolSession>>;
let id: string;
let studentToken: string;

const at = (iso: string) => new Date(iso);
const EVENTS: Omit<GrowthAppend, 'studentId'>[] = [
  {
    kind: 'assessment',
    visibility: 'student',
    title: '完成测评',
    sourceModule: 't',
    sourceId: 'a',
    eventTime: at('2024-10-01T02:00:00Z'),
  },
  {
    kind: 'report',
    visibility: 'student',
    title: '测评报告已发布',
    payload: { level: 2 },
    sourceModule: 't',
    sourceId: 'r',
    eventTime: at('2025-03-01T02:00:00Z'),
  },
  {
    kind: 'note',
    visibility: 'staff',
    title: '教师记录',
    sourceModule: 't',
    sourceId: 'n',
    eventTime: at('2025-10-01T02:00:00Z'),
  },
  {
    kind: 'appointment',
    visibility: 'centre',
    title: '参加心理咨询',
    sourceModule: 't',
    sourceId: 'c',
    eventTime: at('2025-10-02T02:00:00Z'),
  },
  {
    kind: 'crisis',
    visibility: 'case',
    title: '危机个案建立',
    sourceModule: 't',
    sourceId: 'k',
    eventTime: at('2025-10-03T02:00:00Z'),
  },
];

beforeAll(async () => {
  t = await createTestApp();
  s = await schoolSession(t, ['admin', 'banzhuren', 'fudaoyuan', 'xinli', 'zhongxue']);
  id = await studentId(t, 1000, '20230102');
  await appendGrowthEvents(
    new TenantDb(t.db, 1000),
    EVENTS.map((e) => ({ ...e, studentId: id })),
  );
  await s.send('POST', '/school/student/createAccounts', 'admin', { ids: [id] });
  const reset = await s.send('POST', '/school/student/resetAccounts', 'admin', { ids: [id] });
  const slip = await slipPasswords((reset.body.result as { slip: AccountSlipFiles | null }).slip);
  studentToken = await firstSignIn(t, '20230102', slip.get('20230102') ?? '');
});
afterAll(() => t.close());

const fileOf = async (who: string, query = '') =>
  (await s.get(`/school/growth/timeline?studentId=${id}${query}`, who)).body.result as GrowthTimeline;
const mine = async (query = '') =>
  (
    await t.call({
      method: 'GET',
      url: `/jeecg-boot/school/growth/mine?pageSize=50${query}`,
      headers: auth(studentToken),
    })
  ).body.result as GrowthTimeline;
const titles = (file: GrowthTimeline) => file.events.map((e) => e.title);

describe('growth file access (need-to-know per event)', () => {
  it('shows a 班主任 the student and staff events, without levels, counselling or crisis', async () => {
    const file = await fileOf('banzhuren');
    expect(titles(file)).toEqual(['教师记录', '测评报告已发布', '完成测评']);
    expect(file.events.find((e) => e.kind === 'report')?.payload).toEqual({});
  });

  it('shows a 辅导员 the level, but not the counselling attendance or the crisis case', async () => {
    const file = await fileOf('fudaoyuan');
    expect(titles(file)).toEqual(['教师记录', '测评报告已发布', '完成测评']);
    expect(file.events.find((e) => e.kind === 'report')?.payload).toEqual({ level: 2 });
  });

  it('shows the centre (with the case compartment) every event', async () => {
    expect(titles(await fileOf('xinli'))).toEqual([
      '危机个案建立',
      '参加心理咨询',
      '教师记录',
      '测评报告已发布',
      '完成测评',
    ]);
  });

  it('shows the student their own file without staff-only or case events, nor levels', async () => {
    const file = await mine();
    expect(titles(file)).toEqual(['参加心理咨询', '测评报告已发布', '完成测评']);
    // The student's own report speaks without a level, and so does their file.
    expect(file.events.find((e) => e.kind === 'report')?.payload).toEqual({});
  });

  it('filters by kind and school year, and pages', async () => {
    const file = await fileOf('xinli', '&year=2024');
    expect(titles(file)).toEqual(['测评报告已发布', '完成测评']);
    expect(file.years).toEqual([2025, 2024]);
    expect(titles(await fileOf('xinli', '&kind=note'))).toEqual(['教师记录']);
    const page = await fileOf('xinli', '&pageNo=2&pageSize=2');
    expect([page.total, titles(page)]).toEqual([5, ['教师记录', '测评报告已发布']]);
  });

  it('takes staff-entered awards and volunteer hours, which the student sees', async () => {
    const add = (body: object) =>
      s.send('POST', '/school/growth/addRecord', 'xinli', { studentId: id, ...body });
    const noHours = await add({ kind: 'volunteer', title: '社区助老', date: '2025-11-02' });
    expect(noHours.body.message).toBe('请填写志愿服务时长');
    expect(
      (await add({ kind: 'volunteer', title: '社区助老', date: '2025-11-02', hours: 6 })).body.success,
    ).toBe(true);
    expect(
      (await add({ kind: 'award', title: '数学建模竞赛一等奖', rank: '省级', date: '2025-11-20' })).body
        .success,
    ).toBe(true);
    expect(
      (
        await s.send('POST', '/school/growth/addRecord', 'banzhuren', {
          studentId: id,
          kind: 'award',
          title: 'x',
          date: '2025-11-20',
        })
      ).body.code,
    ).toBe(510);
    expect(titles(await mine('&kind=volunteer'))).toEqual(['社区助老（6 小时）']);
    expect(titles(await mine('&kind=award'))).toEqual(['数学建模竞赛一等奖［省级］']);
  });

  it('prints the file as a PDF with Chinese text, as the reader may see it, and audits the print', async () => {
    const reply = await s.download(`/school/growth/report?studentId=${id}`, 'xinli');
    expect(reply.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPagesText(reply.rawPayload)).join(' ').replace(/\s+/g, '');
    expect(text).toContain('成长档案');
    expect(text).toContain('20230102');
    expect(text).toContain('数学建模竞赛一等奖');
    expect(text).toContain('危机个案建立');
    expect((await s.get(`/school/growth/report?studentId=${id}`, 'banzhuren')).body.code).toBe(510);
    const other = await s.download(`/school/growth/report?studentId=${id}`, 'zhongxue');
    expect(other.headers['content-type']).not.toBe('application/pdf');
  });

  it('audits every read, the student’s own included', async () => {
    const readers = (await s.get(`/school/student/readers?id=${id}`, 'admin')).body.result as {
      resource: string;
    }[];
    const resources = readers.map((r) => r.resource);
    expect(resources).toContain('/school/growth/timeline');
    expect(resources).toContain('/school/growth/mine');
    expect(resources).toContain('/school/growth/report');
  });

  it('shows another school nothing', async () => {
    expect((await s.get(`/school/growth/timeline?studentId=${id}`, 'zhongxue')).body.message).toBe(
      '未找到对应数据',
    );
  });
});
