import type { FocusPlan, FocusPlanRecord } from '@xinmiao/shared';
import { and, eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { focusPlan, sysAnnouncement, sysAnnouncementSend, sysReadAuditRecord } from '../../db/schema.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';
import { reportSignal } from '../crisis/index.ts';
import { memberIds } from '../crisis/test-support.ts';
import { schoolSession, studentId } from '../school/test-support.ts';
import { seedDemoFocusPlans } from './demo-seed.ts';
import { focusReviewReminder } from './review-reminder-job.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof schoolSession>>;
let users: Map<string, string>;
let inGroup: string;
let inCrisis: string;
let groupPlan: string;
let crisisPlan: string;

const fields = (extra: Record<string, unknown>) => ({
  goals: '落实资助，保持学业进度',
  reviewCycleDays: 30,
  nextReviewDate: '2026-12-01',
  ...extra,
});
const list = async (who: string, query = '') =>
  (
    (await s.get(`/growth/focus/list?pageSize=100${query}`, who)).body.result as {
      records: FocusPlanRecord[];
    } | null
  )?.records ?? [];
const plan = async (who: string, id: string) => (await s.get(`/growth/focus/get?id=${id}`, who)).body;

beforeAll(async () => {
  t = await createTestApp();
  s = await schoolSession(t, ['admin', 'xinli', 'fudaoyuan', 'banzhuren', 'zhongxue']);
  users = await memberIds(t, 1000);
  inGroup = await studentId(t, 1000, '20230103');
  inCrisis = await studentId(t, 1000, '20230201');
});
afterAll(() => t.close());

describe('一生一策', () => {
  it('is opened by the centre only, on an open crisis case or a group of the school', async () => {
    const byClassTeacher = await s.send('POST', '/growth/focus/add', 'banzhuren', {
      studentId: inGroup,
      ...fields({ basis: 'group', groupCode: 'poverty' }),
    });
    expect(byClassTeacher.body.code).toBe(510);
    const noCase = await s.send('POST', '/growth/focus/add', 'xinli', {
      studentId: inGroup,
      ...fields({ basis: 'crisis', therapistId: users.get('xinli') }),
    });
    expect(noCase.body.message).toBe('该学生没有进行中的危机个案，请按特殊群体建档');
    const badGroup = await s.send('POST', '/growth/focus/add', 'xinli', {
      studentId: inGroup,
      ...fields({ basis: 'group', groupCode: 'nope' }),
    });
    expect(badGroup.body.message).toBe('特殊群体不存在，请在数据字典“重点关注群体”中维护');
    const noGoals = await s.send('POST', '/growth/focus/add', 'xinli', {
      studentId: inGroup,
      ...fields({ basis: 'group', groupCode: 'poverty', goals: '' }),
    });
    expect(noGoals.body.message).toBe('请输入目标');
    const stranger = await s.send('POST', '/growth/focus/add', 'xinli', {
      studentId: inGroup,
      ...fields({ basis: 'group', groupCode: 'poverty', headTeacherId: 'not-a-teacher' }),
    });
    expect(stranger.body.message).toBe('负责人须为本校教职工');

    const group = await s.send('POST', '/growth/focus/add', 'xinli', {
      studentId: inGroup,
      ...fields({
        basis: 'group',
        groupCode: 'poverty',
        counsellorId: users.get('fudaoyuan'),
        headTeacherId: users.get('banzhuren'),
        guardianName: '李母',
        guardianRelation: '母子',
        guardianPhone: '13900000002',
        measures: [
          { id: 'a', content: '协助申请助学金', owner: 'counsellor' },
          { id: 'b', content: '每月一次谈心', owner: 'headTeacher' },
        ],
      }),
    });
    expect(group.body.success).toBe(true);
    const twice = await s.send('POST', '/growth/focus/add', 'xinli', {
      studentId: inGroup,
      ...fields({ basis: 'group', groupCode: 'poverty' }),
    });
    expect(twice.body.message).toBe('该学生已有进行中的一生一策档案');

    await reportSignal(
      new TenantDb(t.db, 1000),
      { studentId: inCrisis, source: 'manual', level: 2, summary: '宿舍反映情绪低落' },
      t.services.notifier,
    );
    const crisis = await s.send('POST', '/growth/focus/add', 'xinli', {
      studentId: inCrisis,
      ...fields({
        basis: 'crisis',
        therapistId: users.get('xinli'),
        measures: [{ id: 'c', content: '每周一次心理咨询', owner: 'therapist' }],
      }),
    });
    expect(crisis.body.success).toBe(true);

    const all = await list('xinli');
    groupPlan = all.find((p) => p.studentId === inGroup)?.id ?? '';
    crisisPlan = all.find((p) => p.studentId === inCrisis)?.id ?? '';
    expect(all.map((p) => [p.studentNo, p.basisText]).sort()).toEqual([
      ['20230103', '特殊群体'],
      ['20230201', '危机个案'],
    ]);
    const row = await new TenantDb(t.db, 1000).byId(focusPlan, crisisPlan);
    expect(row?.crisisCaseId).toBeTruthy();
  });

  it('shows the 班主任 only the items assigned to them, never the crisis basis or others’ reviews', async () => {
    const review = await s.send('POST', '/growth/focus/review', 'fudaoyuan', {
      planId: groupPlan,
      reviewDate: '2026-11-01',
      content: '助学金已获批，情绪平稳',
    });
    expect(review.body.success).toBe(true);
    const own = await s.send('POST', '/growth/focus/review', 'banzhuren', {
      planId: groupPlan,
      reviewDate: '2026-11-02',
      content: '出勤正常',
      nextReviewDate: '2026-11-20',
    });
    expect(own.body.success).toBe(true);

    const full = (await plan('fudaoyuan', groupPlan)).result as FocusPlan;
    expect(full.compartment).toBe('full');
    expect(full.measures.map((m) => m.id)).toEqual(['a', 'b']);
    expect(full.reviews.map((r) => r.content)).toEqual(['助学金已获批，情绪平稳', '出勤正常']);
    expect(full.nextReviewDate).toBe('2026-11-20');

    const items = (await plan('banzhuren', groupPlan)).result as FocusPlan;
    expect(items.compartment).toBe('items');
    expect(items.basisText).toBe('重点关注');
    expect(items.groupCode).toBeNull();
    expect(items.measures.map((m) => m.content)).toEqual(['每月一次谈心']);
    expect(items.reviews.map((r) => r.content)).toEqual(['出勤正常']);
    expect(items.abilities).toEqual({ edit: false, delete: false, review: true });
    expect((await list('banzhuren')).map((p) => p.studentNo)).toEqual(['20230103']);
  });

  it('lets only a measure’s responsible person or the centre tick it, with a record of who, when and what', async () => {
    const tick = (who: string, measureId: string, done: boolean, note?: string) =>
      s.send('POST', '/growth/focus/measure', who, { planId: groupPlan, measureId, done, note });
    // The 辅导员 reads the 班主任's measure but it is not theirs to tick; the 班主任 does not even see the 辅导员's.
    expect((await tick('fudaoyuan', 'b', true, '已谈心')).body.message).toBe(
      '只有该措施的负责人或心理中心可以标记落实',
    );
    expect((await tick('banzhuren', 'a', true, '已申请')).body.message).toBe('未找到该措施');
    expect((await tick('admin', 'a', true, '已申请')).body.message).toBe('未找到对应数据');
    expect((await tick('banzhuren', 'b', true)).body.message).toBe('请填写落实情况');
    expect((await tick('banzhuren', 'b', true, '11月谈心一次')).body.message).toBe('已标记落实');
    expect((await tick('xinli', 'a', true, '助学金已获批')).body.success).toBe(true);

    const seen = (await plan('fudaoyuan', groupPlan)).result as FocusPlan;
    const b = seen.measures.find((m) => m.id === 'b');
    expect(b).toMatchObject({ done: true, doneNote: '11月谈心一次', canTick: false });
    expect(b?.doneByName).toBeTruthy();
    expect(b?.doneTime).toMatch(/^\d{4}-\d{2}-\d{2} /);
    expect(seen.measures.find((m) => m.id === 'a')).toMatchObject({ done: true, canTick: true });
    const own = (await plan('banzhuren', groupPlan)).result as FocusPlan;
    expect(own.measures.map((m) => [m.id, m.canTick])).toEqual([['b', true]]);

    // Saving the plan's form again keeps the ticks: only a tick sets done.
    const full = (await plan('xinli', groupPlan)).result as FocusPlan;
    const saved = await s.send('PUT', '/growth/focus/edit', 'xinli', {
      id: groupPlan,
      status: 'active',
      ...fields({
        basis: 'group',
        groupCode: 'poverty',
        nextReviewDate: full.nextReviewDate,
        counsellorId: users.get('fudaoyuan'),
        headTeacherId: users.get('banzhuren'),
        measures: [
          { id: 'a', content: '协助申请助学金', owner: 'counsellor', done: false },
          { id: 'b', content: '每月一次谈心', owner: 'headTeacher' },
        ],
      }),
    });
    expect(saved.body.success).toBe(true);
    const after = (await plan('xinli', groupPlan)).result as FocusPlan;
    expect(after.measures.map((m) => [m.id, m.done, m.doneNote])).toEqual([
      ['a', true, '助学金已获批'],
      ['b', true, '11月谈心一次'],
    ]);
  });

  it('refuses everyone not responsible: the college’s 辅导员, the administrator, a 班主任, another school', async () => {
    for (const who of ['fudaoyuan', 'admin', 'banzhuren']) {
      expect((await plan(who, crisisPlan)).message, who).toBe('未找到对应数据');
      expect((await list(who)).map((p) => p.id)).not.toContain(crisisPlan);
    }
    expect((await plan('zhongxue', groupPlan)).success).toBe(false);
    expect(await list('zhongxue')).toEqual([]);
    const edit = await s.send('PUT', '/growth/focus/edit', 'zhongxue', {
      id: groupPlan,
      status: 'closed',
      ...fields({ basis: 'group', groupCode: 'poverty' }),
    });
    expect(edit.body.success).toBe(false);
    const review = await s.send('POST', '/growth/focus/review', 'banzhuren', {
      planId: crisisPlan,
      reviewDate: '2026-11-01',
      content: '试图写入',
    });
    expect(review.body.message).toBe('未找到对应数据');
    const remove = await s.send('DELETE', `/growth/focus/delete?id=${groupPlan}`, 'fudaoyuan');
    expect(remove.body.code).toBe(510);
    expect(
      (
        await t.call({
          method: 'GET',
          url: `/jeecg-boot/growth/focus/get?id=${groupPlan}`,
          headers: auth('nope'),
        })
      ).status,
    ).toBe(401);
  });

  it('audits every read under the student', async () => {
    await plan('banzhuren', groupPlan);
    const reads = await new TenantDb(t.db, 1000).list(sysReadAuditRecord, {
      where: eq(sysReadAuditRecord.id, inGroup),
    });
    expect(reads.length).toBeGreaterThanOrEqual(3);
  });

  it('reminds the responsible staff once per review date', async () => {
    const run = () =>
      focusReviewReminder(t.services.notifier).run({
        db: new TenantDb(t.db, 1000, 'scheduler'),
        platformDb: t.db,
        parameter: null,
        fireTime: new Date('2026-11-19T01:00:00Z'),
        log: Fastify({ logger: false }).log,
      });
    await run();
    await run();
    const tdb = new TenantDb(t.db, 1000);
    const notices = await tdb.list(sysAnnouncement, {
      where: and(eq(sysAnnouncement.busType, 'focus_plan'), eq(sysAnnouncement.busId, groupPlan)),
    });
    expect(notices.map((n) => n.titile)).toHaveLength(1);
    const sent = await tdb.list(sysAnnouncementSend, {
      where: inArray(
        sysAnnouncementSend.anntId,
        notices.map((n) => n.id),
      ),
    });
    expect(sent.map((r) => r.userId).sort()).toEqual([users.get('banzhuren'), users.get('fudaoyuan')].sort());
    // The crisis plan's review (2026-12-01) is not due yet.
    expect(
      await tdb.list(sysAnnouncement, {
        where: and(eq(sysAnnouncement.busType, 'focus_plan'), eq(sysAnnouncement.busId, crisisPlan)),
      }),
    ).toEqual([]);
  });

  it('lets the centre close and delete a plan', async () => {
    const close = await s.send('PUT', '/growth/focus/edit', 'xinli', {
      id: crisisPlan,
      status: 'closed',
      ...fields({ basis: 'crisis', therapistId: users.get('xinli') }),
    });
    expect(close.body.success).toBe(true);
    const review = await s.send('POST', '/growth/focus/review', 'xinli', {
      planId: crisisPlan,
      reviewDate: '2026-11-01',
      content: '已结束',
    });
    expect(review.body.message).toBe('该一生一策档案已结束，不能再填写复盘记录');
    expect((await s.send('DELETE', `/growth/focus/delete?id=${crisisPlan}`, 'xinli')).body.success).toBe(
      true,
    );
    expect((await list('xinli', '&status=closed')).length).toBe(0);
  });

  it('seeds the demo plans: the open case’s and a group plan in the demo 班主任’s class', async () => {
    const closeGroup = await s.send('PUT', '/growth/focus/edit', 'xinli', {
      id: groupPlan,
      status: 'closed',
      ...fields({ basis: 'group', groupCode: 'poverty', headTeacherId: users.get('banzhuren') }),
    });
    expect(closeGroup.body.success).toBe(true);
    await seedDemoFocusPlans(new TenantDb(t.db, 1000, 'admin'));
    const active = await list('xinli', '&status=active');
    expect(active.map((p) => [p.studentNo, p.basisText, p.therapistName !== null]).sort()).toEqual([
      ['20230103', '特殊群体', false],
      ['20230201', '危机个案', true],
    ]);
    const mine = await list('banzhuren', '&status=active');
    expect(mine.map((p) => p.studentNo)).toEqual(['20230103']);
  });
});
