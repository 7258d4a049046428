import type { ProgressRow } from '@xinmiao/shared';
import { and, eq, inArray, isNotNull, like, or } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import { permissionHolders } from '../../core/permission-holders.ts';
import { likePattern } from '../../core/query.ts';
import { schoolStudent, screeningAttempt, sysDepart, sysUserDepart } from '../../db/schema.ts';
import { sendSystemMessage } from '../announcement/system-message.ts';
import { studentInReach } from './reach.ts';
import type { TaskRow } from './task-records.ts';

export type Reminded = { units: number; students: number; recipients: number };

/** Staff who get a unit's reminder: those who can see tasks, in a department that contains the unit. */
async function responsibleStaff(ctx: AuthCtx, units: readonly ProgressRow[]): Promise<string[]> {
  const [holders, memberships] = await Promise.all([
    permissionHolders(ctx.db, 'screening:task:list'),
    ctx.db
      .select({ userId: sysUserDepart.userId, orgCode: sysDepart.orgCode })
      .from(sysUserDepart)
      .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId)),
  ]);
  const allowed = new Set(holders);
  const staff = new Set<string>();
  for (const m of memberships) {
    // Membership of the school itself (its 3-character root code) would reach every unit: that is the centre's job.
    if (!allowed.has(m.userId) || m.orgCode.length <= 3) continue;
    if (units.some((unit) => unit.orgCode.startsWith(m.orgCode))) staff.add(m.userId);
  }
  return [...staff];
}

/** Accounts of the students in the units (and the caller's reach) who have neither submitted nor declined. */
async function unfinishedStudents(
  ctx: AuthCtx,
  taskId: string,
  units: readonly ProgressRow[],
): Promise<string[]> {
  const rows = await ctx.db
    .select({ userId: schoolStudent.userId })
    .from(screeningAttempt)
    .innerJoin(schoolStudent, eq(schoolStudent.id, screeningAttempt.studentId))
    .where(
      and(
        eq(screeningAttempt.taskId, taskId),
        inArray(screeningAttempt.attemptStatus, ['assigned', 'consented', 'in_progress']),
        isNotNull(schoolStudent.userId),
        or(
          ...units.map((unit) =>
            like(screeningAttempt.orgCode, likePattern(unit.orgCode, { start: false, end: true })),
          ),
        ),
        await studentInReach(ctx, screeningAttempt.studentId),
      ),
    );
  return rows.flatMap((r) => (r.userId ? [r.userId] : []));
}

/**
 * 催测 for some units of a task's progress: a system message to their unfinished students, and one to
 * the staff responsible for them (班主任, the college's 辅导员 and leaders) with each unit's count —
 * never student names.
 */
export async function remindUnits(
  ctx: AuthCtx,
  services: ModuleServices,
  task: TaskRow,
  units: readonly ProgressRow[],
): Promise<Reminded> {
  const behind = units.filter((u) => u.assigned - u.submitted - u.declined > 0);
  if (behind.length === 0) return { units: 0, students: 0, recipients: 0 };
  const [students, staff] = await Promise.all([
    unfinishedStudents(ctx, task.id, behind),
    responsibleStaff(ctx, behind),
  ]);
  const lines = behind.map((u) => `${u.path}：已完成 ${u.submitted}/${u.assigned}（${u.rate}%）`);
  await sendSystemMessage(services.notifier, ctx.db, {
    userIds: staff,
    title: `测评催测：${task.name}`,
    content: `以下单位还有学生未完成测评，请提醒学生尽快完成：\n${lines.join('\n')}`,
    priority: 'M',
    openPage: '/screening/tasks',
    busType: 'screening_task',
    busId: task.id,
  });
  await sendSystemMessage(services.notifier, ctx.db, {
    userIds: students,
    title: `测评提醒：${task.name}`,
    content: '你有一项心理测评还没有完成，请尽快登录学生端完成作答。',
    priority: 'M',
    openPage: '/m',
    busType: 'screening_task',
    busId: task.id,
  });
  return { units: behind.length, students: new Set(students).size, recipients: staff.length };
}
