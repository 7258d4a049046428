import { studentRoutes } from '@xinmiao/shared';
import { and, desc, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { fail } from '../../core/envelope.ts';
import { likePattern } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import { xlsxFile } from '../../core/xlsx-file.ts';
import { schoolStudent } from '../../db/schema.ts';
import { studentsVisibleTo } from './policies/student.ts';
import { toStudents } from './student-records.ts';
import { underDepart } from './student-routes.ts';
import { SEX_TEXT, STUDENT_COLUMNS, statusText, typeText } from './student-sheet.ts';

/**
 * Rows of one export: the workbook is built in memory, so a
 * larger selection is refused with a hint to export by college or grade rather than cut short.
 */
export const EXPORT_MAX_ROWS = 100_000;

/** 导出: the students the caller may see, masked as on screen; the read is audited per student. */
export function registerStudentExport(r: Registrar): void {
  r.route(studentRoutes.exportXls, async (ctx, { query }) => {
    const where = and(
      await studentsVisibleTo(ctx),
      query.studentNo
        ? like(schoolStudent.studentNo, likePattern(query.studentNo, { start: true, end: true }))
        : undefined,
      query.name ? like(schoolStudent.name, likePattern(query.name, { start: true, end: true })) : undefined,
      query.studentStatus ? eq(schoolStudent.studentStatus, query.studentStatus) : undefined,
      query.departId ? underDepart(query.departId) : undefined,
    );
    if ((await ctx.db.count(schoolStudent, where)) > EXPORT_MAX_ROWS) {
      return fail(`一次最多导出 ${EXPORT_MAX_ROWS} 名学生，请按院系或年级筛选后分批导出`);
    }
    const rows = await ctx.db.list(schoolStudent, {
      where,
      orderBy: [desc(schoolStudent.studentNo)],
      limit: EXPORT_MAX_ROWS,
    });
    const students = await toStudents(ctx, rows);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('学生');
    sheet.columns = STUDENT_COLUMNS.map((c) => ({ header: c.header, key: c.field, width: c.width }));
    for (const st of students) {
      sheet.addRow({
        ...st,
        sex: st.sex ? (SEX_TEXT[String(st.sex)] ?? '') : '',
        studentType: typeText(st.studentType),
        studentStatus: statusText(st.studentStatus),
      });
    }
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    await ctx.auditRead(
      studentRoutes.exportXls.path,
      rows.map((row) => row.id),
    );
    ctx.logSubject(`${students.length} 名学生`, '导出学生');
    return xlsxFile(buffer, '学生名单.xlsx');
  });
}
