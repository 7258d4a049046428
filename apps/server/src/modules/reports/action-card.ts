import { type ActionCard, reportRoutes } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { fail, ok } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { schoolStudent, screeningResult } from '../../db/schema.ts';
import { classesInReach, findClass, studentsVisibleTo } from '../school/index.ts';
import { actionCardSuggestion } from './report-texts.ts';

type Sheet = { studentId: string; taskId: string; level: number; createTime: Date };

/** Each student's highest level in the latest task they answered (older screenings are history). */
function latestLevels(sheets: readonly Sheet[]): Map<string, number> {
  const latest = new Map<string, { taskId: string; at: number; level: number }>();
  for (const s of sheets) {
    const seen = latest.get(s.studentId);
    const at = s.createTime.getTime();
    if (!seen || (seen.taskId !== s.taskId && at > seen.at)) {
      latest.set(s.studentId, { taskId: s.taskId, at, level: s.level });
    } else if (seen.taskId === s.taskId) {
      latest.set(s.studentId, { ...seen, at: Math.max(seen.at, at), level: Math.max(seen.level, s.level) });
    }
  }
  return new Map([...latest].map(([id, v]) => [id, v.level]));
}

/**
 * 班级关注: the class teacher's card. Who needs attention and what to do, never a score, a level, a
 * scale or an answer. Only a class in the caller's reach; the students listed are audited.
 */
export function registerActionCardRoute(r: Registrar): void {
  r.route(reportRoutes.actionCard, async (ctx, { query }) => {
    const klass = await findClass(ctx.db, query.classId);
    if (!klass || !(await classesInReach(ctx, [klass])).has(klass.id)) return fail('未找到该班级');
    const students = await ctx.db.list(schoolStudent, {
      where: and(eq(schoolStudent.classId, klass.id), await studentsVisibleTo(ctx)),
    });
    const ids = new Set(students.map((s) => s.id));
    const sheets = ids.size
      ? (
          await ctx.db
            .select({
              studentId: screeningResult.studentId,
              taskId: screeningResult.taskId,
              level: screeningResult.level,
              createTime: screeningResult.createTime,
            })
            .from(screeningResult)
            .innerJoin(
              schoolStudent,
              and(
                eq(schoolStudent.tenantId, screeningResult.tenantId),
                eq(schoolStudent.id, screeningResult.studentId),
              ),
            )
            .where(eq(schoolStudent.classId, klass.id))
        ).filter((s) => ids.has(s.studentId))
      : [];
    const levels = latestLevels(sheets);
    const card: ActionCard = {
      classId: klass.id,
      className: klass.name,
      assessed: levels.size,
      students: students
        .filter((s) => (levels.get(s.id) ?? 0) >= 1)
        .sort((a, b) => a.studentNo.localeCompare(b.studentNo))
        .map((s) => ({
          id: s.id,
          name: s.name,
          studentNo: s.studentNo,
          attention: '需要关注' as const,
          suggestion: actionCardSuggestion(levels.get(s.id) ?? 1),
        })),
    };
    await ctx.auditRead(
      reportRoutes.actionCard.path,
      card.students.map((s) => s.id),
    );
    return ok(card);
  });
}
