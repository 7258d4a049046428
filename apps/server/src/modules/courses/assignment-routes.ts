import { COURSE_MESSAGES, courseRoutes, myCourseRoutes } from '@xinmiao/shared';
import { fail, ok, okWith } from '../../core/envelope.ts';
import type { MediaLinks } from '../../core/files/media-links.ts';
import type { Registrar } from '../../core/register-route.ts';
import { courseAssignment, schoolStudent } from '../../db/schema.ts';
import { studentsVisibleTo } from '../school/index.ts';
import { addRule, assignStudents } from './assignments.ts';
import { courseProgressFor, myCourseDetail, myCourses, myLesson, saveProgress } from './progress.ts';

/** Assignment by hand or by rule, progress per student for staff, and the student's own course routes. */
export function registerAssignmentRoutes(r: Registrar, links: MediaLinks): void {
  r.route(courseRoutes.assign, async (ctx, { body }) => {
    const n = await assignStudents(ctx.db, body.courseId, body.studentIds, { origin: 'manual' });
    ctx.logSubject(`${body.studentIds.length} 名学生`);
    return okWith(COURSE_MESSAGES.assignOk, n);
  });

  r.route(courseRoutes.ruleAdd, async (ctx, { body }) => {
    const n = await addRule(ctx.db, body);
    ctx.logSubject(`${body.source} ≥ ${body.minLevel}`);
    return okWith(COURSE_MESSAGES.assignOk, n);
  });

  r.route(courseRoutes.progress, async (ctx, { query }) => {
    const reach = ctx.db
      .select({ id: schoolStudent.id })
      .from(schoolStudent)
      .where(await studentsVisibleTo(ctx));
    const visible = ctx.db.inSelect(courseAssignment.studentId, reach);
    const rows = await courseProgressFor(
      ctx.db,
      query.id,
      visible,
      ctx.permissions.has('course:course:edit'),
    );
    return ok(rows);
  });

  r.route(myCourseRoutes.list, async (ctx) => ok(await myCourses(ctx.db, ctx.userId)));
  r.route(myCourseRoutes.detail, async (ctx, { query }) =>
    ok(await myCourseDetail(ctx.db, ctx.userId, query.id)),
  );
  r.route(myCourseRoutes.media, async (ctx, { query }) => {
    const { lesson } = await myLesson(ctx.db, ctx.userId, query.id);
    if (!lesson.fileId) return fail(COURSE_MESSAGES.notFound);
    return ok(links.issue(ctx.tenantId, lesson.fileId));
  });
  r.route(myCourseRoutes.progress, async (ctx, { body }) => ok(await saveProgress(ctx.db, ctx.userId, body)));
}
