import { GROWTH_CLASS_EXPORT_MAX, growthRoutes, STUDENT_MESSAGES } from '@xinmiao/shared';
import { and, asc, eq } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { FileReply } from '../../core/file-reply.ts';
import type { FileStorage } from '../../core/files/file-storage.ts';
import { appendGrowthEvents } from '../../core/growth-events.ts';
import { findInReach } from '../../core/policy/policy.ts';
import type { Registrar } from '../../core/register-route.ts';
import { chinaDateTime } from '../../core/time.ts';
import { schoolStudent, sysDepart } from '../../db/schema.ts';
import { readTimeline } from './growth-read.ts';
import { ownAttachments, recordEvent } from './growth-record.ts';
import { growthClassZip, growthFileZip, growthReportPdf } from './growth-report.ts';
import { studentPolicy, studentsVisibleTo } from './policies/student.ts';

/** 成长档案: a student's timeline (read audited, need-to-know per event) and hand-written notes. */
export function registerGrowthRoutes(r: Registrar, storage: FileStorage): void {
  r.route(growthRoutes.timeline, async (ctx, { query }) => {
    const { studentId, ...page } = query;
    const student = await findInReach(ctx, studentPolicy, studentId);
    if (!student) return fail(STUDENT_MESSAGES.notFound);
    return ok(await readTimeline(ctx.db, student, { self: false, permissions: ctx.permissions }, page));
  });

  // The signed-in student's own file: their own events only, without staff-only ones.
  r.route(growthRoutes.mine, async (ctx, { query }) => {
    const student = await ctx.db.first(schoolStudent, eq(schoolStudent.userId, ctx.userId));
    if (!student) return fail(STUDENT_MESSAGES.notFound);
    return ok(await readTimeline(ctx.db, student, { self: true }, query));
  });

  r.route(growthRoutes.addRecord, async (ctx, { body }) => {
    const student = await findInReach(ctx, studentPolicy, body.studentId);
    if (!student) return fail(STUDENT_MESSAGES.notFound);
    const attachments = await ownAttachments(ctx.db, ctx.userId, body.attachments);
    await appendGrowthEvents(ctx.db, [recordEvent(student.id, body, attachments)]);
    ctx.logSubject(`${student.studentNo} ${student.name} ${body.title}`);
    return okMsg('添加成功！');
  });

  r.route(growthRoutes.report, async (ctx, { query }) => {
    const student = await findInReach(ctx, studentPolicy, query.studentId);
    if (!student) return FileReply.notFound();
    const reader = { self: false as const, permissions: ctx.permissions };
    const pdf = await growthReportPdf(ctx.db, student, reader, chinaDateTime(new Date()));
    await ctx.auditRead(growthRoutes.report.path, [student.id]);
    return new FileReply(pdf, 'application/pdf', `成长档案-${student.studentNo}-${student.name}.pdf`);
  });

  // The whole file on graduation or transfer: the report and the records' files, as the reader may see them.
  r.route(growthRoutes.file, async (ctx, { query }) => {
    const student = await findInReach(ctx, studentPolicy, query.studentId);
    if (!student) return FileReply.notFound();
    const reader = { self: false as const, permissions: ctx.permissions };
    const { zip } = await growthFileZip(ctx.db, storage, student, reader, chinaDateTime(new Date()));
    await ctx.auditRead(growthRoutes.file.path, [student.id]);
    ctx.logSubject(`${student.studentNo} ${student.name}`);
    return new FileReply(zip, 'application/zip', `成长档案-${student.studentNo}-${student.name}.zip`);
  });

  r.route(growthRoutes.classReports, async (ctx, { query }) => {
    const students = await ctx.db.list(schoolStudent, {
      where: and(eq(schoolStudent.classId, query.classId), await studentsVisibleTo(ctx)),
      orderBy: [asc(schoolStudent.studentNo)],
      limit: GROWTH_CLASS_EXPORT_MAX + 1,
    });
    if (students.length === 0) return FileReply.notFound();
    if (students.length > GROWTH_CLASS_EXPORT_MAX)
      throw new AppError(`一个班最多导出 ${GROWTH_CLASS_EXPORT_MAX} 人`);
    const reader = { self: false as const, permissions: ctx.permissions };
    const zip = await growthClassZip(ctx.db, students, reader, chinaDateTime(new Date()));
    await ctx.auditRead(
      growthRoutes.classReports.path,
      students.map((s) => s.id),
    );
    const className = (await ctx.db.byId(sysDepart, query.classId))?.departName ?? query.classId;
    ctx.logSubject(className);
    return new FileReply(zip, 'application/zip', `成长档案-${className}.zip`);
  });

  r.route(growthRoutes.addNote, async (ctx, { body }) => {
    const student = await findInReach(ctx, studentPolicy, body.studentId);
    if (!student) return fail(STUDENT_MESSAGES.notFound);
    await appendGrowthEvents(ctx.db, [
      {
        studentId: student.id,
        kind: 'note',
        visibility: 'staff',
        title: body.title,
        payload: { content: body.content },
        sourceModule: 'growth',
      },
    ]);
    ctx.logSubject(`${student.studentNo} ${student.name}`);
    return okMsg('添加成功！');
  });
}
