import {
  CAREER_MESSAGES,
  careerMappingRoutes,
  careerReportRoutes,
  careerSettingRoutes,
  type HollandLetter,
  type HollandMapping,
} from '@xinmiao/shared';
import { asc, eq } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { FileReply } from '../../core/file-reply.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import { findInReach } from '../../core/policy/policy.ts';
import type { Registrar } from '../../core/register-route.ts';
import { chinaDateTime, formatDateTime } from '../../core/time.ts';
import { careerHollandMapping, schoolStudent } from '../../db/schema.ts';
import {
  careerStaffRefusal,
  careerStudentRefusal,
  careerVisibility,
  saveCareerVisibility,
  studentPolicy,
} from '../school/index.ts';
import { careerReport } from './report.ts';
import { careerReportPdf } from './report-pdf.ts';

function toMapping(row: typeof careerHollandMapping.$inferSelect): HollandMapping {
  return {
    id: row.id,
    letter: row.letter as HollandLetter,
    sortNo: row.sortNo,
    majorFamilies: row.majorFamilies,
    occupationFamilies: row.occupationFamilies,
    description: row.description,
    updateTime: formatDateTime(row.updateTime),
  };
}

const pdfName = (report: { studentNo: string; name: string }) =>
  `生涯报告-${report.studentNo}-${report.name}.pdf`;

/**
 * 生涯报告 and 专业职业对照. Staff read a report through the student policy (a 辅导员's college, a
 * 班主任's class, a 生涯导师's whole school) and only with `career:report:*`; a student reads their own.
 * A school may narrow this (生涯报告可见范围): class staff out, the student out.
 */
export function registerCareerRoutes(r: Registrar): void {
  r.route(
    careerMappingRoutes.list,
    sqlList(careerMappingRoutes.list, {
      table: careerHollandMapping,
      sort: { sortNo: careerHollandMapping.sortNo },
      filters: { letter: careerHollandMapping.letter },
      defaultOrder: [asc(careerHollandMapping.sortNo)],
      tiebreak: asc(careerHollandMapping.id),
      toRecords: (rows) => rows.map(toMapping),
    }),
  );

  r.route(careerMappingRoutes.edit, async (ctx, { body }) => {
    const row = await ctx.db.byId(careerHollandMapping, body.id);
    if (!row) return fail(CAREER_MESSAGES.notFound);
    await ctx.db.update(
      careerHollandMapping,
      {
        majorFamilies: [...new Set(body.majorFamilies)],
        occupationFamilies: [...new Set(body.occupationFamilies)],
        description: body.description ?? null,
      },
      eq(careerHollandMapping.id, row.id),
    );
    ctx.logSubject(row.letter);
    return okMsg(CAREER_MESSAGES.editOk);
  });

  r.route(careerSettingRoutes.get, async (ctx) => ok(await careerVisibility(ctx.db)));

  r.route(careerSettingRoutes.edit, async (ctx, { body }) => {
    await saveCareerVisibility(ctx.db, body);
    return okMsg(CAREER_MESSAGES.editOk);
  });

  r.route(careerReportRoutes.get, async (ctx, { query }) => {
    const refused = await careerStaffRefusal(ctx);
    if (refused) return fail(refused);
    const student = await findInReach(ctx, studentPolicy, query.studentId);
    if (!student) return fail(CAREER_MESSAGES.studentNotFound);
    return ok(await careerReport(ctx.db, student, 'staff'));
  });

  r.route(careerReportRoutes.mine, async (ctx) => {
    const refused = await careerStudentRefusal(ctx.db);
    if (refused) return fail(refused);
    const student = await ctx.db.first(schoolStudent, eq(schoolStudent.userId, ctx.userId));
    if (!student) return fail(CAREER_MESSAGES.studentNotFound);
    return ok(await careerReport(ctx.db, student, 'student'));
  });

  r.route(careerReportRoutes.pdf, async (ctx, { query }) => {
    if (await careerStaffRefusal(ctx)) return FileReply.notFound();
    const student = await findInReach(ctx, studentPolicy, query.studentId);
    if (!student) return FileReply.notFound();
    const report = await careerReport(ctx.db, student, 'staff');
    const pdf = await careerReportPdf(report, chinaDateTime(new Date()));
    await ctx.auditRead(careerReportRoutes.pdf.path, [student.id]);
    return new FileReply(pdf, 'application/pdf', pdfName(report));
  });

  r.route(careerReportRoutes.minePdf, async (ctx) => {
    if (await careerStudentRefusal(ctx.db)) return FileReply.notFound();
    const student = await ctx.db.first(schoolStudent, eq(schoolStudent.userId, ctx.userId));
    if (!student) return FileReply.notFound();
    const report = await careerReport(ctx.db, student, 'student');
    const pdf = await careerReportPdf(report, chinaDateTime(new Date()));
    await ctx.auditRead(careerReportRoutes.minePdf.path, [student.id]);
    return new FileReply(pdf, 'application/pdf', pdfName(report));
  });
}
