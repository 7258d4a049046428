import { COURSE_MESSAGES, courseRoutes, myCourseRoutes } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { fail, ok, okMsg, okWith } from '../../core/envelope.ts';
import type { FileStorage } from '../../core/files/file-storage.ts';
import type { MediaLinks } from '../../core/files/media-links.ts';
import type { Registrar } from '../../core/register-route.ts';
import { courseAssignment, courseRule, schoolStudent } from '../../db/schema.ts';
import { studentsVisibleTo } from '../school/index.ts';
import { addRule, assignStudents, rulesOf } from './assignments.ts';
import { lessonFileId } from './demo-media.ts';
import { courseProgressFor, myCourseDetail, myCourses, myLesson, saveProgress } from './progress.ts';
import { publishCourse, targetsOf, unpublishCourse } from './publishing.ts';

/** Assignment by hand or by rule, progress per student for staff, and the student's own course routes. */
export function registerAssignmentRoutes(r: Registrar, links: MediaLinks, storage: FileStorage): void {
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

  r.route(courseRoutes.ruleList, async (ctx, { query }) => ok(await rulesOf(ctx.db, query.id)));

  r.route(courseRoutes.ruleDelete, async (ctx, { query }) => {
    const row = await ctx.db.byId(courseRule, query.id);
    if (!row) return fail(COURSE_MESSAGES.notFound);
    await ctx.db.delete(courseRule, eq(courseRule.id, row.id));
    ctx.logSubject(`${row.source} ≥ ${row.minLevel}`);
    return okMsg(COURSE_MESSAGES.ruleDeleted);
  });

  r.route(courseRoutes.targets, async (ctx, { query }) => ok(await targetsOf(ctx.db, query.id)));

  r.route(courseRoutes.publish, async (ctx, { body }) => {
    const n = await publishCourse(ctx.db, body.id, body.departIds);
    ctx.logSubject(`${body.departIds.length} 个范围`);
    return okWith(COURSE_MESSAGES.publishOk, n);
  });

  r.route(courseRoutes.unpublish, async (ctx, { body }) => {
    ctx.logSubject(await unpublishCourse(ctx.db, body.id));
    return okMsg(COURSE_MESSAGES.unpublishOk);
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
    ok(await myCourseDetail(ctx.db, ctx.userId, query.id, storage)),
  );
  r.route(myCourseRoutes.media, async (ctx, { query }) => {
    const { lesson } = await myLesson(ctx.db, ctx.userId, query.id);
    const fileId = await lessonFileId(ctx.db, storage, lesson);
    if (!fileId) return fail(COURSE_MESSAGES.notFound);
    return ok(links.issue(ctx.tenantId, fileId));
  });
  r.route(myCourseRoutes.progress, async (ctx, { body }) => ok(await saveProgress(ctx.db, ctx.userId, body)));
}
