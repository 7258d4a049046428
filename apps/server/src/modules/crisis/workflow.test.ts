import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { crisisBreakGlass, crisisCase, sysAnnouncementSend } from '../../db/schema.ts';
import { auditedReads } from '../../test/read-audits.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { schoolSession } from '../school/test-support.ts';
import { reportSignal } from './intake.ts';
import { memberIds, studentOfClass } from './test-support.ts';

type Detail = {
  caseStatus: string;
  compartment: string;
  actions: string[];
  interviews: { id: string; privateNotes: string | null }[];
  followups: { id: string; doneAt: string | null }[];
  events: { action: string; data: Record<string, unknown> }[];
};

let t: TestApp;
let db: TenantDb;
let s: Awaited<ReturnType<typeof schoolSession>>;
let users: Map<string, string>;
let computing: string;
let psychology: string;

beforeAll(async () => {
  t = await createTestApp();
  db = new TenantDb(t.db, 1000);
  s = await schoolSession(t, ['xinli', 'liangxiao', 'fudaoyuan', 'banzhuren']);
  users = await memberIds(t, 1000);
  computing = await studentOfClass(t, 1000, '计算机学院', '2023级1班');
  psychology = await studentOfClass(t, 1000, '心理学院', '2023级1班');
});
afterAll(() => t.close());

const uid = (name: string) => users.get(name) ?? '';
const detail = async (id: string, who: string) => s.get(`/crisis/case/queryById?id=${id}`, who);
const step = (who: string, body: Record<string, unknown>) =>
  s.send('POST', '/crisis/case/transition', who, body);
const messagesTo = (name: string) => db.count(sysAnnouncementSend, eq(sysAnnouncementSend.userId, uid(name)));

