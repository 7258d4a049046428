import { type ProgressRow, screeningTaskRoutes } from '@xinmiao/shared';
import { and, count, eq } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { ok } from '../../core/envelope.ts';
import { permissionHolders } from '../../core/permission-holders.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { ModuleServices } from '../../core/services.ts';
import { screeningAttempt, sysDepart, sysUserDepart } from '../../db/schema.ts';
import { sendSystemMessage } from '../announcement/system-message.ts';
import { studentInReach } from './reach.ts';
import { findTask } from './task-records.ts';

/** Per-class counts of a task within the caller's reach, with each class's college › grade › class path. */
async function progressOf(ctx: AuthCtx, taskId: string): Promise<ProgressRow[]> {
  const [rows, departs] = await Promise.all([
    ctx.db
      .select({ orgCode: screeningAttempt.orgCode, status: screeningAttempt.attemptStatus, n: count() })
      .from(screeningAttempt)
      .where(and(eq(screeningAttempt.taskId, taskId), await studentInReach(ctx, screeningAttempt.studentId)))
      .groupBy(screeningAttempt.orgCode, screeningAttempt.attemptStatus),
    ctx.db.select({ orgCode: sysDepart.orgCode, name: sysDepart.departName }).from(sysDepart),
  ]);
  const names = new Map(departs.map((d) => [d.orgCode, d.name]));
  const byClass = new Map<string, ProgressRow>();
  for (const row of rows) {
    const entry = byClass.get(row.orgCode) ?? {
      orgCode: row.orgCode,
      path: pathOf(row.orgCode, names),
      assigned: 0,
      started: 0,
      declined: 0,
      submitted: 0,
    };
    const n = Number(row.n);
    entry.assigned += n;
    if (row.status === 'submitted') entry.submitted += n;
    else if (row.status === 'declined') entry.declined += n;
    else if (row.status !== 'assigned') entry.started += n;
    byClass.set(row.orgCode, entry);
  }
  return [...byClass.values()].sort((a, b) => a.orgCode.localeCompare(b.orgCode));
}

/** Org codes grow by three characters a level (A01 school, A01A01 college …); the school is left out. */
function pathOf(orgCode: string, names: ReadonlyMap<string, string>): string {
  const parts: string[] = [];
  for (let end = 6; end <= orgCode.length; end += 3) {
    const name = names.get(orgCode.slice(0, end));
    if (name) parts.push(name);
  }
  return parts.join(' › ') || orgCode;
}

export function registerProgressRoutes(r: Registrar, services: ModuleServices): void {
  r.route(screeningTaskRoutes.progress, async (ctx, { query }) => {
    const task = await findTask(ctx.db, query.id);
    return ok(await progressOf(ctx, task.id));
  });

  /**
   * 催测: tells the staff responsible for each class below the threshold (members of the class or of
   * a department above it who can see tasks: 班主任, 辅导员) — a system message, no student names.
   */
  r.route(screeningTaskRoutes.remind, async (ctx, { body }) => {
    const task = await findTask(ctx.db, body.id);
    const behind = (await progressOf(ctx, task.id)).filter(
      (row) => row.assigned > 0 && (row.submitted / row.assigned) * 100 < body.below,
    );
    if (behind.length === 0) return ok({ classes: 0, recipients: 0 });
    const [holders, memberships] = await Promise.all([
      permissionHolders(ctx.db, 'screening:task:list'),
      ctx.db
        .select({ userId: sysUserDepart.userId, orgCode: sysDepart.orgCode })
        .from(sysUserDepart)
        .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId)),
    ]);
    const allowed = new Set(holders);
    const recipients = new Set<string>();
    for (const m of memberships) {
      // Membership of the school itself (its 3-character root code) would reach every class: that is the centre's job.
      if (!allowed.has(m.userId) || m.orgCode.length <= 3) continue;
      if (behind.some((row) => row.orgCode.startsWith(m.orgCode))) recipients.add(m.userId);
    }
    const lines = behind.map((row) => `${row.path}：已完成 ${row.submitted}/${row.assigned}`);
    await sendSystemMessage(services.notifier, ctx.db, {
      userIds: [...recipients],
      title: `测评催测：${task.name}`,
      content: `以下班级的测评完成率低于 ${body.below}%，请提醒学生尽快完成：\n${lines.join('\n')}`,
      priority: 'M',
      openPage: '/screening/tasks',
      busType: 'screening_task',
      busId: task.id,
    });
    ctx.logSubject(task.name);
    return ok({ classes: behind.length, recipients: recipients.size });
  });
}
