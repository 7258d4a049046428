import { eq, inArray } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { chinaToday, formatDateTime } from '../../core/time.ts';
import { focusPlan, schoolStaff, schoolStudent } from '../../db/schema.ts';
import { openCaseOf } from '../crisis/index.ts';
import { addPlan, addReview } from './plans.ts';

/**
 * Two plans of the demo university: one for the student of the open case in 计算机学院 2023级2班
 * (辅导员 and 咨询师 responsible), one for a student of the demo 班主任's class in a special group,
 * with a review already written.
 */
export async function seedDemoFocusPlans(tdb: TenantDb): Promise<void> {
  const staff = await tdb.list(schoolStaff, {
    where: inArray(schoolStaff.workNo, ['T1001', 'T1002', 'T1003']),
  });
  const member = (workNo: string) => staff.find((s) => s.workNo === workNo);
  const user = (workNo: string) => member(workNo)?.userId ?? null;
  const [xinli, fudaoyuan, banzhuren] = [user('T1001'), user('T1002'), user('T1003')];
  if (!xinli || !fudaoyuan || !banzhuren) return;
  const student = (no: string) => tdb.first(schoolStudent, eq(schoolStudent.studentNo, no));
  const today = chinaToday();

  const inCrisis = await student('20230201');
  if (inCrisis && (await openCaseOf(tdb, inCrisis.id))) {
    await addPlan(tdb, inCrisis.id, {
      basis: 'crisis',
      goals: '稳定情绪与睡眠，按时就医复诊；本学期不缺课，保持与家人的每日联系',
      measures: [
        { id: 'm1', content: '每周一次心理咨询', owner: 'therapist' },
        { id: 'm2', content: '每周宿舍走访并了解出勤', owner: 'counsellor' },
        { id: 'm3', content: '督促按医嘱服药、按时复诊', owner: 'guardian' },
      ],
      counsellorId: fudaoyuan,
      therapistId: xinli,
      guardianName: '母亲',
      guardianRelation: '母子',
      guardianPhone: '13900000001',
      reviewCycleDays: 14,
      nextReviewDate: today,
    });
  }

  const inGroup = await student('20230103');
  if (inGroup) {
    const id = await addPlan(tdb, inGroup.id, {
      basis: 'group',
      groupCode: 'poverty',
      goals: '落实资助，减轻经济压力带来的焦虑；保持学业进度',
      measures: [
        { id: 'g1', content: '协助申请国家助学金', owner: 'counsellor' },
        { id: 'g2', content: '每月一次谈心，关注课程出勤', owner: 'headTeacher' },
      ],
      counsellorId: fudaoyuan,
      headTeacherId: banzhuren,
      reviewCycleDays: 30,
      nextReviewDate: today,
    });
    const plan = await tdb.byId(focusPlan, id);
    if (plan) {
      // The 辅导员 has already ticked the grant as done, as they would on the plan's page.
      const ticked = plan.measures.map((m) =>
        m.id === 'g1'
          ? {
              ...m,
              done: true,
              doneBy: fudaoyuan,
              doneByName: member('T1002')?.name ?? '辅导员',
              doneTime: formatDateTime(new Date()),
              doneNote: '国家助学金已获批',
            }
          : m,
      );
      await tdb.update(focusPlan, { measures: ticked }, eq(focusPlan.id, plan.id));
      await addReview(tdb, plan, {
        reviewDate: today,
        content: '助学金已获批，学生情绪平稳，上课出勤正常',
        authorName: member('T1002')?.name ?? '辅导员',
      });
    }
  }
}