describe('a case from report to release, by the right roles', () => {
  let caseId: string;

  it('a class teacher reports a student; the centre is told and sees it in the queue', async () => {
    const before = await messagesTo('xinli');
    const reply = await s.send('POST', '/crisis/case/report', 'banzhuren', {
      studentId: computing,
      reporterRole: 'class_teacher',
      level: 3,
      summary: '该生近日在宿舍说不想活了',
    });
    expect(reply.body.success).toBe(true);
    expect(await messagesTo('xinli')).toBe(before + 1);
    const queue = await s.get('/crisis/case/list?caseStatus=pending_assessment', 'xinli');
    const records = (queue.body.result as { records: { id: string; studentId: string }[] }).records;
    caseId = records.find((r) => r.studentId === computing)?.id ?? '';
    expect(caseId).not.toBe('');
  });

  it('refuses a short report with a clear message', async () => {
    const reply = await s.send('POST', '/crisis/case/report', 'banzhuren', {
      studentId: computing,
      reporterRole: 'class_teacher',
      level: 2,
      summary: '情绪',
    });
    expect(reply.body.message).toContain('请至少用 5 个字描述情况');
  });

  it('the class teacher gets an action card, not the case; the refused read is audited', async () => {
    await step('xinli', { id: caseId, action: 'confirm', level: 3 });
    const cards = await s.get('/crisis/case/cards', 'banzhuren');
    expect(cards.body.result).toEqual([
      expect.objectContaining({
        id: caseId,
        levelLabel: '红色预警',
        advice: expect.stringContaining('陪伴'),
      }),
    ]);
    const refused = await detail(caseId, 'banzhuren');
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toContain('关注提示卡');
    const reads = await auditedReads(t.db, { userId: uid('banzhuren'), recordId: caseId });
    expect(reads.map((r) => r.resource)).toContain('/crisis/case/queryById#refused');
    expect((await s.get('/crisis/case/list', 'banzhuren')).body.success).toBe(false);
  });

  it('the centre assigns; the 辅导员 is told, interviews and follows up', async () => {
    const people = (await s.get(`/crisis/case/assignees?id=${caseId}`, 'xinli')).body.result as {
      counsellors: { id: string; responsible: boolean }[];
      therapists: { id: string }[];
      counsellorId: string | null;
    };
    // The student's college 辅导员 comes first and is pre-filled.
    expect(people.counsellors[0]).toEqual({ id: uid('fudaoyuan'), name: '张辅导', responsible: true });
    expect(people.counsellors.filter((p) => p.responsible)).toHaveLength(1);
    expect(people.counsellorId).toBe(uid('fudaoyuan'));
    expect(people.therapists?.map((p) => p.id)).toContain(uid('liangxiao'));
    expect(people.therapists?.map((p) => p.id)).not.toContain(uid('fudaoyuan'));
    const before = await messagesTo('fudaoyuan');
    const illegal = await step('fudaoyuan', {
      id: caseId,
      action: 'assign',
      counsellorId: uid('fudaoyuan'),
      therapistId: uid('liangxiao'),
    });
    expect(illegal.body.message).toBe('您没有「分派」的权限');
    const assigned = await step('xinli', {
      id: caseId,
      action: 'assign',
      counsellorId: uid('fudaoyuan'),
      therapistId: uid('liangxiao'),
    });
    expect(assigned.body.success).toBe(true);
    expect(await messagesTo('fudaoyuan')).toBe(before + 1);

    const tooLate = new Date(Date.now() + 48 * 3_600_000).toISOString();
    expect(
      (await s.send('POST', '/crisis/interview/add', 'fudaoyuan', { caseId, scheduledAt: tooLate })).body
        .message,
    ).toBe('该等级须在 4 小时内完成约谈，请选择更早的时间');
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    expect(
      (await s.send('POST', '/crisis/interview/add', 'fudaoyuan', { caseId, scheduledAt: soon })).body
        .success,
    ).toBe(true);
    const first = ((await detail(caseId, 'fudaoyuan')).body.result as Detail).interviews[0];
    const notes = await s.send('POST', '/crisis/interview/record', 'fudaoyuan', {
      id: first?.id,
      outcome: '学生情绪低落，愿意接受咨询',
      riskLevel: 3,
      nextStep: '转心理中心',
      privateNotes: '咨询细节',
    });
    expect(notes.body.message).toBe('咨询记录仅限心理中心和主责咨询师填写');
    const recorded = await s.send('POST', '/crisis/interview/record', 'fudaoyuan', {
      id: first?.id,
      outcome: '学生情绪低落，愿意接受咨询',
      riskLevel: 3,
      nextStep: '转心理中心',
    });
    expect(recorded.body.success).toBe(true);

    expect((await step('xinli', { id: caseId, action: 'intervene' })).body.success).toBe(true);
    const note = await s.send('POST', '/crisis/case/addRecord', 'liangxiao', {
      id: caseId,
      kind: 'counselling_note',
      content: '第一次咨询：睡眠差，有自伤想法',
    });
    expect(note.body.success).toBe(true);
    expect((await step('fudaoyuan', { id: caseId, action: 'follow_up' })).body.success).toBe(true);
  });

  it('the 辅导员 reads the case without the counselling compartment; the therapist reads all of it', async () => {
    const college = (await detail(caseId, 'fudaoyuan')).body.result as Detail;
    expect(college.compartment).toBe('college');
    expect(college.events.some((e) => e.data.kind === 'counselling_note')).toBe(false);
    const full = (await detail(caseId, 'liangxiao')).body.result as Detail;
    expect(full.compartment).toBe('full');
    expect(Object.values((full as Detail & { names: Record<string, string> }).names)).toContain('张辅导');
    expect(full.events.some((e) => e.data.kind === 'counselling_note')).toBe(true);
    expect(college.actions).toContain('request_release');
    expect(college.actions).not.toContain('approve_release');
  });

  it('a hand-over waits on its named recipient; the sender can withdraw it until they accept', async () => {
    const handOver = { id: caseId, action: 'hand_over', reason: '咨询师外出培训一个月' };
    expect((await step('liangxiao', handOver)).body.message).toBe('请选择移交的工作和接收人');
    const before = await messagesTo('xinli');
    const toXinli = { ...handOver, handoverRole: 'therapist', recipientId: uid('xinli') };
    expect((await step('liangxiao', toXinli)).body.success).toBe(true);
    expect(await messagesTo('xinli')).toBe(before + 1);
    const waiting = (await detail(caseId, 'xinli')).body.result as Detail;
    expect(waiting.caseStatus).toBe('handed_over');
    expect(waiting.actions.sort()).toEqual(['accept_handover', 'decline_handover']);
    expect(((await detail(caseId, 'liangxiao')).body.result as Detail).actions).toEqual(['cancel_handover']);
    expect((await step('fudaoyuan', { id: caseId, action: 'accept_handover' })).body.message).toBe(
      '只有接收人才能接收或退回移交',
    );
    expect((await step('liangxiao', { id: caseId, action: 'cancel_handover' })).body.success).toBe(true);
    expect(((await detail(caseId, 'xinli')).body.result as Detail).caseStatus).toBe('follow_up');
    expect((await step('liangxiao', toXinli)).body.success).toBe(true);
    expect((await step('xinli', { id: caseId, action: 'accept_handover' })).body.success).toBe(true);
    const accepted = (await detail(caseId, 'xinli')).body.result as Detail & { therapistId: string };
    expect(accepted).toMatchObject({ caseStatus: 'follow_up', therapistId: uid('xinli') });
  });

  it('a follow-up schedules the next one; release is requested by the 辅导员 and approved by the centre', async () => {
    const visit = ((await detail(caseId, 'fudaoyuan')).body.result as Detail).followups.find(
      (f) => !f.doneAt,
    );
    expect(
      (
        await s.send('POST', '/crisis/followup/record', 'fudaoyuan', {
          id: visit?.id,
          content: '情绪平稳，按时上课',
        })
      ).body.success,
    ).toBe(true);
    expect(
      ((await detail(caseId, 'fudaoyuan')).body.result as Detail).followups.filter((f) => !f.doneAt),
    ).toHaveLength(1);
    expect((await step('fudaoyuan', { id: caseId, action: 'request_release' })).body.message).toBe(
      '「申请解除」须填写原因',
    );
    expect(
      (await step('fudaoyuan', { id: caseId, action: 'request_release', reason: '连续两次回访稳定' })).body
        .success,
    ).toBe(true);
    expect((await step('fudaoyuan', { id: caseId, action: 'approve_release' })).body.message).toBe(
      '您没有「批准解除」的权限',
    );
    expect((await step('xinli', { id: caseId, action: 'approve_release' })).body.success).toBe(true);
    const done = (await detail(caseId, 'xinli')).body.result as Detail;
    expect(done.caseStatus).toBe('released');
    expect((await step('xinli', { id: caseId, action: 'approve_release' })).body.message).toBe(
      '个案当前为「已解除」，不能执行「批准解除」',
    );
  });
});

describe('reach and break-glass', () => {
  it('a 辅导员 does not reach another college’s case until a reasoned break-glass, which the centre reviews', async () => {
    const { caseId } = await reportSignal(
      db,
      {
        studentId: psychology,
        source: 'screening',
        level: 2,
        summary: 'PHQ-9 中度',
      },
      t.services.notifier,
    );
    expect((await detail(caseId, 'fudaoyuan')).body.success).toBe(false);
    const list = await s.get('/crisis/case/list?pageSize=100', 'fudaoyuan');
    expect((list.body.result as { records: { id: string }[] }).records.map((r) => r.id)).not.toContain(
      caseId,
    );
    const noReason = await s.send('POST', '/crisis/case/breakGlass', 'fudaoyuan', { id: caseId, reason: '' });
    expect(noReason.body.message).toContain('请至少用 5 个字说明理由');
    const before = await messagesTo('xinli');
    expect(
      (
        await s.send('POST', '/crisis/case/breakGlass', 'fudaoyuan', {
          id: caseId,
          reason: '该生今晚在我院宿舍，需了解情况',
        })
      ).body.success,
    ).toBe(true);
    expect(await messagesTo('xinli')).toBe(before + 1);
    const read = await detail(caseId, 'fudaoyuan');
    expect((read.body.result as Detail).compartment).toBe('full');
    expect((read.body.result as Detail).actions).toEqual([]);
    const grants = (await s.get('/crisis/breakGlass/grants', 'xinli')).body.result as {
      id: string;
      reviewedAt: null;
    }[];
    expect(grants).toHaveLength(1);
    expect(
      (await s.send('POST', '/crisis/breakGlass/review', 'xinli', { id: grants[0]?.id })).body.success,
    ).toBe(true);
    expect(
      (await s.send('POST', '/crisis/breakGlass/review', 'xinli', { id: grants[0]?.id })).body.message,
    ).toBe('该记录不存在或已复核');
    expect((await s.get('/crisis/breakGlass/grants', 'banzhuren')).body.success).toBe(false);
    expect(await db.count(crisisBreakGlass)).toBe(1);
  });

  it('another school neither sees nor reaches the case', async () => {
    const other = new TenantDb(t.db, 1001);
    expect(await other.count(crisisCase)).toBe(0);
    const [row] = await db.list(crisisCase, { limit: 1 });
    expect(await other.byId(crisisCase, row?.id ?? '')).toBeUndefined();
  });
});
